// The defaults are the texts the page had in its message catalogue, so a new shop's page reads as
// before; the about story's invented history ('a small TV repair counter', 'most of them have
// been with us for more than ten years') is left out (issue 33: nothing invented). The hero says
// only what the settings make true (the same-day cut-off, the visit charge, the warranty days),
// not 'trained technician', 'genuine parts' or 'written warranty', which the owner may add. So do
// the cards of 'Charges, parts and warranty': the visit charge, the warranty days, the same-day
// cut-off and the area from the settings; 'price told before the work' and 'genuine parts' are
// cards the owner fills in (empty, they are not shown). The FAQ likewise: no 'original parts', no
// maker's warranty on parts, no 'next morning' slot and no visit charge 'adjusted in the bill'
// (the estimate carries it as a line); the owner may add such answers once they are true.
import { DEFAULT_BRAND_WORDMARKS } from "./brand-strip";
import type { OurServicePage } from "./our-service-page";

export const OUR_SERVICE_PAGE_DEFAULTS: OurServicePage = {
  heroHeading: "TV, fridge, AC and washing machine repairs in {city}",
  heroHeadingHi: "{city} में टीवी, फ्रिज, एसी और वाशिंग मशीन रिपेयर",
  heroText:
    "Call before {time} and we visit the same day. The visit charge is {charge}, and our work carries a {days}-day warranty.",
  heroTextHi:
    "{time} से पहले कॉल करें तो हम उसी दिन आते हैं। विज़िट चार्ज {charge} है, और हमारे काम पर {days} दिन की वारंटी है।",
  aboutStory:
    "{shop} has sold and repaired TVs, refrigerators, ACs and washing machines in {city} since {since}.",
  aboutStoryHi: "{shop}: {since} से {city} में टीवी, फ्रिज, एसी और वाशिंग मशीन की बिक्री और रिपेयर।",
  aboutPromise:
    "We would rather repair what you have than sell you something new. If a repair is not worth the money, we say so before you spend anything.",
  aboutPromiseHi:
    "हम नया सामान बेचने से ज़्यादा आपके पुराने सामान को ठीक करना पसंद करते हैं। अगर रिपेयर में पैसा लगाना ठीक नहीं है, तो आपके कुछ खर्च करने से पहले ही हम बता देते हैं।",
  tabs: {
    tv: {
      intro:
        "LED, LCD, smart and older plasma TVs of every major brand, from 24-inch bedroom sets to 65-inch living-room screens.",
      introHi:
        "हर बड़े ब्रांड के LED, LCD, स्मार्ट और पुराने प्लाज़्मा टीवी, बेडरूम के 24 इंच से लेकर लिविंग रूम के 65 इंच तक।",
      jobs: [
        "Sound but no picture: backlight LED strips replaced, the most common LED TV fault.",
        "Power board and main board (PCB) repaired at component level instead of swapping the whole board, which costs you far less.",
        "Lines on the screen, half the screen dark or flickering: T-con board and panel checks.",
        "Smart TV stuck on the logo, restarting, or apps and Wi-Fi not working: software reflashed.",
        "Wall mounting and reinstallation when you shift house.",
      ],
      jobsHi: [
        "आवाज़ है पर तस्वीर नहीं: बैकलाइट LED स्ट्रिप बदलना, LED टीवी की सबसे आम खराबी।",
        "पावर बोर्ड और मेन बोर्ड (PCB) की पूरा बोर्ड बदलने के बजाय कंपोनेंट लेवल पर रिपेयर, जिससे खर्च बहुत कम होता है।",
        "स्क्रीन पर लाइनें, आधी स्क्रीन काली या झिलमिलाती: T-con बोर्ड और पैनल की जांच।",
        "स्मार्ट टीवी लोगो पर अटका, बार-बार रीस्टार्ट, या ऐप और Wi-Fi नहीं चल रहे: सॉफ्टवेयर दोबारा डालना।",
        "घर बदलने पर वॉल माउंटिंग और दोबारा इंस्टॉलेशन।",
      ],
      note: "If the panel itself is broken, we tell you honestly when a new panel costs more than the TV is worth.",
      noteHi:
        "अगर पैनल ही टूट गया है और नया पैनल टीवी की कीमत से ज़्यादा पड़ेगा, तो हम आपको सच-सच बता देते हैं।",
    },
    refrigerator: {
      intro:
        "Single-door, double-door, side-by-side, frost-free and direct-cool refrigerators, including inverter models.",
      introHi: "सिंगल-डोर, डबल-डोर, साइड-बाय-साइड, फ्रॉस्ट-फ्री और डायरेक्ट-कूल फ्रिज, इन्वर्टर मॉडल भी।",
      jobs: [
        "Not cooling or cooling less: the gas leak is found and brazed first, then the system is vacuumed and gas charged (R600a or R134a). No blind top-ups.",
        "Compressor replacement with the compressor maker's warranty.",
        "Frost-free fridge with ice on the back wall: defrost heater, sensor and timer.",
        "Inverter refrigerators: PCB and inverter board repair.",
        "Water collecting inside, torn door gasket, noisy fan motor, relay and overload.",
      ],
      jobsHi: [
        "ठंडा नहीं कर रहा या कम ठंडा: पहले गैस लीक ढूंढकर वेल्ड करते हैं, फिर वैक्यूम करके गैस भरते हैं (R600a या R134a)। बिना जांच के गैस नहीं भरते।",
        "कंप्रेसर बदलना, कंप्रेसर कंपनी की वारंटी के साथ।",
        "फ्रॉस्ट-फ्री फ्रिज में पीछे की दीवार पर बर्फ: डीफ्रॉस्ट हीटर, सेंसर और टाइमर।",
        "इन्वर्टर फ्रिज: PCB और इन्वर्टर बोर्ड रिपेयर।",
        "अंदर पानी जमा होना, फटी डोर गैसकेट, शोर करती फैन मोटर, रिले और ओवरलोड।",
      ],
      note: "Fridge repairs are done at your home where they can be, so your food does not have to leave the kitchen.",
      noteHi: "जहां हो सके, फ्रिज की रिपेयर आपके घर पर ही होती है, ताकि आपका खाना रसोई से बाहर न जाए।",
    },
    ac: {
      intro:
        "Split and window ACs, inverter and non-inverter, from 0.75 ton to 2 ton, for homes and small offices.",
      introHi:
        "स्प्लिट और विंडो एसी, इन्वर्टर और नॉन-इन्वर्टर, 0.75 टन से 2 टन तक, घरों और छोटे ऑफिसों के लिए।",
      jobs: [
        "Servicing: jet wash of the indoor coil and filters and a full clean of the outdoor unit.",
        "Gas charging (R32, R410A or R22) only after a nitrogen pressure test has found and fixed the leak.",
        "Inverter PCB repair, error codes, AC not starting or tripping the MCB.",
        "Compressor, capacitor and fan motor replacement.",
        "Installation and uninstallation when you buy a new AC or shift house.",
      ],
      jobsHi: [
        "सर्विसिंग: इनडोर कॉइल और फिल्टर की जेट वॉश और आउटडोर यूनिट की पूरी सफाई।",
        "गैस चार्जिंग (R32, R410A या R22) तभी, जब नाइट्रोजन प्रेशर टेस्ट से लीक ढूंढकर ठीक कर दिया गया हो।",
        "इन्वर्टर PCB रिपेयर, एरर कोड, एसी चालू न होना या MCB ट्रिप होना।",
        "कंप्रेसर, कैपेसिटर और फैन मोटर बदलना।",
        "नया एसी लेने या घर बदलने पर इंस्टॉलेशन और अनइंस्टॉलेशन।",
      ],
      note: "Book your service in March or April: in May and June every AC in the city wants attention at once.",
      noteHi: "सर्विस मार्च या अप्रैल में बुक करें: मई-जून में शहर के सारे एसी एक साथ सर्विस मांगते हैं।",
    },
  },
  chargesIntro: "What a repair visit costs and what our work carries.",
  chargesIntroHi: "रिपेयर विज़िट का खर्च और हमारे काम पर क्या मिलता है।",
  charges: {
    visit: {
      title: "{charge} visit charge",
      titleHi: "{charge} विज़िट चार्ज",
      text: "A technician comes to your home in {city} and checks the appliance. The visit charge is {charge}.",
      textHi: "टेक्नीशियन {city} में आपके घर आकर सामान की जांच करता है। विज़िट चार्ज {charge} है।",
    },
    price: { title: "", titleHi: "", text: "", textHi: "" },
    parts: { title: "", titleHi: "", text: "", textHi: "" },
    warranty: {
      title: "{days}-day service warranty",
      titleHi: "{days} दिन की सर्विस वारंटी",
      text: "Our work carries a {days}-day warranty.",
      textHi: "हमारे काम पर {days} दिन की वारंटी है।",
    },
    sameDay: {
      title: "Same-day visits",
      titleHi: "उसी दिन विज़िट",
      text: "Call before {time} and we visit the same day.",
      textHi: "{time} से पहले कॉल करें तो हम उसी दिन आते हैं।",
    },
    area: {
      title: "All over {city}",
      titleHi: "पूरे {city} में",
      text: "We come to homes in {city} and up to {km} km outside it.",
      textHi: "हम {city} में और उसके {km} किमी बाहर तक घर पर आते हैं।",
    },
  },
  // Not 'every major brand sold in India': the strip shows the brands the owner ticks.
  brandsText: "",
  brandsTextHi: "",
  brandWordmarks: DEFAULT_BRAND_WORDMARKS,
  otherBrands: [],
  faq: [
    {
      question: "How much is the visit charge?",
      questionHi: "विज़िट चार्ज कितना है?",
      answer:
        "{charge} anywhere within {city}, for the technician's visit and the check. It is a line of the estimate you see and approve before any work starts.",
      answerHi:
        "{city} में कहीं भी {charge}, टेक्नीशियन की विज़िट और जांच के लिए। यह उस एस्टिमेट की एक लाइन है जिसे आप काम शुरू होने से पहले देखकर मंज़ूर करते हैं।",
    },
    {
      question: "How soon can a technician come?",
      questionHi: "टेक्नीशियन कितनी जल्दी आ सकता है?",
      answer: "Call before {time} and we visit the same day. We are open {hours}.",
      answerHi: "{time} से पहले कॉल करें तो हम उसी दिन आते हैं। दुकान खुलने का समय: {hours}।",
    },
    {
      question: "My AC only needs gas. Can you just top it up?",
      questionHi: "मेरे एसी में बस गैस भरनी है। क्या सिर्फ़ गैस भर देंगे?",
      answer:
        "An AC in good condition does not lose gas. If it is low, there is a leak somewhere. We find and fix the leak first, then charge the gas by weight; a top-up alone would leak out again within weeks and you would pay twice.",
      answerHi:
        "ठीक हालत वाले एसी की गैस कम नहीं होती। गैस कम है तो कहीं लीक है। हम पहले लीक ढूंढकर ठीक करते हैं, फिर वज़न से गैस भरते हैं; सिर्फ़ गैस भरने से वह कुछ हफ़्तों में फिर निकल जाएगी और आपको दो बार पैसा देना पड़ेगा।",
    },
    {
      question: "What warranty do I get after a repair?",
      questionHi: "रिपेयर के बाद कितनी वारंटी मिलती है?",
      answer:
        "{days} days on our work and the parts we fit. If the same fault returns in that time, we repair it free. Keep the bill as your warranty card.",
      answerHi:
        "हमारे काम और लगाए गए पार्ट्स पर {days} दिन। इस बीच वही खराबी लौटे तो फ्री में ठीक करते हैं। बिल को ही वारंटी कार्ड समझकर संभालें।",
    },
    {
      question: "Is it worth repairing my old TV or fridge?",
      questionHi: "क्या पुराना टीवी या फ्रिज ठीक करवाना फ़ायदेमंद है?",
      answer:
        "Often it is: a backlight, a board or a gas leak costs far less than a new appliance. When a repair is close to the price of a new one, for example a broken TV panel, we tell you so before you spend anything.",
      answerHi:
        "अक्सर हां: बैकलाइट, बोर्ड या गैस लीक का खर्च नए सामान से बहुत कम होता है। जब रिपेयर का खर्च नए के दाम के करीब हो, जैसे टूटा हुआ टीवी पैनल, तो आपके कुछ खर्च करने से पहले हम बता देते हैं।",
    },
    {
      question: "Which areas do you cover?",
      questionHi: "आप किन इलाकों में आते हैं?",
      answer: "{area}",
      answerHi: "{area}",
    },
    {
      question: "How do I pay?",
      questionHi: "पेमेंट कैसे करें?",
      answer:
        "After the repair, by cash, UPI or card. You get a proper bill with the parts, the labour and the warranty period written on it.",
      answerHi:
        "रिपेयर के बाद, कैश, UPI या कार्ड से। आपको पक्का बिल मिलता है जिस पर पार्ट्स, मज़दूरी और वारंटी का समय लिखा होता है।",
    },
  ],
};
