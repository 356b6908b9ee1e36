import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered. Only the server knows it; in
 * the browser it is undefined, which is what hydration expects since browsers hide nonce values.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
