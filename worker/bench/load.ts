// `npm run load`: a bounded mixed load against the app on loopback, then a check that nothing was lost.
//
//   npm run load                                   # 150 connections for 60 s
//   npm run load -- --connections 200 --duration 60
//
// It starts the app the way the browser suite does (web/test/support/app-server.ts: `wrangler dev` with npm
// start's arguments, a fresh temporary D1 migrated and seeded, the local mail/PayPal/deploy-hook fakes on
// 127.0.0.1), creates the accounts, then drives autocannon: every connection repeats sign-in, directory
// search, report filing, a status change of that report, a rights assessment and another search, as a
// different account and client address each round. Meanwhile two abusers hammer the rate limits: wrong
// passwords for one account (spelt in every case and spacing, from changing addresses), and rights
// assessments from one address behind changing X-Forwarded-For headers. Afterwards it reads the D1:
// every report answered 201 must exist with its two queued (or sent) mails. It prints the answers by status,
// throughput, latency p50/p99, and exits non-zero on any 5xx, any lost write or a rate limit that gave way.
// Loopback only; it stops by itself. Figures depend on the machine (2 shared cores here): see RELIABILITY.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { LIMITS } from '../lib/rate-limit';
import { startDeployHookFake } from '../test/fakes/deploy-hook';
import { MAIL_API_KEY, startMailFake } from '../test/fakes/mail-api';
import {
  PAYPAL_CLIENT_ID,
  PAYPAL_CLIENT_SECRET,
  PAYPAL_PLAN_ID,
  PAYPAL_WEBHOOK_ID,
  startPaypalFake,
} from '../test/fakes/paypal-api';
// eslint-disable-next-line import-x/no-restricted-paths -- a Node tool run with tsx, never in the Worker bundle: it reuses the browser tests' wrangler dev launcher
import { startApp } from '../../web/test/support/app-server';
import { WRANGLER_ENV } from '../cli/wrangler';

const ROOT = path.resolve(import.meta.dirname, '../..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = Math.min(200, Math.max(100, arg('connections', 150)));
const DURATION_S = Math.min(60, Math.max(5, arg('duration', 60)));
/** Accounts per connection: each round signs in as the next one, keeping each under its own budgets. */
const ACCOUNTS = CONNECTIONS * 3;
const PASSWORD = 'load test password 42';
const SEARCHES = [
  'air',
  'lufthansa',
  'germany',
  'LH',
  'united',
  'jet',
  'express',
  'france',
  'japan',
  'qatar',
  'br',
  'sky',
];

const log = (s: string) => process.stdout.write(`${s}\n`);

function d1<T>(persistDir: string, sql: string): T[] {
  const res = spawnSync(
    path.join(ROOT, 'node_modules/.bin/wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', persistDir, '--json', '--command', sql],
    {
      cwd: ROOT,
      env: { ...process.env, ...WRANGLER_ENV },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (res.status !== 0) throw new Error(`d1 execute failed: ${res.stdout}${res.stderr}`);
  return (JSON.parse(res.stdout) as { results: T[] }[]).flatMap((r) => r.results);
}

/** Runs `fn` over `items`, `width` at a time. */
async function pool<T, R>(items: T[], width: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

const cookieFrom = (headers: Record<string, unknown>) => {
  const raw = headers['set-cookie'] ?? headers['Set-Cookie'];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  for (const c of list as string[]) {
    const pair = c.split(';')[0]!;
    if (/^(__Host-)?session=./.test(pair)) return pair;
  }
  return undefined;
};

async function main() {
  if (!existsSync(path.join(ROOT, 'web/dist/index.html'))) {
    log('Building the SPA first (web/dist is missing) ...');
    const b = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'web/vite.config.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (b.status !== 0) throw new Error('vite build failed');
  }
  const [mail, paypal, hook] = await Promise.all([startMailFake(), startPaypalFake(), startDeployHookFake()]);
  log('Starting the app (fresh D1, migrations, seed) ...');
  const app = await startApp({
    MAIL_API_URL: mail.url,
    MAIL_API_KEY,
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET,
    PAYPAL_PLAN_ID,
    PAYPAL_WEBHOOK_ID,
    DEPLOY_HOOK_URL: `${hook.url}/hook/secret-token`,
  });
  let exitCode = 1;
  try {
    exitCode = await run(app.url, app.persistDir);
  } finally {
    await app.stop();
    for (const s of [mail.server, paypal.server, hook.server]) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  }
  process.exit(exitCode);
}

async function run(base: string, persistDir: string): Promise<number> {
  const ipOf = (i: number) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  // Set-up only: wrangler dev answers 503 "Your worker restarted mid-request" when its runtime restarts; such a
  // request never reached the app, so it is sent again (the load itself counts every 5xx).
  const setupPost = async (p: string, body: unknown, headers: Record<string, string> = {}) => {
    for (let attempt = 1; ; attempt++) {
      const res = await post(p, body, headers);
      if (res.status !== 503 || attempt === 3) return res;
      setupRetries++;
      await res.arrayBuffer();
    }
  };
  let setupRetries = 0;

  // --- set-up: accounts with a trial, and an airline that takes reports by e-mail -------------------
  const t0 = Date.now();
  const stamp = Date.now().toString(36);
  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `load-${stamp}-${i}@airdesk.test`);
  await pool(emails, 8, async (email, i) => {
    const res = await setupPost(
      '/api/register',
      { username: email, password: PASSWORD },
      { 'CF-Connecting-IP': ipOf(i) },
    );
    if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
    const cookie = cookieFrom({ 'set-cookie': res.headers.getSetCookie() })!;
    const trial = await setupPost(
      '/api/subscription',
      { orderId: 'free-trial' },
      { Cookie: cookie, 'CF-Connecting-IP': ipOf(i) },
    );
    if (trial.status !== 200) throw new Error(`trial ${email}: ${trial.status} ${await trial.text()}`);
  });
  // The abusers' victim: an account of its own, so the load's sign-ins do not spend its budget.
  const victim = `load-${stamp}-victim@airdesk.test`;
  if (
    (await post('/api/register', { username: victim, password: PASSWORD }, { 'CF-Connecting-IP': '10.97.0.1' }))
      .status !== 201
  )
    throw new Error('register victim');
  const [airline] = d1<{ id: number; name: string }>(
    persistDir,
    "SELECT id, name FROM airlines WHERE email <> '' ORDER BY popularity DESC, id LIMIT 1",
  );
  if (!airline) throw new Error('the seeded directory has no airline with an e-mail');
  log(
    `Set-up: ${ACCOUNTS} accounts with a trial in ${((Date.now() - t0) / 1000).toFixed(1)} s (${setupRetries} sent again after a dev-server restart); reports go to ${airline.name} (#${airline.id}).`,
  );

  // --- the mixed load --------------------------------------------------------------------------
  const byKind: Record<string, Record<number, number>> = {};
  const samples = new Map<number, string>();
  const count = (kind: string, status: number, body?: string) => {
    if (status >= 500 && !samples.has(status)) samples.set(status, `${kind}: ${(body ?? '').slice(0, 200)}`);
    byKind[kind] ??= {};
    byKind[kind][status] = (byKind[kind][status] ?? 0) + 1;
  };
  const filed: number[] = [];
  let round = 0;
  type Ctx = { account?: number; cookie?: string; report?: number };
  const hdr = (ctx: Ctx, extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    'cf-connecting-ip': ipOf(ctx.account!),
    ...(ctx.cookie ? { cookie: ctx.cookie } : {}),
    ...extra,
  });

  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      path: '/api/login',
      setupRequest: (req, ctx: Ctx) => {
        ctx.account = round++ % ACCOUNTS;
        return {
          ...req,
          headers: hdr(ctx),
          body: JSON.stringify({ username: emails[ctx.account], password: PASSWORD }),
        };
      },
      onResponse: (status, body, ctx: Ctx, headers) => {
        count('sign-in', status, body);
        ctx.cookie = cookieFrom(headers ?? {});
      },
    },
    {
      method: 'GET',
      setupRequest: (req, ctx: Ctx) => ({
        ...req,
        path: `/api/airlines?query=${encodeURIComponent(SEARCHES[(round + ctx.account!) % SEARCHES.length]!)}&page=1`,
        headers: hdr(ctx),
      }),
      onResponse: (status, body) => count('directory search', status, body),
    },
    {
      method: 'POST',
      path: '/api/problems',
      setupRequest: (req, ctx: Ctx) => ({
        ...req,
        headers: hdr(ctx),
        body: JSON.stringify({
          airlineId: airline.id,
          category: 'flight-delay',
          flightNumber: 'LD 100',
          description: `Load test report of account ${ctx.account}: the flight was four hours late.`,
          contactEmail: emails[ctx.account!],
        }),
      }),
      onResponse: (status, body, ctx: Ctx) => {
        count('report filing', status, body);
        if (status === 201) {
          ctx.report = (JSON.parse(body) as { id: number }).id;
          filed.push(ctx.report);
        }
      },
    },
    {
      method: 'PATCH',
      setupRequest: (req, ctx: Ctx) => ({
        ...req,
        path: `/api/problems/${ctx.report ?? 0}`,
        headers: hdr(ctx),
        body: JSON.stringify({ status: 'in_progress' }),
      }),
      onResponse: (status, body) => count('status change', status, body),
    },
    {
      method: 'POST',
      path: '/api/rights/assess',
      setupRequest: (req, ctx: Ctx) => ({
        ...req,
        headers: hdr(ctx),
        body: JSON.stringify({
          departure: 'FRA',
          arrival: ['JFK', 'LHR', 'NRT', 'CDG'][ctx.account! % 4],
          date: '2026-10-01',
          airlineId: airline.id,
          incident: 'delay',
          arrivalDelayHours: 4,
        }),
      }),
      onResponse: (status, body) => count('rights assessment', status, body),
    },
    {
      method: 'GET',
      setupRequest: (req, ctx: Ctx) => ({
        ...req,
        path: `/api/airlines?query=${encodeURIComponent(SEARCHES[(round * 7) % SEARCHES.length]!)}&sortBy=popularity`,
        headers: hdr(ctx),
      }),
      onResponse: (status) => count('directory search', status),
    },
  ];

  // --- the abusers (in parallel with the load) ---------------------------------------------------
  const spellings = [victim, victim.toUpperCase(), ` ${victim} `, `\t${victim}`, victim.replace(/^l/, 'L')];
  const abuse = {
    loginPassed: 0,
    login429: 0,
    loginOther: 0,
    rightsPassed: 0,
    rights429: 0,
    rightsOther: 0,
    dropped: 0,
  };
  const abuser = (async () => {
    await new Promise((r) => setTimeout(r, 5000));
    await pool(
      Array.from({ length: 200 }, (_, i) => i),
      8,
      async (i) => {
        // A connection the dev server drops under load is counted apart: it is neither our answer nor a 5xx.
        const res = await post(
          '/api/login',
          { username: spellings[i % spellings.length], password: 'not the password' },
          { 'CF-Connecting-IP': `10.99.${i % 250}.${(i * 7) % 250}`, 'X-Forwarded-For': `203.0.113.${i % 250}` },
        ).catch(() => null);
        if (!res) {
          abuse.dropped++;
          return;
        }
        await res.arrayBuffer();
        if (res.status === 429) abuse.login429++;
        else if (res.status === 401) abuse.loginPassed++;
        else abuse.loginOther++;
      },
    );
    await pool(
      Array.from({ length: 200 }, (_, i) => i),
      8,
      async (i) => {
        const res = await post(
          '/api/rights/assess',
          { departure: 'FRA', arrival: 'JFK', date: '2026-10-01', airlineId: airline.id, incident: 'delay' },
          {
            'CF-Connecting-IP': '10.98.0.1',
            'X-Forwarded-For': `198.51.100.${i % 250}`,
            'X-Real-IP': `192.0.2.${i % 250}`,
          },
        ).catch(() => null);
        if (!res) {
          abuse.dropped++;
          return;
        }
        await res.arrayBuffer();
        if (res.status === 429) abuse.rights429++;
        else if (res.status === 200) abuse.rightsPassed++;
        else abuse.rightsOther++;
      },
    );
  })();

  log(`Load: ${CONNECTIONS} connections for ${DURATION_S} s against ${base} ...`);
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, requests, timeout: 30 });
  await abuser;

  // --- after: every 201 report exists with its mails ---------------------------------------------
  // Give the after-request delivery runs a moment; queued mail counts as kept (the cron delivers it).
  await new Promise((r) => setTimeout(r, 3000));
  const rows = d1<{ id: number; mails: number }>(
    persistDir,
    "SELECT p.id, (SELECT count(*) FROM mail_outbox m WHERE m.ref_id = p.id AND m.kind IN ('report-airline','report-copy') AND m.status IN ('queued','sending','sent')) AS mails FROM problem_reports p",
  );
  const stored = new Map(rows.map((r) => [r.id, r.mails]));
  const lost = filed.filter((id) => !stored.has(id));
  const withoutMail = filed.filter((id) => stored.has(id) && stored.get(id) !== 2);
  const mailState = d1<{ status: string; n: number }>(
    persistDir,
    "SELECT status, count(*) AS n FROM mail_outbox WHERE kind IN ('report-airline','report-copy') GROUP BY status",
  );

  // --- report ------------------------------------------------------------------------------------
  const total = Object.values(byKind).reduce((s, m) => s + Object.values(m).reduce((a, b) => a + b, 0), 0);
  const fivexx = Object.values(byKind).reduce(
    (s, m) => s + Object.entries(m).reduce((a, [k, v]) => a + (Number(k) >= 500 ? v : 0), 0),
    0,
  );
  log('');
  log(`Answers by request and status (${total} in ${result.duration.toFixed(1)} s):`);
  for (const [kind, m] of Object.entries(byKind))
    log(
      `  ${kind.padEnd(18)} ${Object.entries(m)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}`,
    );
  log(
    `Throughput: ${(total / result.duration).toFixed(1)} requests/s (mean ${result.requests.average.toFixed(1)}/s per second sampled)`,
  );
  log(
    `Latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  log(`Transport errors: ${result.errors}, timeouts: ${result.timeouts}`);
  for (const [status, sample] of samples) log(`First ${status} answer: ${sample}`);
  log(
    `Reports answered 201: ${filed.length}; found in D1: ${filed.length - lost.length}; lost: ${lost.length}; without both mails: ${withoutMail.length}`,
  );
  log(`Their mails: ${mailState.map((r) => `${r.status} ${r.n}`).join(', ')}`);
  log(
    `Abuser, wrong passwords for one account in ${spellings.length} spellings from 200 addresses: ${abuse.loginPassed} checked, ${abuse.login429} refused with 429 (limit ${LIMITS.loginPerAccount.max})`,
  );
  log(
    `Abuser, rights assessments from one address behind 200 X-Forwarded-For values: ${abuse.rightsPassed} answered, ${abuse.rights429} refused with 429 (limit ${LIMITS.rightsAssessPerIp.max} a minute)`,
  );

  const failures: string[] = [];
  if (fivexx) failures.push(`${fivexx} answers were 5xx`);
  if (lost.length || withoutMail.length)
    failures.push(`${lost.length} reports lost, ${withoutMail.length} without their mails`);
  // Other answers (a 5xx) are counted with the 5xx above; a limit gives way only if more got through than its budget.
  if (abuse.dropped) log(`Abusers: ${abuse.dropped} requests lost to a connection the dev server dropped`);
  if (abuse.loginPassed > LIMITS.loginPerAccount.max) failures.push('the per-account sign-in limit gave way');
  if (abuse.rightsPassed > LIMITS.rightsAssessPerIp.max) failures.push('the per-address limit gave way');
  if (filed.length === 0) failures.push('no report was filed');
  log(failures.length ? `FAILED: ${failures.join('; ')}` : 'OK: zero 5xx, zero lost writes, rate limits held.');
  return failures.length ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
