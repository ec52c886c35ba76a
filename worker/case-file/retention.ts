// Documents do not outlive their use (docs/decisions.md#your-data): the scheduled handler deletes the documents
// (the traveller's uploads and the company's attachments, rows and R2 bytes) of every case whose last activity
// is older than DOCUMENT_RETENTION_MONTHS (24 by default). A case's last activity is the latest of its filing,
// its history (status changes, the traveller's steps), its messages and its documents, so a resolved case counts
// from its resolution and an open one from the last thing that happened in it. The messages' texts stay: the
// case keeps its story without the files.

/** Cases handled per run: the cron comes every five minutes, so a backlog drains without a long run. */
const CASES_PER_RUN = 50;

/** `iso` moved by `months` calendar months (negative: back), as an ISO string. */
export function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
}

/** The last activity of report `r` (an SQL alias of problem_reports), as an ISO string. */
const lastActivity = (r: string) => `max(${r}.date_submitted,
    coalesce((SELECT max(h.changed_at) FROM problem_status_history h WHERE h.problem_id = ${r}.id), ''),
    coalesce((SELECT max(m.at) FROM case_messages m WHERE m.problem_id = ${r}.id), ''),
    coalesce((SELECT max(a.created_at) FROM case_attachments a WHERE a.problem_id = ${r}.id), ''))`;

/**
 * Deletes the documents of the cases untouched since the retention period began; answers how many documents.
 * D1's own statements: drizzle 0.45 cannot batch raw SQL with bound parameters (lib/insert-where.ts).
 */
export async function deleteExpiredDocuments(
  d1: D1Database,
  files: R2Bucket | undefined,
  months: number,
  nowMs = Date.now(),
) {
  const now = new Date(nowMs).toISOString();
  const cutoff = addMonths(now, -months);
  const { results: due } = await d1
    .prepare(
      `SELECT r.id FROM problem_reports r WHERE EXISTS (SELECT 1 FROM case_attachments a WHERE a.problem_id = r.id)
       AND ${lastActivity('r')} < ?1 ORDER BY r.id LIMIT ${CASES_PER_RUN}`,
    )
    .bind(cutoff)
    .all<{ id: number }>();
  // The period is checked again in the writes: a document uploaded or a reply received since the read keeps
  // the case's documents.
  const stillDue = `(SELECT ${lastActivity('r')} FROM problem_reports r WHERE r.id = ?1) < ?2`;
  let deleted = 0;
  for (const { id } of due) {
    const [, removed] = await d1.batch<{ r2_key: string }>([
      d1
        .prepare(`UPDATE problem_reports SET documents_deleted_at = ?3 WHERE id = ?1 AND ${stillDue}`)
        .bind(id, cutoff, now),
      d1
        .prepare(`DELETE FROM case_attachments WHERE problem_id = ?1 AND ${stillDue} RETURNING r2_key`)
        .bind(id, cutoff),
    ]);
    const keys = removed!.results.map((r) => r.r2_key);
    if (keys.length && files) await files.delete(keys);
    deleted += keys.length;
  }
  return deleted;
}

/**
 * When the documents of a case with last activity `lastActivityAt` will be deleted (YYYY-MM-DD), for the case
 * page; null when the case has no documents.
 */
export function documentsDeleteOn(lastActivityAt: string, hasDocuments: boolean, months: number): string | null {
  return hasDocuments ? addMonths(lastActivityAt, months).slice(0, 10) : null;
}
