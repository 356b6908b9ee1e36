import type { Context } from "hono";
import { loginMessages } from "../../domain/admin-auth";
import { clientAddress } from "../http/client-address";
import type { AdminAuth } from "../modules/admin/admin-auth.service";
import { endedSessionCookie, sessionCookie, type SessionVariables } from "./guard";

/** Signing in and out as the login and logout pages' actions see it: one request's worth. */
export interface PageAuth {
  /** On success, the Set-Cookie header that carries the new session. */
  signIn(
    email: string,
    password: string,
  ): Promise<{ ok: true; setCookie: string } | { ok: false; message: string }>;
  /** Ends the request's session; returns the Set-Cookie header that clears it in the browser. */
  signOut(): Promise<string>;
}

export function pageAuthFor(
  c: Context<{ Variables: SessionVariables }>,
  auth: AdminAuth,
  publicUrl: string | undefined,
): PageAuth {
  return {
    async signIn(email, password) {
      const result = await auth.signIn({
        email,
        password,
        address: clientAddress(c),
        previousToken: c.get("sessionToken"),
      });
      if (result.ok) return { ok: true, setCookie: sessionCookie(c, result.token, publicUrl) };
      return {
        ok: false,
        message:
          result.reason === "locked"
            ? loginMessages.tooManyAttempts
            : loginMessages.wrongCredentials,
      };
    },
    async signOut() {
      const token = c.get("sessionToken");
      if (token) await auth.signOut(token);
      return endedSessionCookie(c, publicUrl);
    },
  };
}
