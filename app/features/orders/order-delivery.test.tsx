import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deliveryMessages } from "../../../domain/delivery";
import { DashboardDelivery } from "./order-delivery";

const none = {
  deliveryAddress: null,
  deliveryLandmark: null,
  deliveryPin: null,
  outsideServiceArea: false,
};

describe("an order's delivery on the dashboard", () => {
  it("shows the address on one line and marks an order outside the service area", () => {
    const html = renderToString(
      <DashboardDelivery
        row={{
          deliveryAddress: "12 MI Road",
          deliveryLandmark: "Ajmeri Gate",
          deliveryPin: "560001",
          outsideServiceArea: true,
        }}
      />,
    );
    expect(html).toContain("12 MI Road, near Ajmeri Gate, 560001");
    expect(html).toContain(deliveryMessages.outsideAreaBadge);
  });

  it("shows nothing for an order without delivery details", () => {
    expect(renderToString(<DashboardDelivery row={none} />)).toBe("");
  });
});
