/** The admin's words about the demo catalogue (issue 33); admin pages are English. */
export const demoCatalogueTexts = {
  banner: (count: number) =>
    `Your shop still shows ${count} demo ${count === 1 ? "product" : "products"} with made-up prices. Customers can see and order them.`,
  remove: "Remove the demo products",
  confirmTitle: "Remove the demo products?",
  confirm: (count: number) =>
    `This deletes the ${count} demo ${count === 1 ? "product" : "products"} and their pictures. Your own products stay. The demo never comes back.`,
  removed: (count: number) =>
    count === 0
      ? "The demo products were already removed."
      : `Removed ${count} demo ${count === 1 ? "product" : "products"}.`,
};
