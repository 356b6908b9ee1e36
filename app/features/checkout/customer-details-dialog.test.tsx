import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "../../paraglide/runtime.js";
import { CustomerDetailsDialog } from "./customer-details-dialog";

afterEach(() => overwriteGetLocale(() => "en"));

function dialog(mobile: string) {
  return renderToString(
    <CustomerDetailsDialog
      totals={{ items: 1, price: 349_900, savings: 0 }}
      initial={{
        name: "Asha Verma",
        mobile,
        deliveryAddress: null,
        deliveryLandmark: null,
        deliveryPin: null,
      }}
      serviceAreaPins={[]}
      onSave={() => {}}
      onCancel={() => {}}
    />,
  ).replaceAll("<!-- -->", "");
}

describe("the Customer Details dialog", () => {
  it("says what comes after Save Details: checking the cart and tapping Confirm Order", () => {
    expect(dialog("9829012345")).toContain(
      "After Save Details, check your cart once more and tap Confirm Order to place it.",
    );
    overwriteGetLocale(() => "hi");
    expect(dialog("9829012345")).toContain("ऑर्डर कन्फ़र्म करें");
  });

  it("tells ten digits that are not a mobile that Indian mobiles start with 6 to 9", () => {
    expect(dialog("5829012345")).toContain("Indian mobile numbers start with 6, 7, 8 or 9");
    expect(dialog("58290")).toContain("Enter 10-digit mobile number");
    expect(dialog("9829012345")).not.toContain("Enter 10-digit mobile number");
  });
});
