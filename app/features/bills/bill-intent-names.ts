/** The intents the bill card posts to its details page's action (bill-intents.server.ts). */
export const ISSUE_BILL_INTENT = "issue-bill";
export const CREDIT_NOTE_INTENT = "credit-note";
