import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, shopDateOf } from "../../domain/shop-time";
import { buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * /our-service's two carousels through the pages (issue 33): the testimonials are the featured
 * repair reviews (the closed repair's WhatsApp update carries the review link), and 'Recent
 * repairs' are the closed repairs the owner marked on their details page. None, no section.
 */
let shop: TestShop;
let admin: AdminSession;
const owner = { id: 1, email: "owner@shop.test" };

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

const get = async (path: string, headers: HeadersInit = {}) =>
  text(await shop.app.request(`${TEST_ORIGIN}${path}`, { headers }));

async function post(path: string, fields: Record<string, string>) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      Origin: TEST_ORIGIN,
      ...admin.headers,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return text(response);
}

/** The carousels the page embeds, or null when it embeds none. */
async function carousels(path = "/our-service") {
  const html = await get(path);
  const json = /<script type="application\/json" id="carousel-config"[^>]*>(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  type Slide = { title: string; text: string; byline: string };
  return json
    ? (JSON.parse(json) as { carousels: { id: string; slides: Slide[] }[] }).carousels
    : null;
}

async function bookedRepair(overrides: Parameters<typeof buildBooking>[0] = {}) {
  const { repair } = await shop.repairs.book(buildBooking(overrides), [], "10.44.0.1");
  return (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
}

async function close(repairId: number) {
  const closed = await shop.repairDesk.close(
    repairId,
    {
      paymentMethod: "upi",
      amountPaise: 850_00,
      warrantyUntil: addDays(shopDateOf(new Date()), 90),
    },
    owner,
  );
  expect(closed.ok).toBe(true);
}

describe("our-service's testimonials", () => {
  it("are hidden with none, shown once a repair review is featured, hidden again when taken off", async () => {
    expect(await carousels()).toBeNull();
    const repairId = await bookedRepair({ customerName: "Meena Kulkarni" });
    await close(repairId);

    // The closed repair's WhatsApp update carries its review link.
    const details = await get(`/admin/repairs/${repairId}`, admin.headers);
    // In the message's chat link, so written as a URL's parameter.
    const token = /localhost(?:\/|%2F)review(?:\/|%2F)([A-Za-z0-9_-]+)/.exec(details)?.[1];
    expect(token).toBeDefined();
    expect(await shop.reviews.linkFor("repair", repairId)).toBe(token);

    await shop.reviews.submit(
      token!,
      { line: 0, stars: 5, text: "Fridge cools again, fair price", showName: true },
      "en",
    );
    const id = (await shop.reviews.forModeration()).pending[0]!.id;
    await shop.reviews.publish(id, owner);
    // Published but not chosen: still no section.
    expect(await carousels()).toBeNull();

    expect(
      await post("/admin/reviews", { intent: "feature", id: String(id), featured: "on" }),
    ).toContain("Featured on our-service");
    const shown = await carousels();
    expect(shown?.map((carousel) => carousel.id)).toEqual(["testimonials"]);
    expect(shown![0]!.slides).toEqual([
      {
        appliance: "refrigerator",
        title: "5 of 5 stars · LG Refrigerator repair",
        text: "Fridge cools again, fair price",
        byline: "Meena, verified customer",
      },
    ]);
    const hindi = await carousels("/hi/our-service");
    expect(hindi![0]!.slides[0]!.title).toBe("5 में से 5 स्टार · LG फ्रिज रिपेयर");

    expect(await post("/admin/reviews", { intent: "feature", id: String(id) })).toContain(
      "Taken off our-service",
    );
    expect(await carousels()).toBeNull();
  });
});

describe("a featured testimonial's customer", () => {
  it("is named by first name only while allowed, and not at all once erased", async () => {
    const mobile = "9876512399";
    const repairId = await bookedRepair({ customerName: "Farida Khan", customerMobile: mobile });
    await close(repairId);
    const token = (await shop.reviews.linkFor("repair", repairId))!;
    await shop.reviews.submit(
      token,
      { line: 0, stars: 4, text: "Washer drains again", showName: true },
      "en",
    );
    const id = (await shop.reviews.forModeration()).pending.find(
      (row) => row.text === "Washer drains again",
    )!.id;
    await shop.reviews.publish(id, owner);
    await post("/admin/reviews", { intent: "feature", id: String(id), featured: "on" });
    const slide = async () =>
      (await carousels())
        ?.find((carousel) => carousel.id === "testimonials")
        ?.slides.find((shown) => shown.text === "Washer drains again");
    expect((await slide())?.byline).toBe("Farida, verified customer");
    expect(await get("/our-service")).not.toContain("Khan");

    await shop.customerErasure.erase(mobile, owner);
    expect((await slide())?.byline).toBe("Verified customer");
    expect(await get("/our-service")).not.toContain("Farida");
    await post("/admin/reviews", { intent: "feature", id: String(id) });
  });
});

describe("our-service's recent repairs", () => {
  it("show a closed repair the owner marked, without the customer, until it is taken off", async () => {
    const repairId = await bookedRepair({
      appliance: "tv",
      brand: "Samsung",
      problemChoice: "No picture, sound works",
      problemText: "Ring Rohit Sharma at Flat 9B",
      customerName: "Rohit Sharma",
      customerMobile: "9812345670",
    });
    const path = `/admin/repairs/${repairId}`;
    // Open repairs cannot be shown: the page offers the toggle only once closed.
    expect(await get(path, admin.headers)).not.toContain("Show on our-service page");
    expect(await post(path, { intent: "showcase", shown: "on" })).toContain(
      "Only a closed repair can be shown on the our-service page",
    );
    await close(repairId);
    expect(await get(path, admin.headers)).toContain("Show on our-service page");
    expect(await post(path, { intent: "showcase", shown: "on" })).toContain(
      "Shown on the our-service page",
    );
    expect(await get(path, admin.headers)).toContain("Take off our-service page");

    const shown = (await carousels())?.find((carousel) => carousel.id === "recent-repairs");
    expect(shown?.slides).toEqual([
      {
        appliance: "tv",
        title: "Samsung TV",
        text: "No picture, sound works",
        byline: "Fixed the same day it was booked",
      },
    ]);
    const hindi = (await carousels("/hi/our-service"))?.find((c) => c.id === "recent-repairs");
    expect(hindi?.slides[0]).toEqual({
      appliance: "tv",
      title: "Samsung टीवी",
      text: "तस्वीर नहीं आ रही, आवाज़ आ रही है",
      byline: "बुकिंग के दिन ही ठीक हुआ",
    });
    const page = await get("/our-service");
    for (const personal of ["Rohit", "Flat 9B", "9812345670", "98123 45670"]) {
      expect(page).not.toContain(personal);
    }

    // Erasing the customer leaves the slide as it was: it never held anything of theirs.
    await shop.customerErasure.erase("9812345670", owner);
    expect((await carousels())?.find((c) => c.id === "recent-repairs")?.slides).toEqual(
      shown!.slides,
    );

    // Reopened, it is no recent repair; closed again, it is back.
    await shop.repairDesk.reopen(repairId, owner);
    expect((await carousels())?.find((c) => c.id === "recent-repairs")).toBeUndefined();
    await close(repairId);
    expect((await carousels())?.find((c) => c.id === "recent-repairs")).toBeDefined();

    expect(await post(path, { intent: "showcase" })).toContain("Taken off the our-service page");
    expect((await carousels())?.find((c) => c.id === "recent-repairs")).toBeUndefined();
    const timeline = await get(path, admin.headers);
    expect(timeline).toContain("Taken off the our-service page");
  });

  it("show the newest closes first, a problem typed without a quick choice as the appliance", async () => {
    const older = await bookedRepair({ appliance: "ac", brand: "Voltas", problemChoice: "" });
    await close(older);
    await post(`/admin/repairs/${older}`, { intent: "showcase", shown: "on" });
    const newer = await bookedRepair({
      appliance: "washing-machine",
      brand: "IFB",
      problemChoice: "",
    });
    await close(newer);
    await post(`/admin/repairs/${newer}`, { intent: "showcase", shown: "on" });
    const slides = (await carousels())?.find((c) => c.id === "recent-repairs")?.slides;
    expect(slides?.map((slide) => [slide.title, slide.text])).toEqual([
      ["IFB Washing Machine", "Washing Machine repaired"],
      ["Voltas AC", "AC repaired"],
    ]);
  });
});
