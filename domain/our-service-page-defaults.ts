// The defaults are the texts the page had in its message catalogue, so a new shop's page reads as
// before; the about story's invented history ('a small TV repair counter', 'most of them have
// been with us for more than ten years') is left out (issue 33: nothing invented). The hero says
// only what the settings make true (the same-day cut-off, the visit charge, the warranty days),
// not 'trained technician', 'genuine parts' or 'written warranty', which the owner may add. So do
// the cards of 'Charges, parts and warranty': the visit charge, the warranty days, the same-day
// cut-off and the area from the settings; 'price told before the work' and 'genuine parts' are
// cards the owner fills in (empty, they are not shown). The FAQ likewise: no 'original parts', no
// warranty on 'the parts we fit' (the warranty days are the work's), no 'next morning' slot, no
// visit charge 'adjusted in the bill' (the estimate carries it as a line), no way of charging an
// AC's gas and no 'we tell you when a repair is not worth it' (the estimate gives the price); the
// owner may add such answers once they are true. The About Us tabs list faults, not methods (see
// `tabs`). The hours' sentence drops out while the owner has set no hours (`fillShopFacts`), and
// with no warranty days the warranty's card and answer, each one sentence, go.
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
  // A promise of conduct is the owner's to make (empty: the paragraph is not shown).
  aboutPromise: "",
  aboutPromiseHi: "",
  // The tabs name the appliances and the faults a customer can book a visit for, not how the
  // work is done or what it carries (no 'component level', 'gas by weight', 'nitrogen test',
  // 'maker's warranty', 'every major brand', wall mounting or installation): those are the
  // owner's to write. A tab's note is optional; the TV and AC notes were promises and advice.
  tabs: {
    tv: {
      intro: "LED, LCD and smart TVs.",
      introHi: "LED, LCD और स्मार्ट टीवी।",
      jobs: [
        "Sound but no picture.",
        "The TV does not turn on, or turns off by itself.",
        "Lines on the screen, half the screen dark, or flickering.",
        "Smart TV stuck on the logo, restarting, or apps and Wi-Fi not working.",
      ],
      jobsHi: [
        "आवाज़ है पर तस्वीर नहीं।",
        "टीवी चालू नहीं होता, या अपने आप बंद हो जाता है।",
        "स्क्रीन पर लाइनें, आधी स्क्रीन काली, या झिलमिलाती स्क्रीन।",
        "स्मार्ट टीवी लोगो पर अटका, बार-बार रीस्टार्ट, या ऐप और Wi-Fi नहीं चल रहे।",
      ],
      note: "",
      noteHi: "",
    },
    refrigerator: {
      intro: "Single-door, double-door, frost-free and direct-cool refrigerators.",
      introHi: "सिंगल-डोर, डबल-डोर, फ्रॉस्ट-फ्री और डायरेक्ट-कूल फ्रिज।",
      jobs: [
        "Not cooling, or cooling less.",
        "Ice on the back wall of a frost-free fridge.",
        "Water collecting inside, or a torn door gasket.",
        "A noisy fridge, or one that keeps starting and stopping.",
      ],
      jobsHi: [
        "ठंडा नहीं कर रहा, या कम ठंडा कर रहा है।",
        "फ्रॉस्ट-फ्री फ्रिज में पीछे की दीवार पर बर्फ।",
        "अंदर पानी जमा होना, या फटी डोर गैसकेट।",
        "फ्रिज शोर करता है, या बार-बार चालू-बंद होता है।",
      ],
      note: "Fridge repairs are done at your home where they can be, so your food does not have to leave the kitchen.",
      noteHi: "जहां हो सके, फ्रिज की रिपेयर आपके घर पर ही होती है, ताकि आपका खाना रसोई से बाहर न जाए।",
    },
    ac: {
      intro: "Split and window ACs, inverter and non-inverter.",
      introHi: "स्प्लिट और विंडो एसी, इन्वर्टर और नॉन-इन्वर्टर।",
      jobs: [
        "Servicing and cleaning.",
        "Not cooling, or cooling less.",
        "An error code on the display, or the AC does not start.",
        "The AC trips the MCB, or the outdoor unit is noisy.",
      ],
      jobsHi: [
        "सर्विसिंग और सफ़ाई।",
        "ठंडा नहीं कर रहा, या कम ठंडा कर रहा है।",
        "डिस्प्ले पर एरर कोड, या एसी चालू नहीं होता।",
        "एसी चलाने पर MCB ट्रिप होता है, या आउटडोर यूनिट शोर करती है।",
      ],
      note: "",
      noteHi: "",
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
      question: "What warranty do I get after a repair?",
      questionHi: "रिपेयर के बाद कितनी वारंटी मिलती है?",
      answer:
        "{days} days on our work: if the same fault returns in that time, we repair it free, and the bill says until when.",
      answerHi:
        "हमारे काम पर {days} दिन: इस बीच वही खराबी लौटे तो हम फ्री में ठीक करते हैं, और वारंटी कब तक है, यह बिल पर लिखा होता है।",
    },
    {
      question: "Is it worth repairing my old TV or fridge?",
      questionHi: "क्या पुराना टीवी या फ्रिज ठीक करवाना फ़ायदेमंद है?",
      answer:
        "The estimate you see and approve before any work starts gives the repair's price, so you can compare it with a new appliance's and decide.",
      answerHi:
        "काम शुरू होने से पहले आप जो एस्टिमेट देखकर मंज़ूर करते हैं, उसमें रिपेयर का दाम होता है, ताकि आप उसे नए सामान के दाम से मिलाकर तय कर सकें।",
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
        "After the repair. You get a bill with the parts, the labour and the warranty period written on it.",
      answerHi: "रिपेयर के बाद। आपको बिल मिलता है जिस पर पार्ट्स, मज़दूरी और वारंटी का समय लिखा होता है।",
    },
  ],
};
