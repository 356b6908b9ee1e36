import type { ApplianceKind } from "./appliance-kinds";

/**
 * What shoppers type for the shop's appliance kinds and brands, in English, Hinglish and Hindi
 * (issue 15): the one table the storefront search reads. Terms are written lower-case and singular
 * (the search singularises English plurals before looking them up); a term of several words matches
 * those words in a row. Add a word here and both the search and its unit test pick it up.
 */
export const KIND_TERMS: Record<ApplianceKind, readonly string[]> = {
  ac: [
    "ac",
    "air conditioner",
    "air conditioning",
    "aircon",
    "air con",
    "split ac",
    "window ac",
    "एसी",
    "ए सी",
    "एयर कंडीशनर",
    "एयरकंडीशनर",
  ],
  "led-tv": [
    "tv",
    "television",
    "led",
    "led tv",
    "smart tv",
    "qled",
    "oled",
    "टीवी",
    "टी वी",
    "टेलीविजन",
    "एलईडी",
  ],
  microwave: ["microwave", "oven", "micro wave", "माइक्रोवेव", "माइक्रोवेव ओवन", "ओवन"],
  refrigerator: [
    "refrigerator",
    "fridge",
    "frig",
    "frij",
    "freezer",
    "फ्रिज",
    "फ्रीज",
    "रेफ्रिजरेटर",
    "रेफ्रीजरेटर",
  ],
  "washing-machine": [
    "washing machine",
    "washer",
    "washing",
    "वाशिंग मशीन",
    "वॉशिंग मशीन",
    "वाशिंग",
    "वॉशिंग",
  ],
};

/** Other spellings of common brands, mapped to the brand as products carry it (lower-case). */
export const BRAND_TERMS: Record<string, readonly string[]> = {
  lg: ["एलजी", "एल जी"],
  samsung: ["सैमसंग", "samsang"],
  voltas: ["वोल्टास"],
  whirlpool: ["व्हर्लपूल", "वर्लपूल"],
  godrej: ["गोदरेज"],
  haier: ["हायर"],
  ifb: ["आईएफबी"],
  panasonic: ["पैनासोनिक"],
  daikin: ["डाइकिन", "डायकिन"],
  sony: ["सोनी"],
  bajaj: ["बजाज"],
  "blue star": ["bluestar", "ब्लू स्टार"],
  lloyd: ["लॉयड", "लोयड"],
  carrier: ["कैरियर"],
  xiaomi: ["mi", "redmi", "शाओमी"],
};
