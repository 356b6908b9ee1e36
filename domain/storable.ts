/*
 * What the database can hold, checked before a value reaches it. On PostgreSQL a value it cannot
 * store fails the statement and aborts the transaction, so the schemas refuse such values with a
 * clear message instead. Free of zod, so browser code can use it without shipping zod.
 */

/** Ids live in 32-bit `integer` columns; a larger number would overflow the query on PostgreSQL. */
export const MAX_RECORD_ID = 2_147_483_647;

export const recordIdRange = `from 1 to ${MAX_RECORD_ID}`;

/** NUL and other control characters, and unpaired surrogates (text that is not valid UTF-16). */
const UNSTORABLE = /[\p{Cc}\p{Cs}]/u;
/** The same, but tab, line feed and carriage return are allowed: they belong in multi-line text. */
const UNSTORABLE_IN_LINES = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/**
 * True when the text holds a character no shop text should: NUL (PostgreSQL text cannot store
 * it), another control character, or half of a surrogate pair.
 */
export function hasUnstorableCharacters(text: string, { lines = false } = {}): boolean {
  return (lines ? UNSTORABLE_IN_LINES : UNSTORABLE).test(text);
}

/**
 * Characters that show nothing: format characters (zero-width space, joiners, BOM, word joiner,
 * soft hyphen), spaces and separators, control characters, and the blank letters Hangul fillers
 * and the braille blank.
 */
const INVISIBLE = /[\p{Cf}\p{Z}\p{Cc}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** How many characters of the text can be seen; a name of only zero-width characters has none. */
export function visibleLength(text: string): number {
  return [...text.replace(INVISIBLE, "")].length;
}

/**
 * A zod `.refine(...)` argument pair that refuses NUL and other control characters, which
 * PostgreSQL text cannot store or no text needs; a tuple, so this file stays free of zod.
 */
export const storable = (label: string, { lines = false } = {}) =>
  [
    (text: string) => !hasUnstorableCharacters(text, { lines }),
    { error: `${label} must not contain control characters` },
  ] as const;
