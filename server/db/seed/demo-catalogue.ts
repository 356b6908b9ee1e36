// Data, not logic: the demo shop's 26 products in one list, so the seed reads like a price list.
import type { ProductCategory } from "../../../domain/shop-constants";
import type { ApplianceKind, ArtView } from "./product-art";

export interface DemoProduct {
  name: string;
  brand: string;
  category: ProductCategory;
  description: string;
  /** Hindi name and description, shown on Hindi pages (brands and model numbers stay Latin). */
  nameHi: string;
  descriptionHi: string;
  pricePaise: number;
  /** MRP in paise; 0 when the product is sold at MRP. */
  oldPricePaise: number;
  rating: number;
  reviews: number;
  inStock: boolean;
  maxQuantity: number;
  specifications: Array<[string, string]>;
  art: { kind: ApplianceKind; palette: { body: string; accent: string }; views: ArtView[] };
}

// Prices are written in rupees as a shopkeeper would quote them, and stored as paise.
const rs = (rupees: number): number => rupees * 100;

export const demoCatalogue: readonly DemoProduct[] = [
  // Air conditioners
  {
    name: "LG 1.5 Ton 5 Star AI Dual Inverter Split AC (RS-Q19YNZE)",
    nameHi: "LG 1.5 टन 5 स्टार AI ड्यूल इन्वर्टर स्प्लिट एसी (RS-Q19YNZE)",
    descriptionHi:
      "150–180 वर्ग फुट के बेडरूम और लिविंग रूम के लिए सही। कमरा ठंडा होने पर ड्यूल इन्वर्टर कंप्रेसर धीमा हो जाता है, बार-बार बंद-चालू नहीं होता, इसलिए तेज़ गर्मी में 5 स्टार एसी का बिजली बिल काफी कम आता है। 145 से 290 V के बीच अलग स्टेबलाइज़र के बिना चलता है।",
    brand: "LG",
    category: "Air Conditioners",
    description:
      "Right for bedrooms and living rooms of 150–180 sq ft. The dual inverter compressor slows down once the room is cool instead of switching on and off, so a 5 Star unit costs noticeably less to run through a hot summer. It works without a separate stabiliser between 145 and 290 V.",
    pricePaise: rs(46_990),
    oldPricePaise: rs(78_990),
    rating: 4.4,
    reviews: 12_480,
    inStock: true,
    maxQuantity: 3,
    specifications: [
      ["Capacity", "1.5 Ton"],
      ["Energy Rating", "5 Star (BEE)"],
      ["Type", "Split, inverter"],
      ["Suitable Room Size", "150–180 sq ft"],
      ["Condenser", "Copper"],
      ["Operating Voltage", "145–290 V"],
      ["Warranty", "1 year comprehensive, 10 years compressor"],
    ],
    art: {
      kind: "ac",
      palette: { body: "#f8fafc", accent: "#0ea5e9" },
      views: ["front", "angle", "detail", "room"],
    },
  },
  {
    name: "Voltas 1.5 Ton 3 Star Inverter Split AC (183V Vectra Elite)",
    nameHi: "Voltas 1.5 टन 3 स्टार इन्वर्टर स्प्लिट एसी (183V Vectra Elite)",
    descriptionHi:
      "140–170 वर्ग फुट के कमरे के लिए रोज़ का भरोसेमंद एसी। एडजस्टेबल टनेज से हल्की ठंडी रातों में इसे कम क्षमता पर चलाकर बिजली बचाइए, और कॉपर कंडेंसर की सर्विस शहर में आसानी से हो जाती है।",
    brand: "Voltas",
    category: "Air Conditioners",
    description:
      "A dependable everyday AC for a 140–170 sq ft room. Adjustable tonnage lets you run it at lower capacity on milder nights to save power, and the copper condenser is easy to service locally.",
    pricePaise: rs(33_490),
    oldPricePaise: rs(60_990),
    rating: 4.0,
    reviews: 8_920,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "1.5 Ton"],
      ["Energy Rating", "3 Star (BEE)"],
      ["Type", "Split, inverter"],
      ["Suitable Room Size", "140–170 sq ft"],
      ["Condenser", "Copper"],
      ["Warranty", "1 year comprehensive, 5 years PCB, 10 years compressor"],
    ],
    art: {
      kind: "ac",
      palette: { body: "#f1f5f9", accent: "#14b8a6" },
      views: ["front", "room"],
    },
  },
  {
    name: "Daikin 1 Ton 3 Star Inverter Split AC (MTKL35U)",
    nameHi: "Daikin 1 टन 3 स्टार इन्वर्टर स्प्लिट एसी (MTKL35U)",
    descriptionHi:
      "110 वर्ग फुट तक के छोटे बेडरूम और स्टडी रूम के लिए, जहाँ 1.5 टन का एसी सिर्फ़ बिजली बर्बाद करेगा। Daikin की शांत इनडोर यूनिट और PM 2.5 फ़िल्टर हल्की नींद वालों के लिए अच्छे हैं। यह मॉडल MRP पर बिकता है, इस पर छूट नहीं है।",
    brand: "Daikin",
    category: "Air Conditioners",
    description:
      "Sized for small bedrooms and study rooms up to 110 sq ft, where a 1.5 ton unit would only waste power. Daikin's quiet indoor unit and PM 2.5 filter make it a good pick for light sleepers. Sold at MRP, with no discount on this model.",
    pricePaise: rs(36_490),
    oldPricePaise: 0,
    rating: 4.3,
    reviews: 5_310,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "1 Ton"],
      ["Energy Rating", "3 Star (BEE)"],
      ["Type", "Split, inverter"],
      ["Suitable Room Size", "Up to 110 sq ft"],
      ["Filter", "PM 2.5"],
      ["Warranty", "1 year comprehensive, 10 years compressor"],
    ],
    art: {
      kind: "ac",
      palette: { body: "#ffffff", accent: "#2563eb" },
      views: ["front", "angle"],
    },
  },
  {
    name: "Blue Star 2 Ton 3 Star Inverter Split AC (IC324RBTU)",
    nameHi: "Blue Star 2 टन 3 स्टार इन्वर्टर स्प्लिट एसी (IC324RBTU)",
    descriptionHi:
      "200–250 वर्ग फुट के बड़े हॉल, दुकान और ऊपरी मंज़िल के कमरों के लिए, जिन पर दोपहर भर धूप पड़ती है। टर्बो कूल कमरे को जल्दी ठंडा करता है, फिर इन्वर्टर बिजली बचाने के लिए धीमा हो जाता है। वोल्टेज की बड़ी रेंज में स्टेबलाइज़र के बिना चलता है।",
    brand: "Blue Star",
    category: "Air Conditioners",
    description:
      "Meant for large halls, shops and top-floor rooms of 200–250 sq ft that take the full afternoon sun. Turbo cool brings the room down quickly, then the inverter settles to a lower speed to save electricity. Works without a stabiliser across a wide voltage range.",
    pricePaise: rs(48_990),
    oldPricePaise: rs(75_990),
    rating: 4.1,
    reviews: 2_760,
    inStock: true,
    maxQuantity: 2,
    specifications: [
      ["Capacity", "2 Ton"],
      ["Energy Rating", "3 Star (BEE)"],
      ["Type", "Split, inverter"],
      ["Suitable Room Size", "200–250 sq ft"],
      ["Condenser", "Copper"],
      ["Warranty", "1 year comprehensive, 5 years PCB, 10 years compressor"],
    ],
    art: {
      kind: "ac",
      palette: { body: "#f8fafc", accent: "#1d4ed8" },
      views: ["front", "detail"],
    },
  },
  {
    name: "Lloyd 1.5 Ton 3 Star Window AC (GLW18C3YWSEW)",
    nameHi: "Lloyd 1.5 टन 3 स्टार विंडो एसी (GLW18C3YWSEW)",
    descriptionHi:
      "विंडो एसी में न आउटडोर यूनिट चाहिए न दीवार में पाइप, इसलिए यह किराए के घर और खिड़की वाले कमरों के लिए ठीक है। 130–160 वर्ग फुट के कमरे के लिए, बिजली जाने के बाद अपने आप फिर चालू होता है। घर बदलने पर आसानी से ले जा सकते हैं।",
    brand: "Lloyd",
    category: "Air Conditioners",
    description:
      "A window AC needs no outdoor unit or wall piping, which suits rented homes and rooms with an existing window opening. Fits rooms of 130–160 sq ft and has an auto-restart feature for power cuts. Easy to shift when you move house.",
    pricePaise: rs(29_490),
    oldPricePaise: rs(41_990),
    rating: 3.9,
    reviews: 3_140,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "1.5 Ton"],
      ["Energy Rating", "3 Star (BEE)"],
      ["Type", "Window, fixed speed"],
      ["Suitable Room Size", "130–160 sq ft"],
      ["Condenser", "Copper"],
      ["Warranty", "1 year comprehensive, 5 years compressor"],
    ],
    art: {
      kind: "ac",
      palette: { body: "#e5e7eb", accent: "#f97316" },
      views: ["front"],
    },
  },
  {
    name: "Carrier 1.5 Ton 5 Star Flexicool Inverter Split AC (CAI18EK5R35F0)",
    nameHi: "Carrier 1.5 टन 5 स्टार फ्लेक्सीकूल इन्वर्टर स्प्लिट एसी (CAI18EK5R35F0)",
    descriptionHi:
      "कन्वर्टिबल मोड से इसे 50% से 100% क्षमता पर चला सकते हैं: रात में दो लोगों का बेडरूम और दोपहर में मेहमानों वाला कमरा, एक ही एसी से। 5 स्टार रेटिंग से रोज़ लंबे समय चलाने पर भी खर्च कम रहता है। नीले हाइड्रोफिलिक फ़िन धूल और नमी से जंग नहीं लगने देते।",
    brand: "Carrier",
    category: "Air Conditioners",
    description:
      "Convertible modes let you run it at 50% to 100% capacity, so one AC handles a two-person bedroom at night and guests in the afternoon. 5 Star rating keeps running costs low for long daily use. Hydrophilic blue fins resist corrosion from dust and moisture.",
    pricePaise: rs(41_990),
    oldPricePaise: rs(74_990),
    rating: 4.2,
    reviews: 1_980,
    inStock: false,
    maxQuantity: 5,
    specifications: [
      ["Capacity", "1.5 Ton"],
      ["Energy Rating", "5 Star (BEE)"],
      ["Type", "Split, convertible inverter"],
      ["Suitable Room Size", "150–180 sq ft"],
      ["Condenser", "Copper with blue fins"],
      ["Warranty", "1 year comprehensive, 10 years compressor"],
    ],
    art: {
      kind: "ac",
      palette: { body: "#f3f4f6", accent: "#22c55e" },
      views: ["front"],
    },
  },

  // LED TVs
  {
    name: "Samsung 80 cm (32 inch) HD Ready Smart LED TV (UA32T4380AKXXL)",
    nameHi: "Samsung 80 सेमी (32 इंच) HD रेडी स्मार्ट एलईडी टीवी (UA32T4380AKXXL)",
    descriptionHi:
      "बेडरूम या छोटे लिविंग रूम के लिए छोटा स्मार्ट टीवी, जिसमें YouTube, Prime Video और JioHotstar पहले से हैं। इस साइज़ की स्क्रीन पर HD रेडी तस्वीर साफ़ दिखती है। स्क्रीन मिररिंग से फ़ोन की फ़ोटो पूरे परिवार को टीवी पर दिखा सकते हैं।",
    brand: "Samsung",
    category: "LED TVs",
    description:
      "A compact smart TV for a bedroom or a small living room, with YouTube, Prime Video and JioHotstar built in on Tizen. HD Ready resolution looks sharp at this screen size. Screen mirroring lets you show phone photos to the family.",
    pricePaise: rs(13_490),
    oldPricePaise: rs(22_990),
    rating: 4.3,
    reviews: 24_310,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Screen Size", "80 cm (32 inch)"],
      ["Resolution", "HD Ready (1366 x 768)"],
      ["Operating System", "Tizen"],
      ["Sound Output", "20 W"],
      ["Ports", "2 HDMI, 1 USB"],
      ["Warranty", "1 year"],
    ],
    art: {
      kind: "tv",
      palette: { body: "#111827", accent: "#38bdf8" },
      views: ["front", "room"],
    },
  },
  {
    name: "Xiaomi 108 cm (43 inch) Smart TV A Full HD Google TV (L43MA-AIN)",
    nameHi: "Xiaomi 108 सेमी (43 इंच) स्मार्ट टीवी A फुल HD Google TV (L43MA-AIN)",
    descriptionHi:
      "परिवार के लिविंग रूम में 32 इंच के बाद 43 इंच फुल HD स्क्रीन समझदारी भरा कदम है। Google TV से ऐप्स और रिमोट से हिंदी और अंग्रेज़ी में वॉइस सर्च। Dolby Audio से सामान्य आवाज़ पर भी बातें साफ़ सुनाई देती हैं।",
    brand: "Xiaomi",
    category: "LED TVs",
    description:
      "Full HD on a 43 inch screen is a sensible step up from a 32 inch set for a family living room. Google TV brings apps and voice search in Hindi and English through the remote. Dolby Audio keeps dialogue clear at normal volume.",
    pricePaise: rs(21_999),
    oldPricePaise: rs(34_999),
    rating: 4.2,
    reviews: 16_750,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Screen Size", "108 cm (43 inch)"],
      ["Resolution", "Full HD (1920 x 1080)"],
      ["Operating System", "Google TV"],
      ["Sound Output", "20 W, Dolby Audio"],
      ["Warranty", "1 year"],
    ],
    art: {
      kind: "tv",
      palette: { body: "#1f2937", accent: "#f97316" },
      views: ["front"],
    },
  },
  {
    name: "LG 139 cm (55 inch) 4K Ultra HD Smart LED TV (55UR7500PSC)",
    nameHi: "LG 139 सेमी (55 इंच) 4K अल्ट्रा HD स्मार्ट एलईडी टीवी (55UR7500PSC)",
    descriptionHi:
      "55 इंच की 4K स्क्रीन उन लिविंग रूम के लिए जहाँ आप 7–9 फुट दूर बैठते हैं। webOS और मैजिक रिमोट से DTH, OTT ऐप्स और क्रिकेट के बीच बदलना घर में सबके लिए आसान है। फ़िल्ममेकर मोड और HDR10 फ़िल्मों को वैसा ही दिखाते हैं जैसी वे बनी हैं।",
    brand: "LG",
    category: "LED TVs",
    description:
      "A 55 inch 4K screen suits living rooms where you sit 7–9 feet away. webOS with the Magic Remote makes switching between DTH, OTT apps and cricket easy for everyone in the house. Filmmaker mode and HDR10 show films as they were meant to look.",
    pricePaise: rs(42_990),
    oldPricePaise: rs(69_990),
    rating: 4.4,
    reviews: 9_870,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Screen Size", "139 cm (55 inch)"],
      ["Resolution", "4K Ultra HD (3840 x 2160)"],
      ["Operating System", "webOS"],
      ["HDR", "HDR10, HLG"],
      ["Sound Output", "20 W"],
      ["Ports", "3 HDMI, 2 USB"],
      ["Warranty", "1 year"],
    ],
    art: {
      kind: "tv",
      palette: { body: "#0f172a", accent: "#e11d48" },
      views: ["front", "angle", "detail", "room"],
    },
  },
  {
    name: "Sony Bravia 2 164 cm (65 inch) 4K Ultra HD Smart LED Google TV (K-65S25B)",
    nameHi: "Sony Bravia 2 164 सेमी (65 इंच) 4K अल्ट्रा HD स्मार्ट एलईडी Google TV (K-65S25B)",
    descriptionHi:
      "बड़े लिविंग रूम के लिए बड़ी स्क्रीन वाला 4K टीवी; Sony की पिक्चर प्रोसेसिंग आम DTH चैनलों को भी अच्छा दिखाती है। Google TV और Chromecast अंदर ही हैं।",
    brand: "Sony",
    category: "LED TVs",
    description:
      "A big-screen 4K TV for large living rooms, with Sony's picture processing that upscales regular DTH channels well. Google TV and Chromecast are built in.",
    pricePaise: rs(79_990),
    oldPricePaise: rs(1_19_990),
    rating: 4.6,
    reviews: 4_120,
    inStock: false,
    maxQuantity: 3,
    specifications: [
      ["Screen Size", "164 cm (65 inch)"],
      ["Resolution", "4K Ultra HD (3840 x 2160)"],
      ["Operating System", "Google TV"],
      ["Sound Output", "20 W, Dolby Audio"],
      ["Ports", "3 HDMI, 2 USB"],
      ["Warranty", "1 year"],
    ],
    art: {
      kind: "tv",
      palette: { body: "#18181b", accent: "#a1a1aa" },
      views: ["front", "angle", "room"],
    },
  },
  {
    name: "TCL 108 cm (43 inch) 4K Ultra HD Smart QLED Google TV (43T6C)",
    nameHi: "TCL 108 सेमी (43 इंच) 4K अल्ट्रा HD स्मार्ट QLED Google TV (43T6C)",
    descriptionHi:
      "QLED रंग और 4K रिज़ॉल्यूशन, कई फुल HD टीवी जितनी कीमत पर। Google TV, वॉइस सर्च और Dolby Vision इसे मध्यम कमरे के लिए पैसा वसूल बनाते हैं। पतले किनारों से स्क्रीन अपने साइज़ से बड़ी दिखती है।",
    brand: "TCL",
    category: "LED TVs",
    description:
      "QLED colour and 4K resolution at a price close to many Full HD sets. Google TV, voice search and Dolby Vision make it a strong value pick for a mid-sized room. Slim bezels make the screen look bigger than its size.",
    pricePaise: rs(26_990),
    oldPricePaise: rs(46_990),
    rating: 4.1,
    reviews: 6_430,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Screen Size", "108 cm (43 inch)"],
      ["Resolution", "4K Ultra HD (3840 x 2160)"],
      ["Panel", "QLED"],
      ["Operating System", "Google TV"],
      ["Warranty", "1 year"],
    ],
    art: {
      kind: "tv",
      palette: { body: "#27272a", accent: "#ef4444" },
      views: ["front"],
    },
  },
  {
    name: "Hisense 126 cm (50 inch) 4K Ultra HD Smart LED Google TV (50E68N)",
    nameHi: "Hisense 126 सेमी (50 इंच) 4K अल्ट्रा HD स्मार्ट एलईडी Google TV (50E68N)",
    descriptionHi:
      "उन परिवारों के लिए 50 इंच का 4K टीवी जो 55 इंच की कीमत दिए बिना बड़ी स्क्रीन चाहते हैं। गेम मोड कंसोल के लिए देरी घटाता है, और Google TV में सभी लोकप्रिय भारतीय OTT ऐप्स हैं। टेबल स्टैंड साथ आता है।",
    brand: "Hisense",
    category: "LED TVs",
    description:
      "A 50 inch 4K TV for families who want a bigger screen without the price of a 55 inch. Game mode lowers input lag for consoles, and Google TV covers all the popular Indian OTT apps. Comes with a table-top stand.",
    pricePaise: rs(29_990),
    oldPricePaise: rs(44_990),
    rating: 4.0,
    reviews: 2_290,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Screen Size", "126 cm (50 inch)"],
      ["Resolution", "4K Ultra HD (3840 x 2160)"],
      ["Operating System", "Google TV"],
      ["Sound Output", "24 W, Dolby Audio"],
      ["Warranty", "1 year"],
    ],
    art: {
      kind: "tv",
      palette: { body: "#1e293b", accent: "#22d3ee" },
      views: ["front"],
    },
  },

  // Microwave ovens
  {
    name: "Bajaj 20 L Solo Microwave Oven (MTBX 2016)",
    nameHi: "Bajaj 20 लीटर सोलो माइक्रोवेव ओवन (MTBX 2016)",
    descriptionHi:
      "खाना गरम करने, फ्रोज़न चीज़ें पिघलाने और जल्दी में चाय या मैगी बनाने के लिए सीधा-सादा सोलो माइक्रोवेव। घुमाने वाले नॉब बुज़ुर्गों के लिए भी आसान हैं, कोई मेन्यू सीखना नहीं पड़ता। दो लोगों या छोटे परिवार के लिए सही साइज़।",
    brand: "Bajaj",
    category: "Microwaves",
    description:
      "A simple solo microwave for reheating, defrosting and making tea or Maggi in a hurry. Mechanical knobs are easy for elders to use, with no menus to learn. Right size for a couple or a small family.",
    pricePaise: rs(5_490),
    oldPricePaise: 0,
    rating: 3.9,
    reviews: 7_640,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "20 L"],
      ["Type", "Solo"],
      ["Controls", "Mechanical knobs"],
      ["Power Output", "700 W"],
      ["Warranty", "1 year"],
    ],
    art: {
      kind: "microwave",
      palette: { body: "#f5f5f4", accent: "#dc2626" },
      views: ["front"],
    },
  },
  {
    name: "Samsung 23 L Grill Microwave Oven (MG23A3515AK)",
    nameHi: "Samsung 23 लीटर ग्रिल माइक्रोवेव ओवन (MG23A3515AK)",
    descriptionHi:
      "गरम करने के साथ ग्रिल मोड पनीर टिक्का, टोस्ट और सैंडविच को कुरकुरा बनाता है। सिरेमिक इनेमल का अंदरूनी हिस्सा आसानी से साफ़ होता है और पेंट की तरह खरोंच नहीं पड़ती। भारतीय ऑटो-कुक मेन्यू से रोज़ के पकवान एक टच में।",
    brand: "Samsung",
    category: "Microwaves",
    description:
      "Grill mode crisps paneer tikka, toast and sandwiches as well as reheating. The ceramic enamel cavity wipes clean easily and does not scratch like painted interiors. Indian auto-cook menus cover everyday dishes at one touch.",
    pricePaise: rs(8_990),
    oldPricePaise: rs(11_490),
    rating: 4.3,
    reviews: 11_360,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "23 L"],
      ["Type", "Grill"],
      ["Cavity", "Ceramic enamel"],
      ["Controls", "Touch and jog dial"],
      ["Warranty", "1 year, 10 years ceramic cavity"],
    ],
    art: {
      kind: "microwave",
      palette: { body: "#111827", accent: "#f59e0b" },
      views: ["front", "angle", "detail"],
    },
  },
  {
    name: "LG 28 L Charcoal Convection Microwave Oven (MJ2887BWUM)",
    nameHi: "LG 28 लीटर चारकोल कन्वेक्शन माइक्रोवेव ओवन (MJ2887BWUM)",
    descriptionHi:
      "कन्वेक्शन से केक बेक करें और सब्ज़ियाँ भूनें, और चारकोल हीटर तंदूरी पकवानों में धुएँ वाला स्वाद देता है। 28 लीटर चार-पाँच लोगों के परिवार के लिए काफ़ी है। डाइट फ्राई और भारतीय ऑटो-कुक मेन्यू से सेटिंग का अंदाज़ा नहीं लगाना पड़ता।",
    brand: "LG",
    category: "Microwaves",
    description:
      "Convection lets you bake cakes and roast vegetables, and the charcoal heater gives tandoori dishes a smoky finish. 28 L is roomy enough for a family of four to five. Diet Fry and Indian auto-cook menus take the guesswork out of settings.",
    pricePaise: rs(15_490),
    oldPricePaise: rs(20_990),
    rating: 4.4,
    reviews: 6_980,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "28 L"],
      ["Type", "Convection with charcoal heater"],
      ["Controls", "Touch and dial"],
      ["Auto-cook Menus", "300+"],
      ["Warranty", "1 year, 4 years magnetron"],
    ],
    art: {
      kind: "microwave",
      palette: { body: "#374151", accent: "#ef4444" },
      views: ["front", "angle", "detail", "room"],
    },
  },
  {
    name: "IFB 30 L Convection Microwave Oven (30BRC2)",
    nameHi: "IFB 30 लीटर कन्वेक्शन माइक्रोवेव ओवन (30BRC2)",
    descriptionHi:
      "30 लीटर की बड़ी जगह में पूरी साइज़ की बेकिंग ट्रे आती है, बड़े परिवारों और घर पर बेक करने वालों के लिए। स्टीम क्लीन और स्टेनलेस स्टील का अंदरूनी हिस्सा देखभाल आसान रखते हैं। रोटिसरी और कई चरणों में पकाने की सुविधा भी है।",
    brand: "IFB",
    category: "Microwaves",
    description:
      "A large 30 L cavity fits a full-size baking tray for bigger families or home bakers. Steam clean and a stainless steel cavity keep maintenance simple. Rotisserie and multi-stage cooking are included.",
    pricePaise: rs(16_990),
    oldPricePaise: rs(21_990),
    rating: 4.2,
    reviews: 3_870,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "30 L"],
      ["Type", "Convection"],
      ["Cavity", "Stainless steel"],
      ["Controls", "Touch"],
      ["Warranty", "1 year, 3 years magnetron"],
    ],
    art: {
      kind: "microwave",
      palette: { body: "#cbd5e1", accent: "#0f766e" },
      views: ["front"],
    },
  },

  // Refrigerators
  {
    name: "Godrej 180 L 2 Star Direct Cool Single Door Refrigerator (RD EDGENEO 207B)",
    nameHi: "Godrej 180 लीटर 2 स्टार डायरेक्ट कूल सिंगल डोर फ्रिज (RD EDGENEO 207B)",
    descriptionHi:
      "दो-तीन लोगों के परिवार के लिए किफ़ायती सिंगल डोर फ्रिज, नीचे प्याज़ और आलू के लिए दराज़ के साथ। 135–290 V पर स्टेबलाइज़र के बिना चलता है, जो बार-बार वोल्टेज ऊपर-नीचे होने वाले इलाकों में काम आता है। डायरेक्ट कूल में कभी-कभी हाथ से बर्फ़ पिघलानी पड़ती है।",
    brand: "Godrej",
    category: "Refrigerators",
    description:
      "A budget single door fridge for a family of two or three, with a base drawer for onions and potatoes. It runs on 135–290 V without a stabiliser, which helps in areas with frequent fluctuations. Direct cool needs manual defrosting now and then.",
    pricePaise: rs(14_490),
    oldPricePaise: rs(19_990),
    rating: 4.0,
    reviews: 9_150,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "180 L"],
      ["Energy Rating", "2 Star (BEE)"],
      ["Type", "Single door, direct cool"],
      ["Suitable For", "2–3 people"],
      ["Operating Voltage", "135–290 V, stabiliser free"],
      ["Warranty", "1 year comprehensive, 10 years compressor"],
    ],
    art: {
      kind: "refrigerator",
      palette: { body: "#7f1d1d", accent: "#fbbf24" },
      views: ["front", "room"],
    },
  },
  {
    name: "Whirlpool 184 L 3 Star Direct Cool Single Door Refrigerator (205 IMPC PRM 3S)",
    nameHi: "Whirlpool 184 लीटर 3 स्टार डायरेक्ट कूल सिंगल डोर फ्रिज (205 IMPC PRM 3S)",
    descriptionHi:
      "छोटे परिवार के दूध, दही और सब्ज़ियाँ ताज़ा रखता है, और इसकी इंसुलेशन बिजली जाने पर भी कई घंटे खाना ठंडा रखती है। 3 स्टार रेटिंग से महीने का बिल कम रहता है। नीले काँच वाला दरवाज़ा आसानी से साफ़ होता है।",
    brand: "Whirlpool",
    category: "Refrigerators",
    description:
      "Keeps milk, curd and vegetables fresh for a small family, and its insulation keeps food cool for several hours during power cuts. A 3 Star rating keeps the monthly bill low. The blue glass door finish wipes clean easily.",
    pricePaise: rs(15_990),
    oldPricePaise: rs(19_990),
    rating: 4.2,
    reviews: 5_420,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "184 L"],
      ["Energy Rating", "3 Star (BEE)"],
      ["Type", "Single door, direct cool"],
      ["Suitable For", "2–3 people"],
      ["Warranty", "1 year comprehensive, 10 years compressor"],
    ],
    art: {
      kind: "refrigerator",
      palette: { body: "#1e3a8a", accent: "#93c5fd" },
      views: ["front"],
    },
  },
  {
    name: "Samsung 236 L 3 Star Frost Free Double Door Convertible Refrigerator (RT28C3053S8)",
    nameHi: "Samsung 236 लीटर 3 स्टार फ्रॉस्ट फ्री डबल डोर कन्वर्टिबल फ्रिज (RT28C3053S8)",
    descriptionHi:
      "फ्रॉस्ट फ्री, इसलिए बर्फ़ जमती नहीं जिसे खुरचना पड़े। फल-सब्ज़ी ज़्यादा लाने पर फ्रीज़र को फ्रिज की अतिरिक्त जगह बना सकते हैं। डिजिटल इन्वर्टर कंप्रेसर शांत चलता है और सोलर कनेक्शन पर भी चलता है।",
    brand: "Samsung",
    category: "Refrigerators",
    description:
      "Frost free, so there is no ice build-up to chip away. The freezer converts into extra fridge space when you stock up on fruit and vegetables. The digital inverter compressor runs quietly and works with a solar connection.",
    pricePaise: rs(26_990),
    oldPricePaise: rs(35_990),
    rating: 4.3,
    reviews: 14_870,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "236 L"],
      ["Energy Rating", "3 Star (BEE)"],
      ["Type", "Double door, frost free"],
      ["Compressor", "Digital inverter"],
      ["Suitable For", "3–4 people"],
      ["Warranty", "1 year comprehensive, 20 years compressor"],
    ],
    art: {
      kind: "refrigerator",
      palette: { body: "#d1d5db", accent: "#2563eb" },
      views: ["front", "angle"],
    },
  },
  {
    name: "LG 322 L 3 Star Frost Free Smart Inverter Double Door Refrigerator (GL-S342SDSY)",
    nameHi: "LG 322 लीटर 3 स्टार फ्रॉस्ट फ्री स्मार्ट इन्वर्टर डबल डोर फ्रिज (GL-S342SDSY)",
    descriptionHi:
      "हफ़्ते भर की ख़रीदारी करने वाले चार-पाँच लोगों के परिवार के लिए 322 लीटर का फ्रिज। डोर कूलिंग आगे की शेल्फ़ तक ठंडी हवा भेजती है, इसलिए दरवाज़े में रखा सामान भी पीछे रखे सामान जितना ताज़ा रहता है। स्मार्ट इन्वर्टर कंप्रेसर सामान के हिसाब से रफ़्तार बदलकर बिजली बचाता है।",
    brand: "LG",
    category: "Refrigerators",
    description:
      "A 322 L fridge suits a family of four to five who shop for the week. Door cooling sends cold air to the front shelves so items kept in the door stay as fresh as those at the back. The smart inverter compressor adjusts its speed to the load and saves power.",
    pricePaise: rs(36_990),
    oldPricePaise: rs(47_990),
    rating: 4.5,
    reviews: 7_260,
    inStock: true,
    maxQuantity: 3,
    specifications: [
      ["Capacity", "322 L"],
      ["Energy Rating", "3 Star (BEE)"],
      ["Type", "Double door, frost free"],
      ["Compressor", "Smart inverter"],
      ["Suitable For", "4–5 people"],
      ["Finish", "Shiny steel"],
      ["Warranty", "1 year comprehensive, 10 years compressor"],
    ],
    art: {
      kind: "refrigerator",
      palette: { body: "#9ca3af", accent: "#1f2937" },
      views: ["front", "angle", "detail", "room"],
    },
  },
  {
    name: "Haier 630 L Frost Free Side-by-Side Refrigerator (HRS-682KS)",
    nameHi: "Haier 630 लीटर फ्रॉस्ट फ्री साइड-बाय-साइड फ्रिज (HRS-682KS)",
    descriptionHi:
      "साइड-बाय-साइड दरवाज़ों में पूरी ऊँचाई का फ्रीज़र और फ्रिज, बड़े संयुक्त परिवारों और अक्सर मेहमान बुलाने वाले घरों के लिए। रसोई में कम से कम 92 सेमी चौड़ी जगह चाहिए, ऑर्डर से पहले नाप लें।",
    brand: "Haier",
    category: "Refrigerators",
    description:
      "Side-by-side doors give a full-height freezer and fridge, useful for large joint families or homes that entertain often. Needs a kitchen opening of at least 92 cm width, so please measure before ordering.",
    pricePaise: rs(64_990),
    oldPricePaise: rs(1_08_990),
    rating: 4.2,
    reviews: 1_640,
    inStock: false,
    maxQuantity: 2,
    specifications: [
      ["Capacity", "630 L"],
      ["Type", "Side-by-side, frost free"],
      ["Compressor", "Inverter"],
      ["Suitable For", "5 or more people"],
      ["Dimensions (W x H x D)", "91 x 178 x 70 cm"],
      ["Warranty", "1 year comprehensive, 10 years compressor"],
    ],
    art: {
      kind: "refrigerator",
      palette: { body: "#111827", accent: "#cbd5e1" },
      views: ["front", "room"],
    },
  },

  // Washing machines
  {
    name: "Whirlpool 7.5 kg 5 Star Semi-Automatic Top Load Washing Machine (Superb Atom 7.5)",
    nameHi: "Whirlpool 7.5 किलो 5 स्टार सेमी-ऑटोमैटिक टॉप लोड वाशिंग मशीन (Superb Atom 7.5)",
    descriptionHi:
      "सेमी-ऑटोमैटिक मशीन कम पानी लेती है और इसे नल से जोड़ना नहीं पड़ता, इसलिए पानी की सप्लाई अनियमित हो तब भी चलती है। 7.5 किलो चार लोगों के परिवार की हफ़्ते की धुलाई संभाल लेती है। स्पिन टब कपड़ों को इतना सुखा देता है कि छत पर सुखाने का समय घट जाता है।",
    brand: "Whirlpool",
    category: "Washing Machines",
    description:
      "A semi-automatic machine uses little water and does not need a tap connection, so it works even where water supply is irregular. 7.5 kg handles a family of four's weekly wash. The spin tub dries clothes enough to cut drying time on the terrace.",
    pricePaise: rs(10_990),
    oldPricePaise: rs(13_990),
    rating: 4.1,
    reviews: 10_230,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "7.5 kg"],
      ["Energy Rating", "5 Star (BEE)"],
      ["Type", "Semi-automatic, top load"],
      ["Wash Programmes", "3"],
      ["Warranty", "2 years comprehensive, 5 years motor"],
    ],
    art: {
      kind: "washing-machine",
      palette: { body: "#f8fafc", accent: "#7c3aed" },
      views: ["front"],
    },
  },
  {
    name: "Samsung 7 kg 5 Star Fully Automatic Top Load Washing Machine (WA70BG4441BY)",
    nameHi: "Samsung 7 किलो 5 स्टार फुली ऑटोमैटिक टॉप लोड वाशिंग मशीन (WA70BG4441BY)",
    descriptionHi:
      "फुली ऑटोमैटिक: कपड़े डालें, प्रोग्राम चुनें, और यह अपने आप पानी भरती, धोती, खंगालती और सुखाती है। डायमंड ड्रम रोज़ के सूती कपड़ों पर नरम है, और मशीन कम पानी के दबाव में भी चलती है। तीन-चार लोगों के परिवार के लिए अच्छी।",
    brand: "Samsung",
    category: "Washing Machines",
    description:
      "Fully automatic: load the clothes, choose a programme and it fills, washes, rinses and spins on its own. The diamond drum is gentle on everyday cottons, and the machine copes with low water pressure. Good for a family of three to four.",
    pricePaise: rs(16_990),
    oldPricePaise: rs(22_990),
    rating: 4.3,
    reviews: 13_540,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "7 kg"],
      ["Energy Rating", "5 Star (BEE)"],
      ["Type", "Fully automatic, top load"],
      ["Spin Speed", "700 RPM"],
      ["Warranty", "2 years comprehensive, 5 years motor"],
    ],
    art: {
      kind: "washing-machine",
      palette: { body: "#e5e7eb", accent: "#0891b2" },
      views: ["front", "angle"],
    },
  },
  {
    name: "Haier 8 kg 5 Star Fully Automatic Top Load Washing Machine (HWM80-H678ES5)",
    nameHi: "Haier 8 किलो 5 स्टार फुली ऑटोमैटिक टॉप लोड वाशिंग मशीन (HWM80-H678ES5)",
    descriptionHi:
      "8 किलो के ड्रम में चादरें और पाँच लोगों के परिवार के रोज़ के कपड़े एक बार में। अंदर का हीटर रसोई के तौलियों से तेल और हल्दी के दाग़ निकालने में मदद करता है। टाइटेनियम ग्रे रंग बाथरूम या बालकनी में छींटे छिपा लेता है।",
    brand: "Haier",
    category: "Washing Machines",
    description:
      "An 8 kg drum takes bedsheets and a family of five's daily load in one go. The built-in heater helps remove oil and turmeric stains from kitchen towels. Its titanium grey finish hides splashes in a bathroom or balcony.",
    pricePaise: rs(18_490),
    oldPricePaise: rs(27_990),
    rating: 4.2,
    reviews: 4_380,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "8 kg"],
      ["Energy Rating", "5 Star (BEE)"],
      ["Type", "Fully automatic, top load"],
      ["Heater", "Yes"],
      ["Warranty", "2 years comprehensive, 10 years motor"],
    ],
    art: {
      kind: "washing-machine",
      palette: { body: "#374151", accent: "#38bdf8" },
      views: ["front"],
    },
  },
  {
    name: "IFB 7 kg 5 Star Fully Automatic Front Load Washing Machine (Elena ZXS 7010)",
    nameHi: "IFB 7 किलो 5 स्टार फुली ऑटोमैटिक फ्रंट लोड वाशिंग मशीन (Elena ZXS 7010)",
    descriptionHi:
      "फ्रंट लोड मशीनें टॉप लोड से कम पानी लेती हैं और कपड़े ज़्यादा नरमी से धोती हैं, और अंदर का हीटर खारे पानी को अच्छी तरह संभालता है। 7 किलो तीन-चार लोगों के परिवार के लिए ठीक है।",
    brand: "IFB",
    category: "Washing Machines",
    description:
      "Front load machines use less water and wash more gently than top load ones, and the built-in heater handles hard water well. 7 kg suits a family of three to four.",
    pricePaise: rs(29_990),
    oldPricePaise: rs(38_990),
    rating: 4.5,
    reviews: 8_760,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "7 kg"],
      ["Energy Rating", "5 Star (BEE)"],
      ["Type", "Fully automatic, front load"],
      ["Spin Speed", "1000 RPM"],
      ["Heater", "Yes"],
      ["Warranty", "4 years comprehensive, 10 years spare support"],
    ],
    art: {
      kind: "washing-machine",
      palette: { body: "#c0c6cf", accent: "#0284c7" },
      views: ["front", "angle", "detail", "room"],
    },
  },
  {
    name: "Bosch 8 kg 5 Star Fully Automatic Front Load Washing Machine (WGA1420SIN)",
    nameHi: "Bosch 8 किलो 5 स्टार फुली ऑटोमैटिक फ्रंट लोड वाशिंग मशीन (WGA1420SIN)",
    descriptionHi:
      "शांत इन्वर्टर मोटर और 1400 RPM स्पिन से कपड़े लगभग सूखे निकलते हैं, बरसात में काम का। एंटी-टैंगल प्रोग्राम और हाइजीन केयर सेटिंग स्कूल यूनिफ़ॉर्म से ऊनी कपड़ों तक सब पर ठीक हैं। 15 A सॉकेट और चूड़ीदार मुँह वाला नल चाहिए।",
    brand: "Bosch",
    category: "Washing Machines",
    description:
      "A quiet inverter motor and a 1400 RPM spin leave clothes nearly dry, handy during the monsoon. The anti-tangle programme and hygiene care settings suit everything from school uniforms to woollens. Needs a 15 A socket and a tap with a threaded outlet.",
    pricePaise: rs(34_990),
    oldPricePaise: rs(47_990),
    rating: 4.6,
    reviews: 5_930,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      ["Capacity", "8 kg"],
      ["Energy Rating", "5 Star (BEE)"],
      ["Type", "Fully automatic, front load"],
      ["Spin Speed", "1400 RPM"],
      ["Motor", "Inverter (EcoSilence Drive)"],
      ["Warranty", "2 years comprehensive, 10 years motor"],
    ],
    art: {
      kind: "washing-machine",
      palette: { body: "#ffffff", accent: "#dc2626" },
      views: ["front", "detail"],
    },
  },
];
