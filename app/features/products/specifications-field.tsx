import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { Specification } from "../../../domain/product";
import { addSpecification } from "../../../domain/product-form";
import { PRODUCT_TEXT_LIMITS } from "../../../domain/product-schemas";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/**
 * Name and value lines such as 'Capacity: 1.5 Ton', each with an optional Hindi name and value
 * for Hindi pages ('क्षमता: 1.5 टन'). A line is added only when both English parts have text
 * (spec §5); the list scrolls once it is taller than 200 px (spec §2).
 */
export function SpecificationsField({
  specifications,
  onChange,
}: {
  specifications: readonly Specification[];
  onChange: (next: Specification[]) => void;
}) {
  const id = useId();
  const [key, setKey] = useState("");
  const [value, setValue] = useState("");
  const [keyHi, setKeyHi] = useState("");
  const [valueHi, setValueHi] = useState("");

  const add = () => {
    const next = addSpecification(specifications, key, value, { keyHi, valueHi });
    if (!next) return;
    onChange(next);
    setKey("");
    setValue("");
    setKeyHi("");
    setValueHi("");
  };

  const addOnEnter = (event: React.KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };

  return (
    <div>
      <div className="grid gap-2 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-key`}>Specification name</Label>
          <Input
            id={`${id}-key`}
            value={key}
            maxLength={PRODUCT_TEXT_LIMITS.specificationKey}
            placeholder="e.g. Capacity"
            onChange={(event) => setKey(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-value`}>Value</Label>
          <Input
            id={`${id}-value`}
            value={value}
            maxLength={PRODUCT_TEXT_LIMITS.specificationValue}
            placeholder="e.g. 1.5 Ton"
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-key-hi`}>Name in Hindi (optional)</Label>
          <Input
            id={`${id}-key-hi`}
            lang="hi"
            value={keyHi}
            maxLength={PRODUCT_TEXT_LIMITS.specificationKey}
            placeholder="e.g. क्षमता"
            onChange={(event) => setKeyHi(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-value-hi`}>Value in Hindi (optional)</Label>
          <Input
            id={`${id}-value-hi`}
            lang="hi"
            value={valueHi}
            maxLength={PRODUCT_TEXT_LIMITS.specificationValue}
            placeholder="e.g. 1.5 टन"
            onChange={(event) => setValueHi(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </div>
        <Button
          onClick={add}
          disabled={key.trim() === "" || value.trim() === ""}
          className="inline-flex items-center justify-center gap-1 sm:col-span-2 sm:justify-self-start"
        >
          <Plus aria-hidden size={18} />
          Add specification
        </Button>
      </div>
      {specifications.length > 0 && (
        <ul
          aria-label="Specifications"
          tabIndex={0}
          className="mt-3 max-h-[200px] divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 bg-white"
        >
          {specifications.map((specification, index) => (
            <li key={`${specification.key}-${index}`} className="flex items-center gap-2 px-3 py-1">
              <span className="min-w-0 flex-1 break-words text-sm">
                <span className="font-medium">{specification.key}:</span> {specification.value}
                {(specification.keyHi || specification.valueHi) && (
                  <span lang="hi" className="block text-slate-600">
                    {specification.keyHi || specification.key}:{" "}
                    {specification.valueHi || specification.value}
                  </span>
                )}
              </span>
              <button
                type="button"
                onClick={() => onChange(specifications.filter((_, at) => at !== index))}
                aria-label={`Remove specification ${specification.key}`}
                className="grid size-11 shrink-0 place-items-center rounded-lg text-red-700 hover:bg-red-50"
              >
                <Trash2 aria-hidden size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
