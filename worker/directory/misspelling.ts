// When nothing matches a search as typed, the names most like it: "lufhtansa" finds Lufthansa, "ryan air"
// Ryanair, "emirats" Emirates, and the answer says "Did you mean ...?" (docs/api.md#directory, didYouMean).
//
// Two steps, both made for this:
// 1. Candidates from the trigram index (airlines_fts, migration 0001): the names holding any of a few
//    consecutive pieces of the text (spaces and punctuation dropped; as many pieces as edits allowed plus one,
//    each 3 letters or more, so a text within that many edits keeps at least one piece whole, as long as the
//    pieces are long enough), best first by FTS5's bm25 rank. Whole pieces, not single trigrams: a
//    trigram such as "air" is in a third of the names, and ranking them all cost some 300 ms at 100,000
//    companies (docs/benchmarks.md). One statement, only after a search found nothing.
// 2. Each candidate kept when the text is within a few edits of its name or of a run of its words
//    (optimal string alignment distance: an insertion, deletion, substitution or swap of two neighbouring
//    letters is one edit; 1 edit up to 5 letters, 2 up to 8, 3 beyond), closest first.
import { and, sql, type SQL } from 'drizzle-orm';
import { airlines, type AirlineRow } from '../../schema';
import type { SortBy } from '../contracts';
import type { Db } from '../db';
import { allowedEdits, nameDistance, squash } from './name-distance';
import { ftsPhrase } from './fts';
import { airlineRow } from './search-sql';

const CANDIDATES = 200;
const MIN_LETTERS = 4;

/** The text in `count` consecutive pieces of 3 letters or more, as one FTS5 query on the name column: any of them. */
function anyPiece(text: string, count: number) {
  const chars = Array.from(text);
  const n = Math.max(1, Math.min(count, Math.floor(chars.length / 3)));
  const pieces = new Set<string>();
  for (let i = 0; i < n; i++)
    pieces.add(chars.slice(Math.floor((i * chars.length) / n), Math.floor(((i + 1) * chars.length) / n)).join(''));
  return `name : (${[...pieces].map(ftsPhrase).join(' OR ')})`;
}

const nocase = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
/** search-sql.ts's popularity order in memory: the ranked airlines by rank, the unranked after them. */
const rank = (a: AirlineRow) => a.sizeRank ?? Number.MAX_SAFE_INTEGER;
const ORDERS: Record<Exclude<SortBy, 'relevance'>, (a: AirlineRow, b: AirlineRow) => number> = {
  name: (a, b) => nocase(a.name, b.name) || a.id - b.id,
  'name-desc': (a, b) => nocase(b.name, a.name) || b.id - a.id,
  country: (a, b) =>
    (a.country < b.country ? -1 : a.country > b.country ? 1 : 0) || nocase(a.name, b.name) || a.id - b.id,
  popularity: (a, b) => b.popularity - a.popularity || rank(a) - rank(b) || nocase(a.name, b.name) || a.id - b.id,
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
  const allowed = allowedEdits(letters);
  const candidates = await db.all<Record<string, unknown>>(
    sql`SELECT ${airlines}.* FROM (SELECT rowid AS id, rank FROM airlines_fts WHERE airlines_fts MATCH ${anyPiece(squashed, allowed + 1)}
      ORDER BY rank LIMIT ${CANDIDATES}) c JOIN ${airlines} ON ${airlines.id} = c.id
      ${filters.length ? sql`WHERE ${and(...filters)}` : sql``}`,
  );
  return rankSimilar(candidates.map(airlineRow), squashed, allowed, sortBy);
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
