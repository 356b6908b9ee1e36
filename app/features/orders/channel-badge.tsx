import { CHANNEL_LABELS, type OrderChannel } from "../../../domain/sales";

const STYLES: Record<OrderChannel, string> = {
  web: "bg-sky-100 text-sky-900",
  counter: "bg-violet-100 text-violet-900",
  phone: "bg-amber-100 text-amber-900",
  whatsapp: "bg-green-100 text-green-900",
};

/** Where an order came from (issue 31): the website, the counter, the phone or WhatsApp. */
export function ChannelBadge({ channel }: { channel: OrderChannel }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[channel]}`}
      data-testid="channel-badge"
    >
      {CHANNEL_LABELS[channel]}
    </span>
  );
}
