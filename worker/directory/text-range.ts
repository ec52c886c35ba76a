// Prefix matches as index range scans, and the one folding of a search text that every index of it shares.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const fold = (s: string) => s.normalize('NFC').toLowerCase();

/**
 * A search text as the FTS5 indexes fold what they store (remove_diacritics, Unicode case): decomposed, its
 * combining marks dropped, lower-cased. "İstanbul" (dotted capital I, which toLowerCase alone turns into "i"
 * plus a combining dot), "Zürich" and "São Paulo" become "istanbul", "zurich" and "sao paulo". SQLite's own
 * lower() folds ASCII only, so SQL folds nothing but ASCII rows (search-sql.ts, asciiRowTest).
 */
export const searchKey = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');

/** Only ASCII: then SQLite's lower() and instr() see the text as the search indexes do. */
// eslint-disable-next-line no-control-regex
export const isAscii = (s: string) => /^[\x00-\x7f]*$/.test(s);

/** The smallest string greater than every string that starts with `prefix` (for a range scan). */
export function prefixEnd(prefix: string) {
  const chars = Array.from(prefix);
  const last = chars.pop()!;
  const cp = last.codePointAt(0)!;
  return chars.join('') + (cp >= 0x10ffff ? last + '\u{10ffff}' : String.fromCodePoint(cp + 1));
}

/** `column` starts with `text`, ignoring ASCII case: a range of the column's NOCASE index. */
export const startsWith = (column: SQL | AnyColumn, text: string) =>
  sql`(${column} COLLATE NOCASE >= ${fold(text)} AND ${column} COLLATE NOCASE < ${prefixEnd(fold(text))})`;
