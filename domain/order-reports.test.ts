import { describe, expect, it } from "vitest";
import { reportRangeSchema } from "./order-reports";

describe("report ranges", () => {
  it("take whole days, start before end, at most 366 of them", () => {
    expect(reportRangeSchema.safeParse({ from: "2026-11-01", to: "2026-11-01" }).success).toBe(
      true,
    );
    expect(reportRangeSchema.safeParse({ from: "2026-11-02", to: "2026-11-01" }).success).toBe(
      false,
    );
    expect(reportRangeSchema.safeParse({ from: "2025-01-01", to: "2025-12-31" }).success).toBe(
      true,
    );
    expect(reportRangeSchema.safeParse({ from: "2024-01-01", to: "2025-01-01" }).success).toBe(
      false,
    );
    expect(reportRangeSchema.safeParse({ from: "1 Nov", to: "2026-11-01" }).success).toBe(false);
  });
});
