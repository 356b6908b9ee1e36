import type { Kysely } from "kysely";
import { demoCatalogue } from "../seed/demo-catalogue";

type AnyDatabase = Kysely<unknown>;

/**
 * The demo's descriptions as they were seeded before issue 33 took their service claims out
 * (installation and wall mounting by 'our technicians', delivery and unpacking by 'our team', a
 * wall-mount kit on request, a maker's service network in Jaipur): the demo is marked as the
 * demo, but its words described a service no shop had offered. By product name.
 */
export const DEMO_DESCRIPTIONS_WITH_CLAIMS: ReadonlyMap<
  string,
  { description: string; descriptionHi: string }
> = new Map([
  [
    "LG 1.5 Ton 5 Star AI Dual Inverter Split AC (RS-Q19YNZE)",
    {
      description:
        "Right for bedrooms and living rooms of 150–180 sq ft. The dual inverter compressor slows down once the room is cool instead of switching on and off, so a 5 Star unit costs noticeably less to run through a Jaipur summer. It works without a separate stabiliser between 145 and 290 V.",
      descriptionHi:
        "150–180 वर्ग फुट के बेडरूम और लिविंग रूम के लिए सही। कमरा ठंडा होने पर ड्यूल इन्वर्टर कंप्रेसर धीमा हो जाता है, बार-बार बंद-चालू नहीं होता, इसलिए जयपुर की गर्मी में 5 स्टार एसी का बिजली बिल काफी कम आता है। 145 से 290 V के बीच अलग स्टेबलाइज़र के बिना चलता है।",
    },
  ],
  [
    "Voltas 1.5 Ton 3 Star Inverter Split AC (183V Vectra Elite)",
    {
      description:
        "A dependable everyday AC for a 140–170 sq ft room. Adjustable tonnage lets you run it at lower capacity on milder nights to save power, and the copper condenser is easy to service locally. Installation by our own technicians in Jaipur.",
      descriptionHi:
        "140–170 वर्ग फुट के कमरे के लिए रोज़ का भरोसेमंद एसी। एडजस्टेबल टनेज से हल्की ठंडी रातों में इसे कम क्षमता पर चलाकर बिजली बचाइए, और कॉपर कंडेंसर की सर्विस शहर में आसानी से हो जाती है। जयपुर में इंस्टॉलेशन हमारे अपने टेक्नीशियन करते हैं।",
    },
  ],
  [
    "Sony Bravia 2 164 cm (65 inch) 4K Ultra HD Smart LED Google TV (K-65S25B)",
    {
      description:
        "A big-screen 4K TV for large living rooms, with Sony's picture processing that upscales regular DTH channels well. Google TV and Chromecast are built in. Wall mounting by our technicians is available within Jaipur.",
      descriptionHi:
        "बड़े लिविंग रूम के लिए बड़ी स्क्रीन वाला 4K टीवी; Sony की पिक्चर प्रोसेसिंग आम DTH चैनलों को भी अच्छा दिखाती है। Google TV और Chromecast अंदर ही हैं। जयपुर में हमारे टेक्नीशियन दीवार पर लगा देते हैं।",
    },
  ],
  [
    "Hisense 126 cm (50 inch) 4K Ultra HD Smart LED Google TV (50E68N)",
    {
      description:
        "A 50 inch 4K TV for families who want a bigger screen without the price of a 55 inch. Game mode lowers input lag for consoles, and Google TV covers all the popular Indian OTT apps. Comes with a table-top stand; wall mount kit on request.",
      descriptionHi:
        "उन परिवारों के लिए 50 इंच का 4K टीवी जो 55 इंच की कीमत दिए बिना बड़ी स्क्रीन चाहते हैं। गेम मोड कंसोल के लिए देरी घटाता है, और Google TV में सभी लोकप्रिय भारतीय OTT ऐप्स हैं। टेबल स्टैंड साथ आता है; दीवार का किट माँगने पर।",
    },
  ],
  [
    "Haier 630 L Frost Free Side-by-Side Refrigerator (HRS-682KS)",
    {
      description:
        "Side-by-side doors give a full-height freezer and fridge, useful for large joint families or homes that entertain often. Needs a kitchen opening of at least 92 cm width, so please measure before ordering. Delivery and unpacking by our team.",
      descriptionHi:
        "साइड-बाय-साइड दरवाज़ों में पूरी ऊँचाई का फ्रीज़र और फ्रिज, बड़े संयुक्त परिवारों और अक्सर मेहमान बुलाने वाले घरों के लिए। रसोई में कम से कम 92 सेमी चौड़ी जगह चाहिए, ऑर्डर से पहले नाप लें। डिलीवरी और अनपैकिंग हमारी टीम करती है।",
    },
  ],
  [
    "IFB 7 kg 5 Star Fully Automatic Front Load Washing Machine (Elena ZXS 7010)",
    {
      description:
        "Front load machines use less water and wash more gently than top load ones, and the built-in heater handles hard Jaipur water well. 7 kg suits a family of three to four. IFB's own service network covers Jaipur.",
      descriptionHi:
        "फ्रंट लोड मशीनें टॉप लोड से कम पानी लेती हैं और कपड़े ज़्यादा नरमी से धोती हैं, और अंदर का हीटर जयपुर के खारे पानी को अच्छी तरह संभालता है। 7 किलो तीन-चार लोगों के परिवार के लिए ठीक है। IFB का अपना सर्विस नेटवर्क जयपुर में है।",
    },
  ],
]);

/**
 * Gives the demo products still on the demo's list (`demo_products`) the demo's neutral
 * descriptions, English and Hindi each only where it is still the old demo text (or, for the
 * Hindi, empty beside the demo's English): a description the owner rewrote keeps the owner's words.
 */
export async function up(db: AnyDatabase): Promise<void> {
  const typed = db as unknown as Kysely<{
    products: { id: number; name: string; description: string; description_hi: string };
    demo_products: { product_id: number };
  }>;
  const demos = await typed
    .selectFrom("products")
    .innerJoin("demo_products", "demo_products.product_id", "products.id")
    .select(["products.id", "products.name"])
    .execute();
  const neutral = new Map(demoCatalogue.map((demo) => [demo.name, demo]));
  for (const product of demos) {
    const old = DEMO_DESCRIPTIONS_WITH_CLAIMS.get(product.name);
    const now = neutral.get(product.name);
    if (!old || !now) continue;
    await typed
      .updateTable("products")
      .set({ description: now.description })
      .where("id", "=", product.id)
      .where("description", "=", old.description)
      .execute();
    await typed
      .updateTable("products")
      .set({ description_hi: now.descriptionHi })
      .where("id", "=", product.id)
      .where((where) =>
        where.or([
          where("description_hi", "=", old.descriptionHi),
          // Seeded before the demo had its Hindi, which migration 20261128-0300 then gave only
          // to descriptions already neutral: the demo's English now has its Hindi too.
          where.and([where("description_hi", "=", ""), where("description", "=", now.description)]),
        ]),
      )
      .execute();
  }
}

/** The claims are not put back. */
export async function down(): Promise<void> {}
