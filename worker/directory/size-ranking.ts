// The ranking of the largest airlines by passengers (largest-airlines.csv), and how it reaches
// airlines.size_rank: the popularity order is demand, then this rank, then name (search-sql.ts). One place for
// it: the directory seed and import (worker/cli/directory.ts) write it after the companies, the data checks
// (size-ranking.node.test.ts) hold the file to the rules below, and the worker suite runs the same SQL on D1.
//
// Rules: each row names exactly one company of companies.csv (its `name`, exactly); the ranks are 1..N in the
// file's order; the passengers never rise down the file; every row has the year its figure is for and the
// https page it was read on. A company named by no row has no rank (NULL): one that drops out loses its rank.
// Pure (no I/O), so the seed, the Node tests and the worker tests share it.
import { parseCsvTable } from './csv';
import { sqlString } from '../lib/sql-string';

export const RANKING_COLUMNS = ['rank', 'airline', 'name', 'passengers_millions', 'year', 'source'] as const;

/** The ranking the data checks require at least: the 100 largest airlines (issue 43). */
export const MIN_RANKED = 100;

export interface RankedRow {
  /** The file line, for messages. */
  line: number;
  rank: number;
  /** The airline or group as the source names it. */
  airline: string;
  /** The company of companies.csv that stands for it. */
  name: string;
  passengersMillions: number;
  year: string;
  source: string;
}

/** A company as the ranking matches it: by exact name; the country tells same-named companies apart. */
export interface RankableCompany {
  name: string;
  country: string;
}

/** A company's place in the ranking, as written to airlines.size_rank. */
export interface SizeRank {
  name: string;
  country: string;
  rank: number;
}

/** Reads the file; a wrong header or a malformed CSV throws (CsvError or Error), a bad row is a problem. */
export function parseRanking(text: string): { rows: RankedRow[]; problems: string[] } {
  const table = parseCsvTable(text);
  if (table.header.join(',') !== RANKING_COLUMNS.join(','))
    throw new Error(`largest-airlines.csv: the header must be ${RANKING_COLUMNS.join(',')}`);
  const rows: RankedRow[] = [];
  const problems: string[] = [];
  for (const { line, values } of table.rows) {
    const v = (k: (typeof RANKING_COLUMNS)[number]) => (values[k] ?? '').trim();
    const rank = /^[1-9][0-9]*$/.test(v('rank')) ? Number(v('rank')) : NaN;
    const passengers = /^[0-9]+(\.[0-9]+)?$/.test(v('passengers_millions')) ? Number(v('passengers_millions')) : NaN;
    const row: RankedRow = {
      line,
      rank,
      airline: v('airline'),
      name: v('name'),
      passengersMillions: passengers,
      year: v('year'),
      source: v('source'),
    };
    const bad: string[] = [];
    if (Number.isNaN(rank)) bad.push(`rank "${v('rank')}" is not a positive whole number`);
    if (Number.isNaN(passengers) || passengers <= 0)
      bad.push(`passengers_millions "${v('passengers_millions')}" is not a positive number`);
    if (row.airline === '') bad.push('no airline');
    if (row.name === '') bad.push('no company name');
    if (!/(19|20)[0-9]{2}/.test(row.year)) bad.push(`year "${row.year}" names no year`);
    if (!isHttpsUrl(row.source)) bad.push(`source "${row.source}" is not an https URL`);
    if (bad.length > 0) problems.push(`line ${line} (${row.airline || row.name}): ${bad.join('; ')}`);
    rows.push(row);
  }
  return { rows, problems };
}

function isHttpsUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && u.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * Checks the ranking against the companies and resolves each row to its company. `minRows` is the size the
 * data checks hold (MIN_RANKED); the seed passes 1, so a short ranking still ranks what it has.
 */
export function checkRanking(
  rows: readonly RankedRow[],
  companies: readonly RankableCompany[],
  minRows = MIN_RANKED,
): { ranks: SizeRank[]; problems: string[] } {
  const problems: string[] = [];
  if (rows.length < minRows) problems.push(`${rows.length} ranked airlines; at least ${minRows} are required`);
  const byName = new Map<string, RankableCompany[]>();
  for (const c of companies) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  const ranks: SizeRank[] = [];
  const taken = new Map<string, number>();
  rows.forEach((r, i) => {
    if (r.rank !== i + 1) problems.push(`line ${r.line}: rank ${r.rank} where ${i + 1} is due (ranks run 1..N)`);
    const prev = rows[i - 1];
    if (prev && r.passengersMillions > prev.passengersMillions)
      problems.push(
        `line ${r.line}: ${r.airline} has more passengers (${r.passengersMillions}) than the row above (${prev.passengersMillions})`,
      );
    const matches = byName.get(r.name) ?? [];
    if (matches.length !== 1) {
      problems.push(
        `line ${r.line}: "${r.name}" names ${matches.length === 0 ? 'no company' : `${matches.length} companies`} of companies.csv`,
      );
      return;
    }
    const earlier = taken.get(r.name);
    if (earlier !== undefined) {
      problems.push(`line ${r.line}: "${r.name}" is already ranked on line ${earlier}`);
      return;
    }
    taken.set(r.name, r.line);
    ranks.push({ name: matches[0]!.name, country: matches[0]!.country, rank: r.rank });
  });
  return { ranks, problems };
}

/**
 * One statement that makes airlines.size_rank equal the ranking: the ranked companies (matched by name and
 * country) get their rank, every other company NULL. Only rows whose rank changes are written, so a seed run
 * again writes nothing. popularity and updated_at are never touched.
 */
export function sizeRankSql(ranks: readonly SizeRank[]): string {
  const rankOf = `(SELECT r.size_rank FROM ranking r WHERE r.name = airlines.name AND r.country = airlines.country)`;
  if (ranks.length === 0) return 'UPDATE airlines SET size_rank = NULL WHERE size_rank IS NOT NULL;';
  const values = ranks.map((r) => `(${sqlString(r.name)}, ${sqlString(r.country)}, ${r.rank})`).join(', ');
  return (
    `WITH ranking(name, country, size_rank) AS (VALUES ${values}) ` +
    `UPDATE airlines SET size_rank = ${rankOf} WHERE size_rank IS NOT ${rankOf};`
  );
}
