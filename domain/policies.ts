import { formatMobile } from "./contact-links";
import { formatRupees } from "./money";
import { BASE_LOCALE, type Locale } from "./locale";
import { hindiPrivacyMarkdown, hindiTermsMarkdown } from "./policies-hindi";
import { ACCOUNTS_YEARS, type PolicyFacts } from "./policy-facts";
import type { ShopSettings } from "./settings";

/**
 * The shop's terms of service and privacy policy. The owner may write their own in the settings
 * (Markdown); until then these defaults apply, written for a small Indian shop that takes orders
 * with a name, a mobile number and an address, and shaped by what the Digital Personal Data
 * Protection Act, 2023 asks of a data fiduciary: say what is collected and why, how long it is
 * kept, how to get a copy, a correction or an erasure, and whom to complain to.
 */
export type PolicyKind = "terms" | "privacy";

function contactLines(shop: PolicyFacts): string {
  return [
    `- Phone or WhatsApp: ${formatMobile(shop.phone)}`,
    `- E-mail: ${shop.email}`,
    `- In person or by post: ${shop.name}, ${shop.address}, ${shop.city}`,
  ].join("\n");
}

export function defaultTermsMarkdown(shop: PolicyFacts): string {
  return `These terms apply when you order from ${shop.name} on this website or book a repair with us. By placing an order you accept them.

## Orders

- You order with your name and mobile number; there is no payment on the website. We call you back${shop.callbackPromise ? ` ${shop.callbackPromise}` : ""} to confirm the order, the price and the delivery.
- An order is confirmed only on that call. Until then we may decline it, for example when an item has just sold out or a price on the website was wrong; we tell you why.
- Prices are in Indian rupees and include any GST. The price shown when you placed the order is the price you pay, unless we find an obvious mistake and tell you before delivery.

## Delivery and payment

${shop.deliveryLine ? `- ${shop.deliveryLine}.\n` : ""}- You pay on delivery and get a bill.
- Please check the appliance when it is delivered, and tell us at once about any damage.

## Cancellations and returns

- You may cancel an order free of charge any time before it is delivered: call or message us.
- A working appliance that has been installed and used cannot be returned, unless the law gives you that right.

## Repairs

- A home visit costs ${formatRupees(shop.visitChargePaise)}; it is a line of the repair's estimate.
- We tell you the price before we start and start only with your agreement.
${shop.warrantyDays > 0 ? `- Our work carries a ${shop.warrantyDays}-day service warranty: if the same fault comes back in that time, we repair it free. The bill says until when; keep it.\n` : ""}
## Our responsibility

We stand by what these terms say. We are not responsible for losses we could not have foreseen, or for delays caused by events outside our control. Nothing in these terms takes away your rights under the Consumer Protection Act, 2019.

## Disputes

Please talk to us first. These terms follow Indian law, and the courts of ${shop.city} decide any dispute.

## Contact

${contactLines(shop)}

We may change these terms; the version on this page on the day of your order applies to it.
`;
}

export function defaultPrivacyMarkdown(shop: PolicyFacts): string {
  return `${shop.name} ("we") keeps as little about you as it needs to sell and repair your appliances. This policy says what we collect, why, for how long, and what you can ask of us under India's Digital Personal Data Protection Act, 2023.

## What we collect and why

- **Your name and mobile number**, when you place an order or book a repair: to call you back, confirm the order and arrange delivery or a visit.
- **Your address**, with a landmark and PIN code, when we deliver or visit: to find your home.
- **What you ordered or asked us to repair**, and our notes of calls with you: to do the job, give you a bill and honour the warranty.

We collect these only from you, and only with your consent, which you give by placing the order or booking. We do not sell your details, do not use them for advertising, and send you no marketing messages. Only our own staff (sales, delivery and technicians) see them, as far as their work needs.

Your cart is kept in your own browser, not on our server. The website sets no tracking or advertising cookies.

## How long we keep it

- Your name, mobile number and address: for as long as your order, delivery and warranty need them, and at most as long as the order's accounts below.
- The order itself (what was sold, at what price, when): ${ACCOUNTS_YEARS} years, because tax law (GST) asks us to keep our accounts that long.
- When you ask us to erase your details, we remove your name, mobile number and address from all your orders at once; the orders stay in our accounts without them. A bill already issued to you keeps them: GST law makes us keep bills for 6 years.

## Your rights

You may ask us, free of charge:

- for a **summary of the personal data** we hold about you and what we did with it (a copy);
- to **correct** or **complete** it;
- to **erase** it, and to withdraw your consent at any time (we then stop using it, except what the law makes us keep);
- to name someone who may use these rights for you if you cannot.

Ask by phone, WhatsApp, e-mail or at the shop, from the mobile number you ordered with, so that we know it is you. We answer every such request, as the law requires.

## Grievances

Our grievance contact is the shop's owner:

${contactLines(shop)}

If you are not satisfied with our answer, you may complain to the Data Protection Board of India.

## Security

Your details are kept in the shop's system, reachable only by staff who sign in. If they ever leak, we tell you and the Data Protection Board, as the law requires.

We may update this policy; the current version is always on this page.
`;
}

/**
 * The text a policy page shows: the owner's own when written, else the built-in default in the
 * page's language. A Hindi page's `settings` are `shopInLanguage`'s, whose own text is the
 * owner's Hindi, or the owner's English while the Hindi is empty.
 */
export function policyMarkdown(
  kind: PolicyKind,
  settings: ShopSettings,
  locale: Locale = BASE_LOCALE,
): string {
  const own = kind === "terms" ? settings.termsMarkdown : settings.privacyMarkdown;
  if (own.trim() !== "") return own;
  if (locale === "hi") {
    return kind === "terms" ? hindiTermsMarkdown(settings) : hindiPrivacyMarkdown(settings);
  }
  return kind === "terms" ? defaultTermsMarkdown(settings) : defaultPrivacyMarkdown(settings);
}
