// `npm run bench`: the performance figures in one run and one table, checked against their budgets
// (bench/report.ts, docs/benchmarks.md). Exit status 1 when a budget is missed, 2 when the bench itself failed.
// Not part of `npm test`: timings depend on the machine, so they are reported, never asserted in the test suite.
//
//   npm run bench                                   # everything (~10 to 15 min on 2 quiet cores)
//   npm run bench -- --quick                        # 1 round of 2 s, 1 Lighthouse run: for iterating
//   npm run bench -- --only api,bundle,size,lighthouse
//   npm run bench -- --sizes 10000,100000 --rounds 5 --seconds 3 --lighthouse-runs 3 --reports 600 --no-build
//
// The table goes to stdout (Markdown, pasted into docs/benchmarks.md), progress to stderr, and every sample to
// test-artifacts/bench.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchApi } from './api';
import { serveBuiltApp } from './app-server';
import { ROOT } from './directory-data';
import { launchChromium, measureFirstLoad, subscriberState } from './first-load';
import { runLighthouse } from './lighthouse';
import { markdown, rows, type Measured } from './report';
import { median } from './stats';
import { buildWorker } from '../worker/cli/worker-host';

const STAGES = ['api', 'bundle', 'size', 'lighthouse'] as const;
type Stage = (typeof STAGES)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    sizes: { type: 'string' },
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    reports: { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const only = new Set((args.only ?? STAGES.join(',')).split(',').map((s) => s.trim()));
for (const s of only)
  if (!STAGES.includes(s as Stage)) throw new Error(`--only takes ${STAGES.join(', ')}; got "${s}"`);
const want = (s: Stage) => only.has(s);
const num = (v: string | undefined, full: number, quick: number) =>
  v === undefined ? (args.quick ? quick : full) : Number(v);
const sizes = (args.sizes ?? '10000,100000').split(',').map(Number) as [number, number];
const rounds = num(args.rounds, 5, 1);
const seconds = num(args.seconds, 3, 2);
const reports = num(args.reports, 300, 100);
const lighthouseRuns = num(args['lighthouse-runs'], 3, 1);

const log = (line: string) => process.stderr.write(`${line}\n`);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'airdesk-bench-'));
  const measured: Measured = {};
  const loadAtStart = load();
  try {
    log(`bench: ${[...only].join(', ')}${args.quick ? ' (quick)' : ''}; load average ${loadAtStart}`);
    // The SPA is built first: the worker's deploy dry-run needs web/dist (wrangler.toml's [assets]), which a
    // fresh clone does not have, and the first-load and Lighthouse stages measure that build.
    const dist = path.join(ROOT, 'web/dist');
    if (!args['no-build'] && (want('size') || want('lighthouse') || !existsSync(dist))) {
      log('building the SPA (npm run build)');
      const b = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
      if (b.status !== 0) throw new Error(`npm run build failed:\n${b.stdout}${b.stderr}`);
    } else if (!existsSync(dist)) {
      throw new Error('web/dist does not exist: run `npm run build` first, or drop --no-build');
    }
    const worker = buildWorker(path.join(dir, 'worker'));
    if (want('bundle')) measured.bundle = worker;

    if (want('api')) {
      measured.api = await benchApi({ script: worker.script, dir, sizes, rounds, seconds, reports, log });
      log(`api done at ${elapsed()}`);
    }

    if (want('size') || want('lighthouse')) {
      const app = await serveBuiltApp(worker.script, dir);
      try {
        const browser = await launchChromium();
        let state;
        try {
          state = await subscriberState(browser, app.url);
          if (want('size')) {
            measured.firstLoad = await measureFirstLoad(browser, app.url, state);
            log(`first-load JS and cache headers done at ${elapsed()}`);
          }
        } finally {
          await browser.close();
        }
        if (want('lighthouse')) {
          measured.lighthouse = await runLighthouse(app.url, state, lighthouseRuns, log);
          log(`lighthouse done at ${elapsed()}`);
        }
      } finally {
        await app.dispose();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const table = rows(measured);
  const misses = table.filter((r) => r.ok === false);
  const machine = `${cpus().length} x ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const settings = `API: ${rounds} rounds x ${seconds} s per scenario, ${reports} reports per round; Lighthouse: median of ${lighthouseRuns}`;
  // Lighthouse's measure of the host's speed, taken in every run: the figures of one table compare only to
  // figures taken at a similar index.
  const index = (measured.lighthouse ?? []).flatMap((r) => r.runs.map((x) => x.benchmarkIndex)).sort((a, b) => a - b);
  const hostIndex = index.length
    ? `; Lighthouse benchmarkIndex median ${Math.round(median(index))} (${Math.round(index[0]!)} to ${Math.round(index.at(-1)!)})`
    : '';
  console.log(
    `AirDesk bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${machine}; load average ${loadAtStart} at start, ${load()} at end${hostIndex}; ${elapsed()}.`,
  );
  console.log(`${settings}${args.quick ? ' (quick mode)' : ''}.\n`);
  console.log(markdown(table));
  console.log(
    `\n${misses.length ? `${misses.length} budget(s) missed: ${misses.map((r) => r.figure).join('; ')}` : 'Every budget held.'}`,
  );
  if (measured.api?.queryPool.repeated)
    console.log('Note: the distinct-query pool ran out and some searches repeated; lower --rounds or --seconds.');

  mkdirSync(path.join(ROOT, 'test-artifacts'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-artifacts/bench.json'),
    `${JSON.stringify({ machine, loadAtStart, loadAtEnd: load(), settings, measured, table }, null, 2)}\n`,
  );
  process.exitCode = misses.length ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 2;
});
