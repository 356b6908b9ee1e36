import { describe, expect, it } from "vitest";
import { defaultPrivacyMarkdown, defaultTermsMarkdown, policyMarkdown } from "./policies";
import { hindiPrivacyMarkdown, hindiTermsMarkdown } from "./policies-hindi";
import { defaultSettings } from "./settings";
import { shopInLanguage } from "./shop-texts-hindi";

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

  it("make no promise the owner did not set, in either language (issue 33)", () => {
    for (const terms of [defaultTermsMarkdown(shop), hindiTermsMarkdown(shop)]) {
      // Transport damage, the maker's warranty and parts fitted are the owner's to promise.
      expect(terms).not.toMatch(
        /replace|maker's warranty|parts we fit|बदल देते|कंपनी की वारंटी|लगाए गए पार्ट्स/,
      );
      expect(terms).not.toMatch(/most problems|ज़्यादातर दिक्कतें|with care|ध्यान से/);
    }
    for (const privacy of [defaultPrivacyMarkdown(shop), hindiPrivacyMarkdown(shop)]) {
      expect(privacy).not.toMatch(/7 days|7 दिन|our own computer|अपने कंप्यूटर/);
    }
    // No warranty days set, no warranty promised.
    const noWarranty = { ...shop, warrantyDays: 0 };
    expect(defaultTermsMarkdown(noWarranty)).not.toMatch(/warranty/i);
    expect(hindiTermsMarkdown(noWarranty)).not.toContain("वारंटी");
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

  it("show Hindi pages the owner's Hindi text, else the owner's English, else the Hindi default", () => {
    const onHindiPage = (written: Partial<typeof shop>, kind: "terms" | "privacy" = "terms") =>
      policyMarkdown(kind, shopInLanguage({ ...shop, ...written }, "hi"), "hi");
    expect(onHindiPage({ termsMarkdown: "Our terms.", termsMarkdownHi: "हमारी शर्तें।" })).toBe(
      "हमारी शर्तें।",
    );
    expect(onHindiPage({ privacyMarkdownHi: "हमारी नीति।" }, "privacy")).toBe("हमारी नीति।");
    // Written only in English, the owner's own terms are what hold, not the built-in Hindi.
    expect(onHindiPage({ termsMarkdown: "Our terms.", termsMarkdownHi: " \n" })).toBe("Our terms.");
    expect(onHindiPage({})).toBe(hindiTermsMarkdown(shopInLanguage(shop, "hi")));
    // English pages never show the Hindi.
    expect(policyMarkdown("terms", { ...shop, termsMarkdownHi: "हमारी शर्तें।" })).toBe(
      defaultTermsMarkdown(shop),
    );
  });

  it("keep the Hindi defaults' sections in step with the English ones", () => {
    const headings = (text: string) => text.match(/^## /gm)?.length;
    expect(headings(hindiTermsMarkdown(shop))).toBe(headings(defaultTermsMarkdown(shop)));
    expect(headings(hindiPrivacyMarkdown(shop))).toBe(headings(defaultPrivacyMarkdown(shop)));
  });
});
