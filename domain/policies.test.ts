import { describe, expect, it } from "vitest";
import { defaultPrivacyMarkdown, defaultTermsMarkdown, policyMarkdown } from "./policies";
import { hindiPrivacyMarkdown, hindiTermsMarkdown } from "./policies-hindi";
import { defaultSettings } from "./settings";

const shop = defaultSettings({
  name: "Gupta Appliances",
  phone: "9829012345",
  whatsapp: "9829012345",
  email: "help@gupta.example",
  address: "12 Station Road",
  city: "Ajmer",
  mapEmbedUrl: "https://maps.example.in/embed",
});

describe("policy texts", () => {
  it("fill the shop's name, contact, charges and warranty into the defaults", () => {
    const terms = defaultTermsMarkdown({ ...shop, visitChargePaise: 34900, warrantyDays: 120 });
    for (const text of ["Gupta Appliances", "₹349", "120-day", "courts of Ajmer"]) {
      expect(terms).toContain(text);
    }
    const privacy = defaultPrivacyMarkdown(shop);
    for (const text of ["+91 98290 12345", "help@gupta.example", "12 Station Road, Ajmer"]) {
      expect(privacy).toContain(text);
    }
  });

  it("say what is collected, why, how long, and how to get a copy or an erasure", () => {
    const privacy = defaultPrivacyMarkdown(shop);
    for (const heading of [
      "## What we collect and why",
      "## How long we keep it",
      "## Your rights",
      "## Grievances",
    ]) {
      expect(privacy).toContain(heading);
    }
    expect(privacy).toMatch(/name and mobile number/i);
    expect(privacy).toMatch(/address/);
    expect(privacy).toMatch(/copy/);
    expect(privacy).toMatch(/erase/);
  });

  it("use the owner's own text when there is one, and the default for an empty one", () => {
    expect(policyMarkdown("terms", { ...shop, termsMarkdown: "Our terms." })).toBe("Our terms.");
    expect(policyMarkdown("privacy", { ...shop, privacyMarkdown: "  \n" })).toBe(
      defaultPrivacyMarkdown(shop),
    );
  });

  it("show Hindi pages the Hindi defaults, with the same shop facts", () => {
    const terms = policyMarkdown(
      "terms",
      { ...shop, visitChargePaise: 34900, warrantyDays: 120 },
      "hi",
    );
    expect(terms).toBe(hindiTermsMarkdown({ ...shop, visitChargePaise: 34900, warrantyDays: 120 }));
    for (const text of ["Gupta Appliances", "₹349", "120 दिन", "Ajmer की अदालतें", "## ऑर्डर"]) {
      expect(terms).toContain(text);
    }
    const privacy = policyMarkdown("privacy", shop, "hi");
    expect(privacy).toBe(hindiPrivacyMarkdown(shop));
    for (const text of ["+91 98290 12345", "help@gupta.example", "## आपके अधिकार", "6 साल"]) {
      expect(privacy).toContain(text);
    }
  });

  it("show the owner's own text on Hindi pages too, as the owner wrote it", () => {
    expect(policyMarkdown("terms", { ...shop, termsMarkdown: "Our terms." }, "hi")).toBe(
      "Our terms.",
    );
  });

  it("keep the Hindi defaults' sections in step with the English ones", () => {
    const headings = (text: string) => text.match(/^## /gm)?.length;
    expect(headings(hindiTermsMarkdown(shop))).toBe(headings(defaultTermsMarkdown(shop)));
    expect(headings(hindiPrivacyMarkdown(shop))).toBe(headings(defaultPrivacyMarkdown(shop)));
  });
});
