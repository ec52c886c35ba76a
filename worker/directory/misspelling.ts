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
import { allowedEdits, nameDistance, squash } from './name-distance';
import { airlineRow, ftsPhrase } from './search-sql';

const CANDIDATES = 200;
const MIN_LETTERS = 4;

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

interface SimilarNames {
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
