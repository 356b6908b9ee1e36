/**
 * The form field names the call log and the notes post, read by the order and the repair pages'
 * actions alike (each page adds its own fields to these).
 */
export const deskFormFields = {
  intent: "intent",
  text: "text",
  outcome: "outcome",
} as const;
