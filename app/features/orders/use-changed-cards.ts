import { useEffect, useRef, useState } from "react";
import type { OrderListRow } from "../../../domain/order-desk";
import type { OrderStatus } from "../../../domain/shop-constants";
import { deskFields } from "./desk-intents";
import type { DeskActionData } from "./order-desk-action.server";

/** A WhatsApp update the dashboard offers on a card after its status changed. */
export interface CardUpdate {
  orderId: number;
  message: string;
}

interface Changed {
  /** The view (address bar's search and refreshes) the changes were made in. */
  view: string;
  /** Each changed card's place on the page when it changed, and its row as it is now. */
  pinned: ReadonlyMap<number, { index: number; row: OrderListRow }>;
  updates: ReadonlyMap<number, string>;
}

/**
 * Rows whose status the owner changed keep their place until the view changes (a filter, a page,
 * Refresh): the 'Pending first' sort or a status filter would otherwise move the card away from
 * the owner's thumb together with its WhatsApp update.
 */
export function steadyRows(
  rows: readonly OrderListRow[],
  pinned: Changed["pinned"],
): OrderListRow[] {
  if (pinned.size === 0) return [...rows];
  const fresh = new Map(rows.map((row) => [row.id, row]));
  const steady = rows.filter((row) => !pinned.has(row.id));
  const places = [...pinned].sort(([, a], [, b]) => a.index - b.index);
  for (const [id, { index, row }] of places) {
    steady.splice(Math.min(index, steady.length), 0, fresh.get(id) ?? row);
  }
  return steady;
}

/**
 * The dashboard's rows as shown (changed cards held in place) and the WhatsApp updates offered on
 * them. `view` names what the owner asked to see.
 */
export function useChangedCards(view: string, rows: readonly OrderListRow[]) {
  const [changed, setChanged] = useState<Changed>({ view, pinned: new Map(), updates: new Map() });
  const current = changed.view === view ? changed : undefined;

  /** Holds the named cards where they are shown, as a change to them is sent. */
  const hold = (shown: readonly OrderListRow[], ids: readonly number[]) => {
    const named = new Set(ids);
    setChanged((before) => {
      const pinned = new Map(before.view === view ? before.pinned : undefined);
      shown.forEach((row, index) => {
        if (named.has(row.id) && !pinned.has(row.id)) pinned.set(row.id, { index, row });
      });
      const updates = before.view === view ? before.updates : new Map<number, string>();
      return { view, pinned, updates };
    });
  };

  /** The held cards' new status (or row, when the answer has it) and their updates to offer. */
  const settle = (
    ids: readonly number[],
    status: OrderStatus,
    offered: readonly CardUpdate[],
    row?: OrderListRow,
  ) => {
    setChanged((before) => {
      if (before.view !== view) return before;
      const pinned = new Map(before.pinned);
      for (const id of ids) {
        const held = pinned.get(id);
        if (held) pinned.set(id, { ...held, row: row?.id === id ? row : { ...held.row, status } });
      }
      const updates = new Map(before.updates);
      for (const { orderId, message } of offered) {
        if (pinned.has(orderId)) updates.set(orderId, message);
      }
      return { ...before, pinned, updates };
    });
  };

  /** A deleted card leaves for good; a card whose change failed stays where the sort puts it. */
  const forget = (ids: readonly number[]) => {
    setChanged((before) => {
      const pinned = new Map(before.pinned);
      const updates = new Map(before.updates);
      for (const id of ids) {
        pinned.delete(id);
        updates.delete(id);
      }
      return { ...before, pinned, updates };
    });
  };

  const shown = steadyRows(rows, current?.pinned ?? new Map());

  const answered = (answer: DeskActionData) => {
    if (!answer.ok || !answer.result || "dueOrders" in answer.result) return;
    const result = answer.result;
    if ("status" in result) settle(result.ids, result.status, result.updates);
    else if (result.row)
      settle([result.row.id], result.row.status, result.updates ?? [], result.row);
    else if (answer.intent === "delete" && result.orderId !== undefined) forget([result.orderId]);
  };

  return { rows: shown, updates: current?.updates ?? new Map<number, string>(), hold, answered };
}

/**
 * Holds the cards of a change while it is on its way (`sending`, the page fetcher's form), as
 * they are shown before the answer's reload re-sorts them.
 */
export function useHoldWhileSending(
  sending: FormData | undefined,
  cards: ReturnType<typeof useChangedCards>,
) {
  const cardsRef = useRef(cards);
  useEffect(() => {
    cardsRef.current = cards;
  });
  useEffect(() => {
    const intent = sending?.get(deskFields.intent);
    if (!sending || (intent !== "status" && intent !== "bulk-status")) return;
    const ids = sending.getAll(intent === "status" ? deskFields.orderId : deskFields.ids);
    cardsRef.current.hold(cardsRef.current.rows, ids.map(Number));
  }, [sending]);
}
