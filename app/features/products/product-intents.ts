/** The intents the product form posts: `add` on /admin, `save` and `delete` on the edit page. */
export const PRODUCT_FORM_INTENTS = { add: "add", save: "save", delete: "delete" } as const;

/** The intents the products list posts; `confirmed` says the admin answered the delete question. */
export const PRODUCT_LIST_INTENTS = {
  stock: "stock",
  delete: "delete",
  /** A customer waiting for the product was told it is back (or no longer wants it). */
  stockAlertDone: "stock-alert-done",
} as const;
export const DELETE_CONFIRMED = "yes";

/**
 * The add form's key field: a fresh key from the add page's loader each time it has added, so a
 * second post of one form (a double tap, a retry after a lost answer) adds one product.
 */
export const ADD_KEY_FIELD = "addKey";
