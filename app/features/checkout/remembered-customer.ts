import { customerDetailsOf, type CustomerDetails } from "../../../domain/checkout";
import { REMEMBERED_CUSTOMER_STORAGE_KEY } from "../../../domain/shop-constants";

/**
 * The last checkout's details, kept on this phone so the next checkout starts filled in (issue
 * 12); 'Not you?' forgets them. Read through the domain's own check, so an edited or outdated
 * entry is dropped rather than sent.
 */
export function rememberedCustomer(): CustomerDetails | null {
  if (typeof window === "undefined") return null;
  try {
    const raw = window.localStorage.getItem(REMEMBERED_CUSTOMER_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<CustomerDetails> | null;
    return customerDetailsOf({
      name: String(stored?.name ?? ""),
      mobile: String(stored?.mobile ?? ""),
      address: String(stored?.deliveryAddress ?? ""),
      landmark: String(stored?.deliveryLandmark ?? ""),
      pin: String(stored?.deliveryPin ?? ""),
    });
  } catch {
    return null;
  }
}

export function rememberCustomer(details: CustomerDetails): void {
  try {
    window.localStorage.setItem(REMEMBERED_CUSTOMER_STORAGE_KEY, JSON.stringify(details));
  } catch (error) {
    // A full or blocked storage only costs the customer typing their details next time.
    console.warn("Could not remember the customer's details", error);
  }
}

export function forgetCustomer(): void {
  try {
    window.localStorage.removeItem(REMEMBERED_CUSTOMER_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
