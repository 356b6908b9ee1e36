import path from "node:path";
import { pathToFileURL } from "node:url";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTENT_FIELD } from "../../app/features/admin/admin-answer";
import { signInAdmin, TEST_ORIGIN } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The admin contract (issue 30), walked from the built app itself: every route under the admin
 * layout that has an action must be an `adminAction` (it names its intents), and every intent it
 * names answers a post made after the session ended with the one signed-out answer (401, the
 * intent named back, nothing else), never a redirect that would lose what was typed. A new admin
 * page or intent is in this walk without a new line here. The browser half (a lost connection
 * keeps the form) is tests/e2e/admin-contract-offline.spec.ts.
 */
const buildDir = process.env.BUILD_DIR ?? "build";
let shop: TestShop;
let routes: ServerBuild["routes"];

beforeAll(async () => {
  shop = await createTestShop({ pages: true, env: { BUILD_DIR: buildDir } });
  const entry = pathToFileURL(path.resolve(buildDir, "server", "index.js")).href;
  routes = ((await import(entry)) as ServerBuild).routes;
});

afterAll(() => shop.close());

const ADMIN_LAYOUT = "routes/admin-layout";

/** Each admin route with an action: its address (an id of 1 where it takes one) and its intents. */
function adminActions() {
  return Object.values(routes)
    .filter((route) => route?.parentId === ADMIN_LAYOUT && route.module.action)
    .map((route) => {
      const action = route!.module.action as { intents?: string[] };
      return {
        id: route!.id,
        path: `/${route!.path!.replace(/:\w+/g, "1")}`,
        intents: action.intents,
      };
    });
}

async function post(pathname: string, intent: string, headers: Record<string, string>) {
  const body = new URLSearchParams({
    [INTENT_FIELD]: intent,
    note: "typed before the session ended",
  });
  const response = await shop.app.request(`${TEST_ORIGIN}${pathname}.data`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  const decoded = await decodeTurboStream(response.body!, globalThis);
  return { status: response.status, answer: (decoded.value as { data?: unknown }).data };
}

describe("the admin contract", () => {
  it("covers every admin action: each is an adminAction that names its intents", () => {
    const actions = adminActions();
    // The pages the issue names, so an empty walk (a renamed layout) cannot pass.
    for (const page of ["routes/admin", "routes/admin-products", "routes/admin-sale-new"]) {
      expect(actions.map((action) => action.id)).toContain(page);
    }
    for (const action of actions) {
      expect(action.intents, `${action.id} is not on the admin contract`).toEqual(
        expect.arrayContaining([expect.any(String)]),
      );
    }
  });

  it("answers every intent of every admin page signed out the one way", async () => {
    const walked: string[] = [];
    for (const { path: pathname, intents } of adminActions()) {
      for (const intent of intents ?? []) {
        const { status, answer } = await post(pathname, intent, { Origin: TEST_ORIGIN });
        expect({ status, answer }, `${pathname} ${intent}`).toEqual({
          status: 401,
          answer: { intent, ok: false, fieldErrors: {}, stopped: "signed-out" },
        });
        walked.push(`${pathname} ${intent}`);
      }
    }
    // Every page's intents, not just the first: at least the sale's, the products' and a desk's.
    expect(walked).toEqual(
      expect.arrayContaining(["/admin/sales/new sale", "/admin/products stock", "/admin add"]),
    );
  });

  it("answers a signed-in admin on the same contract (an unknown intent is refused, not a crash)", async () => {
    const admin = await signInAdmin(shop);
    for (const { path: pathname } of adminActions()) {
      const { status, answer } = await post(pathname, "no-such-change", admin.headers);
      expect({ status, answer }, pathname).toMatchObject({
        status: 400,
        answer: { ok: false, notification: { type: "error" } },
      });
    }
  });
});
