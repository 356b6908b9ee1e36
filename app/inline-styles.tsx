import { createContext, useContext } from "react";

/**
 * The shop's stylesheet, written into the head of every page instead of linked: on a slow phone
 * network a linked stylesheet costs a round trip before anything is painted (decision 27). Only
 * the server has the text (app/entry.server.tsx provides it); the browser keeps what it was sent.
 */
export const InlineStylesContext = createContext<string | undefined>(undefined);

const STYLES_ID = "shop-styles";

/** Read once in the browser, before hydration, so the render matches what the server sent. */
const sentStyles =
  typeof document === "undefined" ? undefined : document.getElementById(STYLES_ID)?.textContent;

export function InlineStyles({ nonce }: { nonce: string | undefined }) {
  const styles = useContext(InlineStylesContext) ?? sentStyles;
  if (styles === undefined || styles === null) return null;
  return <style id={STYLES_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: styles }} />;
}
