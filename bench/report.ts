// The one table of `npm run bench`: every figure with its side-by-side ratio, the budget it
// answers to, and whether it held. A figure not measured in this run (--only) is left out.
import type { ApiResult, ScenarioId } from './api';
import type { FirstLoad } from './first-load';
import type { LighthouseResult, LighthouseRun } from './lighthouse';
import { splitLanguagePath } from '../worker/contracts/languages';
import { kB, median, ms, pct, rps, times } from './stats';
import type { WorkerBundle } from '../worker/cli/worker-host';

export interface Row {
  figure: string;
  value: string;
  ratio?: string;
  budget?: string;
  /** undefined: no budget for this figure. */
  ok?: boolean;
}

export interface Measured {
  api?: ApiResult;
  bundle?: WorkerBundle;
  firstLoad?: FirstLoad;
  lighthouse?: LighthouseResult[];
}

// The performance budgets the product is held to (docs/benchmarks.md lists them with how each is measured).
export const BUDGETS = {
  firstLoadHomeKB: 150,
  firstLoadOtherKB: 190,
  firstLoadBudgeted: ['/auth', '/directory', '/report-problem', '/payment-methods'],
  mobilePerformance: 90,
  desktopPerformance: 95,
  bestPractices: 100,
  seoPublic: 100,
  assetCacheControl: 'public, max-age=31536000, immutable',
  searchShareOfConfig: 0.5,
  searchP99Ms: 50,
  /** "Constant-time": the 10x larger directory may cost at most this much of GET /api/config's throughput. */
  configGrowthFloor: 0.8,
  /** "Gone": the whole directory is no longer one answer (a 4xx, or an answer that does not grow with it). */
  allAnswerMaxBytes: 64 * 1024,
  workerGzipKB: 150,
} as const;

const n = (x: number) => x.toLocaleString('en-US');

function apiRows(a: ApiResult): Row[] {
  const s = (id: ScenarioId) => a.rounds[id];
  type Figure = 'rps' | 'p50' | 'p99' | 'n';
  const med = (id: ScenarioId, k: Figure) => median(s(id).map((x) => x[k]));
  /** The median of the per-round ratios: each pair was measured within the same round. */
  const ratio = (x: ScenarioId, y: ScenarioId, k: Figure = 'rps') => median(s(x).map((v, i) => v[k] / s(y)[i]![k]));
  const failures = (id: ScenarioId) => {
    const failed = s(id).reduce((sum, x) => sum + x.failed, 0);
    return failed
      ? `; ${failed} failed over ${s(id).length} rounds (${s(id).find((x) => x.firstError)?.firstError})`
      : '';
  };
  const tput = (id: ScenarioId) =>
    (med(id, 'n')
      ? `${rps(med(id, 'rps'))} (p50 ${ms(med(id, 'p50'))}, p99 ${ms(med(id, 'p99'))})`
      : 'no answer within the run (machine overloaded?)') + failures(id);
  const [small, large] = a.sizes.map(n);
  const configGrowth = ratio('config.large', 'config.small');
  const searchShare = ratio('search.large', 'config.large');
  const p99 = med('search1.large', 'p99');
  const cc = BUDGETS;
  return [
    { figure: 'bare Hono route (ceiling), 50 connections', value: tput('bare'), ratio: '100%' },
    {
      figure: `GET /api/config, ${small} companies`,
      value: tput('config.small'),
      ratio: `${pct(ratio('config.small', 'bare'))} of bare`,
    },
    {
      figure: `GET /api/config, ${large} companies`,
      value: tput('config.large'),
      ratio: `${pct(ratio('config.large', 'bare'))} of bare; ${times(configGrowth)} of ${small}`,
      budget: `constant-time (10x rows keeps >= ${pct(cc.configGrowthFloor)})`,
      ok: configGrowth >= cc.configGrowthFloor,
    },
    {
      figure: `GET /api/user signed in, ${large} companies`,
      value: tput('user'),
      ratio: `${pct(ratio('user', 'bare'))} of bare`,
    },
    {
      figure: `search, random substrings, ${small}, 50 connections`,
      value: tput('search.small'),
      ratio: `${pct(ratio('search.small', 'config.small'))} of config`,
    },
    {
      figure: `search, random substrings, ${large}, 50 connections`,
      value: tput('search.large'),
      ratio: `${pct(searchShare)} of config, ${pct(ratio('search.large', 'bare'))} of bare; ${times(ratio('search.large', 'search.small'))} of ${small}`,
      budget: `>= ${pct(cc.searchShareOfConfig)} of GET /api/config`,
      ok: searchShare >= cc.searchShareOfConfig,
    },
    {
      figure: `search one at a time, ${small}`,
      value: `p50 ${ms(med('search1.small', 'p50'))}, p99 ${ms(med('search1.small', 'p99'))}`,
      ratio: rps(med('search1.small', 'rps')),
    },
    {
      figure: `search one at a time, ${large}`,
      value: `p50 ${ms(med('search1.large', 'p50'))}, p99 ${ms(p99)}${failures('search1.large')}`,
      ratio: `p99 ${times(ratio('search1.large', 'search1.small', 'p99'))} of ${small}`,
      budget: `p99 < ${cc.searchP99Ms} ms`,
      ok: p99 < cc.searchP99Ms,
    },
    {
      figure: `search, one query repeated (cacheable), ${large}`,
      value: tput('cached.large'),
      ratio: `${times(ratio('cached.large', 'search.large'))} of distinct queries`,
    },
    {
      figure: `report creation, ${large}, 50 connections`,
      value: tput('report.large'),
      ratio: `${pct(ratio('report.large', 'bare'))} of bare`,
    },
    {
      figure: `GET /api/airlines?all=true, ${large}`,
      value: `${a.all.status}, ${kB(a.all.bytes)} in ${ms(a.all.ms)}`,
      budget: 'gone (the picker searches)',
      ok: a.all.status >= 400 || a.all.bytes <= cc.allAnswerMaxBytes,
    },
    {
      figure: `D1 database size, ${large} companies (before reports)`,
      value: `${(a.dbBytes / 2 ** 20).toFixed(1)} MB`,
    },
  ];
}

function webRows(f: FirstLoad): Row[] {
  const rows: Row[] = f.routes.map((r) => {
    // Each language's page has the budget of the English one.
    const path = splitLanguagePath(r.path).path;
    const limit =
      path === '/'
        ? BUDGETS.firstLoadHomeKB
        : (BUDGETS.firstLoadBudgeted as readonly string[]).includes(path)
          ? BUDGETS.firstLoadOtherKB
          : undefined;
    const landedElsewhere = r.landed !== r.expected;
    return {
      figure: `first-load JS, gzipped: ${r.path}${r.signedIn ? ' (signed in)' : r.expected !== r.path ? ` (signed out, 302 to ${r.expected})` : ''}`,
      value: `${kB(r.bytes)} (${r.scripts} scripts)${landedElsewhere ? `, ended on ${r.landed}` : ''}`,
      ...(limit ? { budget: `<= ${limit} kB`, ok: !landedElsewhere && r.bytes <= limit * 1024 } : {}),
    };
  });
  const values = Object.keys(f.assetCacheControl);
  const immutable =
    values.length > 0 &&
    values.every((v) => /\bimmutable\b/.test(v) && /max-age=31536000\b/.test(v) && /\bpublic\b/.test(v));
  rows.push({
    figure: 'Cache-Control of hashed /assets/*.js',
    value: values.map((v) => `\`${v}\` (${f.assetCacheControl[v]})`).join('; ') || '(no script seen)',
    budget: `\`${BUDGETS.assetCacheControl}\``,
    ok: immutable,
  });
  rows.push({ figure: 'Cache-Control of / (the HTML)', value: `\`${f.htmlCacheControl}\`` });
  return rows;
}

function lighthouseRows(results: LighthouseResult[]): Row[] {
  return results.map((r) => {
    const m = (k: Exclude<keyof LighthouseRun, 'failed' | 'finalPath' | 'workByGroup'>) =>
      median(r.runs.map((x) => x[k]));
    const perf = m('performance');
    const bp = m('bestPractices');
    const seo = m('seo');
    const perfBudget = r.formFactor === 'mobile' ? BUDGETS.mobilePerformance : BUDGETS.desktopPerformance;
    const failed = [...new Set(r.runs.flatMap((x) => x.failed))].filter((id) => r.public || id !== 'is-crawlable');
    const misses = [
      perf < perfBudget && 'performance',
      bp < BUDGETS.bestPractices && 'best practices',
      r.public && seo < BUDGETS.seoPublic && 'SEO',
    ].filter(Boolean);
    return {
      figure: `Lighthouse ${r.formFactor} ${r.path}${r.signedIn ? ' (signed in)' : r.path === '/directory' ? ' (signed out, 302 to /auth)' : ''}, median of ${r.runs.length}`,
      value: `performance ${perf} (FCP ${(m('fcpMs') / 1000).toFixed(1)} s, LCP ${(m('lcpMs') / 1000).toFixed(1)} s, TBT ${ms(m('tbtMs'))}, main thread ${(m('mainThreadMs') / 1000).toFixed(1)} s of which script ${(m('scriptMs') / 1000).toFixed(1)} s; host benchmarkIndex ${Math.round(m('benchmarkIndex'))}), best practices ${bp}${r.public ? `, SEO ${seo}` : ''}${failed.length ? `; not passed: ${failed.join(', ')}` : ''}`,
      budget: `performance >= ${perfBudget}, best practices ${BUDGETS.bestPractices}${r.public ? `, SEO ${BUDGETS.seoPublic}` : ''}`,
      ok: misses.length === 0,
      ...(misses.length ? { ratio: `missed: ${misses.join(', ')}` } : {}),
    };
  });
}

export function rows(m: Measured): Row[] {
  return [
    ...(m.api ? apiRows(m.api) : []),
    ...(m.bundle
      ? [
          {
            figure: 'worker bundle, gzipped (deploy dry-run, minified)',
            value: `${kB(m.bundle.gzipBytes)} (${kB(m.bundle.bytes)} raw)`,
            budget: `<= ${BUDGETS.workerGzipKB} kB`,
            ok: m.bundle.gzipBytes <= BUDGETS.workerGzipKB * 1024,
          },
        ]
      : []),
    ...(m.firstLoad ? webRows(m.firstLoad) : []),
    ...(m.lighthouse ? lighthouseRows(m.lighthouse) : []),
  ];
}

export function markdown(table: Row[]) {
  const cell = (s = '') => s.replace(/\|/g, '\\|');
  const lines = ['| figure | median | ratio (side by side) | budget | result |', '|---|---|---|---|---|'];
  for (const r of table)
    lines.push(
      `| ${cell(r.figure)} | ${cell(r.value)} | ${cell(r.ratio)} | ${cell(r.budget)} | ${r.ok === undefined ? '' : r.ok ? 'pass' : '**MISS**'} |`,
    );
  return lines.join('\n');
}
