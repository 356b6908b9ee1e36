import { describe, expect, it } from "vitest";
import { revenueOf } from "./revenue";

describe("revenueOf", () => {
  it("counts delivered totals and what was paid, the rest of open orders pending apart", () => {
    const byStatus = new Map([
      ["delivered", { totalPaise: 50_000_00 }],
      ["confirmed", { totalPaise: 30_000_00 }],
      ["pending", { totalPaise: 10_000_00 }],
      ["cancelled", { totalPaise: 99_000_00 }],
    ] as const);
    const paid = new Map([
      ["confirmed", 12_000_00],
      ["cancelled", 5_000_00],
    ] as const);
    expect(revenueOf(byStatus, paid)).toEqual({
      revenuePaise: 62_000_00,
      pendingPaise: 28_000_00,
    });
  });
});
