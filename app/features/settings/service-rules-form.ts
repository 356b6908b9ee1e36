import type { ServiceRules } from "../../../domain/service-rules";
import type { SettingsFormValues } from "./settings-form";

/** An empty field is no number at all, not 0. */
function numberOf(text: string | undefined): number {
  return text === undefined || text.trim() === "" ? Number.NaN : Number(text);
}

/** The service rules as the settings form shows them. */
export function serviceRulesFormValues(rules: ServiceRules): SettingsFormValues {
  return {
    sameDayCutoff: rules.sameDayCutoff,
    deliveryRadiusKm: String(rules.deliveryRadiusKm),
    bookingDaysAhead: String(rules.bookingDaysAhead),
  };
}

/** The service rules the settings schema checks, from what the form posted. */
export function serviceRulesInput(values: SettingsFormValues): Record<string, unknown> {
  return {
    sameDayCutoff: values.sameDayCutoff ?? "",
    deliveryRadiusKm: numberOf(values.deliveryRadiusKm),
    bookingDaysAhead: numberOf(values.bookingDaysAhead),
  };
}
