// A small RFC 4180 CSV reader and writer for the directory data (no dependency needed for this much).
// Reads: quoted fields, "" as an escaped quote, commas and line breaks inside quotes, CRLF or LF line ends,
// a UTF-8 byte-order mark (spreadsheet exports add one), a missing final newline. Blank lines are skipped.
// Malformed input (a stray quote, an unterminated quoted field) throws CsvError with the line number instead
// of guessing, because a silently mis-split row could put one company's phone number on another company.

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvError';
  }
}

/** One record and the (1-based) line of the file it starts on, for error messages. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1; // line of the character at i
  let recordLine = 1; // line the current record started on
  let atFieldStart = true; // a quote only opens a quoted field here
  let empty = true; // the current record has no character yet: a bare line break is a blank line, skipped
  let i = 0;

  const endRecord = () => {
    fields.push(field);
    if (!empty) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    empty = true;
    atFieldStart = true;
  };

  while (i < src.length) {
    const ch = src.charAt(i); // i < src.length: always one character
    if (ch === '"' && atFieldStart) {
      // A quoted field: read to the closing quote; "" inside is one literal quote.
      empty = false;
      atFieldStart = false;
      const openLine = line;
      i++;
      for (;;) {
        if (i >= src.length) throw new CsvError('unterminated quoted field', openLine);
        const c = src.charAt(i);
        if (c === '"') {
          if (src[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n') line++;
        field += c;
        i++;
      }
      // After the closing quote only a separator, a line end or the end of input may follow.
      const next = src[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvError('unexpected character after a closing quote', line);
      }
    } else if (ch === ',') {
      fields.push(field);
      field = '';
      empty = false;
      atFieldStart = true;
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else if (ch === '"') {
      throw new CsvError('quote inside an unquoted field (quote the whole field)', line);
    } else {
      field += ch;
      empty = false;
      atFieldStart = false;
      i++;
    }
  }
  if (!empty) endRecord();
  return records;
}

/** Header row + data rows as objects keyed by (trimmed) header names. */
export interface CsvTable {
  header: string[];
  rows: { line: number; values: Record<string, string> }[];
}

/**
 * Parses a CSV whose first record is the header. A data row with a different field count is an error:
 * a shifted column would silently put values under the wrong names.
 */
export function parseCsvTable(text: string): CsvTable {
  const [head, ...body] = parseCsv(text);
  if (!head) throw new CsvError('the file is empty (no header row)', 1);
  const header = head.fields.map((h) => h.trim());
  const seen = new Set<string>();
  for (const h of header) {
    if (h === '') throw new CsvError('empty column name in the header', head.line);
    if (seen.has(h)) throw new CsvError(`column "${h}" appears twice in the header`, head.line);
    seen.add(h);
  }
  const rows = body.map((rec) => {
    if (rec.fields.length !== header.length) {
      throw new CsvError(`expected ${header.length} fields, found ${rec.fields.length}`, rec.line);
    }
    const values: Record<string, string> = {};
    header.forEach((h, idx) => {
      values[h] = rec.fields[idx] ?? '';
    });
    return { line: rec.line, values };
  });
  return { header, rows };
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * A cell a spreadsheet would run as a formula (CSV injection, OWASP): it starts with =, @, a tab or a carriage
 * return, or with + or - followed by more than a plain number (a phone like "+49 30 2087 4410" stays as it is,
 * so the directory file still round-trips). Such a cell is written with a leading apostrophe, which spreadsheets
 * show as text.
 */
const FORMULA = /^[=@\t\r|]|^[+-](?![0-9 ()./-]*$)/;

export function csvField(raw: string): string {
  const value = FORMULA.test(raw) ? `'${raw}` : raw;
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Serialises records with LF line ends and a final newline (diff-friendly in git). */
export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((r) => r.map(csvField).join(',')).join('\n') + (records.length > 0 ? '\n' : '');
}
