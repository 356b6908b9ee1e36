import {
  ABOUT_TABS,
  CHARGE_CARDS,
  FAQ_ROWS,
  type AboutTab,
  type ChargeCard,
} from "../../../domain/our-service-page";
import { FormSection } from "../products/product-form-sections";
import { BrandStripFields } from "./brand-strip-fields";
import { chargeField, faqField, pageField, tabField } from "./our-service-page-form";
import { Field, type FieldsProps } from "./settings-fields";

const TAB_NAMES: Record<AboutTab, string> = { tv: "TV", refrigerator: "Refrigerator", ac: "AC" };

const CARD_NAMES: Record<ChargeCard, string> = {
  visit: "Visit charge",
  price: "Price",
  parts: "Parts",
  warranty: "Warranty",
  sameDay: "Same-day visits",
  area: "Area",
};

const FACTS_HINT =
  "{shop}, {city}, {since}, {charge}, {days}, {time}, {hours}, {km} and {area} are filled in from the settings above.";

/** An English field and its Hindi beside it (empty Hindi: Hindi pages show the English). */
function Pair({
  name,
  label,
  rows,
  ...props
}: FieldsProps & { name: string; label: string; rows?: number }) {
  const multiline = rows ? { rows } : undefined;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field name={name} label={label} multiline={multiline} {...props} />
      <Field
        name={`${name}Hi`}
        label={`${label} (Hindi)`}
        multiline={multiline}
        lang="hi"
        {...props}
      />
    </div>
  );
}

/**
 * What /our-service says beyond the shop's facts (issue 33): hero, About Us and its tabs, the
 * charges' cards, the brand strip's line and tiles and the FAQ, in English and Hindi.
 */
export function OurServicePageFields(props: FieldsProps) {
  const rows = Array.from({ length: FAQ_ROWS }, (_, row) => row);
  const { values } = props;
  const lastFilled = rows.findLast(
    (row) => values[faqField(row, "question")] || values[faqField(row, "answer")],
  );
  const shownFaq = rows.slice(0, Math.min(FAQ_ROWS, (lastFilled ?? -1) + 2));
  return (
    <FormSection title="Our-service page">
      <p className="text-sm text-slate-600">
        The texts of the About page (/our-service). A Hindi field left empty shows the English.{" "}
        {FACTS_HINT}
      </p>
      <Pair name={pageField("heroHeading")} label="Hero heading" {...props} />
      <Pair name={pageField("heroText")} label="Hero text" rows={3} {...props} />
      <Pair name={pageField("aboutStory")} label="About Us" rows={3} {...props} />
      <Pair
        name={pageField("aboutPromise")}
        label="About Us, second paragraph"
        rows={3}
        {...props}
      />
      {ABOUT_TABS.map((tab) => (
        <fieldset key={tab} className="grid gap-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">{TAB_NAMES[tab]} tab</legend>
          <Pair name={tabField(tab, "intro")} label="First line" rows={2} {...props} />
          <Pair name={tabField(tab, "jobs")} label="Repairs, one a line" rows={5} {...props} />
          <Pair name={tabField(tab, "note")} label="Note (empty: none)" rows={2} {...props} />
        </fieldset>
      ))}
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium text-slate-800">
          Charges, parts and warranty cards
        </legend>
        <p className="text-sm text-slate-600">A card with no title is left out.</p>
        <Pair name={pageField("chargesIntro")} label="First line" rows={2} {...props} />
        {CHARGE_CARDS.map((card) => (
          <div key={card} className="grid gap-3 rounded-lg border border-slate-200 p-3">
            <Pair
              name={chargeField(card, "title")}
              label={`${CARD_NAMES[card]} card: title`}
              {...props}
            />
            <Pair name={chargeField(card, "text")} label="Text" rows={3} {...props} />
          </div>
        ))}
      </fieldset>
      <Pair name={pageField("brandsText")} label="Brand strip line" rows={2} {...props} />
      <BrandStripFields {...props} />
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium text-slate-800">Questions and answers</legend>
        <p className="text-sm text-slate-600">
          Shown in this order; a question left empty is left out.
        </p>
        {shownFaq.map((row) => (
          <div key={row} className="grid gap-3 rounded-lg border border-slate-200 p-3">
            <Pair name={faqField(row, "question")} label={`Question ${row + 1}`} {...props} />
            <Pair name={faqField(row, "answer")} label="Answer" rows={3} {...props} />
          </div>
        ))}
      </fieldset>
    </FormSection>
  );
}
