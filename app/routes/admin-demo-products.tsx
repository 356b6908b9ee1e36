import { refuseSignedOut } from "../features/admin/require-admin";
import type { Route } from "./+types/admin-demo-products";

/** Removes the demo products and their pictures (the admin's demo banner posts here). */
export async function action({ context }: Route.ActionArgs) {
  const signedOut = refuseSignedOut(context);
  if (signedOut) return signedOut;
  return { removed: await context.demoCatalogue.remove() };
}
