// The rules for one published contact of a company, shared by the CSV import, an admin's correction and the data
// checks (company-row.ts). The worst thing the directory can do is send a traveller to a wrong or fake number (scam
// "customer service" numbers are a known plague of this field), so the rules are strict and reject anything that
// looks like a placeholder. An empty phone or e-mail is always fine: the app shows "Not published".
import { sourceProblem } from './official-domains';
import { countryCode, countryOfCode } from '../contracts/country-codes';
import { caseAnswerDay, FORM_SCOPE_MAX } from '../contracts/directory';

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
export function provenanceProblems(
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
  // An address the company answered a case from vouches for itself (directory/learned-address.ts).
  if (field === 'email' && caseAnswerDay(source) !== undefined) return [];
  const why = sourceProblem(source, website, allowRegulator);
  return why ? [`${field}_source ${why}`] : [];
}

/**
 * The country a phone serves when it is not the company's home country: an ISO 3166-1 alpha-2 code of a country
 * the directory knows (country-codes.ts), never the home country's own (that is what '' says), and only with a
 * phone. `country` is the company's country, undefined when it is not known (reported on its own).
 */
export function phoneRegionProblems(region: string, phone: string, country: string | undefined): string[] {
  if (region === '') return [];
  if (!/^[A-Z]{2}$/.test(region) || countryOfCode(region) === undefined)
    return [`phone_region "${region}" is not an ISO 3166-1 alpha-2 country code (such as US)`];
  if (phone === '') return ['phone_region is given but phone is empty'];
  if (country !== undefined && countryCode(country) === region)
    return [`phone_region ${region} is the company's home country; leave it empty for a home-country phone`];
  return [];
}

// A word that makes a scope read as a sentence or a link rather than a short label.
const SCOPE_URL = /https?:|www\.|@|\.(com|org|net)\b/i;

/**
 * What a form is for when it serves one market or one kind of claim only: a short plain phrase that reads after
 * "for" in the app ("EU261 compensation claims", "US customers"), only with a form.
 */
export function formScopeProblems(scope: string, formUrl: string): string[] {
  if (scope === '') return [];
  const problems: string[] = [];
  if (formUrl === '') problems.push('form_scope is given but complaint_form_url is empty');
  if (scope.length > FORM_SCOPE_MAX) problems.push(`form_scope is longer than ${FORM_SCOPE_MAX} characters`);
  if (!/\p{L}/u.test(scope)) problems.push('form_scope must contain letters');
  if (/^[=+\-@|]/.test(scope)) problems.push('form_scope must not start with =, +, -, @ or |');
  if (/^for\b/i.test(scope)) problems.push('form_scope must not start with "for" (the app adds it)');
  if (SCOPE_URL.test(scope)) problems.push('form_scope must be plain text, not an address');
  if (/[<>{}[\]"`;]|[.!?:]$/.test(scope))
    problems.push('form_scope must be a short phrase, without markup or a full stop');
  return problems;
}
