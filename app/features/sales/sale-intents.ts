/** The intents of the new-sale page (its form and its action both name them). */
export const SALE_INTENTS = { sale: "sale", quote: "quote" } as const;
