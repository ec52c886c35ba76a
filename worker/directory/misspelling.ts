// When nothing matches a search as typed, the names most like it: "lufhtansa" finds Lufthansa, "ryan air"
// Ryanair, "emirats" Emirates, and the answer says "Did you mean ...?" (docs/api.md#directory, didYouMean).
//
// Two steps, both made for this:
// 1. Candidates from the trigram index (airlines_fts, migration 0001): the names sharing any three-letter
//    piece of the text (spaces and punctuation dropped), best first by FTS5's bm25 rank, which weighs rare
//    pieces above common ones ("ufh" above "air"). One statement, only after a search found nothing.
// 2. Each candidate kept when the text is within a few edits of its name or of a run of its words
//    (optimal string alignment distance: an insertion, deletion, substitution or swap of two neighbouring
//    letters is one edit; 1 edit up to 5 letters, 2 up to 8, 3 beyond), closest first.
import { and, sql, type SQL } from 'drizzle-orm';
import { airlines, type AirlineRow } from '../../schema';
import type { SortBy } from '../contracts';
import type { Db } from '../db';
import { airlineRow, ftsPhrase } from './search-sql';

const CANDIDATES = 200;
const MIN_LETTERS = 4;

/** Lower case, accents and everything but letters and digits dropped: "Ryan Air" and "ryanair" are alike. */
const squash = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Optimal string alignment distance (Damerau-Levenshtein without repeated edits of one piece). */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[x.length]![y.length]!;
}

const allowedEdits = (letters: number) => (letters <= 5 ? 1 : letters <= 8 ? 2 : 3);

/** The fewest edits from the squashed text to the name or to any run of its words. */
export function nameDistance(text: string, name: string): number {
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .map(squash)
    .filter(Boolean);
  let best = editDistance(text, squash(name));
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j <= words.length; j++) best = Math.min(best, editDistance(text, words.slice(i, j).join('')));
  return best;
}

/** The text's distinct three-letter pieces as one FTS5 query on the name column: any of them. */
const anyTrigram = (text: string) => {
  const chars = Array.from(text);
  const pieces = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) pieces.add(chars.slice(i, i + 3).join(''));
  return `name : (${[...pieces].map(ftsPhrase).join(' OR ')})`;
};

const nocase = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
const ORDERS: Record<Exclude<SortBy, 'relevance'>, (a: AirlineRow, b: AirlineRow) => number> = {
  name: (a, b) => nocase(a.name, b.name) || a.id - b.id,
  'name-desc': (a, b) => nocase(b.name, a.name) || b.id - a.id,
  country: (a, b) =>
    (a.country < b.country ? -1 : a.country > b.country ? 1 : 0) || nocase(a.name, b.name) || a.id - b.id,
  popularity: (a, b) => b.popularity - a.popularity || nocase(a.name, b.name) || a.id - b.id,
};

export interface SimilarNames {
  /** Every airline kept, in the requested order (relevance: closest first, then popularity). */
  rows: AirlineRow[];
  /** The closest name, for "Did you mean ...?". */
  best: string | undefined;
}

/** The airlines whose names are like `text`, after the filters; none for a text under 4 letters. */
export async function similarNames(db: Db, text: string, filters: SQL[], sortBy: SortBy): Promise<SimilarNames> {
  const squashed = squash(text);
  const letters = Array.from(squashed).length;
  if (letters < MIN_LETTERS) return { rows: [], best: undefined };
  const candidates = await db.all<Record<string, unknown>>(
    sql`SELECT ${airlines}.* FROM (SELECT rowid AS id, rank FROM airlines_fts WHERE airlines_fts MATCH ${anyTrigram(squashed)}
      ORDER BY rank LIMIT ${CANDIDATES}) c JOIN ${airlines} ON ${airlines.id} = c.id
      ${filters.length ? sql`WHERE ${and(...filters)}` : sql``}`,
  );
  return rankSimilar(candidates.map(airlineRow), squashed, allowedEdits(letters), sortBy);
}

function rankSimilar(rows: AirlineRow[], text: string, allowed: number, sortBy: SortBy): SimilarNames {
  const kept = rows
    .map((row) => ({ row, distance: nameDistance(text, row.name) }))
    .filter((c) => c.distance <= allowed)
    .sort((a, b) => a.distance - b.distance || ORDERS.popularity(a.row, b.row));
  const best = kept[0]?.row.name;
  const ordered = sortBy === 'relevance' ? kept.map((c) => c.row) : kept.map((c) => c.row).sort(ORDERS[sortBy]);
  return { rows: ordered, best };
}
