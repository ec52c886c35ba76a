// The rules for one directory row, shared by the data checks (companies.node.test.ts) and the import
// command (worker/cli/directory.ts), so the seed file and an operator's CSV are held to the same standard.
// The contact rules themselves are in contact-rules.ts.
import { isCleanText } from '../contracts/common';
import { mailboxProblem } from './mailbox-class';
import { isCompanyEmail } from './official-domains';
import { canonicalCountry, regionOf, type Region } from '../contracts/regions';
import { AIRLINE_CATEGORIES, type AirlineCategory } from '../contracts/directory';
import {
  websiteProblems,
  phoneProblems,
  emailProblems,
  complaintFormProblems,
  provenanceProblems,
  phoneRegionProblems,
  formScopeProblems,
} from './contact-rules';

/** The CSV columns, in file order. */
export const CSV_COLUMNS = [
  'name',
  'category',
  'country',
  'iata_code',
  'icao_code',
  'website',
  'phone',
  'email',
  'featured',
  'complaint_form_url',
  'phone_source',
  'email_source',
  'complaint_form_source',
  'checked_at',
  'phone_region',
  'form_scope',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** Columns an import file must have; the others may be left out (then existing values are kept). */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['name', 'category', 'country', 'website'];

export interface CompanyRow {
  name: string;
  category: AirlineCategory;
  country: string; // canonical spelling from regions.ts
  region: Region; // derived from country, never read from the file
  iataCode: string; // '' when not assigned or not known
  icaoCode: string;
  website: string;
  phone: string; // '' = not published
  phoneRegion: string; // ISO code of the country the phone serves when not the home country, else ''
  email: string; // '' = not published
  featured: boolean;
  complaintFormUrl: string; // '' = not published
  formScope: string; // what the form is for when it serves one market or one kind of claim only, else ''
  // The page where the company publishes each contact ('' exactly when the contact is '').
  phoneSource: string;
  emailSource: string;
  complaintFormSource: string;
  checkedAt: string; // YYYY-MM-DD the contacts were checked; '' only when there are none
}

export type RowResult = { ok: true; row: CompanyRow } | { ok: false; reasons: string[] };

function isPastOrToday(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date && d.getTime() <= Date.now();
}

const FORMULA_START = /^[=+\-@|]/;

function cell(raw: Record<string, string>, key: CsvColumn): string {
  // Collapse inner whitespace too: a double space in a name would otherwise defeat the duplicate check.
  return (raw[key] ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Checks one raw CSV row (keys are the column names) and returns the clean row or every reason it fails. */
export function validateCompanyRow(raw: Record<string, string>): RowResult {
  const reasons: string[] = [];
  for (const key of CSV_COLUMNS) {
    if (!isCleanText(raw[key] ?? ''))
      reasons.push(`${key} contains a control character, line break or text-direction character`);
  }

  const name = cell(raw, 'name');
  if (name === '') reasons.push('name is required');
  else if (name.length > 100) reasons.push('name is longer than 100 characters');
  else if (!/\p{L}/u.test(name)) reasons.push('name must contain letters');
  // A spreadsheet runs a cell starting with one of these as a formula (CSV injection); no company is named so.
  else if (FORMULA_START.test(name)) reasons.push('name must not start with =, +, -, @ or |');

  const categoryText = cell(raw, 'category').toLowerCase();
  const category = AIRLINE_CATEGORIES.find((c) => c === categoryText);
  if (categoryText === '') reasons.push('category is required');
  else if (!category) reasons.push(`category "${categoryText}" is not one of ${AIRLINE_CATEGORIES.join(', ')}`);

  const countryText = cell(raw, 'country');
  const country = canonicalCountry(countryText);
  const region = regionOf(countryText);
  if (countryText === '') reasons.push('country is required');
  else if (!country || !region) reasons.push(`country "${countryText}" is not in the region table (regions.ts)`);

  const website = cell(raw, 'website');
  if (website === '') reasons.push('website is required');
  else reasons.push(...websiteProblems(website));

  const phone = cell(raw, 'phone');
  if (phone !== '') reasons.push(...phoneProblems(phone));
  // Codes are written in capitals; a lower-case "us" is the same code.
  const phoneRegion = cell(raw, 'phone_region').toUpperCase();
  reasons.push(...phoneRegionProblems(phoneRegion, phone, country));

  const email = cell(raw, 'email');
  if (email !== '') reasons.push(...emailProblems(email));
  // The right mailbox for a report (mailbox-class.ts): never a sales, cargo, baggage or press desk.
  const desk = category ? mailboxProblem(email, category) : undefined;
  if (desk) reasons.push(desk);

  const complaintFormUrl = cell(raw, 'complaint_form_url');
  if (complaintFormUrl !== '') reasons.push(...complaintFormProblems(complaintFormUrl, website));
  const formScope = cell(raw, 'form_scope');
  reasons.push(...formScopeProblems(formScope, complaintFormUrl));
  if (email !== '' && website !== '' && !isCompanyEmail(email, website)) {
    reasons.push(`e-mail ${email} is not on the company's own domain (${website})`);
  }

  const phoneSource = cell(raw, 'phone_source');
  const emailSource = cell(raw, 'email_source');
  const complaintFormSource = cell(raw, 'complaint_form_source');
  reasons.push(...provenanceProblems('phone', phone, phoneSource, website, true));
  reasons.push(...provenanceProblems('email', email, emailSource, website, true));
  reasons.push(...provenanceProblems('complaint_form', complaintFormUrl, complaintFormSource, website, false));

  const checkedAt = cell(raw, 'checked_at');
  if (checkedAt !== '' && !isPastOrToday(checkedAt))
    reasons.push('checked_at must be a date YYYY-MM-DD, not in the future');
  if (checkedAt === '' && (phone !== '' || email !== '' || complaintFormUrl !== '')) {
    reasons.push('checked_at is required when a contact is given (the date its source was checked)');
  }

  const iataCode = cell(raw, 'iata_code');
  if (iataCode !== '' && !/^[A-Z0-9]{2}$/.test(iataCode)) {
    reasons.push('iata_code must be exactly 2 uppercase letters or digits');
  } else if (/^\d\d$/.test(iataCode)) {
    reasons.push('iata_code needs at least one letter (two digits would read as a flight number)');
  }
  const icaoCode = cell(raw, 'icao_code');
  if (icaoCode !== '' && !/^[A-Z]{3}$/.test(icaoCode)) reasons.push('icao_code must be exactly 3 uppercase letters');

  const featuredText = cell(raw, 'featured').toLowerCase();
  if (featuredText !== '' && featuredText !== 'true' && featuredText !== 'false') {
    reasons.push('featured must be true, false or empty');
  }

  if (reasons.length > 0 || !category || !country || !region) return { ok: false, reasons };
  return {
    ok: true,
    row: {
      name,
      category,
      country,
      region,
      iataCode,
      icaoCode,
      website,
      phone,
      phoneRegion,
      email,
      featured: featuredText === 'true',
      complaintFormUrl,
      formScope,
      phoneSource,
      emailSource,
      complaintFormSource,
      checkedAt,
    },
  };
}

/** The identity of a company: same name in the same country, ignoring case and spacing. */
export function nameCountryKey(name: string, country: string): string {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return `${norm(name)}|${norm(canonicalCountry(country) ?? country)}`;
}

export interface Duplicate {
  kind: 'name-country' | 'iata';
  key: string;
  /** Positions in the array given to findDuplicates, in order. */
  indexes: number[];
}

/** Groups of rows that describe the same company: same name and country, or the same IATA code. */
export function findDuplicates(rows: readonly Pick<CompanyRow, 'name' | 'country' | 'iataCode'>[]): Duplicate[] {
  const byName = new Map<string, number[]>();
  const byIata = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const k = nameCountryKey(r.name, r.country);
    byName.set(k, [...(byName.get(k) ?? []), i]);
    if (r.iataCode !== '') byIata.set(r.iataCode, [...(byIata.get(r.iataCode) ?? []), i]);
  });
  const out: Duplicate[] = [];
  for (const [key, indexes] of byName) if (indexes.length > 1) out.push({ kind: 'name-country', key, indexes });
  for (const [key, indexes] of byIata) if (indexes.length > 1) out.push({ kind: 'iata', key, indexes });
  return out;
}
