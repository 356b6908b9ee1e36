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
