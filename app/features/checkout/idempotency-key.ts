/**
 * One idempotency key per checkout attempt, kept in session storage until the order succeeds: a
 * retry after a dropped connection, a double tap or a reload of the cart sends the same key, and
 * the server answers with the order it already made instead of making a second one.
 */
const STORAGE_KEY = "checkoutAttempt";

interface StoredAttempt {
  attempt: string;
  key: string;
}

function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID exists only on https and localhost; a shop reached over plain http still needs keys.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function readStored(): StoredAttempt | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      "attempt" in parsed &&
      "key" in parsed &&
      typeof parsed.attempt === "string" &&
      typeof parsed.key === "string"
    ) {
      return { attempt: parsed.attempt, key: parsed.key };
    }
  } catch {
    // Storage blocked or corrupt: a fresh key is the safe answer.
  }
  return null;
}

/** The key of this attempt: the stored one when the attempt is the same, else a new one. */
export function idempotencyKeyFor(attempt: string): string {
  const stored = readStored();
  if (stored?.attempt === attempt) return stored.key;
  const key = newKey();
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ attempt, key }));
  } catch {
    // Without storage the key still covers retries within this page.
  }
  return key;
}

export function forgetIdempotencyKey(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
