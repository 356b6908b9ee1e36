import { describe, expect, it } from "vitest";
import { isValidVpa, upiPayLink, upiReference } from "./upi-link";

describe("upiPayLink", () => {
  it.each([
    [
      {
        vpa: "sharmaelectronics@okhdfc",
        payeeName: "Sharma Electronics",
        amount: 6_748_900,
        billNumber: "DK/25-26/00001",
        note: "Bill DK/25-26/00001",
      },
      "upi://pay?pa=sharmaelectronics@okhdfc&pn=Sharma%20Electronics&am=67489.00&cu=INR&tr=DK252600001&tn=Bill%20DK%2F25-26%2F00001",
    ],
    [
      {
        vpa: " shop.name-1@ybl ",
        payeeName: "A & B (Sons)",
        amount: 49_950,
        billNumber: "AB/26-27/00042",
        note: "50% paid? yes!",
      },
      "upi://pay?pa=shop.name-1@ybl&pn=A%20%26%20B%20%28Sons%29&am=499.50&cu=INR&tr=AB262700042&tn=50%25%20paid%3F%20yes%21",
    ],
    [
      {
        vpa: "dukan@paytm",
        payeeName: "शर्मा",
        amount: 1,
        billNumber: "X/25-26/99999",
        note: "बिल",
      },
      "upi://pay?pa=dukan@paytm&pn=%E0%A4%B6%E0%A4%B0%E0%A5%8D%E0%A4%AE%E0%A4%BE&am=0.01&cu=INR&tr=X252699999&tn=%E0%A4%AC%E0%A4%BF%E0%A4%B2",
    ],
  ])("builds %o as the NPCI link", (payment, link) => {
    expect(upiPayLink(payment)).toBe(link);
  });

  it("refuses a link for nothing due", () => {
    expect(() =>
      upiPayLink({ vpa: "a@ybl", payeeName: "A", amount: 0, billNumber: "DK/25-26/1", note: "" }),
    ).toThrow(RangeError);
  });

  it("keeps only letters and digits of the bill number for the reference", () => {
    expect(upiReference("DK/25-26/00001")).toBe("DK252600001");
  });
});

describe("isValidVpa", () => {
  it.each(["shop@okhdfc", "sharma.electronics-1@ybl", "9876543210@paytm", "a_b@icici"])(
    "accepts %s",
    (vpa) => {
      expect(isValidVpa(vpa)).toBe(true);
    },
  );
  it.each([
    "shop",
    "@okhdfc",
    "shop@",
    "shop@ok hdfc",
    "sh op@ybl",
    "shop@@ybl",
    "shop@1bank",
    "s@ybl",
  ])("refuses %s", (vpa) => {
    expect(isValidVpa(vpa)).toBe(false);
  });
});
