/** Texts of the spec that more than one place shows or checks. */
export const showingProducts = (count: number) => `Showing ${count} product(s)`;

export const PRODUCT_NOT_FOUND = "Product not found";
export const PRODUCT_NOT_FOUND_DETAIL = "The product you're looking for doesn't exist.";
