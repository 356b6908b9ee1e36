import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deliveryMessages } from "../../../domain/delivery";
import { OutsideServiceAreaNotice } from "./outside-service-area-notice";

describe("the notice before confirming an order outside the service area", () => {
  it("tells the customer the shop will call about delivery", () => {
    const html = renderToString(
      <OutsideServiceAreaNotice pin="560001" serviceAreaPins={["302001"]} />,
    );
    expect(html).toContain(deliveryMessages.outsideArea("560001"));
  });

  it("says nothing inside the area, without a PIN, or when the shop delivers anywhere", () => {
    for (const [pin, pins] of [
      ["302001", ["302001"]],
      [null, ["302001"]],
      ["560001", []],
    ] as const) {
      expect(renderToString(<OutsideServiceAreaNotice pin={pin} serviceAreaPins={pins} />)).toBe(
        "",
      );
    }
  });
});
