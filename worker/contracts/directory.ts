// Directory shapes (docs/api.md#directory), shared by the worker and the SPA: types, values, labels, limits and
// messages. The schemas that apply them are in schemas/directory.ts.
import { countryOfCode } from './country-codes';
import { REGION_LABELS, REGIONS, type Region } from './regions';
import type { AirlineCategory } from './airline-categories';
import type { Channel } from './channels';

export { AIRLINE_CATEGORIES, type AirlineCategory } from './airline-categories';
export const AIRLINE_CATEGORY_LABELS: Record<AirlineCategory, string> = {
  commercial: 'Commercial Airlines',
  charter: 'Charter Companies',
  helicopter: 'Helicopter Companies',
};

/** Region filter values (docs/product.md#constants); "all" means no filter. */
// Spelt as a union, not read off the list: the OpenAPI generator (docs/api-inputs.ts) cannot evaluate a spread.
export type RegionFilter = 'all' | Region;
export const REGION_FILTERS = ['all', ...REGIONS] as const satisfies readonly RegionFilter[];
export const REGION_FILTER_LABELS: Record<RegionFilter, string> = { all: 'All Regions', ...REGION_LABELS };

/**
 * Sort orders. `relevance` (the default with a query: docs/api.md#directory) puts an exact IATA or ICAO code
 * first, then names that start with the query, then airlines flying to or based where a typed place is, then
 * the other matches, each by popularity; without a query it is the name order.
 */
export const SORT_VALUES = ['relevance', 'name', 'name-desc', 'country', 'popularity'] as const;
export type SortBy = (typeof SORT_VALUES)[number];
export const SORT_LABELS: Record<SortBy, string> = {
  relevance: 'Relevance',
  name: 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  country: 'Country',
  popularity: 'Popularity',
};

/** The order of a search that names none: relevance with a query, the name without. */
export const defaultSort = (query: string | undefined): SortBy => (query?.trim() ? 'relevance' : 'name');

export const DIRECTORY_PAGE_SIZE = 9;
/** A search counts its matches up to this many; past it `total` is this and `totalIsCapped` true. */
export const SEARCH_TOTAL_CAP = 1000;
export const DIRECTORY_MAX_LIMIT = 1000;
export const QUERY_MAX = 100;
/** The longest category filter read: a comma list of every category fits; a longer value is refused as unknown. */
export const CATEGORY_FILTER_MAX = 100;

export const CONTACT_TYPES = ['phone', 'email', 'website', 'form'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export { CHANNELS, channelOf, type Channel } from './channels';

/** Where each published contact was seen ('' when the contact is empty). */
export interface ContactSources {
  phone: string;
  email: string;
  complaintFormUrl: string;
}

/** An airline as the API answers it. phone, email, website, the codes and the form may be empty strings. */
export interface Airline {
  id: number;
  name: string;
  category: AirlineCategory;
  country: string;
  region: Region;
  phone: string;
  /**
   * ISO 3166-1 alpha-2 code of the country the phone serves when that is not the company's home country (a US
   * toll-free number of a European airline: "US"); '' for a home-country number or no phone.
   */
  phoneRegion: string;
  email: string;
  website: string;
  iataCode: string;
  icaoCode: string;
  featured: boolean;
  complaintFormUrl: string;
  /**
   * What the form is for when it serves one market or one kind of claim only, a short phrase that reads after
   * "for" ("EU261 compensation claims", "US customers"); '' when it takes any complaint or there is no form.
   */
  formScope: string;
  sources: ContactSources;
  /** YYYY-MM-DD the contacts were last checked against their sources, or ''. */
  checkedAt: string;
  channel: Channel;
  /** How the company answered AirDesk's letters in the last 365 days; null while fewer than 5 went out. */
  answers: AnswerRecord | null;
  /** The scheduled source check's last result for each contact, null when never checked (docs/api.md). */
  lastCheck: Record<CheckedContact, ContactCheck | null>;
}

/** docs/api.md#the-directory-learns: counted over reports, never over people. */
export interface AnswerRecord {
  /** Reports whose letter went out (the e-mail delivered, or the form submitted). */
  sent: number;
  /** Of those, the ones with a company answer in the case (reply, forwarded, or a confirmed message). */
  answered: number;
  /** Whole days from sending to the first answer, the median over the answered ones; null when none was. */
  medianDays: number | null;
}
/**
 * The source of an address learned from a company's answer to a case (docs/api.md#the-directory-learns): no page
 * publishes it, but the company wrote to AirDesk from it on that day. `case-answer:YYYY-MM-DD`.
 */
export const CASE_ANSWER_SOURCE = /^case-answer:(\d{4}-\d{2}-\d{2})$/;
export const caseAnswerSource = (day: string) => `case-answer:${day}`;
/** The day of a case-answer source, or undefined for a page's address. */
export const caseAnswerDay = (source: string) => CASE_ANSWER_SOURCE.exec(source.trim())?.[1];

/** Fewer letters than this say nothing of a company (one slow answer would be its whole record). */
export const ANSWER_RECORD_MIN_SENT = 5;
export const ANSWER_RECORD_DAYS = 365;

/** "answered 4 of 5 letters, usually within 2 days": the record as the directory card says it. */
export function answerRecordText(r: AnswerRecord) {
  const letters = r.sent === 1 ? 'letter' : 'letters';
  const head = `Answered ${r.answered} of ${r.sent} ${letters}`;
  if (r.medianDays === null) return head;
  const days = Math.ceil(r.medianDays);
  return `${head}, usually within ${days <= 1 ? 'a day' : `${days} days`}`;
}

export interface ContactCheck {
  /** When the check ran (ISO 8601). */
  at: string;
  outcome: ContactCheckOutcome;
  /** Not found twice in a row, or the page is gone: shown until an admin acts on the contact. */
  stale: boolean;
}

/** The longest form scope (a short phrase, shown next to the form's link). */
export const FORM_SCOPE_MAX = 60;

// Country names that take "the" in running English ("customers in the United States"); the directory's
// names are short names without the article (regions.ts).
const WITH_THE =
  /^(United |Dominican Republic$|Central African Republic$|DR Congo$|Netherlands$|Bahamas$|Philippines$|Maldives$|Seychelles$|Comoros$|Gambia$)|Islands$/;

/** "the United States", "Italy": a country's English name as it reads inside a sentence. */
export const countryInText = (name: string) => (WITH_THE.test(name) ? `the ${name}` : name);

/**
 * The words next to a phone that serves another country than the company's home: "for customers in the United
 * States". '' for a home-country phone, or a code the directory does not know.
 */
export function phoneRegionNote(phoneRegion: string): string {
  const name = countryOfCode(phoneRegion.trim().toUpperCase());
  return name ? `for customers in ${countryInText(name)}` : '';
}

/** The words next to a form for one market or one kind of claim: "for EU261 compensation claims"; '' when general. */
export const formScopeNote = (formScope: string) => (formScope.trim() ? `for ${formScope.trim()}` : '');

export interface AirlineList {
  airlines: Airline[];
  /** Exact up to SEARCH_TOTAL_CAP matches; SEARCH_TOTAL_CAP with totalIsCapped when more match. */
  total: number;
  totalIsCapped: boolean;
  /**
   * Set when nothing matched the query as typed and the airlines shown are the names most like it (a
   * misspelling: "lufhtansa"): the best one's name, for "Did you mean ...?".
   */
  didYouMean?: string;
}

// Contact corrections (docs/api.md#directory): a subscriber reports a wrong or dead contact, or suggests a
// missing one with the page where the company publishes it; an admin applies or dismisses it.
export const CORRECTION_FIELDS = ['phone', 'email', 'website', 'complaintFormUrl'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];
export const CORRECTION_FIELD_LABELS: Record<CorrectionField, string> = {
  phone: 'Phone',
  email: 'E-mail',
  website: 'Website',
  complaintFormUrl: 'Complaint form',
};
export const CORRECTION_PROBLEMS = ['wrong', 'dead', 'missing'] as const;
export type CorrectionProblem = (typeof CORRECTION_PROBLEMS)[number];
export const CORRECTION_PROBLEM_LABELS: Record<CorrectionProblem, string> = {
  wrong: 'It is wrong',
  dead: 'It no longer works',
  missing: 'It is missing',
};
/**
 * What the admins' queue holds beyond a subscriber's corrections: a domain a company answered a case from
 * (applied, it is confirmed: mail from it counts as the company's, docs/api.md#who-may-answer-a-case).
 */
export const QUEUE_FIELDS = [...CORRECTION_FIELDS, 'answerDomain'] as const satisfies readonly (
  CorrectionField | 'answerDomain'
)[];
export type QueueField = (typeof QUEUE_FIELDS)[number];
export const QUEUE_FIELD_LABELS: Record<QueueField, string> = {
  ...CORRECTION_FIELD_LABELS,
  answerDomain: 'Domain it answers from',
};
/** Who proposed an entry of the queue: a subscriber, a company's answer to a case, or the source check. */
export const CORRECTION_ORIGINS = ['subscriber', 'case-answer', 'source-check'] as const;
export type CorrectionOrigin = (typeof CORRECTION_ORIGINS)[number];
/** The contacts whose source page the scheduled check re-reads (the website is its own source). */
export const CHECKED_CONTACTS = ['phone', 'email', 'complaintFormUrl'] as const;
export type CheckedContact = (typeof CHECKED_CONTACTS)[number];
/**
 * found: the contact is on its page; missing: the page answered without it; gone: 404 or 410; refused: the
 * address is not one the check may read (not https, an IP literal, a private host, a redirect to one);
 * failed: a timeout, a network error, another status, or a page over the size cap (says nothing of the contact).
 */
export const CONTACT_CHECK_OUTCOMES = ['found', 'missing', 'gone', 'refused', 'failed'] as const;
export type ContactCheckOutcome = (typeof CONTACT_CHECK_OUTCOMES)[number];
export const CORRECTION_STATUSES = ['open', 'applied', 'dismissed'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];
export const CORRECTIONS_PER_DAY = 10;
/** Field limits of a correction (the form's maxLength reads them too). */
export const CORRECTION_VALUE_MAX = 300;
export const CORRECTION_SOURCE_MAX = 500;
export const CORRECTION_NOTE_MAX = 1000;

export const CORRECTION_MSG = {
  field: 'Please choose which contact this is about',
  problem: 'Please choose what is wrong',
  value: 'Please enter the correct value (at most 300 characters)',
  valueRequired: 'Please enter the contact you found',
  sourceUrl: 'Please enter the address (https://...) of the page where the company publishes it',
  // The suggested value must have the form of its field: the admin's queue gets contacts, never other text.
  email: 'Please enter an e-mail address, such as care@airline.com',
  phone: 'Please enter the phone number in international format: + then the country code and number (8 to 15 digits)',
  url: 'Please enter the address of the page, starting with https://',
  sourceRequired: 'Please add the page where the company publishes it, so we can check it',
  note: 'Please keep the note under 1000 characters',
  controlChars: 'Please remove control characters.',
} as const;

export interface Correction {
  id: number;
  airlineId: number;
  airlineName: string;
  field: QueueField;
  problem: CorrectionProblem;
  /** subscriber: username says who; case-answer: problemId is the case the address answered (null once erased). */
  origin: CorrectionOrigin;
  problemId: number | null;
  suggestedValue: string;
  sourceUrl: string;
  note: string;
  status: CorrectionStatus;
  createdAt: string;
  username: string | null;
  /** Set once an admin applied or dismissed it. */
  resolvedAt: string | null;
  previousValue: string | null;
  appliedValue: string | null;
}

export interface CorrectionList {
  corrections: Correction[];
  total: number;
}

/** The admin's queue of contact corrections comes in pages of this many (the server's fixed size). */
export const CORRECTIONS_PAGE_SIZE = 20;
