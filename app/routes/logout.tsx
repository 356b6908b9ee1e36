import { redirect } from "react-router";
import type { Route } from "./+types/logout";

export async function action({ context }: Route.ActionArgs) {
  const clearCookie = await context.auth.signOut();
  throw redirect("/login", { headers: { "Set-Cookie": clearCookie } });
}

/** Signing out changes state, so it only happens by POST (the header's Logout button). */
export function loader() {
  throw redirect("/login");
}
