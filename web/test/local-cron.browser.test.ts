// The cron under `npm start` (docs/development.md#local-cron), and the suite's one journey under `wrangler dev`:
// the app here runs with the same arguments `npm start` uses (worker/cli/wrangler.ts devArgs, support/dev-app.ts),
// which is what proves `npm start` serves the app. No browser is needed: the trigger is one GET, and the proof is
// a mail that no write queued reaching the mail fake. The SQL goes through `wrangler d1 execute`, as an operator's
// would on the database `npm start` serves.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { query } from '../../worker/cli/d1';
import { LOCAL_CRON_PATH } from '../../worker/cli/wrangler';
import { uniqueEmail, waitForMail } from './support/accounts';
import { shardApp } from './support/app';
import { sqlText } from './support/d1';
import { startDevApp, type DevApp } from './support/dev-app';

let app: DevApp;
beforeAll(async () => {
  // The mail goes to this shard's mail fake.
  app = await startDevApp(shardApp().vars);
});
afterAll(async () => {
  await app?.stop();
});

const d1 = <T>(sql: string) => query<T>(sql, { remote: false, persistTo: app.persistDir });

it('runs the scheduled handler on the local trigger: a mail queued without any write is delivered', async () => {
  const to = uniqueEmail('cron');
  // Straight into the outbox, as a mail left over from a burst or a back-off would be: no request, so no
  // delivery run starts by itself.
  d1(
    `INSERT INTO mail_outbox (idempotency_key, kind, to_addresses, subject, text_body, html_body)
     VALUES (${sqlText(randomUUID())}, 'password-changed', ${sqlText(JSON.stringify([to]))}, 'Local cron', 'Delivered by the local cron trigger.', '<p>Delivered.</p>')`,
  );
  const res = await fetch(`${app.url}${LOCAL_CRON_PATH}`);
  expect(res.status).toBe(200);
  // The scheduled handler ran, not the SPA's index.html.
  expect(res.headers.get('content-type') ?? '').not.toMatch(/html/);
  await waitForMail(to, /Delivered by the local cron trigger/);
  expect(
    d1<{ status: string }>(`SELECT status FROM mail_outbox WHERE to_addresses = ${sqlText(JSON.stringify([to]))}`),
  ).toEqual([{ status: 'sent' }]);
});
