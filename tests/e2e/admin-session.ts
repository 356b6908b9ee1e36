/**
 * The account playwright.config.ts has every e2e server create at start; the `adminPage` fixture
 * (fixtures.ts) signs it in, and the login tests type it into /login.
 */
export const E2E_ADMIN = { email: "owner@dukan.test", password: "e2e-owner-password" } as const;
