// `npx tsx bench/case-storage.ts [cases]`: what one case file costs in D1 (docs/architecture.md#case-files-storage-and-limits).
// A throwaway local D1 (wrangler --persist-to a temp directory) gets the real migrations, then `cases` synthetic
// cases (default 1,000) written with `wrangler d1 execute --local --file`: each one report row with its letter,
// flight, rights, deadlines and route plan, its status history, its reminders, its outbox mails (the letter to
// the company and the traveller's copy, a notice per company reply, one mail per traveller message), its
// messages and its documents, every text at the length a real case has (the lengths are below, measured on a
// report filed through `npm start`). The database's pages are counted before and after; D1 stores SQLite pages
// as they are, so their growth is what counts against the 10 GB limit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './directory-data';
import { WRANGLER_ENV } from '../worker/cli/wrangler';

const CASES = Number(process.argv[2] ?? 1000);
/** A case as the case file makes it: messages in and out, documents, mails. */
const SHAPE = { history: 4, reminders: 2, repliesIn: 2, autoReplies: 1, messagesOut: 2, documents: 4 };
/** Characters of each stored text, from report #2 filed with a flight (FCO-AMS, KLM) under `npm start`. */
const LEN = {
  description: 500,
  letter: 1385 + 500,
  flight: 98,
  rights: 2619,
  deadlines: 336,
  routes: 882,
  mailText: 1385 + 500,
  mailHtml: 2447 + 600,
  replyNotice: 1800,
  replyNoticeHtml: 2600,
  messageMail: 1100,
  messageMailHtml: 1600,
};

const dir = mkdtempSync(path.join(tmpdir(), 'airdesk-case-storage-'));
const wrangler = (...args: string[]) => {
  const res = spawnSync(path.join(ROOT, 'node_modules/.bin/wrangler'), args, {
    cwd: ROOT,
    env: { ...process.env, ...WRANGLER_ENV },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${res.stdout}${res.stderr}`);
};
const d1 = (...args: string[]) => wrangler('d1', ...args, '--local', '--persist-to', dir);

// SQLite's own count of the database's pages, read with Python's sqlite3 (D1 refuses PRAGMA and has no dbstat,
// and node 20 has no SQLite): the files alone mislead, since the write-ahead log holds the last pages twice.
const MEASURE = `import sqlite3, sys, json
c = sqlite3.connect(sys.argv[1])
size = c.execute('pragma page_count').fetchone()[0] * c.execute('pragma page_size').fetchone()[0]
tables = c.execute('select name, sum(pgsize) from dbstat group by name order by 2 desc').fetchall()
print(json.dumps({'size': size, 'tables': tables}))`;

function dbBytes(): { size: number; tables: [string, number][] } {
  const d = path.join(dir, 'v3/d1/miniflare-D1DatabaseObject');
  const file = readdirSync(d).find((f) => !f.startsWith('metadata') && f.endsWith('.sqlite'))!;
  const res = spawnSync('python3', ['-c', MEASURE, path.join(d, file)], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`python3 (sqlite3) is needed to measure: ${res.stderr}`);
  return JSON.parse(res.stdout) as { size: number; tables: [string, number][] };
}

const words = 'the flight arrived late and the passenger asks for compensation under the regulation '.split(' ');
const text = (n: number, seed: number) => {
  let s = '';
  for (let i = seed; s.length < n; i++) s += `${words[i % words.length]} `;
  return `'${s.slice(0, n)}'`;
};
const hex = (n: number) => [...Array<number>(n)].map(() => Math.floor(Math.random() * 16).toString(16)).join('');

function caseSql(i: number): string[] {
  const at = `'2026-10-${String((i % 28) + 1).padStart(2, '0')}T10:00:00.000Z'`;
  const reply = `'case-${hex(32)}@cases.airdesk.example'`;
  const report = `(SELECT max(id) FROM problem_reports)`;
  const rows = [
    `INSERT INTO problem_reports (user_id, airline_id, category, flight_number, date, description, contact_email,
      contact_phone, date_submitted, status, email_status, channel, letter, flight, rights, deadlines, routes, reply_address)
      VALUES (1, 1, 'flight-delay', 'KL 1602', '2026-10-01', ${text(LEN.description, i)}, 'traveller${i}@mail.example.net',
      '+30 694 000 0000', ${at}, 'in_progress', 'sent', 'email', ${text(LEN.letter, i)}, ${text(LEN.flight, i)},
      ${text(LEN.rights, i)}, ${text(LEN.deadlines, i)}, ${text(LEN.routes, i)}, ${reply})`,
  ];
  for (let h = 0; h < SHAPE.history; h++)
    rows.push(
      `INSERT INTO problem_status_history (problem_id, status, event, changed_at, changed_by) VALUES (${report}, 'in_progress', 'status', ${at}, 1)`,
    );
  for (let r = 0; r < SHAPE.reminders; r++)
    rows.push(
      `INSERT INTO report_reminders (problem_id, kind, deadline) VALUES (${report}, 'kind-${r}', '2026-11-1${r}')`,
    );
  const mail = (kind: string, textLen: number, htmlLen: number) =>
    `INSERT INTO mail_outbox (kind, ref_id, to_addresses, subject, text_body, html_body, status, idempotency_key)
      VALUES ('${kind}', ${report}, '["customer.relations@airline.example.com"]', 'Complaint: flight KL 1602 on 2026-10-01 (report #${i})',
      ${text(textLen, i)}, ${text(htmlLen, i)}, 'sent', '${hex(32)}')`;
  rows.push(mail('report-airline', LEN.mailText, LEN.mailHtml), mail('report-copy', LEN.mailText, LEN.mailHtml));
  for (let r = 0; r < SHAPE.repliesIn; r++) rows.push(mail('case-reply', LEN.replyNotice, LEN.replyNoticeHtml));
  for (let m = 0; m < SHAPE.messagesOut; m++) rows.push(mail('case-message', LEN.messageMail, LEN.messageMailHtml));
  const messages = SHAPE.repliesIn + SHAPE.autoReplies + SHAPE.messagesOut;
  for (let m = 0; m < messages; m++)
    rows.push(`INSERT INTO case_messages (problem_id, direction, kind, from_address, to_address, subject, message_id,
      in_reply_to, body_key, body_bytes, at) VALUES (${report}, 'in', 'reply', 'Customer Relations <customer.relations@airline.example.com>',
      ${reply}, 'RE: Complaint: flight KL 1602 on 2026-10-01 (report #${i}) [ref:${hex(12)}]', '<${hex(24)}@mail.airline.example.com>',
      '<${hex(24)}@cases.airdesk.example>', 'cases/${i}/messages/${hex(32)}.txt', 2048, ${at})`);
  for (let d = 0; d < SHAPE.documents; d++)
    rows.push(`INSERT INTO case_attachments (problem_id, source, filename, content_type, size, r2_key, sent_at)
      VALUES (${report}, 'traveller', 'boarding-pass-KL1602-${d}.pdf', 'application/pdf', 1048576, 'cases/${i}/files/${hex(32)}', ${at})`);
  return rows;
}

try {
  d1('migrations', 'apply', 'DB');
  // The one account and company every synthetic case points at (accounts and companies are not per case).
  d1(
    'execute',
    'DB',
    '--command',
    `INSERT INTO users (username, email, password_hash) VALUES ('t@x.example', 't@x.example', 'x');
    INSERT INTO airlines (name, category, country, region) VALUES ('Synthetic Air', 'commercial', 'Netherlands', 'europe')`,
  );
  const before = dbBytes();
  const file = path.join(dir, 'cases.sql');
  for (let start = 0; start < CASES; start += 250) {
    const sql = Array.from({ length: Math.min(250, CASES - start) }, (_, k) => caseSql(start + k).join(';\n')).join(
      ';\n',
    );
    writeFileSync(file, `${sql};\n`);
    d1('execute', 'DB', '--file', file);
  }
  const after = dbBytes();
  const perCase = (after.size - before.size) / CASES;
  const tenGB = 10 * 1000 ** 3;
  console.log(
    `D1: ${before.size} bytes before, ${after.size} after ${CASES} cases: ${Math.round(perCase)} bytes per case`,
  );
  const was = new Map(before.tables);
  for (const [name, bytes] of after.tables.slice(0, 12))
    console.log(`  ${name}: ${Math.round((bytes - (was.get(name) ?? 0)) / CASES)} bytes per case`);
  console.log(`10 GB holds about ${Math.floor(tenGB / perCase).toLocaleString('en')} such cases`);
  console.log(`(database kept in ${dir} for a closer look; remove it when done)`);
} catch (err) {
  rmSync(dir, { recursive: true, force: true });
  throw err;
}
