import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { m } from "../../app/i18n/messages";
import { formatMobile } from "../../domain/contact-links";
import { RUPEES_PROBLEMS } from "../../domain/money";
import { BUILT_IN_ADDRESS } from "../../domain/shop";
import { BUILT_IN_HINDI_HINT, HINDI_HINT } from "../../app/features/settings/settings-fields";
import {
  formValuesOf,
  SETTINGS_INTENTS,
  settingsMessages,
} from "../../app/features/settings/settings-form";
import { listSavedSettings } from "../../server/modules/settings/settings.repository";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { readEvents } from "../setup/event-stream";
import { createTestShop, type TestShop } from "../setup/test-shop";
import { scriptUrlsOf } from "../setup/page-scripts";

/**
 * /admin/settings as a browser posts it, the storefront pages that show the settings, the live
 * event that refreshes open pages, and the policy pages rendered from the owner's Markdown.
 */
let shop: TestShop;
let admin: AdminSession;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", SHOP_NAME: "Verma Electronics" },
  });
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, { headers, redirect: "manual" });
  return answerOf(response);
}

/** The answer, its HTML without the markers React puts between neighbouring pieces of text. */
async function answerOf(response: Response) {
  const html = (await response.text()).replaceAll("<!-- -->", "");
  return { status: response.status, location: response.headers.get("Location"), html };
}

/** Posts the settings form with the current values, changed as given. */
async function saveSettings(
  changes: Record<string, string>,
  headers: Record<string, string> = admin.headers,
) {
  const form = new URLSearchParams({
    ...formValuesOf(shop.settings.current()),
    ...changes,
    intent: SETTINGS_INTENTS.save,
  });
  const response = await shop.app.request(`${TEST_ORIGIN}/admin/settings`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
    redirect: "manual",
  });
  return answerOf(response);
}

describe("the settings page", () => {
  it("is only for a signed-in admin, to read and to post", async () => {
    const read = await page("/admin/settings");
    expect(read.status).toBe(302);
    expect(read.location).toContain("/login");
    const before = shop.settings.current();
    const posted = await saveSettings({ name: "Taken Over" }, { Origin: TEST_ORIGIN });
    expect([302, 401]).toContain(posted.status);
    expect(shop.settings.current()).toEqual(before);
  });

  it("shows every setting in its section to the admin", async () => {
    const { status, html } = await page("/admin/settings", admin.headers);
    expect(status).toBe(200);
    for (const section of [
      "Shop and contact",
      "Hours",
      "Repairs",
      "Delivery and service area",
      "Policies",
      "Backups",
      "Erase a customer",
    ]) {
      expect(html).toContain(section);
    }
    expect(html).toContain('value="Verma Electronics"');
    // The built-in address's Hindi, which Hindi pages show while the Hindi field is empty.
    expect(html).toContain(`placeholder="${BUILT_IN_ADDRESS.addressHi}"`);
    // …and their hint says so, not that an empty field shows the English (address and city).
    expect(html.split(BUILT_IN_HINDI_HINT)).toHaveLength(3);
    expect(html).toContain('href="/admin/settings"');
  });

  it("refuses a wrong form field by field and stores nothing", async () => {
    const before = shop.settings.current();
    const saved = await listSavedSettings(shop.database.db);
    const answer = await saveSettings({
      name: "Renamed Electronics",
      phone: "12345",
      visitCharge: "two hundred",
      "openingHours.0.days": "Daily",
      "openingHours.0.hours": "",
      serviceAreaPins: "302001 012345",
      backupsToKeep: "0",
    });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(settingsMessages.refused);
    expect(answer.html).toContain(
      "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9",
    );
    expect(answer.html).toContain(`Visit charge: ${RUPEES_PROBLEMS.notAmount}`);
    expect(answer.html).toContain("Hours is required");
    expect(answer.html).toContain("A PIN code has 6 digits and does not start with 0: 012345");
    expect(answer.html).toContain("Backups to keep must be at least 1");
    // What the admin typed comes back, so nothing has to be typed again.
    expect(answer.html).toContain('value="Renamed Electronics"');
    expect(shop.settings.current()).toEqual(before);
    expect(await listSavedSettings(shop.database.db)).toEqual(saved);
  });

  it("saves only what changed, so the rest keeps following the environment", async () => {
    const answer = await saveSettings({ warrantyDays: "60" });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(settingsMessages.saved);
    expect(shop.settings.current().warrantyDays).toBe(60);
    const keys = (await listSavedSettings(shop.database.db)).map((row) => row.key);
    expect(keys).toContain("warrantyDays");
    expect(keys).not.toContain("name");
  });
});

describe("storefront pages", () => {
  it("show the saved hours, charges, terms and contact details", async () => {
    const [productId] = (await shop.catalogue.addProducts([buildProduct()])) as [number];
    const answer = await saveSettings({
      phone: "9414012345",
      "openingHours.0.days": "Tuesday to Sunday",
      "openingHours.0.hours": "9 am to 9 pm",
      "openingHours.1.days": "",
      "openingHours.1.hours": "",
      servingSince: "1987",
      visitCharge: "349",
      warrantyDays: "120",
      technicians: "Ramesh Kumar\nSalim Khan",
      deliveryLine: "Free delivery and installation within Kota",
    });
    expect(answer.status).toBe(200);

    const contact = await page("/contact");
    expect(contact.html).toContain("Tuesday to Sunday: 9 am to 9 pm");
    expect(contact.html).not.toContain("Monday to Saturday");
    expect(contact.html).toContain(formatMobile("9414012345"));

    const service = await page("/our-service");
    for (const text of [
      "since 1987",
      "₹349 visit",
      "120-day service warranty",
      "Ramesh Kumar, Salim Khan",
    ]) {
      expect(service.html).toContain(text);
    }
    expect(service.html).not.toContain("₹299");
    expect(service.html).not.toContain("90-day");

    const product = await page(`/product/${productId}`);
    expect(product.html).toContain("Free delivery and installation within Kota");
    // The footer on every page.
    expect(product.html).toContain("serving since 1987");
    expect(product.html).toContain('href="/terms"');
    expect(product.html).toContain('href="/privacy"');
  });

  it("show the owner's Hindi texts on Hindi pages, and the English where the Hindi is empty", async () => {
    const [productId] = (await shop.catalogue.addProducts([buildProduct()])) as [number];
    const answer = await saveSettings({
      address: "Shop 4, Station Road",
      addressHi: "दुकान 4, स्टेशन रोड",
      city: "Kota",
      cityHi: "कोटा",
      deliveryLine: "Free delivery in Kota",
      deliveryLineHi: "कोटा में फ्री डिलीवरी",
      "openingHours.0.days": "Monday to Saturday",
      "openingHours.0.hours": "10 am to 8 pm",
      "openingHours.0.daysHi": "सोमवार से शनिवार",
      "openingHours.0.hoursHi": "",
    });
    expect(answer.status).toBe(200);
    // The owner's own address: an empty Hindi field would show the English, as the hint says.
    const settings = await page("/admin/settings", admin.headers);
    expect(settings.html).not.toContain(BUILT_IN_HINDI_HINT);
    expect(settings.html).toContain(HINDI_HINT);

    const hindi = await page(`/hi/product/${productId}`);
    expect(hindi.html).toContain("कोटा में फ्री डिलीवरी");
    expect(hindi.html).toContain("दुकान 4, स्टेशन रोड, कोटा");
    expect(hindi.html).not.toContain("Free delivery in Kota");
    const english = await page(`/product/${productId}`);
    expect(english.html).toContain("Free delivery in Kota");
    expect(english.html).toContain("Shop 4, Station Road, Kota");

    const contact = await page("/hi/contact");
    // The hours' Hindi left empty shows the English hours.
    expect(contact.html).toContain("सोमवार से शनिवार: 10 am to 8 pm");

    await saveSettings({ deliveryLineHi: "" });
    expect((await page(`/hi/product/${productId}`)).html).toContain("Free delivery in Kota");
  });

  it("do not carry the policy texts or the admin's settings to every page", async () => {
    await shop.settings.update({ termsMarkdown: "Our very own terms, word for word." });
    const home = await page("/");
    expect(home.html).not.toContain("Our very own terms");
    expect(home.html).not.toContain("backupsToKeep");
  });
});

describe("live settings", () => {
  it("sends a settings event to open storefront pages after a save", async () => {
    const response = await shop.app.request("/api/events/catalogue", {
      headers: { Accept: "text/event-stream" },
    });
    const events = readEvents(response);
    expect(await events.next()).toBe("retry: 3000");
    await saveSettings({ callbackPromise: "within the hour" });
    const message = await events.next();
    expect(message).toContain("event: settings");
  });
});

describe("policy pages", () => {
  it("show the built-in texts with the shop's name and contact until the owner writes their own", async () => {
    await shop.settings.update({ termsMarkdown: "", privacyMarkdown: "" });
    const { phone, email } = shop.settings.current();
    const terms = await page("/terms");
    expect(terms.status).toBe(200);
    expect(terms.html).toContain(
      `<h1 class="text-2xl font-semibold">${m.svc_policy_terms({}, { locale: "en" })}</h1>`,
    );
    expect(terms.html).toContain("Verma Electronics");
    expect(terms.html).toContain("<h2>Orders</h2>");

    const privacy = await page("/privacy");
    expect(privacy.status).toBe(200);
    for (const text of [
      "Digital Personal Data Protection Act, 2023",
      "<h2>What we collect and why</h2>",
      "<h2>How long we keep it</h2>",
      "<h2>Your rights</h2>",
      "<h2>Grievances</h2>",
      formatMobile(phone),
      email,
    ]) {
      expect(privacy.html).toContain(text);
    }
  });

  it("show Hindi pages the built-in Hindi texts, and the owner's own text once written", async () => {
    await shop.settings.update({ termsMarkdown: "", privacyMarkdown: "" });
    const terms = await page("/hi/terms");
    expect(terms.status).toBe(200);
    expect(terms.html).toContain('<h1 class="text-2xl font-semibold">सेवा की शर्तें</h1>');
    expect(terms.html).toContain("<h2>ऑर्डर</h2>");
    expect(terms.html).toContain("Verma Electronics");
    expect(terms.html).not.toContain("<h2>Orders</h2>");
    const privacy = await page("/hi/privacy");
    expect(privacy.html).toContain('<h1 class="text-2xl font-semibold">प्राइवेसी पॉलिसी</h1>');
    expect(privacy.html).toContain("<h2>आपके अधिकार</h2>");

    await shop.settings.update({ termsMarkdown: "## Our own terms\n\nCash only." });
    const own = await page("/hi/terms");
    expect(own.html).toContain("<h2>Our own terms</h2>");
    expect(own.html).not.toContain("<h2>ऑर्डर</h2>");
    expect(own.html).toContain('<h1 class="text-2xl font-semibold">सेवा की शर्तें</h1>');
  });

  it("show Hindi pages the owner's Hindi policy saved in the settings form, English pages the English", async () => {
    const form = await page("/admin/settings", admin.headers);
    expect(form.html).toContain("Terms of service in Hindi");
    expect(form.html).toContain("Privacy policy in Hindi");
    const answer = await saveSettings({
      termsMarkdown: "## Our own terms\n\nCash only.",
      termsMarkdownHi: "## हमारी शर्तें\n\nसिर्फ़ नकद।",
    });
    expect(answer.html).toContain(settingsMessages.saved);
    expect((await page("/hi/terms")).html).toContain("<h2>हमारी शर्तें</h2>");
    const english = await page("/terms");
    expect(english.html).toContain("<h2>Our own terms</h2>");
    expect(english.html).not.toContain("हमारी शर्तें");
    // Neither reaches the other pages' data.
    expect((await page("/hi")).html).not.toContain("हमारी शर्तें");

    await saveSettings({ termsMarkdownHi: "" });
    expect((await page("/hi/terms")).html).toContain("<h2>Our own terms</h2>");
  });

  it("render the owner's Markdown without letting HTML or script links through", async () => {
    await shop.settings.update({
      privacyMarkdown: [
        "## Our promise",
        "",
        "We keep **nothing** we do not need. [Write to us](mailto:care@shop.test).",
        "",
        "<script>alert('owned')</script>",
        "",
        '<img src="x" onerror="alert(1)">',
        "",
        "[Click me](javascript:alert(1)) and [me too](JAVASCRIPT:alert(2)) <javascript:alert(3)>",
      ].join("\n"),
    });
    const { html } = await page("/privacy");
    expect(html).toContain("<h2>Our promise</h2>");
    expect(html).toContain("<strong>nothing</strong>");
    expect(html).toContain('<a href="mailto:care@shop.test">Write to us</a>');
    expect(html).toContain("&lt;script&gt;alert(");
    expect(html).toContain("&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<script>alert(");
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain("[Click me](javascript:alert(1))");
  });

  it("keep the Markdown library out of the browser's scripts", async () => {
    const { html } = await page("/privacy");
    const urls = scriptUrlsOf(html);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const script = await (await shop.app.request(`${TEST_ORIGIN}${url}`)).text();
      expect(script, url).not.toMatch(/vbscript|linkify/);
    }
  });
});
