import { Camera } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { IMAGE_FILE_ACCEPT } from "../../../domain/image-upload";
import { MAX_REPAIR_PHOTOS } from "../../../domain/repair-booking";
import { buttonStyles } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { m } from "../../i18n/messages";
import type { BookingField } from "./booking-visit-fields";

/** The chosen files' names; more than the form takes makes the input invalid, so it is not sent. */
function chosenNames(input: HTMLInputElement): string[] {
  const names = Array.from(input.files ?? [], (file) => file.name);
  input.setCustomValidity(
    names.length > MAX_REPAIR_PHOTOS ? m.trk_err_too_many_photos({ count: MAX_REPAIR_PHOTOS }) : "",
  );
  return names;
}

/**
 * The repair form's photos. The browser's own file button speaks the browser's language ('Choose
 * Files', 'No file chosen' on a Hindi page), so the native input is only visually hidden (it still
 * takes focus and posts the files) and a label styled as a button opens it, with the chosen
 * files' count and names in the page's language beside it.
 */
export function PhotoPicker({ field, error }: { field: BookingField; error: ReactNode }) {
  const input = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<string[]>([]);
  const props = field("photos");
  const chosenId = `${props.id}-chosen`;
  // Photos chosen on a slow phone before the script ran are still in the input: say them.
  useEffect(() => {
    if (input.current) setNames(chosenNames(input.current));
  }, []);
  const tooMany = names.length > MAX_REPAIR_PHOTOS;
  return (
    <div>
      <Label htmlFor={props.id} className="block">
        {m.trk_photos({ count: MAX_REPAIR_PHOTOS })}
      </Label>
      <input
        {...props}
        ref={input}
        type="file"
        accept={IMAGE_FILE_ACCEPT}
        multiple
        className="peer sr-only"
        aria-describedby={[chosenId, props["aria-describedby"]].filter(Boolean).join(" ")}
        onChange={(event) => setNames(chosenNames(event.currentTarget))}
      />
      <label
        htmlFor={props.id}
        className={`${buttonStyles.secondary} mt-1 inline-flex cursor-pointer items-center gap-2 bg-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600`}
      >
        <Camera aria-hidden size={18} />
        {m.trk_photos_choose()}
      </label>
      <p
        id={chosenId}
        aria-live="polite"
        className={`mt-1 break-words text-sm ${tooMany ? "text-red-700" : "text-slate-600"}`}
      >
        {tooMany
          ? m.trk_err_too_many_photos({ count: MAX_REPAIR_PHOTOS })
          : names.length === 0
            ? m.trk_photos_none()
            : m.trk_photos_chosen({ count: names.length, names: names.join(", ") })}
      </p>
      {error}
    </div>
  );
}
