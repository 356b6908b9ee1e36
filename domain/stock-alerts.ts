/**
 * A sold-out product page (issue 15): the customer asks about it on WhatsApp, or leaves a mobile
 * number to hear when it is back; the admin's products page lists who asked. No zod here: the
 * product page imports these texts (the schema is stock-alert-schema.ts).
 */

export const STOCK_ALERT_INTENT = "notify-me";

/** One customer waiting for a product, as the admin's products page lists them. */
export interface StockAlert {
  productId: number;
  mobile: string;
  createdAt: string;
}

export const stockAlertMessages = {
  askOnWhatsApp: "Ask on WhatsApp",
  notifyMe: "Tell me when it is back",
  mobileLabel: "Your mobile number",
  mobileInvalid: "Enter a 10-digit mobile number",
  saved: "Thank you. We will message you on WhatsApp when it is back in stock.",
  rateLimited: "Too many requests from this connection. Please try again in a minute.",
  productGone: "This product is no longer sold.",
  inStockAlready: "Good news: it is in stock now. Add it to your cart.",
  /** The customer's question, prefilled in the shop's chat. */
  question: (productName: string, productUrl: string) =>
    `Hello, is ${productName} available? ${productUrl}`,
  /** The admin's message to one customer once the product is back. */
  backInStock: (productName: string, productUrl: string) =>
    `Hello, ${productName} is back in stock: ${productUrl}`,
};
