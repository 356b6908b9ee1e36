import { z } from "zod";
import { MOBILE_INPUT_MAX_LENGTH, MOBILE_INVALID_MESSAGE, normaliseMobile } from "./mobile";

/**
 * The mobile field of every form and API that takes one (checkout and the order API, repair
 * bookings, 'Tell me when it is back', the shop's settings, erasing a customer, a sale's walk-in
 * customer, the shop's phone in the environment): any way of writing an Indian mobile number that
 * `normaliseMobile` reads, answered as its 10 digits. Each form may word its refusal for its
 * reader; the rule is this one. `optional`: a blank field is no mobile, answered as ''. (Kept
 * apart from mobile.ts, which the storefront loads without zod.)
 */
export function mobileField(
  invalid: string = MOBILE_INVALID_MESSAGE,
  tooLong: string = invalid,
  { optional = false } = {},
) {
  return z
    .string()
    .max(MOBILE_INPUT_MAX_LENGTH, tooLong)
    .transform((value, context) => {
      if (optional && value.trim() === "") return "";
      const mobile = normaliseMobile(value);
      if (mobile === null) {
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return mobile;
    });
}
