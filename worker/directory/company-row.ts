// The rules for one directory row, shared by the data checks (companies.node.test.ts) and the import
// command (worker/cli/directory.ts), so the seed file and an operator's CSV are held to the same standard.
//
// The worst thing the directory can do is send a traveller to a wrong or fake number (scam "customer
// service" numbers are a known plague of this field), so the contact rules are strict and reject anything
// that looks like a placeholder. An empty phone or e-mail is always fine: the app shows "Not published".
import { isCleanText } from '../contracts/common';
import { mailboxProblem } from './mailbox-class';
import { isCompanyEmail, sourceProblem } from './official-domains';
import { canonicalCountry, regionOf, type Region } from '../contracts/regions';

export const CATEGORIES = ['commercial', 'charter', 'helicopter'] as const;
export type Category = (typeof CATEGORIES)[number];

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
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** Columns an import file must have; the others may be left out (then existing values are kept). */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['name', 'category', 'country', 'website'];

export interface CompanyRow {
  name: string;
  category: Category;
  country: string; // canonical spelling from regions.ts
  region: Region; // derived from country, never read from the file
  iataCode: string; // '' when not assigned or not known
  icaoCode: string;
  website: string;
  phone: string; // '' = not published
  email: string; // '' = not published
  featured: boolean;
  complaintFormUrl: string; // '' = not published
  // The page where the company publishes each contact ('' exactly when the contact is '').
  phoneSource: string;
  emailSource: string;
  complaintFormSource: string;
  checkedAt: string; // YYYY-MM-DD the contacts were checked; '' only when there are none
}

export type RowResult = { ok: true; row: CompanyRow } | { ok: false; reasons: string[] };

// Reserved for documentation and testing (RFC 2606, RFC 6761) or obviously a template left unfilled.
const RESERVED_TLDS = new Set(['example', 'test', 'invalid', 'localhost', 'local', 'internal', 'lan']);
const PLACEHOLDER_LABELS = /^(example|yourdomain|yourcompany|yoursite|placeholder|domain-name|sample)$/;

/** Why a host name is unacceptable, or undefined when it is a plausible public domain. */
function hostProblem(host: string): string | undefined {
  if (host.length > 253) return 'is too long';
  if (/^[\d.]+$/.test(host) || host.includes(':')) return 'is an IP address, not a domain';
  const labels = host.split('.');
  if (labels.length < 2) return 'has no top-level domain';
  for (const label of labels) {
    if (!/^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(label)) return `has an invalid label "${label}"`;
  }
  const tld = labels[labels.length - 1] ?? '';
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return 'has an invalid top-level domain';
  if (RESERVED_TLDS.has(tld)) return `uses the reserved top-level domain .${tld}`;
  if (labels.some((l) => PLACEHOLDER_LABELS.test(l))) return 'is a placeholder domain (example.com and the like)';
  return undefined;
}

export function websiteProblems(value: string): string[] {
  if (!/^https:\/\//i.test(value)) return ['website must be an https:// URL'];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return ['website is not a valid URL'];
  }
  const problems: string[] = [];
  if (url.username || url.password) problems.push('website must not contain a user name or password');
  if (url.port) problems.push('website must not name a port');
  const why = hostProblem(url.hostname);
  if (why) problems.push(`website host ${why}`);
  return problems;
}

// Runs that mark a typed-in placeholder rather than a real number: 123456, 987654, 000000, 555555, ...
const ASCENDING = '01234567890';
const DESCENDING = '98765432109';
function hasPlaceholderRun(digits: string): boolean {
  if (/(\d)\1{5}/.test(digits)) return true;
  for (let i = 0; i + 6 <= digits.length; i++) {
    const chunk = digits.slice(i, i + 6);
    if (ASCENDING.includes(chunk) || DESCENDING.includes(chunk)) return true;
  }
  return false;
}

export function phoneProblems(value: string): string[] {
  if (!value.startsWith('+')) return ['phone must be in international format: + then the country code'];
  const rest = value.slice(1);
  if (/[a-z]/i.test(rest)) return ['phone contains letters (write vanity numbers as digits)'];
  if (/[^\d \-()]/.test(rest)) return ['phone may contain only digits, spaces, hyphens and parentheses after the +'];
  const digits = rest.replace(/\D/g, '');
  const problems: string[] = [];
  if (digits.length < 8 || digits.length > 15) problems.push(`phone has ${digits.length} digits (8 to 15 expected)`);
  if (digits.startsWith('0')) problems.push('phone country code cannot start with 0');
  if (digits.startsWith('1')) {
    // North American Numbering Plan: 10 national digits; the 555 exchange is reserved for fiction
    // (555-0100 to 555-0199) and directory services, never a company's customer line.
    const national = digits.slice(1);
    if (national.length !== 10) problems.push('a +1 phone needs exactly 10 digits after the country code');
    else if (national.slice(3, 6) === '555') problems.push('phone uses the fictional 555 exchange');
  }
  // Ofcom's ranges reserved for TV and film (UK "555 numbers").
  if (/^44(207946|1632960|7700900)/.test(digits)) problems.push('phone is in a UK range reserved for drama');
  if (hasPlaceholderRun(digits)) problems.push('phone contains a placeholder run such as 123456 or 000000');
  return problems;
}

// A no-reply or test mailbox is never a customer contact, even on a real domain.
const NON_CONTACT_LOCAL = /^(no-?reply|do-?not-?reply|test|example|email|user|name|yourname|xxx+|abc)$/i;

export function emailProblems(value: string): string[] {
  if (value.length > 254) return ['e-mail is too long'];
  const at = value.lastIndexOf('@');
  if (at <= 0) return ['e-mail must look like name@domain'];
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  const problems: string[] = [];
  if (local.length > 64 || !/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(local)) {
    problems.push('e-mail has an invalid part before the @');
  } else if (NON_CONTACT_LOCAL.test(local)) {
    problems.push(`e-mail "${local}@" is a placeholder or no-reply mailbox`);
  }
  const why = hostProblem(domain);
  if (why) problems.push(`e-mail domain ${why}`);
  return problems;
}

/** A complaint form: an https page on the company's own site (not a help-desk host or a shortener). */
export function complaintFormProblems(value: string, website: string): string[] {
  const problems = websiteProblems(value).map((p) => p.replace(/^website/, 'complaint_form_url'));
  if (problems.length > 0) return problems;
  const why = sourceProblem(value, website, false);
  return why ? [`complaint_form_url ${why}`] : [];
}

/** A contact and its source page come together: a contact without one is refused, and so is the reverse. */
function provenanceProblems(
  field: string,
  value: string,
  source: string,
  website: string,
  allowRegulator: boolean,
): string[] {
  if (value === '' && source === '') return [];
  if (value === '')
    return [`${field}_source is given but ${field === 'complaint_form' ? 'complaint_form_url' : field} is empty`];
  if (source === '')
    return [`${field}_source is required: the page where the company publishes this ${field.replace('_', ' ')}`];
  const why = sourceProblem(source, website, allowRegulator);
  return why ? [`${field}_source ${why}`] : [];
}

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
  const category = CATEGORIES.find((c) => c === categoryText);
  if (categoryText === '') reasons.push('category is required');
  else if (!category) reasons.push(`category "${categoryText}" is not one of ${CATEGORIES.join(', ')}`);

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

  const email = cell(raw, 'email');
  if (email !== '') reasons.push(...emailProblems(email));
  // The right mailbox for a report (mailbox-class.ts): never a sales, cargo, baggage or press desk.
  const desk = category ? mailboxProblem(email, category) : undefined;
  if (desk) reasons.push(desk);

  const complaintFormUrl = cell(raw, 'complaint_form_url');
  if (complaintFormUrl !== '') reasons.push(...complaintFormProblems(complaintFormUrl, website));
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
      email,
      featured: featuredText === 'true',
      complaintFormUrl,
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
