// The pure half of the directory import: decide, for each valid CSV row, whether it inserts a company,
// updates one or changes nothing, and write the SQL for that. No I/O here, so it is unit-tested in Node
// (upsert-sql.node.test.ts); worker/cli/directory.ts reads the database and applies the SQL with wrangler.
//
// Rules that protect the directory:
// - A company is matched by its IATA code first (codes survive renames), else by name and country
//   (case-insensitive, the same identity as the unique index on airlines(name, country)).
// - Nothing is ever deleted: companies missing from the file stay as they are.
// - popularity (the count of contact events) and created_at are never written; updated_at is set only
//   when something actually changed.
// - A row that would collide with another company (its IATA code points at one company, its name at
//   another) or repeats an earlier row of the same file is rejected, never guessed at.
import { nameCountryKey, type CompanyRow, type CsvColumn } from './company-row';
import { OPTIMIZE_SEARCH_INDEX_SQL } from './search-index';
import { sqlString } from '../lib/sql-string';

/** A company as read from the airlines table. */
export interface ExistingCompany {
  id: number;
  name: string;
  category: string;
  country: string;
  region: string;
  phone: string;
  phoneRegion: string;
  email: string;
  website: string;
  iataCode: string;
  icaoCode: string;
  featured: boolean;
  complaintFormUrl: string;
  formScope: string;
  phoneSource: string;
  emailSource: string;
  complaintFormSource: string;
  checkedAt: string;
}

export interface InputRow {
  line: number;
  row: CompanyRow;
}

/** A row field the import may write, and its column in the airlines table. */
export type Field = keyof CompanyRow;
const COLUMN_OF: Record<Field, string> = {
  name: 'name',
  category: 'category',
  country: 'country',
  region: 'region',
  website: 'website',
  iataCode: 'iata_code',
  icaoCode: 'icao_code',
  phone: 'phone',
  phoneRegion: 'phone_region',
  email: 'email',
  featured: 'featured',
  complaintFormUrl: 'complaint_form_url',
  formScope: 'form_scope',
  phoneSource: 'phone_source',
  emailSource: 'email_source',
  complaintFormSource: 'complaint_form_source',
  checkedAt: 'contacts_checked_at',
};

/** The SELECT list that reads an ExistingCompany (column AS field). */
export const EXISTING_COMPANY_SQL = `SELECT id, ${Object.entries(COLUMN_OF)
  .map(([field, column]) => (field === column ? column : `${column} AS ${field}`))
  .join(', ')} FROM airlines`;

/**
 * The fields a file sets. name, category, country (with its derived region) and website are always
 * present (required columns); an optional column left out of the file keeps existing values untouched.
 */
export function fieldsFor(columns: ReadonlySet<CsvColumn>): Field[] {
  const fields: Field[] = ['name', 'category', 'country', 'region', 'website'];
  if (columns.has('iata_code')) fields.push('iataCode');
  if (columns.has('icao_code')) fields.push('icaoCode');
  // A contact, its source and what it is for travel together: a file that sets one sets the others (an old
  // file without the source columns can only clear or keep contacts, which the row rules enforce; a file
  // without phone_region or form_scope says the phone and the form are general, so a region or scope never
  // stays on a number or form it was not written for).
  if (columns.has('phone') || columns.has('phone_source') || columns.has('phone_region'))
    fields.push('phone', 'phoneSource', 'phoneRegion');
  if (columns.has('email') || columns.has('email_source')) fields.push('email', 'emailSource');
  if (columns.has('complaint_form_url') || columns.has('complaint_form_source') || columns.has('form_scope'))
    fields.push('complaintFormUrl', 'complaintFormSource', 'formScope');
  if (columns.has('checked_at')) fields.push('checkedAt');
  if (columns.has('featured')) fields.push('featured');
  return fields;
}

export type PlannedRow =
  | { kind: 'insert'; line: number; row: CompanyRow }
  | { kind: 'update'; line: number; row: CompanyRow; id: number; changed: Field[] }
  | { kind: 'unchanged'; line: number; row: CompanyRow; id: number };

export interface Rejection {
  line: number;
  name: string;
  reasons: string[];
}

export interface UpsertPlan {
  fields: Field[];
  planned: PlannedRow[];
  rejected: Rejection[];
}

export function planUpsert(
  rows: readonly InputRow[],
  existing: readonly ExistingCompany[],
  columns: ReadonlySet<CsvColumn>,
): UpsertPlan {
  const fields = fieldsFor(columns);
  const byIata = new Map<string, ExistingCompany[]>();
  const byKey = new Map<string, ExistingCompany>();
  for (const c of existing) {
    if (c.iataCode !== '') byIata.set(c.iataCode, [...(byIata.get(c.iataCode) ?? []), c]);
    byKey.set(nameCountryKey(c.name, c.country), c);
  }

  // Identities already taken by an earlier row of this file, with that row's line.
  const claimed = new Map<string, number>();
  const planned: PlannedRow[] = [];
  const rejected: Rejection[] = [];

  for (const { line, row } of rows) {
    const reject = (reason: string) => rejected.push({ line, name: row.name, reasons: [reason] });
    const key = nameCountryKey(row.name, row.country);

    const iataMatches = row.iataCode === '' ? [] : (byIata.get(row.iataCode) ?? []);
    if (iataMatches.length > 1) {
      reject(
        `IATA code ${row.iataCode} is shared by several existing companies (ids ${iataMatches.map((c) => c.id).join(', ')}); fix them by hand first`,
      );
      continue;
    }
    const byCode = iataMatches[0];
    const byName = byKey.get(key);
    if (byCode && byName && byCode.id !== byName.id) {
      reject(
        `IATA code ${row.iataCode} belongs to "${byCode.name}" (${byCode.country}, id ${byCode.id}) but "${byName.name}" (${byName.country}, id ${byName.id}) already has this name; fix one of them by hand`,
      );
      continue;
    }
    const match = byCode ?? byName;

    const identities = [`name:${key}`];
    if (row.iataCode !== '') identities.push(`iata:${row.iataCode}`);
    if (match) identities.push(`id:${match.id}`);
    const earlier = identities.map((i) => claimed.get(i)).find((l) => l !== undefined);
    if (earlier !== undefined) {
      reject(`same company as line ${earlier} of this file (same name and country, or same IATA code)`);
      continue;
    }
    for (const i of identities) claimed.set(i, line);

    if (!match) {
      planned.push({ kind: 'insert', line, row });
      continue;
    }
    const changed = fields.filter((f) => row[f] !== match[f]);
    planned.push(
      changed.length === 0
        ? { kind: 'unchanged', line, row, id: match.id }
        : { kind: 'update', line, row, id: match.id, changed },
    );
  }
  return { fields, planned, rejected };
}

function sqlValue(row: CompanyRow, f: Field): string {
  const v = row[f];
  return typeof v === 'boolean' ? (v ? '1' : '0') : sqlString(v);
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * One statement per insert or update, nothing for unchanged rows; never DELETE, never popularity.
 * Returns '' when there is nothing to write.
 */
export function buildUpsertSql(plan: UpsertPlan): string {
  const statements: string[] = [];
  for (const p of plan.planned) {
    if (p.kind === 'insert') {
      const cols = plan.fields.map((f) => COLUMN_OF[f]).join(', ');
      const vals = plan.fields.map((f) => sqlValue(p.row, f)).join(', ');
      statements.push(`INSERT INTO airlines (${cols}) VALUES (${vals});`);
    } else if (p.kind === 'update') {
      const sets = p.changed.map((f) => `${COLUMN_OF[f]} = ${sqlValue(p.row, f)}`);
      statements.push(`UPDATE airlines SET ${[...sets, `updated_at = ${NOW}`].join(', ')} WHERE id = ${p.id};`);
    }
  }
  return statements.length === 0 ? '' : statements.join('\n') + '\n';
}

/**
 * The whole import as one SQL file: the plan's statements, then the search index merged into one segment
 * (search-index.ts) when anything was written. Returns '' when there is nothing to write.
 */
export function importSql(plan: UpsertPlan): string {
  const writes = buildUpsertSql(plan);
  return writes === '' ? '' : `${writes}${OPTIMIZE_SEARCH_INDEX_SQL}\n`;
}

export function countPlan(plan: UpsertPlan) {
  const n = (k: PlannedRow['kind']) => plan.planned.filter((p) => p.kind === k).length;
  return { inserted: n('insert'), updated: n('update'), unchanged: n('unchanged'), rejected: plan.rejected.length };
}
