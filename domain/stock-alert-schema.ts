import { z } from "zod";
import { MOBILE_INPUT_MAX_LENGTH, normaliseMobile } from "./mobile";
import { stockAlertMessages } from "./stock-alerts";

/** 'Tell me when it is back': the mobile number a customer leaves on a sold-out product page. */
export const stockAlertSchema = z.object({
  mobile: z
    .string()
    .max(MOBILE_INPUT_MAX_LENGTH, stockAlertMessages.mobileInvalid)
    .transform((value, context) => {
      const mobile = normaliseMobile(value);
      if (mobile === null) {
        context.addIssue({ code: "custom", message: stockAlertMessages.mobileInvalid });
        return z.NEVER;
      }
      return mobile;
    }),
});
