import type { CarouselConfig } from "./carousel-config";

/**
 * What the page's carousels show. Kept as data rather than markup so that the shop can change a
 * review or a repair note without touching a component; the schema guards the shape.
 */
export const OUR_SERVICE_CAROUSELS = {
  carousels: [
    {
      id: "testimonials",
      heading: "What our customers say",
      slides: [
        {
          appliance: "refrigerator",
          title: "Fridge cooling again the same evening",
          text: "Our fridge stopped cooling two days before a wedding in the house. The technician came the same afternoon, found a leak near the condenser, brazed it and charged the gas. Two summers now and no trouble.",
          byline: "Sunita Agarwal · Whirlpool double-door refrigerator",
        },
        {
          appliance: "tv",
          title: "Honest advice on an old TV",
          text: "He told me straight that a new panel would cost more than half the price of a new TV, so better not to repair it. He charged only the visit. We bought our next TV from the same shop.",
          byline: "Rakesh Sharma · Sony 49-inch LED TV",
        },
        {
          appliance: "ac",
          title: "AC service done properly",
          text: "Jet wash of the indoor unit and a full clean of the outdoor unit before summer. They showed us the black water that came out. Cooling is much better and the bill was exactly what they said on the phone.",
          byline: "Farhan Qureshi · Daikin 1.5 ton split AC",
        },
        {
          appliance: "washing-machine",
          title: "No more noise in the spin",
          text: "Our front-load was making a terrible noise while spinning. Bearings and the seal were changed at home in about three hours, and they handed the old parts back to us without being asked.",
          byline: "Priya Mathur · IFB front-load washing machine",
        },
        {
          appliance: "refrigerator",
          title: "Clear about the charges",
          text: "The visit charge was adjusted in the final bill, just as they said. They took UPI and gave a proper bill with the warranty period written on it.",
          byline: "Harish Meena · LG inverter refrigerator",
        },
      ],
    },
    {
      id: "recent-repairs",
      heading: "Recent repairs",
      slides: [
        {
          appliance: "tv",
          title: "LED TV: sound but no picture",
          text: "Two backlight strips had burnt out. We replaced the full set, because the remaining strips usually fail soon after, and the picture was back the same afternoon.",
          byline: "LG 43-inch · repaired at home in one visit",
        },
        {
          appliance: "refrigerator",
          title: "Frost-free fridge: ice on the back wall",
          text: "The defrost heater had failed, so ice blocked the air flow and the lower section went warm. New heater and sensor fitted; the fridge was cooling properly by night.",
          byline: "Samsung 253 litre · repaired at home the same day",
        },
        {
          appliance: "ac",
          title: "Split AC: running but not cooling",
          text: "A nitrogen pressure test found a leak at the outdoor flare joint. Joint remade, vacuum pulled and R32 gas charged by weight, not by guesswork.",
          byline: "Voltas 1.5 ton · repaired at home in two hours",
        },
        {
          appliance: "washing-machine",
          title: "Top-load: water not draining",
          text: "A coin had jammed the drain pump. We cleaned the pump and showed the family the filter so it does not happen again. No parts needed, so only the visit charge.",
          byline: "Whirlpool 7 kg · repaired at home in 45 minutes",
        },
        {
          appliance: "tv",
          title: "Smart TV: stuck on the logo",
          text: "The software was corrupted after a power cut. We reflashed the firmware, set up the apps again and checked the power board, which was fine.",
          byline: "Sony 55-inch · repaired at home in one visit",
        },
        {
          appliance: "ac",
          title: "Inverter AC: error code and tripping",
          text: "A voltage surge had burnt a component on the outdoor inverter board. We repaired the board in our workshop for far less than a new one and checked the earthing at the socket.",
          byline: "Daikin 1.5 ton inverter · workshop repair in two days",
        },
      ],
    },
  ],
} satisfies CarouselConfig;
