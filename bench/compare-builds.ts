// Two or more builds of the SPA measured side by side with Lighthouse: each build served the way the bench
// serves web/dist (app-server.ts, its own D1), its pages audited in turn, the builds alternating in every
// round and their order reversed each round, so a busy spell of the shared machine falls on all of them.
// For a change to the SPA: build the commit before it into another checkout, then
//
//   npx tsx bench/compare-builds.ts --runs 5 before=../old/web/dist after=web/dist
//   npx tsx bench/compare-builds.ts --desktop --pages /,/auth before=… after=…
//
// Prints one Markdown table of medians with the host's Lighthouse benchmarkIndex of every run (progress on
// stderr), and writes every run to test-artifacts/compare-builds.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveBuiltApp, type ServedApp } from './app-server';
import { ROOT } from './directory-data';
import { launchChromium, subscriberState } from './first-load';
import {
  addCookies,
  audit,
  closeChrome,
  launchDebuggable,
  LIGHTHOUSE_PAGES,
  type Chrome,
  type FormFactor,
  type LighthouseRun,
} from './lighthouse';
import { median } from './stats';
import { buildWorker } from '../worker/cli/worker-host';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    desktop: { type: 'boolean', default: false },
    pages: { type: 'string' },
  },
});
const builds = positionals.map((p) => {
  const at = p.indexOf('=');
  if (at < 1) throw new Error(`name each build: label=path/to/dist (got "${p}")`);
  return { label: p.slice(0, at), source: path.resolve(p.slice(at + 1)) };
});
if (builds.length < 2) throw new Error('give at least two builds: before=<dist> after=<dist>');
const runs = Number(args.runs);
const formFactor: FormFactor = args.desktop ? 'desktop' : 'mobile';
// The signed-in pages and the public ones; a signed-out /directory is the Worker's redirect, not the SPA's work.
const wanted = args.pages?.split(',');
const pages = LIGHTHOUSE_PAGES.filter(
  (p) => (p.signedIn || p.path !== '/directory') && (!wanted || wanted.includes(p.path)),
);

const log = (line: string) => process.stderr.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Served {
  label: string;
  app: ServedApp;
  signedOut: Chrome;
  signedIn: Chrome;
}

const fmt = (v: number) => Math.round(v).toLocaleString('en-US');

function table(results: Map<string, LighthouseRun[]>) {
  const lines = [
    `| page | build | performance | TBT ms | main thread ms | script ms | style & layout ms | longest task ms | benchmarkIndex per run |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const p of pages)
    for (const b of builds) {
      const rs = results.get(`${p.path} ${b.label}`) ?? [];
      const m = (f: (r: LighthouseRun) => number) => median(rs.map(f));
      const first = results.get(`${p.path} ${builds[0]!.label}`) ?? [];
      const ratio =
        b === builds[0]
          ? ''
          : ` (${(m((r) => r.mainThreadMs) / median(first.map((r) => r.mainThreadMs))).toFixed(2)}x)`;
      lines.push(
        `| ${formFactor} ${p.path}${p.signedIn ? ' (signed in)' : ''} | ${b.label} | ${m((r) => r.performance)} | ${fmt(m((r) => r.tbtMs))} | ${fmt(m((r) => r.mainThreadMs))}${ratio} | ${fmt(m((r) => r.scriptMs))} | ${fmt(m((r) => r.workByGroup.styleLayout ?? 0))} | ${fmt(m((r) => r.longestTaskMs))} | ${rs.map((r) => Math.round(r.benchmarkIndex)).join(', ')} |`,
      );
    }
  return lines.join('\n');
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'airdesk-compare-'));
  const served: Served[] = [];
  const results = new Map<string, LighthouseRun[]>();
  const loadAtStart = load();
  try {
    const worker = buildWorker(path.join(dir, 'worker'));
    for (const b of builds) {
      const app = await serveBuiltApp(worker.script, path.join(dir, b.label), {}, b.source);
      const browser = await launchChromium();
      const state = await subscriberState(browser, app.url).finally(() => browser.close());
      // A browser per build: the builds' servers share the host name, and cookies ignore the port.
      const signedIn = await launchDebuggable();
      await addCookies(signedIn, state);
      served.push({ label: b.label, app, signedOut: await launchDebuggable(), signedIn });
    }
    for (let r = 1; r <= runs; r++)
      for (const p of pages) {
        const order = r % 2 ? served : [...served].reverse();
        for (const s of order) {
          const run = await audit(p.signedIn ? s.signedIn : s.signedOut, `${s.app.url}${p.path}`, formFactor);
          const key = `${p.path} ${s.label}`;
          results.set(key, [...(results.get(key) ?? []), run]);
          log(
            `  ${r}/${runs} ${formFactor} ${p.path} ${s.label}: performance ${run.performance}, TBT ${fmt(run.tbtMs)} ms, main thread ${fmt(run.mainThreadMs)} ms (script ${fmt(run.scriptMs)}), longest task ${fmt(run.longestTaskMs)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
          );
        }
      }
  } finally {
    for (const s of served) {
      await closeChrome(s.signedOut);
      await closeChrome(s.signedIn);
      await s.app.dispose();
    }
    rmSync(dir, { recursive: true, force: true });
  }
  const index = [...results.values()].flat().map((r) => r.benchmarkIndex);
  console.log(
    `Lighthouse ${formFactor}, median of ${runs} per build and page; load average ${loadAtStart} at start, ${load()} at end; benchmarkIndex median ${fmt(median(index))} (${fmt(Math.min(...index))} to ${fmt(Math.max(...index))}).\n`,
  );
  console.log(table(results));
  mkdirSync(path.join(ROOT, 'test-artifacts'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-artifacts/compare-builds.json'),
    `${JSON.stringify({ builds, formFactor, loadAtStart, loadAtEnd: load(), results: Object.fromEntries(results) }, null, 2)}\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 2;
});
