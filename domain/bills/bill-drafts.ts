import type { Paise } from "../money";
import { APPLIANCE_LABELS, type RepairAppliance } from "../repair-booking";
import type { EstimateLine } from "../repair-status";
import { DEFAULT_HSN_BY_KIND, type BillLineInput } from "./bill-form";
import type { BillBuyer, BillDraft } from "./bill-document";
import { applyExchanges } from "./bill-document";
import type { TaxSettings } from "./tax-settings";
import { DEFAULT_GST_RATE, type GstRate } from "./tax-split";

/** An order's line as a bill needs it (the order's own snapshot, with the product's tax). */
export interface OrderLineForBill {
  kind: "product" | "service" | "exchange";
  name: string;
  unitPricePaise: Paise;
  quantity: number;
  /** The product's HSN (the owner's or its kind's), '' for a service or an unknown product. */
  hsn: string;
  gstRate: GstRate;
  /** The product's warranty specification and its Hindi, '' when none. */
  warranty: string;
  warrantyHi: string;
}

export interface OrderForBill {
  id: number;
  buyer: BillBuyer;
  lines: OrderLineForBill[];
  paidPaise: Paise;
  paymentMethod: string | null;
  locale: string;
}

/**
 * A web, phone or counter order's bill: products as goods with their HSN, services (installation
 * from the rate card) under the labour SAC and rate, an exchange taken off the goods and, for what
 * the goods do not cover, off the services, so the bill totals what the order does.
 */
export function orderBillDraft(order: OrderForBill, tax: TaxSettings): BillDraft {
  const goods: BillLineInput[] = [];
  const services: BillLineInput[] = [];
  let exchangePaise = 0;
  for (const line of order.lines) {
    if (line.kind === "exchange") {
      exchangePaise += -line.unitPricePaise * line.quantity;
    } else if (line.kind === "service") {
      services.push({
        description: line.name,
        code: tax.repairLabourSac,
        kind: "service",
        quantity: line.quantity,
        unitPrice: line.unitPricePaise,
        discount: 0,
        rate: tax.repairLabourRate,
      });
    } else {
      goods.push({
        description: line.name,
        code: line.hsn,
        kind: "goods",
        quantity: line.quantity,
        unitPrice: line.unitPricePaise,
        discount: 0,
        rate: line.gstRate,
      });
    }
  }
  return {
    sourceKind: "order",
    sourceId: order.id,
    buyer: order.buyer,
    lines: applyExchanges([...goods, ...services], exchangePaise),
    paidPaise: order.paidPaise,
    paymentMethod: order.paymentMethod,
    warranty: order.lines
      .filter((line) => line.kind === "product" && line.warranty !== "")
      .map((line) => ({
        kind: "product" as const,
        name: line.name,
        terms: line.warranty,
        termsHi: line.warrantyHi,
      })),
    locale: order.locale,
  };
}

export interface RepairForBill {
  id: number;
  ticketNumber: string;
  appliance: string;
  brand: string;
  buyer: BillBuyer;
  estimateLines: EstimateLine[] | null;
  paymentPaise: number | null;
  paymentMethod: string | null;
  /** YYYY-MM-DD, or null when the repair carries no warranty. */
  warrantyUntil: string | null;
  locale: string;
}

/**
 * A closed repair's bill: its parts as goods (the appliance's HSN, the default rate), its labour
 * and visit charge as a service (the labour SAC and rate). Without an estimate, the amount paid
 * is one line of labour.
 */
export function repairBillDraft(repair: RepairForBill, tax: TaxSettings): BillDraft {
  const applianceLabel = APPLIANCE_LABELS[repair.appliance as RepairAppliance] ?? repair.appliance;
  const partsHsn =
    DEFAULT_HSN_BY_KIND[
      (repair.appliance === "tv" ? "led-tv" : repair.appliance) as keyof typeof DEFAULT_HSN_BY_KIND
    ] ?? "";
  const labour = (description: string, amountPaise: number): BillLineInput => ({
    description,
    code: tax.repairLabourSac,
    kind: "service",
    quantity: 1,
    unitPrice: amountPaise,
    discount: 0,
    rate: tax.repairLabourRate,
  });
  // The owner's estimate lines are kept as typed; the line made here for a repair closed without
  // one names its appliance, so a Hindi bill can say it in Hindi (decision 33).
  const lines: BillLineInput[] = repair.estimateLines
    ? repair.estimateLines.map((line) =>
        line.kind === "part"
          ? {
              description: line.description,
              code: partsHsn,
              kind: "goods",
              quantity: 1,
              unitPrice: line.amountPaise,
              discount: 0,
              rate: DEFAULT_GST_RATE,
            }
          : labour(line.description, line.amountPaise),
      )
    : [
        {
          ...labour(`Repair of ${applianceLabel}`, repair.paymentPaise ?? 0),
          repairOf: repair.appliance,
        },
      ];
  return {
    sourceKind: "repair",
    sourceId: repair.id,
    buyer: repair.buyer,
    lines,
    paidPaise: repair.paymentPaise ?? 0,
    paymentMethod: repair.paymentMethod,
    warranty: repair.warrantyUntil
      ? [
          {
            kind: "repair",
            ticketNumber: repair.ticketNumber,
            brand: repair.brand,
            appliance: repair.appliance,
            until: repair.warrantyUntil,
          },
        ]
      : [],
    locale: repair.locale,
  };
}
