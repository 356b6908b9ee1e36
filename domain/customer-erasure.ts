import { z } from "zod";
import { mobileField } from "./mobile-schema";
import { formatMobile } from "./contact-links";

/**
 * Erasing a customer (the right to erasure of India's DPDP Act 2023): their name, mobile number
 * and address leave every order they placed and every repair they booked; both stay, anonymised,
 * for the accounts.
 */

/** What an erased order shows where the customer's name was. */
export const ERASED_CUSTOMER_NAME = "Erased customer";

/**
 * Whether an order's (or repair's) customer was erased: erasure leaves the mobile empty, and
 * nothing else does, since every order and booking needs a mobile. Customers' own pages then show
 * no name or mobile at all, rather than 'Erased customer, +91'.
 */
export function isErasedCustomer(record: { customerMobile: string }): boolean {
  return record.customerMobile === "";
}

/** What erasing one mobile number touches (or touched). */
export interface CustomerRecords {
  orders: number;
  repairs: number;
  /** 'Tell me when it is back' requests; erasing deletes them outright. */
  stockAlerts: number;
  /**
   * Bills of those orders and repairs: kept as issued, with the name and mobile, since GST law
   * has the shop keep its invoices for 72 months (decision 33).
   */
  bills: number;
}

/** What the owner is told of the bills an erasure keeps, or nothing when there are none. */
function billsKept(records: CustomerRecords): string {
  if (records.bills === 0) return "";
  const bills = counted(records.bills, "bill", "bills");
  return ` ${records.bills === 1 ? "Its" : "Their"} ${bills} ${records.bills === 1 ? "keeps" : "keep"} the name and mobile number as issued: GST law requires the shop to keep its bills for 72 months (6 years).`;
}

/** Whether the mobile number has anything to erase. */
export function hasRecords(records: CustomerRecords): boolean {
  return records.orders + records.repairs + records.stockAlerts > 0;
}

/** The line each erased order's (and repair's) timeline gets, with the admin who erased it and when. */
export const ERASURE_NOTE = "The customer's name, mobile number and address were erased.";

export const customerErasureSchema = z.object({
  mobile: mobileField("Enter the customer's 10-digit mobile number, as they ordered with it"),
});

function counted(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count.toLocaleString("en-IN")} ${many}`;
}

/** '2 orders and 1 repair', leaving out a kind there is none of. */
export function recordsLine(records: CustomerRecords): string {
  const parts = [
    records.orders > 0 || !hasRecords(records) ? counted(records.orders, "order", "orders") : "",
    records.repairs > 0 ? counted(records.repairs, "repair", "repairs") : "",
    records.stockAlerts > 0
      ? counted(records.stockAlerts, "back-in-stock request", "back-in-stock requests")
      : "",
  ].filter(Boolean);
  return parts.length > 2
    ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`
    : parts.join(" and ");
}

export const erasureMessages = {
  noOrders: (mobile: string) =>
    `No orders were placed, no repairs booked and no back-in-stock requests left with ${formatMobile(mobile)}.`,
  confirm: (mobile: string, records: CustomerRecords) =>
    `Erase the name, mobile number and address of ${formatMobile(mobile)} from ${recordsLine(records)}? They stay, anonymised, for the accounts.${billsKept(records)} This cannot be undone.`,
  erased: (records: CustomerRecords) =>
    `Erased: ${recordsLine(records)} anonymised.${billsKept(records)}`,
};
