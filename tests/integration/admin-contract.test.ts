import path from "node:path";
import { pathToFileURL } from "node:url";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTENT_FIELD } from "../../app/features/admin/admin-answer";
import { adminActions, adminContractGaps, ADMIN_LAYOUT } from "../setup/admin-contract";
import { signInAdmin, TEST_ORIGIN } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The admin contract (issue 30), walked from the built app itself: every route under the admin
 * layout that has an action must be an `adminAction` (it names its intents), and no admin address
 * answers writes outside the layout (tests/setup/admin-contract.ts; shown below to report fixture
 * routes that break either rule). Every intent named answers a post made after the session ended
 * with the one signed-out answer (401, the intent named back, nothing else), never a redirect
 * that would lose what was typed. A new admin
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
    // The pages the issue names, so an empty walk (a renamed layout) cannot pass.
    for (const page of ["routes/admin", "routes/admin-products", "routes/admin-sale-new"]) {
      expect(adminActions(routes).map((action) => action.id)).toContain(page);
    }
    expect(adminContractGaps(routes)).toEqual([]);
  });

  it("reports a route that leaves the contract, in the layout or beside it", () => {
    const onContract = routes["routes/admin-products"]!.module.action;
    const plain = async () => ({ saved: true });
    const fixture = (id: string, parentId: string, routePath: string, action: unknown) =>
      ({ id, parentId, path: routePath, module: { action } }) as unknown as (typeof routes)[string];
    const withStrays = {
      ...routes,
      "fixture/plain": fixture("fixture/plain", ADMIN_LAYOUT, "admin/plain", plain),
      // Nested under an admin page, so only a walk up the parents finds the layout.
      "fixture/nested": fixture("fixture/nested", "routes/admin-products", "extra", plain),
      "fixture/outside": fixture("fixture/outside", "root", "admin/outside", onContract),
    };
    expect(adminContractGaps(withStrays)).toEqual([
      "fixture/plain (/admin/plain) is not on the admin contract: its action names no intents",
      "fixture/nested (/admin/products/extra) is not on the admin contract: its action names no intents",
      "fixture/outside (/admin/outside) answers admin writes outside the admin layout",
    ]);
  });

  it("answers every intent of every admin page signed out the one way", async () => {
    const walked: string[] = [];
    for (const { path: pathname, intents } of adminActions(routes)) {
      for (const intent of intents) {
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
    for (const { path: pathname } of adminActions(routes)) {
      const { status, answer } = await post(pathname, "no-such-change", admin.headers);
      expect({ status, answer }, pathname).toMatchObject({
        status: 400,
        answer: { ok: false, notification: { type: "error" } },
      });
    }
  });
});
