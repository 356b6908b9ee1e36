import { describe, expect, it } from "vitest";
import { orderBillDraft, type OrderForBill, type OrderLineForBill } from "./bill-drafts";
import { billLines, billForm } from "./bill-form";
import { defaultTaxSettings } from "./tax-settings";

const line = (kind: OrderLineForBill["kind"], unitPricePaise: number): OrderLineForBill => ({
  kind,
  name: kind,
  unitPricePaise,
  quantity: 1,
  hsn: kind === "product" ? "8450" : "",
  gstRate: 18,
  warranty: "",
  warrantyHi: "",
});

const order = (lines: OrderLineForBill[]): OrderForBill => ({
  id: 1,
  buyer: { name: "Meena", mobile: "9829012345", address: "" },
  lines,
  paidPaise: 0,
  paymentMethod: null,
  locale: "en",
});

const regular = { ...defaultTaxSettings, gstRegistration: "regular" as const };

/** The bill's total, as its lines are split for a regular shop within its state. */
const totalOf = (lines: OrderLineForBill[]) =>
  billLines(orderBillDraft(order(lines), regular).lines, billForm("regular"), "intra-state").totals
    .total;

describe("an order's bill with an exchange credit", () => {
  it.each([
    ["goods cover it", [line("product", 30_000_00), line("service", 500_00)], 2_000_00],
    ["only a service to take it off", [line("service", 500_00)], 50_00],
    ["more than the goods", [line("product", 1_000_00), line("service", 500_00)], 1_200_00],
    ["the whole sale", [line("product", 1_000_00), line("service", 500_00)], 1_500_00],
  ])("totals what the customer pays when %s", (_case, lines, creditPaise) => {
    const sold = lines.reduce((sum, { unitPricePaise }) => sum + unitPricePaise, 0);
    expect(totalOf([...lines, line("exchange", -creditPaise)])).toBe(sold - creditPaise);
  });

  it("takes the credit off the goods first", () => {
    const draft = orderBillDraft(
      order([line("service", 500_00), line("product", 1_000_00), line("exchange", -1_200_00)]),
      regular,
    );
    expect(draft.lines.map(({ kind, discount }) => [kind, discount])).toEqual([
      ["goods", 1_000_00],
      ["service", 200_00],
    ]);
  });
});
