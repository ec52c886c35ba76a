// Documents do not outlive their use (docs/decisions.md#your-data): the cron deletes the documents of a case
// untouched for DOCUMENT_RETENTION_MONTHS (24 by default), rows and R2 bytes; the case page says when beforehand
// and that it happened afterwards; a case with recent activity keeps them.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { ProblemDetail } from '../contracts';
import { runScheduled } from '../scheduled';
import { PDF, emailedReport, uploaded } from './case-samples';
import { replyInCase } from './account-support';
import { call, json, outboxIdle, subscribedUser, type TestUser } from './support';

vi.setConfig({ testTimeout: 60_000 });

const LONG_AGO = '2024-01-15T09:00:00.000Z';
const detail = (u: TestUser, id: number) => call(`/api/problems/${id}`, { cookie: u.cookie }).then(json<ProblemDetail>);
/** Moves every dated step of report `id` back to LONG_AGO. */
async function age(id: number) {
  await env.DB.batch([
    env.DB.prepare('UPDATE problem_reports SET date_submitted = ? WHERE id = ?').bind(LONG_AGO, id),
    env.DB.prepare('UPDATE problem_status_history SET changed_at = ? WHERE problem_id = ?').bind(LONG_AGO, id),
    env.DB.prepare('UPDATE case_attachments SET created_at = ? WHERE problem_id = ?').bind(LONG_AGO, id),
    env.DB.prepare('UPDATE case_messages SET at = ? WHERE problem_id = ?').bind(LONG_AGO, id),
  ]);
}
const objects = async (id: number) => (await env.FILES.list({ prefix: `cases/${id}/files/` })).objects.length;

describe('the retention of documents', () => {
  it('deletes the documents of a case untouched for 24 months and keeps those of a case with recent activity', async () => {
    const u = await subscribedUser();
    const { report: old } = await emailedReport(u);
    const { report: answered, company } = await emailedReport(u);
    const { report: fresh } = await emailedReport(u);
    for (const r of [old, answered, fresh]) await uploaded(u, r.id, PDF, 'ticket.pdf');
    await outboxIdle();
    await age(old.id);
    await age(answered.id);
    // The company answered last month: the case was touched, so its documents stay.
    await replyInCase(answered.id, answered.replyAddress!, company, 'We will look into it.');

    // Announced beforehand: 24 months after the last activity.
    expect((await detail(u, old.id)).documentsDeleteOn).toBe('2026-01-15');
    const freshDetail = await detail(u, fresh.id);
    const lastActivity = freshDetail.attachments[0]!.createdAt;
    const inTwoYears = new Date(lastActivity);
    inTwoYears.setUTCMonth(inTwoYears.getUTCMonth() + 24);
    expect(freshDetail.documentsDeleteOn).toBe(inTwoYears.toISOString().slice(0, 10));

    const result = await runScheduled(env);
    expect(result.deletedDocuments).toBeGreaterThanOrEqual(1);
    const gone = await detail(u, old.id);
    expect(gone).toMatchObject({ attachments: [], documentsDeleteOn: null });
    expect(gone.documentsDeletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await objects(old.id)).toBe(0);
    for (const kept of [answered, fresh]) {
      expect((await detail(u, kept.id)).attachments).toHaveLength(1);
      expect(await objects(kept.id)).toBe(1);
    }
  });

  it('takes its period from DOCUMENT_RETENTION_MONTHS', async () => {
    const u = await subscribedUser();
    const { report } = await emailedReport(u);
    await uploaded(u, report.id, PDF, 'receipt.pdf');
    await outboxIdle();
    const inSixWeeks = Date.now() + 42 * 86_400_000;
    // 24 months (the default): six weeks on, nothing goes.
    await runScheduled(env, inSixWeeks);
    expect(await objects(report.id)).toBe(1);
    // One month: six weeks on, the documents go.
    await runScheduled({ ...env, DOCUMENT_RETENTION_MONTHS: '1' }, inSixWeeks);
    expect(await objects(report.id)).toBe(0);
    expect((await detail(u, report.id)).attachments).toEqual([]);
  });
});
