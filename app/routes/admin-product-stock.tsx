import { data } from "react-router";
import { productIdSchema } from "../../domain/product-schemas";
import { refuseSignedOut } from "../features/admin/require-admin";
import type { Route } from "./+types/admin-product-stock";

/**
 * Sets a product's stock count with a reason (issue 31), kept in its stock history with who did
 * it; an empty count stops counting, and the In Stock switch rules again.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const signedOut = refuseSignedOut(context);
  if (signedOut) return signedOut;
  const id = productIdSchema.safeParse(params.id);
  if (!id.success) return data({ refused: "This product no longer exists" }, { status: 404 });
  const form = await request.formData();
  const typed = String(form.get("quantity") ?? "").trim();
  const quantity = typed === "" ? null : Number(typed);
  try {
    const found = await context.stock.adjust(
      id.data,
      quantity,
      String(form.get("reason") ?? "").slice(0, 200),
      context.admin!.email,
    );
    if (!found) return data({ refused: "This product no longer exists" }, { status: 404 });
    return { saved: true as const };
  } catch (error) {
    if (error instanceof RangeError) return data({ refused: error.message }, { status: 400 });
    throw error;
  }
}
