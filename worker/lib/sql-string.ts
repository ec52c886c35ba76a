// SQL text written for `wrangler d1 execute` (the CSV import, the seeds, the operator commands) has no bound
// parameters, so every string goes in as a literal.

/** A SQL string literal: single quotes doubled, nothing else is special inside '...' in SQLite. */
export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
