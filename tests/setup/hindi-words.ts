/**
 * What a Hindi page may show in Latin letters (issue 34), for the Hindi sweeps of the pages the
 * server renders (tests/integration/hindi-pages.test.ts) and of what the browser shows
 * (tests/e2e/hindi-sweep.spec.ts): brands, and the abbreviations and units Indian shops write so
 * in Hindi. Words with a digit (model and order numbers, 1.5, 4K) are not words here.
 */
const ALLOWED = new Set(
  [
    // Brands and the services named by their brand.
    ...["LG", "Voltas", "Godrej", "Kenstar", "Samsung", "Sony", "Whirlpool", "Haier", "Panasonic"],
    ...["Daikin", "IFB", "Bosch", "Mi", "OnePlus", "WhatsApp", "Google", "UPI"],
    // Order and repair numbers' letters; parts a technician names in English in Hindi too.
    ...["ORD", "REP", "LCD", "PCB", "T-con", "Wi-Fi", "MCB"],
    // Abbreviations and units written in Latin letters in Hindi too.
    ...["AC", "TV", "LED", "HD", "MRP", "PIN", "OTP", "GST", "kg", "L", "V", "A", "cm", "km"],
    // Specifications: units, ports and standards as written on the box, and platforms' names.
    ...["W", "RPM", "BEE", "HDMI", "USB", "HDR", "HLG", "QLED", "Tizen", "webOS"],
  ].map((word) => word.toLowerCase()),
);

/** Names of more than one word, allowed only whole. */
const ALLOWED_PHRASES = [
  "Blue Star",
  // Makers' names for their technologies, printed so on the box.
  "Dolby Audio",
  "EcoSilence Drive",
  // The switch to the English pages ('English', 'View in English'), for the reader who needs it.
  "View in English",
  "English",
  // The privacy policy names the authority by its name.
  "Data Protection Board of India",
];

/**
 * The English words of a Hindi page's text: Latin words that are neither allowed above nor in
 * `names` (the shop's name, and products' names and brands that have no Hindi).
 */
export function englishWordsIn(text: string, names: readonly string[] = []): string[] {
  const allowed = new Set([
    ...ALLOWED,
    ...names.flatMap((name) => name.toLowerCase().split(/[^a-z0-9.'’-]+/)),
  ]);
  const words = ALLOWED_PHRASES.reduce((left, phrase) => left.replaceAll(phrase, " "), text)
    // Addresses a visitor taps rather than reads: e-mail and web addresses.
    .replace(/\S+@\S+|https?:\/\/\S+/g, " ")
    // Bill numbers (DK/26-27/00001) are numbers, whatever the owner's prefix.
    .replace(/\b[A-Z0-9]{1,4}\/\d{2}-\d{2}\/\d+/g, " ")
    .split(/[^A-Za-z0-9.'’-]+/)
    .map((word) => word.replace(/^[.'’-]+|[.'’-]+$/g, ""))
    .filter((word) => /[A-Za-z]/.test(word) && !/\d/.test(word));
  return [...new Set(words.filter((word) => !allowed.has(word.toLowerCase())))];
}
