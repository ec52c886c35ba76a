// `npm run mail:deliver -- --to <case address> <file.eml>` (or `--report <id>` for the report's own address):
// delivers a mail to the running app's email() handler as Email Routing does in production, through
// wrangler dev's local e-mail trigger (POST /cdn-cgi/handler/email, which miniflare passes to the Worker even
// behind the static assets). The sample mails in worker/test/fixtures/mail are written to a placeholder case
// address; it is replaced with the real one, so the headers and the envelope agree. Email Routing checks SPF, DKIM
// and DMARC and prepends its verdicts (docs/api.md#who-may-answer-a-case); locally nothing checks them, so this
// stamps the verdicts the sender would get: a pass by default, `--auth fail` for a forged sender, `--auth none`.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { query, targetFromArgs } from './d1';

const SAMPLE_ADDRESS = 'case-00000000000000000000000000000000@cases.airdesk.invalid';
const USAGE =
  'usage: npm run mail:deliver -- (--to <case address> | --report <id>) [--from <address>] [--auth pass|fail|none] [--origin <url>] [--persist-to DIR] <file.eml>';

const { values, positionals } = parseArgs({
  options: {
    to: { type: 'string' },
    report: { type: 'string' },
    from: { type: 'string' },
    auth: { type: 'string', default: 'pass' },
    origin: { type: 'string' },
    'persist-to': { type: 'string' },
  },
  allowPositionals: true,
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The case address of report `id` in the local D1. */
function replyAddressOf(id: string): string {
  if (!/^\d+$/.test(id)) fail(`--report takes a report id, not "${id}"`);
  const [row] = query<{ reply_address: string | null }>(
    `SELECT reply_address FROM problem_reports WHERE id = ${id}`,
    targetFromArgs(process.argv.slice(2)),
  );
  if (!row) fail(`No report #${id} in the local database.`);
  if (!row.reply_address) fail(`Report #${id} has no case address (CASE_MAIL_DOMAIN was not set when it was filed).`);
  return row.reply_address;
}

const file = positionals[0];
if (!file || positionals.length > 1 || (!values.to && !values.report)) fail(USAGE);
const to = values.to ?? replyAddressOf(values.report!);
const mail = readFileSync(file, 'latin1').replaceAll(SAMPLE_ADDRESS, to);
const headerFrom = /^From:[^\r\n]*?<?([^\s<>"]+@[^\s<>"]+?)>?\s*$/im.exec(mail)?.[1];
const from = values.from ?? headerFrom ?? 'sender@airline.example.net';
if (!['pass', 'fail', 'none'].includes(values.auth)) fail(USAGE);
const domain = (headerFrom ?? from).split('@')[1] ?? '';
const verdicts =
  values.auth === 'pass'
    ? `dkim=pass header.d=${domain}; spf=pass smtp.mailfrom=${from}; dmarc=pass header.from=${domain}`
    : `dkim=fail header.d=${domain}; spf=fail smtp.mailfrom=${from}; dmarc=fail header.from=${domain}`;
const raw = values.auth === 'none' ? mail : `Authentication-Results: mx.cloudflare.net; ${verdicts}\r\n${mail}`;
const origin = values.origin ?? `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '8787'}`;

const url = `${origin}/cdn-cgi/handler/email?${new URLSearchParams({ from, to }).toString()}`;
let res: Response;
try {
  // The bytes as they are (latin1 round-trips every byte), not re-encoded as UTF-8.
  res = await fetch(url, { method: 'POST', body: Buffer.from(raw, 'latin1') });
} catch (err) {
  fail(`Could not reach ${origin} (is \`npm start\` running?): ${err instanceof Error ? err.message : String(err)}`);
}
const answer = await res.text();
console.log(`${from} -> ${to}: ${res.status} ${answer}`);
if (!res.ok) process.exit(1);
