// Prefix matches as index range scans: `column` starts with a text, read from the column's NOCASE index.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const fold = (s: string) => s.normalize('NFC').toLowerCase();

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
