import { z } from "zod";
import { mobileField } from "./mobile-schema";
import { stockAlertMessages } from "./stock-alerts";

/** 'Tell me when it is back': the mobile number a customer leaves on a sold-out product page. */
export const stockAlertSchema = z.object({
  mobile: mobileField(stockAlertMessages.mobileInvalid),
});
