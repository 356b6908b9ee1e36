import { formatShopDateTime } from "./shop-time";
import { describe, expect, it } from "vitest";
import { csvMobile, orderExportFileName, orderExportRow } from "./order-export";

describe("the CSV export", () => {
  it("writes an order in the export's columns, in rupees and India time", () => {
    expect(
      orderExportRow({
        orderNumber: "ORD261121123456",
        customerName: '=HYPERLINK("http://evil.example","Click")',
        customerMobile: "9829012345",
        status: "processing",
        totalPaise: 123_450,
        itemsCount: 3,
        deliveryAddress: "-12 MI Road",
        deliveryLandmark: null,
        deliveryPin: "560001",
        outsideServiceArea: true,
        channel: "counter",
        paidPaise: 100_000,
        duePaise: 23_450,
        items: [
          { name: "LG Washer", quantity: 1 },
          { name: "Stand", quantity: 2 },
        ],
        createdAt: "2026-11-21T09:34:00.000Z",
      }),
    ).toEqual([
      "ORD261121123456",
      '=HYPERLINK("http://evil.example","Click")',
      "98290 12345",
      "Processing",
      "1234.50",
      3,
      formatShopDateTime("2026-11-21T09:34:00.000Z", "en"),
      "-12 MI Road",
      "",
      "560001",
      "Yes",
      "Counter",
      "1000.00",
      "234.50",
      "1 × LG Washer; 2 × Stand",
    ]);
  });

  it("writes a mobile as a phone number that no spreadsheet reads as a formula or a figure", () => {
    expect(csvMobile("9829012345")).toBe("98290 12345");
    // An erased customer's empty mobile, or anything that is not one, is left empty.
    expect(csvMobile("")).toBe("");
    expect(csvMobile("=1+1")).toBe("");
  });

  it("names the file by the day in India", () => {
    expect(orderExportFileName(new Date("2026-11-21T20:00:00.000Z"))).toBe("orders_2026-11-22.csv");
    expect(orderExportFileName(new Date("2026-11-21T10:00:00.000Z"))).toBe("orders_2026-11-21.csv");
  });
});
