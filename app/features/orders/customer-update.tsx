import { MessageCircle } from "lucide-react";
import { deskFields } from "./desk-intents";

/** The form field value of the WhatsApp update; the route's action records it, then opens the chat. */
export const SEND_UPDATE_INTENT = "send-update" as const;

export const customerUpdateTexts = {
  heading: "Status update on WhatsApp",
  send: "Send update on WhatsApp",
  afterChange: "The status changed: send the customer an update.",
  preview: "Message",
} as const;

/**
 * One tap sends the customer the status and their private link through a prefilled WhatsApp chat
 * (issue 12). A plain form opening a new tab, also with script: the action records the update on
 * the timeline and answers with the chat link, so nothing is recorded that was not opened.
 */
export function CustomerUpdate({ message, prompt }: { message: string; prompt: boolean }) {
  return (
    <section
      aria-labelledby="customer-update-heading"
      className={prompt ? "rounded-lg ring-2 ring-green-600 ring-offset-4" : undefined}
    >
      <h2 id="customer-update-heading" className="text-lg font-semibold">
        {customerUpdateTexts.heading}
      </h2>
      {prompt && (
        <p role="status" className="mt-1 text-sm font-medium text-green-800">
          {customerUpdateTexts.afterChange}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">{customerUpdateTexts.preview}</p>
      <p
        className="mt-1 rounded-lg bg-slate-50 p-2 text-sm whitespace-pre-line wrap-anywhere"
        data-testid="customer-update-message"
      >
        {message}
      </p>
      <form method="post" target="_blank" className="mt-3">
        <input type="hidden" name={deskFields.intent} value={SEND_UPDATE_INTENT} />
        <button
          type="submit"
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
        >
          <MessageCircle aria-hidden size={18} />
          {customerUpdateTexts.send}
        </button>
      </form>
    </section>
  );
}

/**
 * The same update on a dashboard card the owner just changed (issue 34): sent from where the
 * change was made, the text a tap away for a look first.
 */
export function CardCustomerUpdate({
  orderId,
  orderNumber,
  message,
}: {
  orderId: number;
  orderNumber: string;
  message: string;
}) {
  return (
    <form
      method="post"
      target="_blank"
      className="w-full basis-full rounded-lg bg-green-50 p-2 whitespace-normal ring-1 ring-green-200"
    >
      <input type="hidden" name={deskFields.intent} value={SEND_UPDATE_INTENT} />
      <input type="hidden" name={deskFields.orderId} value={orderId} />
      <p role="status" className="text-sm font-medium text-green-900">
        {customerUpdateTexts.afterChange}
      </p>
      <button
        type="submit"
        aria-label={`${customerUpdateTexts.send}: order ${orderNumber}`}
        className="mt-2 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
      >
        <MessageCircle aria-hidden size={18} />
        {customerUpdateTexts.send}
      </button>
      <details className="mt-1 text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center text-slate-700">
          {customerUpdateTexts.preview}
        </summary>
        <p
          className="rounded-lg bg-white p-2 whitespace-pre-line wrap-anywhere"
          data-testid="card-update-message"
        >
          {message}
        </p>
      </details>
    </form>
  );
}
