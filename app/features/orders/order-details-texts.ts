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
  service: "Service",
  exchange: "Exchange: old appliance taken in",
} as const;
