/**
 * Why an order is refused, in English (the API's `message`; pages say it from its code); each
 * names the item, so the customer can fix the cart. Apart from order-schemas.ts so the storefront
 * pages that read refusals do not load zod.
 */
export const orderRefusals = {
  unknownProduct: (productId: number) => `Product ${productId} is no longer available`,
  outOfStock: (name: string) => `'${name}' is out of stock`,
  onlyLeft: (name: string, left: number) => `Only ${left} left of '${name}'`,
  overMaxQuantity: (name: string, maxQuantity: number) =>
    `Only ${maxQuantity} of '${name}' can be ordered at a time`,
};
