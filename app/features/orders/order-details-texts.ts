import {
  CALL_OUTCOME_LABELS,
  NO_ANSWER_FLAG_THRESHOLD,
  type CallOutcome,
} from "../../../domain/order-desk";

/** The order details page's own words, shared with its browser tests. */
export const orderDetailsTexts = {
  notFoundTitle: "Order not found",
  notFound: "There is no such order. It may have been deleted.",
  deletedTitle: "This order has been deleted",
  deleted: "Someone deleted this order while you had it open.",
  backToDashboard: "Back to the dashboard",
  urgent: "Urgent",
  urgentHint: "Pending for more than 24 hours",
  flagged: "Not answering",
  productRemoved: "No longer in the catalogue",
} as const;

/** The call-back log's messages. */
export const callLogMessages = {
  logged: (outcome: CallOutcome) => `Call logged: ${CALL_OUTCOME_LABELS[outcome]}`,
  failed: "Failed to log the call",
  error: "Error logging the call. Check your internet connection.",
  noAnswers: (count: number) => `No answer ×${count}`,
  flagRule: `${NO_ANSWER_FLAG_THRESHOLD} unanswered calls flag the order on the dashboard.`,
  flagged: "Flagged: the customer did not answer repeated calls.",
} as const;

/** The internal notes' messages. */
export const orderNoteMessages = {
  added: "Note added",
  failed: "Failed to add the note",
  error: "Error adding the note. Check your internet connection.",
} as const;
