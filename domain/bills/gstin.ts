/**
 * GSTIN: 2-digit state code, the 10-character PAN, the entity number (1-9 or A-Z), 'Z' by
 * default, and a check character computed over the first 14 (GST Network's mod-36 scheme: each
 * character's value times 1 or 2 alternately, the product's quotient and remainder by 36 summed).
 */
const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

/** GST's state codes (the first two digits of a GSTIN), with the state or territory's name. */
export const GST_STATES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
};

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = CHARSET.indexOf(first14.charAt(index));
    if (value < 0) throw new RangeError("A GSTIN has only digits and capital letters");
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = "shape" | "state" | "check";

/** Why a GSTIN is wrong, or null when it is a valid one (spaces and case are forgiven). */
export function gstinProblem(value: string): GstinProblem | null {
  const gstin = normaliseGstin(value);
  if (!GSTIN_SHAPE.test(gstin)) return "shape";
  if (!(gstin.slice(0, 2) in GST_STATES)) return "state";
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? null : "check";
}

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  shape:
    "A GSTIN has 15 characters: 2 digits, the 10-character PAN, then 3 more, like 27AAPFU0939F1ZV",
  state: "A GSTIN starts with a state code from 01 to 38 (or 97)",
  check: "This GSTIN's last character does not match the rest: check it for a typing mistake",
};

export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** The state code and name a GSTIN is registered in. */
export function stateOfGstin(gstin: string): { code: string; name: string } | null {
  const code = normaliseGstin(gstin).slice(0, 2);
  const name = GST_STATES[code];
  return name ? { code, name } : null;
}
