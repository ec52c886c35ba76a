// The import's decisions and SQL, without a database: npx vitest run --config worker/vitest.node.config.ts
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, validateCompanyRow, type CompanyRow, type CsvColumn } from './company-row';
import { OPTIMIZE_SEARCH_INDEX_SQL } from './search-index';
import { buildUpsertSql, countPlan, fieldsFor, importSql, planUpsert, type ExistingCompany } from './upsert-sql';
import { sqlString } from '../lib/sql-string';

const ALL = new Set<CsvColumn>(CSV_COLUMNS);

function row(patch: Record<string, string>): CompanyRow {
  const r = validateCompanyRow({
    name: 'Fixture Air',
    category: 'commercial',
    country: 'Ireland',
    iata_code: '',
    icao_code: '',
    website: 'https://www.fixture-air.ie',
    phone: '',
    email: '',
    featured: '',
    phone_source: patch.phone ? 'https://www.fixture-air.ie/contact' : '',
    checked_at: patch.phone ? '2026-11-20' : '',
    ...patch,
  });
  if (!r.ok) throw new Error(r.reasons.join('; '));
  return r.row;
}

function existing(id: number, r: CompanyRow): ExistingCompany {
  return { id, ...r };
}

describe('planUpsert', () => {
  it('inserts new companies, updates changed ones, leaves identical ones alone', () => {
    const a = row({ name: 'Alpha Air', iata_code: 'QA' });
    const b = row({ name: 'Bravo Air' });
    const plan = planUpsert(
      [
        { line: 2, row: { ...a, phone: '+353 1 886 2222' } },
        { line: 3, row: b },
        { line: 4, row: row({ name: 'Charlie Air' }) },
      ],
      [existing(10, a), existing(11, b)],
      ALL,
    );
    expect(countPlan(plan)).toEqual({ inserted: 1, updated: 1, unchanged: 1, rejected: 0 });
    expect(plan.planned[0]).toMatchObject({ kind: 'update', id: 10, changed: ['phone'] });
  });

  it('matches by IATA code first (a renamed airline is updated, not duplicated)', () => {
    const old = row({ name: 'Old Name Air', iata_code: 'QB' });
    const plan = planUpsert(
      [{ line: 2, row: row({ name: 'New Name Air', iata_code: 'QB' }) }],
      [existing(7, old)],
      ALL,
    );
    expect(plan.planned).toMatchObject([{ kind: 'update', id: 7, changed: ['name'] }]);
  });

  it('matches by name and country ignoring case when there is no code', () => {
    const plan = planUpsert(
      [{ line: 2, row: row({ name: 'FIXTURE AIR', country: 'ireland' }) }],
      [existing(3, row({}))],
      ALL,
    );
    expect(plan.planned).toMatchObject([{ kind: 'update', id: 3, changed: ['name'] }]);
  });

  it('rejects a row whose IATA code and name point at two different companies', () => {
    const plan = planUpsert(
      [{ line: 5, row: row({ name: 'Bravo Air', iata_code: 'QA' }) }],
      [existing(1, row({ name: 'Alpha Air', iata_code: 'QA' })), existing(2, row({ name: 'Bravo Air' }))],
      ALL,
    );
    expect(countPlan(plan)).toMatchObject({ inserted: 0, updated: 0, rejected: 1 });
    expect(plan.rejected[0]?.reasons[0]).toMatch(/belongs to "Alpha Air"/);
  });

  it('rejects a repeat of an earlier row of the same file', () => {
    const plan = planUpsert(
      [
        { line: 2, row: row({ name: 'Alpha Air', iata_code: 'QA' }) },
        { line: 3, row: row({ name: 'Alpha Air Two', iata_code: 'QA' }) },
        { line: 4, row: row({ name: 'alpha air' }) },
      ],
      [],
      ALL,
    );
    expect(plan.planned.map((p) => p.line)).toEqual([2]);
    expect(plan.rejected.map((r) => [r.line, r.reasons[0]])).toEqual([
      [3, expect.stringMatching(/line 2/)],
      [4, expect.stringMatching(/line 2/)],
    ]);
  });

  it('keeps the existing value of an optional column the file leaves out', () => {
    const withPhone = row({ phone: '+353 1 886 2222', featured: 'true' });
    const columns = new Set<CsvColumn>(['name', 'category', 'country', 'website']);
    const plan = planUpsert([{ line: 2, row: row({}) }], [existing(4, withPhone)], columns);
    expect(plan.planned).toMatchObject([{ kind: 'unchanged', id: 4 }]);
  });
});

describe('what a contact is for', () => {
  it('travels with its contact: a file that sets the phone or the form sets its region or scope too', () => {
    const fields = fieldsFor(new Set<CsvColumn>(['name', 'category', 'country', 'website', 'phone', 'phone_source']));
    expect(fields).toEqual(expect.arrayContaining(['phone', 'phoneSource', 'phoneRegion']));
    expect(fields).not.toContain('formScope');
    const form = fieldsFor(new Set<CsvColumn>(['name', 'category', 'country', 'website', 'form_scope']));
    expect(form).toEqual(expect.arrayContaining(['complaintFormUrl', 'complaintFormSource', 'formScope']));
  });

  it('writes a new region and scope, and clears a region the file no longer gives', () => {
    const plain = row({ phone: '+1 800 247 9297' });
    const marked = row({
      phone: '+1 800 247 9297',
      phone_region: 'US',
      complaint_form_url: 'https://www.fixture-air.ie/claims',
      complaint_form_source: 'https://www.fixture-air.ie/claims',
      form_scope: 'EU261 compensation claims',
    });
    const up = planUpsert([{ line: 2, row: marked }], [existing(5, { ...plain })], ALL);
    expect(up.planned[0]).toMatchObject({ kind: 'update', id: 5 });
    expect(up.planned[0]!.kind === 'update' && up.planned[0]!.changed).toEqual(
      expect.arrayContaining(['phoneRegion', 'complaintFormUrl', 'complaintFormSource', 'formScope']),
    );
    const sql = buildUpsertSql(up);
    expect(sql).toContain("phone_region = 'US'");
    expect(sql).toContain("form_scope = 'EU261 compensation claims'");

    const down = planUpsert([{ line: 2, row: { ...marked, phoneRegion: '' } }], [existing(5, marked)], ALL);
    expect(down.planned[0]).toMatchObject({ kind: 'update', changed: ['phoneRegion'] });
  });
});

describe('buildUpsertSql', () => {
  const tricky = row({ name: "O'Hare Shuttle; DROP TABLE airlines; --", website: "https://www.fixture-air.ie/a'b" });
  const plan = planUpsert(
    [
      { line: 2, row: tricky },
      { line: 3, row: row({ name: 'Alpha Air', iata_code: 'QA', phone: '+353 1 886 2222', featured: 'true' }) },
    ],
    [existing(9, row({ name: 'Alpha Air', iata_code: 'QA' }))],
    ALL,
  );
  const sql = buildUpsertSql(plan);

  it('escapes quotes in string literals', () => {
    expect(sqlString("it's")).toBe("'it''s'");
    expect(sql).toContain("VALUES ('O''Hare Shuttle; DROP TABLE airlines; --', 'commercial', 'Ireland', 'europe'");
    expect(sql).toContain("'https://www.fixture-air.ie/a''b'");
  });

  it('writes one INSERT and one UPDATE that sets only changed columns and updated_at', () => {
    const lines = sql.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^INSERT INTO airlines \(name, category, country, region, website, iata_code, icao_code, phone, phone_source, phone_region, email, email_source, complaint_form_url, complaint_form_source, form_scope, contacts_checked_at, featured\) VALUES/,
    );
    expect(lines[1]).toBe(
      "UPDATE airlines SET phone = '+353 1 886 2222', phone_source = 'https://www.fixture-air.ie/contact', contacts_checked_at = '2026-11-20', featured = 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 9;",
    );
  });

  it('never touches popularity or created_at, and never deletes', () => {
    // Look at the SQL outside string literals: the tricky name above contains "DROP TABLE" as data.
    const code = sql.replace(/'(?:[^']|'')*'/g, "''");
    expect(code).not.toMatch(/popularity|created_at|\bDELETE\b|\bDROP\b/i);
    expect(
      code
        .split('\n')
        .filter(Boolean)
        .every((l) => /^(INSERT INTO|UPDATE) airlines /.test(l)),
    ).toBe(true);
  });

  it('writes nothing when nothing changed', () => {
    const same = row({});
    expect(buildUpsertSql(planUpsert([{ line: 2, row: same }], [existing(1, same)], ALL))).toBe('');
  });
});

describe('importSql', () => {
  it('writes the rows, then merges the search index once', () => {
    const plan = planUpsert(
      [
        { line: 2, row: row({ name: 'Alpha Air' }) },
        { line: 3, row: row({ name: 'Bravo Air' }) },
      ],
      [],
      ALL,
    );
    expect(importSql(plan)).toBe(`${buildUpsertSql(plan)}${OPTIMIZE_SEARCH_INDEX_SQL}\n`);
    expect(OPTIMIZE_SEARCH_INDEX_SQL).toBe("INSERT INTO airlines_fts (airlines_fts) VALUES ('optimize');");
  });

  it('writes nothing, not even the merge, when nothing changed', () => {
    const same = row({});
    expect(importSql(planUpsert([{ line: 2, row: same }], [existing(1, same)], ALL))).toBe('');
  });
});

describe('older files', () => {
  const OLD = new Set<CsvColumn>([
    'name',
    'category',
    'country',
    'iata_code',
    'icao_code',
    'website',
    'phone',
    'email',
    'featured',
  ]);

  it('still import: a file without the contact-source columns keeps forms and leaves check dates alone', () => {
    expect(fieldsFor(OLD)).toEqual([
      'name',
      'category',
      'country',
      'region',
      'website',
      'iataCode',
      'icaoCode',
      'phone',
      'phoneSource',
      'phoneRegion',
      'email',
      'emailSource',
      'featured',
    ]);
    const a = row({ phone: '+353 1 886 2222' });
    const old = row({});
    const plan = planUpsert(
      [{ line: 2, row: old }],
      [
        existing(3, {
          ...a,
          complaintFormUrl: 'https://www.fixture-air.ie/complaints',
          complaintFormSource: 'https://www.fixture-air.ie/contact',
        }),
      ],
      OLD,
    );
    // Clearing the phone clears its source with it; the form and its source are not in the file, so untouched.
    expect(plan.planned[0]).toMatchObject({ kind: 'update', changed: ['phone', 'phoneSource'] });
  });

  it('cannot add a contact without its source: the row is refused', () => {
    const r = validateCompanyRow({
      name: 'Fixture Air',
      category: 'commercial',
      country: 'Ireland',
      website: 'https://www.fixture-air.ie',
      email: 'care@fixture-air.ie',
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reasons.join('; ')).toMatch(/email_source is required/);
  });
});
