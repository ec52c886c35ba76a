// `npm run load`: a bounded mixed load against the app on loopback, then a check that nothing was lost.
//
//   npm run load                                   # 150 connections for 60 s
//   npm run load -- --connections 200 --duration 60
//
// The app runs as it is deployed: the deploy bundle (`wrangler deploy --dry-run`) with a snapshot of web/dist
// as its assets, hosted by Miniflare's API (worker/cli/worker-host.ts, app-server.ts), on a fresh D1 migrated and seeded
// by the commands `npm start` runs, with the local mail/PayPal/deploy-hook fakes on 127.0.0.1 as its
// bindings. Not `wrangler dev`: its debugger forwards every D1 call to node and, under this load, restarts
// its runtime and answers 503 "Your worker restarted mid-request" for requests that never reached the app
// (docs/toolchain.md).
//
// It creates the accounts, then keeps `connections` kept-alive connections busy (keep-alive-client.ts): each
// repeats sign-in, directory search, report filing, a status change of that report, a rights assessment and
// another search, as a different account and client address each round. Meanwhile two abusers hammer the rate limits: wrong passwords for
// one account (spelt in every case and spacing, from changing addresses), and rights assessments from one
// address behind changing X-Forwarded-For headers. Afterwards it reads the D1: every report answered 201 must
// exist with its two queued (or sent) mails. It prints the answers by status, throughput, latency p50/p99,
// and exits non-zero on any 5xx, any request left without an answer, any lost write or a rate limit that
// gave way. Loopback only; it stops by itself. Figures depend on the machine: see docs/reliability.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { LIMITS } from '../worker/lib/rate-limit-budgets';
import { startServiceFakes } from '../worker/test/fakes/services';
import { serveBuiltApp } from './app-server';
import { ROOT, type D1 } from './directory-data';
import { Client } from './keep-alive-client';
import { runAbusers, victimSpellings } from './load-abusers';
import { ipOf, sessionCookie, setUp } from './load-setup';
import { quantile } from './stats';
import { buildWorker } from '../worker/cli/worker-host';

const { values: args } = parseArgs({
  options: { connections: { type: 'string' }, duration: { type: 'string' } },
});
const CONNECTIONS = Math.min(200, Math.max(100, Number(args.connections ?? 150)));
const DURATION_S = Math.min(60, Math.max(5, Number(args.duration ?? 60)));
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
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function main() {
  if (!existsSync(path.join(ROOT, 'web/dist/index.html'))) {
    log('Building the SPA first (web/dist is missing) ...');
    const b = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('npm run build failed');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'airdesk-load-'));
  const fakes = await startServiceFakes();
  let exitCode = 1;
  try {
    log('Building the deploy bundle and starting it under Miniflare (fresh D1, migrations, seed) ...');
    const { script } = buildWorker(path.join(dir, 'worker'));
    const app = await serveBuiltApp(script, dir, fakes.vars);
    try {
      exitCode = await run(app.url, await app.mf.getD1Database('DB'));
    } finally {
      await app.dispose();
    }
  } finally {
    await fakes.close();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

async function run(base: string, db: D1): Promise<number> {
  // --- set-up: accounts with a trial, and an airline that takes reports by e-mail -------------------
  const t0 = Date.now();
  const { emails, victim, airline } = await setUp(base, db, ACCOUNTS, PASSWORD);
  log(
    `Set-up: ${ACCOUNTS} accounts with a trial in ${((Date.now() - t0) / 1000).toFixed(1)} s; reports go to ${airline.name} (#${airline.id}).`,
  );

  // --- the mixed load --------------------------------------------------------------------------
  const byKind: Record<string, Record<number, number>> = {};
  const samples = new Map<number, string>();
  /** The load's own requests (not the abusers'): their latencies and how many were answered. */
  const latencies: number[] = [];
  const count = (kind: string, status: number, body: string) => {
    if (status >= 500 && !samples.has(status)) samples.set(status, `${kind}: ${body.slice(0, 200)}`);
    const m = (byKind[kind] ??= {});
    m[status] = (m[status] ?? 0) + 1;
  };
  const client = new Client(base);
  const filed: number[] = [];
  let round = 0;
  /** One request: its answer counted under `kind` (the load's latencies kept); undefined if none came. */
  const ask = async (kind: string, method: string, p: string, headers: Record<string, string>, body?: unknown) => {
    const t = performance.now();
    const res = await client.send(method, p, headers, body);
    if (!res) return undefined;
    if (!kind.startsWith('abuser')) latencies.push(performance.now() - t);
    count(kind, res.status, res.body);
    return res;
  };
  /** One connection's rounds, as a different account and client address each round, until the time is up. */
  const user = async (deadline: number) => {
    while (performance.now() < deadline) {
      const account = round++ % ACCOUNTS;
      const headers: Record<string, string> = { 'cf-connecting-ip': ipOf(account) };
      const signIn = await ask('sign-in', 'POST', '/api/login', headers, {
        username: emails[account],
        password: PASSWORD,
      });
      const cookie = sessionCookie(signIn?.setCookie ?? []);
      if (cookie) headers.cookie = cookie;
      await ask(
        'directory search',
        'GET',
        `/api/airlines?query=${encodeURIComponent(SEARCHES[(round + account) % SEARCHES.length]!)}&page=1`,
        headers,
      );
      const report = await ask('report filing', 'POST', '/api/problems', headers, {
        airlineId: airline.id,
        category: 'flight-delay',
        flightNumber: 'LD 100',
        description: `Load test report of account ${account}: the flight was four hours late.`,
        contactEmail: emails[account],
      });
      let id = 0;
      if (report?.status === 201) {
        id = (JSON.parse(report.body) as { id: number }).id;
        filed.push(id);
      }
      await ask('status change', 'PATCH', `/api/problems/${id}`, headers, { status: 'in_progress' });
      await ask('rights assessment', 'POST', '/api/rights/assess', headers, {
        departure: 'FRA',
        arrival: ['JFK', 'LHR', 'NRT', 'CDG'][account % 4],
        date: '2026-10-01',
        airlineId: airline.id,
        incident: 'delay',
        arrivalDelayHours: 4,
      });
      await ask(
        'directory search',
        'GET',
        `/api/airlines?query=${encodeURIComponent(SEARCHES[(round * 7) % SEARCHES.length]!)}&sortBy=popularity`,
        headers,
      );
    }
  };

  log(`Load: ${CONNECTIONS} connections for ${DURATION_S} s against ${base}; load average before ${loadAverage()} ...`);
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  const abuse = { loginPassed: 0, login429: 0, rightsPassed: 0, rights429: 0 };
  const abusers = runAbusers(ask, victim, airline.id, abuse);
  // The load's time: until its last round, started before the deadline, has its answers.
  await Promise.all(Array.from({ length: CONNECTIONS }, () => user(deadline)));
  const seconds = (performance.now() - started) / 1000;
  const loadAtEnd = loadAverage();
  await abusers;
  client.close();

  // --- after: every 201 report exists with its mails ---------------------------------------------
  // Give the after-request delivery runs a moment; queued mail counts as kept (the cron delivers it).
  await new Promise((r) => setTimeout(r, 3000));
  const { results: rows } = await db
    .prepare(
      "SELECT p.id, (SELECT count(*) FROM mail_outbox m WHERE m.ref_id = p.id AND m.kind IN ('report-airline','report-copy') AND m.status IN ('queued','sending','sent')) AS mails FROM problem_reports p",
    )
    .all<{ id: number; mails: number }>();
  const stored = new Map(rows.map((r) => [r.id, r.mails]));
  const lost = filed.filter((id) => !stored.has(id));
  const withoutMail = filed.filter((id) => stored.has(id) && stored.get(id) !== 2);
  const { results: mailState } = await db
    .prepare(
      "SELECT status, count(*) AS n FROM mail_outbox WHERE kind IN ('report-airline','report-copy') GROUP BY status",
    )
    .all<{ status: string; n: number }>();

  // --- report ------------------------------------------------------------------------------------
  const all = Object.entries(byKind).flatMap(([, m]) => Object.entries(m).map(([s, n]) => [Number(s), n] as const));
  const fivexx = all.reduce((a, [s, n]) => a + (s >= 500 ? n : 0), 0);
  log('');
  log(`Answers by request and status (the load's ${latencies.length} in ${seconds.toFixed(1)} s, and the abusers'):`);
  for (const [kind, m] of Object.entries(byKind))
    log(
      `  ${kind.padEnd(22)} ${Object.entries(m)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}`,
    );
  log(`Throughput: ${(latencies.length / seconds).toFixed(1)} answers/s (the load's requests)`);
  const q = (p: number) => Math.round(quantile(latencies, p));
  log(`Latency (sent to last byte): p50 ${q(0.5)} ms, p90 ${q(0.9)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms`);
  log(`Load average: ${loadAtEnd} at the end of the load (1, 5, 15 min)`);
  log(
    `Connections: ${client.sentAgain} requests sent again after the server closed a kept-alive connection before reading them; ${client.unanswered.length} left without an answer`,
  );
  for (const line of client.unanswered.slice(0, 10)) log(`  ${line}`);
  for (const [status, sample] of samples) log(`First ${status} answer: ${sample}`);
  log(
    `Reports answered 201: ${filed.length}; found in D1: ${filed.length - lost.length}; lost: ${lost.length}; without both mails: ${withoutMail.length}`,
  );
  log(`Their mails: ${mailState.map((r) => `${r.status} ${r.n}`).join(', ')}`);
  log(
    `Abuser, wrong passwords for one account in ${victimSpellings(victim).length} spellings from 200 addresses: ${abuse.loginPassed} checked, ${abuse.login429} refused with 429 (limit ${LIMITS.loginPerAccount.max})`,
  );
  log(
    `Abuser, rights assessments from one address behind 200 X-Forwarded-For values: ${abuse.rightsPassed} answered, ${abuse.rights429} refused with 429 (limit ${LIMITS.rightsAssessPerIp.max} a minute)`,
  );

  const failures: string[] = [];
  if (fivexx) failures.push(`${fivexx} answers were 5xx`);
  if (client.unanswered.length) failures.push(`${client.unanswered.length} requests were left without an answer`);
  if (lost.length || withoutMail.length)
    failures.push(`${lost.length} reports lost, ${withoutMail.length} without their mails`);
  if (abuse.loginPassed > LIMITS.loginPerAccount.max) failures.push('the per-account sign-in limit gave way');
  if (abuse.rightsPassed > LIMITS.rightsAssessPerIp.max) failures.push('the per-address limit gave way');
  if (filed.length === 0) failures.push('no report was filed');
  log(
    failures.length
      ? `FAILED: ${failures.join('; ')}`
      : 'OK: zero 5xx, every request answered, zero lost writes, rate limits held.',
  );
  return failures.length ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
