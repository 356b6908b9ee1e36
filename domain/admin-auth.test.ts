import { describe, expect, it } from "vitest";
import { loginFormError, loginMessages } from "./admin-auth";
import { loginPathFor, safeNextPath } from "./admin-paths";

describe("the login form's checks", () => {
  it("asks for both fields before judging the e-mail", () => {
    expect(loginFormError("", "")).toBe(loginMessages.emptyFields);
    expect(loginFormError("not-an-email", "")).toBe(loginMessages.emptyFields);
    expect(loginFormError("   ", "secret")).toBe(loginMessages.emptyFields);
  });

  it("refuses an e-mail without the shape of one", () => {
    expect(loginFormError("owner@", "secret")).toBe(loginMessages.invalidEmail);
    expect(loginFormError("owner shop@x.in", "secret")).toBe(loginMessages.invalidEmail);
  });

  it("lets a well-formed pair through, whatever the e-mail's case and spaces", () => {
    expect(loginFormError(" Owner@Shop.IN ", "secret")).toBeNull();
  });
});

describe("where a sign-in leads", () => {
  it("goes back to the admin page that asked for it", () => {
    expect(safeNextPath("/admin/products?q=tv")).toBe("/admin/products?q=tv");
    expect(safeNextPath("/admin")).toBe("/admin");
    expect(safeNextPath("/admind?status=pending")).toBe("/admind?status=pending");
  });

  it("goes to the dashboard for anything that is not an admin page of this shop", () => {
    for (const next of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/cart",
      "/administrator",
      "admin",
    ]) {
      expect(safeNextPath(next), String(next)).toBe("/admind");
    }
  });

  it("builds the login address an admin page redirects to", () => {
    expect(loginPathFor("/admin/reports?range=7")).toBe(
      "/login?next=%2Fadmin%2Freports%3Frange%3D7",
    );
    expect(loginPathFor("/admind")).toBe("/login");
  });
});
