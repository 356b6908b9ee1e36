/** The shop's call and chat shortcuts (spec §1): a telephone link and a chat link with a prefilled text. */
export function telephoneLink(mobile: string): string {
  return `tel:+91${mobile}`;
}

export function chatLink(mobile: string, text: string): string {
  return `https://wa.me/91${mobile}?text=${encodeURIComponent(text)}`;
}

/** '+91 XXXXX XXXXX' (spec §9). */
export function formatMobile(mobile: string): string {
  return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
}

export const HELP_GREETING = "Hello";
