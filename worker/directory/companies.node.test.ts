// Data checks for the directory seed (companies.csv) and proofs that each rule actually rejects what it
// is meant to reject. Runs in plain Node: npx vitest run --config worker/vitest.node.config.ts
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AIRLINE_CATEGORIES, type AirlineCategory } from '../contracts/directory';
import { CSV_COLUMNS, findDuplicates, validateCompanyRow, type CompanyRow } from './company-row';
import { formScopeNote, phoneRegionNote } from '../contracts/directory';
import { CsvError, parseCsv, parseCsvTable, toCsv } from './csv';
import { urlDomain } from './official-domains';
import { REGIONS, regionOf } from '../contracts/regions';

const CSV_PATH = new URL('./companies.csv', import.meta.url);
const table = parseCsvTable(readFileSync(CSV_PATH, 'utf8'));
const results = table.rows.map((r) => ({ line: r.line, raw: r.values, result: validateCompanyRow(r.values) }));
const rows: CompanyRow[] = results.flatMap((r) => (r.result.ok ? [r.result.row] : []));

const FLOORS: Record<AirlineCategory, number> = { commercial: 400, charter: 100, helicopter: 50 };

describe('companies.csv', () => {
  it('has exactly the documented columns, in order', () => {
    expect(table.header).toEqual([...CSV_COLUMNS]);
  });

  it('has only valid rows', () => {
    const failures = results.flatMap((r) =>
      r.result.ok ? [] : [`line ${r.line} ${r.raw.name ?? ''}: ${r.result.reasons.join('; ')}`],
    );
    expect(failures).toEqual([]);
  });

  it('is written in canonical form (no stray spaces, canonical country names)', () => {
    const unclean = results.flatMap((r) => {
      if (!r.result.ok) return [];
      const row = r.result.row;
      const expected: Record<string, string> = {
        name: row.name,
        country: row.country,
        website: row.website,
        phone: row.phone,
        email: row.email,
        iata_code: row.iataCode,
        icao_code: row.icaoCode,
      };
      return Object.entries(expected)
        .filter(([k, v]) => r.raw[k] !== v)
        .map(([k]) => `line ${r.line} ${row.name}: ${k} "${r.raw[k]}"`);
    });
    expect(unclean).toEqual([]);
  });

  it('has no duplicate companies (same name and country, or same IATA code)', () => {
    const dups = findDuplicates(rows).map(
      (d) => `${d.kind} ${d.key}: ${d.indexes.map((i) => rows[i]?.name ?? '?').join(' / ')}`,
    );
    expect(dups).toEqual([]);
  });

  it('never gives two unrelated companies the same phone, e-mail or form (a copy-paste slip would misdirect people)', () => {
    // Related companies share a website (Air Arabia and Air Arabia Abu Dhabi both publish on airarabia.com).
    const seen = new Map<string, CompanyRow>();
    const clashes: string[] = [];
    for (const r of rows) {
      for (const contact of [r.phone.replace(/\D/g, ''), r.email.toLowerCase(), r.complaintFormUrl]) {
        if (contact === '') continue;
        const other = seen.get(contact);
        if (other && urlDomain(other.website) !== urlDomain(r.website))
          clashes.push(`${contact}: ${other.name} / ${r.name}`);
        seen.set(contact, r);
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each(AIRLINE_CATEGORIES)('meets the floor for %s companies', (category) => {
    expect(rows.filter((r) => r.category === category).length).toBeGreaterThanOrEqual(FLOORS[category]);
  });

  it('maps every country to a region, and covers every region with commercial airlines', () => {
    const unmapped = table.rows.map((r) => r.values.country ?? '').filter((c) => regionOf(c) === undefined);
    expect(unmapped).toEqual([]);
    for (const region of REGIONS) {
      expect(rows.filter((r) => r.category === 'commercial' && r.region === region).length, region).toBeGreaterThan(10);
    }
  });

  it('features about a dozen carriers (8 to 15), all commercial', () => {
    const featured = rows.filter((r) => r.featured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.length).toBeLessThanOrEqual(15);
    expect(featured.filter((r) => r.category !== 'commercial')).toEqual([]);
  });

  it('is sorted by category (commercial, charter, helicopter) then name, for readable review', () => {
    const key = (r: CompanyRow) => [AIRLINE_CATEGORIES.indexOf(r.category), r.name, r.country] as const;
    const sorted = [...rows].sort((a, b) => {
      const [ca, na, xa] = key(a);
      const [cb, nb, xb] = key(b);
      return ca - cb || na.localeCompare(nb, 'en', { sensitivity: 'base' }) || xa.localeCompare(xb, 'en');
    });
    expect(rows.map((r) => `${r.category} ${r.name}`)).toEqual(sorted.map((r) => `${r.category} ${r.name}`));
  });

  // Issue 43 item 6: the largest airlines carry most travellers, so their own channel matters most. The goal is 15
  // of the 50 largest; a research round on the pages the law makes them publish (US customer service plans, Korean
  // damage-relief plans, EU261 claim pages) reached 11 on 2026-11-29 (the stored pages show only their opening, and
  // those plans put the contact section near the end), held here as the floor so none is lost. A form for one
  // narrow kind of complaint (Cathay Pacific's disability-discrimination form) is not counted: a delayed traveller's
  // report would be routed to it.
  it('gives at least 11 of the 50 largest airlines (largest-airlines.csv) an own channel, each with its page', () => {
    const ranking = parseCsvTable(readFileSync(new URL('./largest-airlines.csv', import.meta.url), 'utf8'));
    const largest = ranking.rows.slice(0, 50).map((r) => r.values.name ?? '');
    expect(largest).toHaveLength(50);
    const byName = new Map(rows.map((r) => [r.name, r]));
    const withChannel = largest.filter((name) => {
      const r = byName.get(name);
      return (
        r !== undefined &&
        ((r.email !== '' && r.emailSource !== '') || (r.complaintFormUrl !== '' && r.complaintFormSource !== ''))
      );
    });
    expect(withChannel.length, withChannel.join(', ')).toBeGreaterThanOrEqual(11);
  });
});

// A valid row to start from; each rule test breaks exactly one field.
const good: Record<string, string> = {
  name: 'Fixture Airways',
  category: 'commercial',
  country: 'United Kingdom',
  iata_code: 'FX',
  icao_code: 'FXA',
  website: 'https://www.fixture-airways.co.uk',
  phone: '+44 20 3856 4721',
  email: 'care@fixture-airways.co.uk',
  featured: 'true',
  complaint_form_url: 'https://www.fixture-airways.co.uk/help/complaints/form',
  phone_source: 'https://www.fixture-airways.co.uk/contact',
  email_source: 'https://www.fixture-airways.co.uk/contact',
  complaint_form_source: 'https://www.fixture-airways.co.uk/help/complaints',
  checked_at: '2026-11-20',
};
const reasonsFor = (patch: Record<string, string>) => {
  const r = validateCompanyRow({ ...good, ...patch });
  return r.ok ? [] : r.reasons;
};

describe('row rules', () => {
  it('accepts a good row and derives the region from the country', () => {
    const r = validateCompanyRow(good);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.row.region).toBe('europe');
      expect(r.row.featured).toBe(true);
    }
  });

  it('accepts the usual ways of writing an international number', () => {
    for (const phone of ['+1 800 433 7300', '+1 (800) 433-7300', '+49 69 86 799 799', '+6562238888']) {
      expect(reasonsFor({ phone }), phone).toEqual([]);
    }
  });

  it('accepts a regulator page as the source of a phone or an e-mail, and a subdomain of the company', () => {
    expect(reasonsFor({ email_source: 'https://www.dgca.gov.in/digigov-portal/nodal-officers' })).toEqual([]);
    expect(reasonsFor({ phone_source: 'https://help.fixture-airways.co.uk/contact' })).toEqual([]);
    expect(reasonsFor({ email: 'relations@care.fixture-airways.co.uk' })).toEqual([]);
  });

  it('canonicalises country aliases and category case', () => {
    const r = validateCompanyRow({ ...good, country: ' turkey ', category: 'Charter' });
    expect(r.ok && [r.row.country, r.row.region, r.row.category]).toEqual(['Türkiye', 'europe', 'charter']);
  });

  it.each([
    ['a 555 number', { country: 'United States', phone: '+1 212 555 0123' }, /555/],
    ['a 123456 run', { phone: '+44 20 7123 4567' }, /placeholder run/],
    ['a 000000 run', { phone: '+33 1 00 00 00 01' }, /placeholder run/],
    ['letters in a phone', { phone: '+1 800 FLY DELTA' }, /letters/],
    ['a phone without country code', { phone: '0344 493 0787' }, /international format/],
    ['a phone that is too short', { phone: '+44 1234' }, /digits/],
    ['a phone that is too long', { phone: '+44 1234 5678 9012 3456' }, /digits/],
    ['a UK drama number', { phone: '+44 20 7946 0958' }, /drama/],
    ['a phone with an extension', { phone: '+1 800 433 7300 ext. 2' }, /letters/],
    ['an example.com e-mail', { email: 'help@example.com' }, /placeholder domain/],
    ['a .test e-mail', { email: 'help@airline.test' }, /reserved/],
    ['a no-reply e-mail', { email: 'noreply@fixture-airways.co.uk' }, /no-reply/],
    ['an e-mail without @', { email: 'fixture-airways.co.uk' }, /name@domain/],
    ['an e-mail with two dots', { email: 'a..b@fixture-airways.co.uk' }, /before the @/],
    ['an example.com website', { website: 'https://www.example.com' }, /placeholder domain/],
    ['an http website', { website: 'http://www.fixture-airways.co.uk' }, /https/],
    ['a website without scheme', { website: 'www.fixture-airways.co.uk' }, /https/],
    ['a localhost website', { website: 'https://localhost:8787' }, /port|top-level/],
    ['an IP website', { website: 'https://192.0.2.1' }, /IP address/],
    ['a .invalid website', { website: 'https://airdesk.invalid' }, /reserved/],
    ['a lowercase IATA code', { iata_code: 'ba' }, /iata_code/],
    ['a 3-letter IATA code', { iata_code: 'BAW' }, /iata_code/],
    ['an all-digit IATA code', { iata_code: '12' }, /iata_code/],
    ['a 2-letter ICAO code', { icao_code: 'BA' }, /icao_code/],
    ['an ICAO code with a digit', { icao_code: 'B4W' }, /icao_code/],
    ['an unknown country', { country: 'Atlantis' }, /not in the region table/],
    ['an unknown category', { category: 'airship' }, /category/],
    ['a missing name', { name: '  ' }, /name is required/],
    ['a missing website', { website: '' }, /website is required/],
    ['a bad featured value', { featured: 'yes' }, /featured/],
    ['a line break inside a field', { name: 'Example\nAir' }, /control character/],
    ['a phone without its source page', { phone_source: '' }, /phone_source is required/],
    ['an e-mail without its source page', { email_source: '' }, /email_source is required/],
    ['a form without its source page', { complaint_form_source: '' }, /complaint_form_source is required/],
    [
      'a source without its contact',
      { email: '', email_source: 'https://www.fixture-airways.co.uk/contact' },
      /email is empty/,
    ],
    ["an e-mail on another company's domain", { email: 'care@fixture-air.com' }, /not on the company's own domain/],
    [
      'an e-mail source on an SEO site',
      { email_source: 'https://airline-contact-numbers.net/fixture' },
      /neither the company's own site nor a listed regulator/,
    ],
    [
      'a phone source on sites.google.com',
      { phone_source: 'https://sites.google.com/view/fixture-airways-help' },
      /neither/,
    ],
    [
      'a look-alike domain as source',
      { phone_source: 'https://www.fixture-airways.co.uk.help-desk.in/contact' },
      /neither/,
    ],
    [
      'a form on a help-desk host',
      { complaint_form_url: 'https://fixture.zendesk.com/hc/requests/new' },
      /not on the company's own site/,
    ],
    [
      'a form on a regulator site',
      { complaint_form_url: 'https://www.caa.co.uk/complaints' },
      /not on the company's own site/,
    ],
    ['an http form', { complaint_form_url: 'http://www.fixture-airways.co.uk/form' }, /https/],
    ['a contact without the date it was checked', { checked_at: '' }, /checked_at is required/],
    ['a check date in the future', { checked_at: '2999-01-01' }, /checked_at/],
    ['a check date that is not a date', { checked_at: '2026-02-30' }, /checked_at/],
    ['a direction override inside a name', { name: 'Example \u202eriA' }, /text-direction/],
  ])('rejects %s', (_label, patch, reason) => {
    const reasons = reasonsFor(patch);
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.join('; ')).toMatch(reason);
  });

  it('accepts the country a phone serves and the scope of a form, codes in any case', () => {
    const r = validateCompanyRow({
      ...good,
      phone: '+1 800 247 9297',
      phone_region: ' us ',
      form_scope: 'EU261 compensation claims',
    });
    expect(r.ok && [r.row.phoneRegion, r.row.formScope]).toEqual(['US', 'EU261 compensation claims']);
    const general = validateCompanyRow(good);
    expect(general.ok && [general.row.phoneRegion, general.row.formScope]).toEqual(['', '']);
  });

  it.each([
    ["the home country's code as a phone's region", { phone_region: 'GB' }, /home country/],
    ['an unknown region code', { phone_region: 'XX' }, /not an ISO 3166-1 alpha-2/],
    ['a three-letter region', { phone_region: 'USA' }, /not an ISO 3166-1 alpha-2/],
    ['a country name as a region', { phone_region: 'United States' }, /not an ISO 3166-1 alpha-2/],
    ['a region without a phone', { phone: '', phone_source: '', phone_region: 'US' }, /phone is empty/],
    [
      'a scope without a form',
      { complaint_form_url: '', complaint_form_source: '', form_scope: 'US customers' },
      /complaint_form_url is empty/,
    ],
    ['a scope over 60 characters', { form_scope: 'claims '.repeat(10) }, /longer than 60/],
    ['a scope that starts with "for"', { form_scope: 'for US customers' }, /must not start with "for"/],
    ['a scope that is an address', { form_scope: 'see www.fixture-airways.co.uk' }, /plain text/],
    ['a scope with markup', { form_scope: '<b>EU claims</b>' }, /markup/],
    ['a scope written as a sentence', { form_scope: 'EU261 claims only.' }, /full stop/],
    ['a scope without letters', { form_scope: '261' }, /letters/],
    ['a scope that a spreadsheet would run', { form_scope: '=HYPERLINK(1)' }, /must not start with =/],
  ])('rejects %s', (_label, patch, reason) => {
    expect(reasonsFor(patch).join('; ')).toMatch(reason);
  });

  it('says what a contact is for in short words: the country in running English, the scope after "for"', () => {
    expect(phoneRegionNote('US')).toBe('for customers in the United States');
    expect(phoneRegionNote('it')).toBe('for customers in Italy');
    expect(phoneRegionNote('KR')).toBe('for customers in South Korea');
    expect(phoneRegionNote('KY')).toBe('for customers in the Cayman Islands');
    expect(phoneRegionNote('')).toBe('');
    expect(phoneRegionNote('XX')).toBe('');
    expect(formScopeNote('EU261 compensation claims')).toBe('for EU261 compensation claims');
    expect(formScopeNote('  ')).toBe('');
  });

  it('finds duplicates by name and country (any case) and by IATA code', () => {
    const base = { iataCode: '' };
    const dups = findDuplicates([
      { ...base, name: 'Air One', country: 'Italy' },
      { ...base, name: 'air  one', country: 'italy' },
      { ...base, name: 'Air One', country: 'Spain' },
      { name: 'A', country: 'France', iataCode: 'ZZ' },
      { name: 'B', country: 'Spain', iataCode: 'ZZ' },
    ]);
    expect(dups).toEqual([
      { kind: 'name-country', key: 'air one|italy', indexes: [0, 1] },
      { kind: 'iata', key: 'ZZ', indexes: [3, 4] },
    ]);
  });
});

describe('csv', () => {
  it('reads quotes, escaped quotes, commas and line breaks in quotes, CRLF and a BOM', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"multi\nline",\r\n\r\nlast,row';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', ''] },
      { line: 6, fields: ['last', 'row'] },
    ]);
  });

  it('round-trips through toCsv', () => {
    const records = [
      ['name', 'note'],
      ['Air "Q"', 'a,b'],
      ['line\nbreak', ' lead'],
      ['', ''],
    ];
    expect(parseCsv(toCsv(records)).map((r) => r.fields)).toEqual(records);
  });

  it('refuses malformed input instead of guessing', () => {
    expect(() => parseCsv('a,"b')).toThrow(CsvError);
    expect(() => parseCsv('a,b"c')).toThrow(/quote inside/);
    expect(() => parseCsv('"a"b,c')).toThrow(/after a closing quote/);
    expect(() => parseCsvTable('a,b\n1,2,3')).toThrow(/line 2: expected 2 fields/);
    expect(() => parseCsvTable('a,a\n1,2')).toThrow(/twice/);
  });
});
