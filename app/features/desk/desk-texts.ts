import {
  CALL_OUTCOME_LABELS,
  NO_ANSWER_FLAG_THRESHOLD,
  type CallOutcome,
} from "../../../domain/order-desk";

/** The call-back log's messages, on the order and the repair details pages alike. */
export const callLogMessages = {
  logged: (outcome: CallOutcome) => `Call logged: ${CALL_OUTCOME_LABELS[outcome]}`,
  failed: "Failed to log the call",
  error: "Error logging the call. Check your internet connection.",
  noAnswers: (count: number) => `No answer ×${count}`,
  flagRule: `${NO_ANSWER_FLAG_THRESHOLD} unanswered calls flag the order on the dashboard.`,
  flagged: "Flagged: the customer did not answer repeated calls.",
} as const;

/** The internal notes' messages, on the order and the repair details pages alike. */
export const noteMessages = {
  added: "Note added",
  failed: "Failed to add the note",
  error: "Error adding the note. Check your internet connection.",
} as const;
