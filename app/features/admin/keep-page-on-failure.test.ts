import { describe, expect, it } from "vitest";
import { CONNECTION_LOST, keepPageOnFailure, SERVER_FAILED } from "./keep-page-on-failure";

describe("an admin page's client action", () => {
  it("passes the server action's answer on", async () => {
    expect(await keepPageOnFailure(async () => ({ saved: { id: 7, name: "Kettle" } }))).toEqual({
      saved: { id: 7, name: "Kettle" },
    });
  });

  it("says the shop could not be reached when the post never got an answer", async () => {
    const lost = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await keepPageOnFailure(lost)).toEqual({ failed: CONNECTION_LOST });
  });

  it("says the server failed when the action crashed there", async () => {
    const crashed = () => Promise.reject(new Error("Unexpected Server Error"));
    expect(await keepPageOnFailure(crashed)).toEqual({ failed: SERVER_FAILED });
  });

  it("lets a redirect through to the router", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    await expect(keepPageOnFailure(() => Promise.reject(redirect))).rejects.toBe(redirect);
  });
});
