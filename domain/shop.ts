/** The shop's public details, shown in the header, footer, contact page and chat links. */
export interface ShopDetails {
  name: string;
  /** 10-digit Indian mobile number, without +91. */
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  city: string;
  mapEmbedUrl: string;
}

/**
 * The address and city a shop shows until the owner gives its own (SHOP_ADDRESS and SHOP_CITY
 * unset: the demo shop), with their Hindi, so a Hindi page of such a shop shows them in Hindi
 * while the owner's Hindi fields are empty. Keyed by the English: once the owner writes another
 * address, its Hindi is the owner's to give, and none is guessed.
 */
export const BUILT_IN_ADDRESS = {
  address: "Shop 12, Mirza Ismail Road, near Ajmeri Gate",
  city: "Jaipur",
  addressHi: "दुकान 12, मिर्ज़ा इस्माइल रोड, अजमेरी गेट के पास",
  cityHi: "जयपुर",
} as const;

/** The demo shop's phone and e-mail, shown until the owner gives the shop's own. */
export const EXAMPLE_CONTACT = { phone: "9876543210", email: "care@dukan.example" } as const;

export type ExampleDetail = "address" | "phone" | "email";

/**
 * The details customers still see from the demo shop (issue 33): a new shop must not pass the
 * demo's address, phone or e-mail off as its own, so the admin asks for them until they are set.
 */
export function exampleDetailsShown(
  shop: Pick<ShopDetails, "address" | "phone" | "email">,
): ExampleDetail[] {
  const shown: ExampleDetail[] = [];
  if (shop.address === BUILT_IN_ADDRESS.address) shown.push("address");
  if (shop.phone === EXAMPLE_CONTACT.phone) shown.push("phone");
  if (shop.email === EXAMPLE_CONTACT.email) shown.push("email");
  return shown;
}

const EXAMPLE_DETAIL_WORDS: Record<ExampleDetail, string> = {
  address: "address",
  phone: "phone number",
  email: "e-mail",
};

/** The admin's words (English, as every admin page) for the details still the demo's. */
export const exampleDetailsTexts = {
  banner: (shown: readonly ExampleDetail[]) => {
    const words = shown.map((detail) => EXAMPLE_DETAIL_WORDS[detail]);
    const listed =
      words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : words.join("");
    return `Customers see the demo shop's ${listed}, not your shop's.`;
  },
  setThem: "Set your shop's details",
};
