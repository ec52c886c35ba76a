// Upkeep of the directory's search index (airlines_fts, the FTS5 trigram index of migration 0001).
//
// FTS5 writes each transaction's changes as a new segment of its index and merges segments only now and
// then (automerge), so a bulk write leaves the index in many segments: the bench's 100,000 companies,
// written in 20 transactions, leave 12. A search then reads every trigram's list from each segment.
// 'optimize' merges them into one, as SQLite's FTS5 documentation recommends after a bulk load; a match then
// reads one list per trigram (docs/benchmarks.md#measurements-behind-the-code).
// It rewrites the whole index (under a second at 100,000 companies), so it runs once after a bulk write
// (the CSV import and seed), never after the single-row writes of the API, which automerge keeps tidy.
export const OPTIMIZE_SEARCH_INDEX_SQL = "INSERT INTO airlines_fts (airlines_fts) VALUES ('optimize');";
