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
