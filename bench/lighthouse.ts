// Lighthouse 12 against the served app (app-server.ts), offline with Debian's Chromium. Two browsers: one
// never signed in (the public pages as a first visitor sees them) and one holding a subscriber's real
// cookies (set through the DevTools protocol, so document.cookie and every request see them exactly as
// after a sign-in; Lighthouse's storage reset leaves cookies alone). Runs are interleaved (run 1 of every
// page and form factor, then run 2, ...) so the machine's load spreads evenly over what is compared.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH, type StorageState } from './first-load';

export const LIGHTHOUSE_PAGES = [
  { path: '/', signedIn: false, public: true },
  { path: '/auth', signedIn: false, public: false }, // kept out of search engines by robots.txt on purpose
  { path: '/airline-problems', signedIn: false, public: true },
  { path: '/directory', signedIn: true, public: false },
  // A shared link opened signed out: the Worker's 302 to /auth?next=, then /auth (the redirect is timed too).
  { path: '/directory', signedIn: false, public: false },
] as const;
export const FORM_FACTORS = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

export interface LighthouseRun {
  performance: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** All main-thread work of the load (Lighthouse's mainthread-work-breakdown: script, style, layout...). */
  mainThreadMs: number;
  /** The part of it that is script evaluation and execution (Lighthouse's bootup-time). */
  scriptMs: number;
  /** mainThreadMs by kind of work (Lighthouse's groups: scriptEvaluation, styleLayout, parseHTML...). */
  workByGroup: Record<string, number>;
  /** The longest main-thread task after the throttling Lighthouse applies (its long-tasks audit). */
  longestTaskMs: number;
  /**
   * Lighthouse's measure of the host's speed, taken in the run (higher is faster). Mobile scores apply a 4x
   * CPU slowdown to it; Chrome DevTools' calibration takes 1,000 for a mid-tier phone (Pixel 5).
   */
  benchmarkIndex: number;
  /** Best-practices and SEO audits that did not pass, by id (e.g. errors-in-console). */
  failed: string[];
  finalPath: string;
}

export interface LighthouseResult {
  path: string;
  signedIn: boolean;
  formFactor: FormFactor;
  public: boolean;
  runs: LighthouseRun[];
}

export interface Chrome {
  port: number;
  child: ChildProcess;
  dir: string;
}

export async function launchDebuggable(): Promise<Chrome> {
  const dir = mkdtempSync(path.join(tmpdir(), 'airdesk-lh-chrome-'));
  const child = spawn(
    CHROME_PATH,
    [...CHROME_ARGS, '--remote-debugging-port=0', `--user-data-dir=${dir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools port within 30 s:\n${err}`)), 30_000);
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${err}`)));
  });
  child.stderr.resume();
  return { port, child, dir };
}

export async function closeChrome(c: Chrome) {
  if (c.child.exitCode === null) {
    const exited = new Promise((r) => c.child.once('exit', r));
    c.child.kill('SIGTERM');
    await exited;
  }
  rmSync(c.dir, { recursive: true, force: true });
}

/** Gives the browser the subscriber's cookies, then lets go of it (the browser keeps running). */
export async function addCookies(c: Chrome, state: StorageState) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${c.port}`);
  await browser.contexts()[0]!.addCookies(state.cookies);
  await browser.close();
}

// Lighthouse's own failures to record a trace (NO_NAVSTART, NO_FCP and the like happen now and then on a
// loaded machine); a run that failed this way is taken again, up to this many times.
const TRACE_RETRIES = 2;
const isTraceFailure = (code: string) => /^NO_|TRACE/.test(code);

const detailItems = (a: { details?: unknown } | undefined) =>
  (a?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];

export async function audit(c: Chrome, url: string, formFactor: FormFactor, attempt = 0): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    { port: c.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices', 'seo'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError && attempt < TRACE_RETRIES && isTraceFailure(lhr.runtimeError.code)) {
    console.error(`  lighthouse ${url} (${formFactor}): ${lhr.runtimeError.code}, running it again`);
    return audit(c, url, formFactor, attempt + 1);
  }
  if (lhr.runtimeError)
    throw new Error(`Lighthouse ${url} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const failed = ['best-practices', 'seo'].flatMap((cat) =>
    (lhr.categories[cat]?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
      .map((r) => r.id),
  );
  return {
    performance: score('performance'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
    scriptMs: lhr.audits['bootup-time']?.numericValue ?? Number.NaN,
    workByGroup: Object.fromEntries(
      detailItems(lhr.audits['mainthread-work-breakdown']).map((i) => [String(i.group), Number(i.duration)]),
    ),
    longestTaskMs: Math.max(0, ...detailItems(lhr.audits['long-tasks']).map((i) => Number(i.duration))),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failed,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

export async function runLighthouse(
  origin: string,
  state: StorageState,
  runs: number,
  log: (s: string) => void,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = LIGHTHOUSE_PAGES.flatMap((p) =>
    FORM_FACTORS.map((formFactor) => ({
      path: p.path,
      signedIn: p.signedIn,
      formFactor,
      public: p.public,
      runs: [] as LighthouseRun[],
    })),
  );
  const signedOut = await launchDebuggable();
  const signedIn = await launchDebuggable();
  try {
    await addCookies(signedIn, state);
    for (let r = 1; r <= runs; r++) {
      for (const res of results) {
        const page = LIGHTHOUSE_PAGES.find((p) => p.path === res.path && p.signedIn === res.signedIn)!;
        const run = await audit(page.signedIn ? signedIn : signedOut, `${origin}${res.path}`, res.formFactor);
        log(
          `  lighthouse ${r}/${runs} ${res.path}${res.signedIn ? '' : ' (signed out)'} ${res.formFactor}: performance ${run.performance}, FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, main thread ${Math.round(run.mainThreadMs)} ms (script ${Math.round(run.scriptMs)}), best practices ${run.bestPractices}, SEO ${run.seo}, benchmarkIndex ${Math.round(run.benchmarkIndex)}${run.failed.length ? ` (not passed: ${run.failed.join(', ')})` : ''}`,
        );
        res.runs.push(run);
      }
    }
  } finally {
    await closeChrome(signedOut);
    await closeChrome(signedIn);
  }
  return results;
}
