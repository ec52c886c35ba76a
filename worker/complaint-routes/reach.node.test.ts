// How far a report reaches, measured on the data as shipped (companies.csv, routes.csv, largest-airlines.csv):
// the largest airlines with a channel of their own, and the companies whose home country has an official body
// that takes complaints up. Printed by `npm test` and quoted in docs/data.md; the held floors keep the reach
// from falling unnoticed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { channelOf } from '../contracts/directory';
import { validateCompanyRow, type CompanyRow } from '../directory/company-row';
import { parseCsvTable } from '../directory/csv';
import { homeCountryRoutes } from './choose';
import { readRoutesFile } from './routes-file';

const read = (file: string) => parseCsvTable(readFileSync(new URL(file, import.meta.url), 'utf8')).rows;
const companies: CompanyRow[] = read('../directory/companies.csv').flatMap((r) => {
  const v = validateCompanyRow(r.values);
  return v.ok ? [v.row] : [];
});
const ranking = read('../directory/largest-airlines.csv').map((r) => r.values);
const { routes } = readRoutesFile();
const TODAY = '2026-11-26';

const withHomeRoute = (c: CompanyRow) =>
  homeCountryRoutes({ name: c.name, iataCode: c.iataCode, country: c.country }, routes, TODAY).length > 0;

describe('reach of a report', () => {
  it('names a directory company for every ranked airline', () => {
    const names = new Set(companies.map((c) => c.name));
    expect(ranking.filter((r) => r.name !== '' && !names.has(r.name!)).map((r) => r.name)).toEqual([]);
  });

  it('prints the largest airlines with a channel of their own (held floor)', () => {
    const byName = new Map(companies.map((c) => [c.name, c]));
    const ranked = ranking.filter((r) => r.name !== '').map((r) => ({ rank: r.rank, c: byName.get(r.name!)! }));
    const own = ranked.filter((r) => channelOf(r.c) !== 'none');
    const routed = ranked.filter((r) => withHomeRoute(r.c));
    console.log(
      [
        `largest airlines (${ranked.length} ranked, ${ranking[0]?.year ?? ''} data): ${own.length} with a channel of their own, ${routed.length} with an official body in their home country`,
        ...ranked.map(
          (r) =>
            `  ${String(r.rank).padStart(3)} ${r.c.name}: ${channelOf(r.c)}${withHomeRoute(r.c) ? ', home-country route' : ''}`,
        ),
      ].join('\n'),
    );
    expect(own.length).toBeGreaterThanOrEqual(HELD.largestWithOwnChannel);
  });

  it('prints the companies whose home country has a route, by country (held floor)', () => {
    const byCountry = new Map<string, { all: number; noChannel: number }>();
    for (const c of companies.filter(withHomeRoute)) {
      const e = byCountry.get(c.country) ?? { all: 0, noChannel: 0 };
      e.all++;
      if (channelOf(c) === 'none') e.noChannel++;
      byCountry.set(c.country, e);
    }
    const total = [...byCountry.values()].reduce((n, e) => n + e.all, 0);
    const reached = companies.filter((c) => channelOf(c) !== 'none' || withHomeRoute(c)).length;
    console.log(
      [
        `companies with an official body in their home country: ${total} of ${companies.length}; with an own channel or such a body: ${reached}`,
        ...[...byCountry]
          .sort((a, b) => b[1].all - a[1].all)
          .map(([country, e]) => `  ${country}: ${e.all} (${e.noChannel} without an own channel)`),
      ].join('\n'),
    );
    expect(total).toBeGreaterThanOrEqual(HELD.companiesWithHomeRoute);
  });
});

/** The levels reached on 2026-11-26 (the routes on 2026-11-29); raise them when the data improves. */
const HELD = { largestWithOwnChannel: 2, companiesWithHomeRoute: 289 };
