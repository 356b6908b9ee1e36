import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

/** When the server answered a stream with an error, the browser stops; it is opened again after this. */
const REOPEN_AFTER_ERROR_MS = 5000;

export interface LiveStreamHandlers {
  /** The named server-sent events to follow, each with what to do with an event's data. */
  events: Record<string, (data: string) => void>;
  /**
   * The stream is open. `reopened` is true after a drop: changes made meanwhile (a server
   * restart, a lost network) were never announced, so the page should reload its data.
   */
  onOpen?(reopened: boolean): void;
  /**
   * The connection dropped. The browser retries by itself unless `gaveUp`: it does not retry an
   * error answer (say, a proxy's 502 or an ended session), so the stream is reopened a little later.
   */
  onDrop?(gaveUp: boolean): void;
}

/** Follows a server-sent event stream until the returned function is called. */
export function openLiveStream(url: string, handlers: LiveStreamHandlers): () => void {
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let openedBefore = false;
  const connect = () => {
    const current = new EventSource(url);
    source = current;
    current.addEventListener("open", () => {
      handlers.onOpen?.(openedBefore);
      openedBefore = true;
    });
    current.addEventListener("error", () => {
      const gaveUp = current.readyState === EventSource.CLOSED;
      handlers.onDrop?.(gaveUp);
      if (!gaveUp) return;
      current.close();
      reopen = setTimeout(connect, REOPEN_AFTER_ERROR_MS);
    });
    for (const [name, handle] of Object.entries(handlers.events)) {
      current.addEventListener(name, (event) => handle(String((event as MessageEvent).data)));
    }
  };
  connect();
  return () => {
    clearTimeout(reopen);
    source?.close();
  };
}

/**
 * Reloads the page's data after a live change. A second revalidate() would cancel the one in
 * flight, so calls during a reload are folded into one more reload after it.
 */
export function useCoalescedRevalidate(): () => Promise<void> {
  const { revalidate } = useRevalidator();
  const state = useRef({ running: false, again: false });
  return useCallback(async () => {
    const current = state.current;
    if (current.running) {
      current.again = true;
      return;
    }
    current.running = true;
    try {
      do {
        current.again = false;
        await revalidate();
      } while (current.again);
    } finally {
      current.running = false;
    }
  }, [revalidate]);
}

/**
 * Keeps a customer's page live on its own stream (one order's or one repair's): each `event`
 * reloads the page's data, and so does a reconnect, since changes made meanwhile were never
 * heard. Tells whether the page is listening.
 */
export function useLivePage(url: string, event: string): boolean {
  const refresh = useCoalescedRevalidate();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const close = openLiveStream(url, {
      events: { [event]: () => void refresh() },
      onOpen: (reopened) => {
        setLive(true);
        if (reopened) void refresh();
      },
      onDrop: () => setLive(false),
    });
    return () => {
      close();
      setLive(false);
    };
  }, [url, event, refresh]);
  return live;
}
