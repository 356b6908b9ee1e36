import type { OrderLineKind } from "../../../domain/order-schemas";
import { m } from "../../i18n/messages";

/**
 * A line of an order or a quote as the customer reads it: an old appliance the shop took in says
 * it is an exchange, with its condition, so its credit is not read as a mistake in the sum.
 */
export function customerLineName(line: {
  name: string;
  kind?: OrderLineKind | undefined;
  detail?: string | null | undefined;
}): string {
  const name = line.detail ? `${line.name} (${line.detail})` : line.name;
  return line.kind === "exchange" ? m.trk_exchange_line({ name }) : name;
}
