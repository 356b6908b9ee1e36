import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "../../paraglide/runtime.js";
import { CustomerDetailsDialog } from "./customer-details-dialog";

afterEach(() => overwriteGetLocale(() => "en"));

/** The dialog as the cart shows it, inside a router whose root has no data (no payment line). */
function dialog(mobile: string) {
  const element = (
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
    />
  );
  const router = createMemoryRouter([{ id: "root", path: "/", element }], {
    hydrationData: { loaderData: { root: null } },
  });
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
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
