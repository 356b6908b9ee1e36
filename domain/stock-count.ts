import { z } from "zod";

export const stockMessages = {
  productGone: "This product no longer exists",
  reasonNeeded: "Say why the count changes (e.g. 'new delivery', 'counted the shelf')",
  notWhole: "The count must be a whole number of 0 or more, or empty to stop counting",
  firstNotWhole:
    "The stock count must be a whole number of 0 or more, or empty if you do not count it",
  /** The reason kept in the stock history for the count given when the product was added. */
  firstCount: "First count, when the product was added",
};

/** The add-product form's optional stock count: empty is not counted. */
export const firstCountSchema = z
  .string()
  .trim()
  .transform((typed) => (typed === "" ? null : Number(typed)))
  .refine((count) => count === null || (Number.isInteger(count) && count >= 0), {
    message: stockMessages.firstNotWhole,
  });

/** 'Save count' on a product's page (issue 31): a count (empty stops counting) and why. */
export const stockCountSchema = z.object({
  quantity: z
    .string()
    .trim()
    .transform((typed) => (typed === "" ? null : Number(typed)))
    .refine((count) => count === null || (Number.isInteger(count) && count >= 0), {
      message: stockMessages.notWhole,
    }),
  reason: z.string().trim().min(1, stockMessages.reasonNeeded).max(200),
});
