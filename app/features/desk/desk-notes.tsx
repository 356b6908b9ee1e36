import { useId, useState } from "react";
import { useActionData } from "react-router";
import { orderNoteSchema } from "../../../domain/order-desk-schemas";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import type { AdminAnswer } from "../admin/admin-answer";
import { deskFormFields } from "./desk-fields";
import { useDeskFetcher } from "./use-desk-fetcher";

export const NOTE_MAX_LENGTH = 1000;

/**
 * Internal notes on an order or a repair (never shown to the customer), posted as the `note` intent of the
 * page's action; each one lands on the timeline. The note is checked here first, so an empty one
 * is pointed out at once; the action checks it again and its answer shows under the field too.
 */
export function DeskNotes<Answer extends AdminAnswer<string, unknown>>({
  onAnswer,
}: {
  onAnswer: (answer: Answer) => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  // A note posted without script comes back as the page's action data.
  const posted = useActionData<Answer>();
  const [problem, setProblem] = useState(
    posted?.intent === "note" ? posted.fieldErrors.text : undefined,
  );
  const fetcher = useDeskFetcher<Answer>((answer) => {
    setProblem(answer.fieldErrors.text);
    if (answer.ok) setText("");
    onAnswer(answer);
  });
  const saving = fetcher.state !== "idle";

  return (
    <fetcher.Form
      method="post"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        const parsed = orderNoteSchema.safeParse({ text });
        setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (!parsed.success) event.preventDefault();
      }}
    >
      <input type="hidden" name={deskFormFields.intent} value="note" />
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Internal notes
      </h2>
      <Label htmlFor={`${id}-text`} className="mt-2 block">
        Note for the shop (the customer never sees it)
      </Label>
      <Textarea
        id={`${id}-text`}
        name={deskFormFields.text}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      <FieldError id={`${id}-problem`}>{problem}</FieldError>
      <Button type="submit" variant="primary" disabled={saving} className="mt-2">
        {saving ? "Adding…" : "Add note"}
      </Button>
    </fetcher.Form>
  );
}
