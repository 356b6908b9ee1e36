/** The intent of 'Record payment' on an order's details page (its form and its action name it). */
export const RECORD_PAYMENT_INTENT = "record-payment";
