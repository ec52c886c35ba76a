// The test gate (`npm test`) and its inner-loop variant (`npm run test:quick`), docs/development.md#tests.
//
// `npm test` runs every check the project has, each build step once, in three lanes: the static checks (types,
// lint, format, docs); the builds (the SPA, then the deploy bundle), after which the node and worker suites run in
// one lane and the browser journeys, which need both builds, in another. Every suite waits on a state (a page, a
// mail, a row), never on a fixed time, so they share the cores instead of waiting for each other: run one after the
// other, the journeys' shards left the cores half idle while a page loaded. A stage's output is printed whole when
// it ends, so the lanes' logs never interleave (and CI still finds each vitest summary line). Any failure fails the
// gate; the lanes that are running finish first, so one run reports every failure it can. The closing table gives
// each stage's wall time, the figures docs/benchmarks.md quotes for the gate.
//
// `npm run test:quick [-- --since <ref>]`: the static checks of the files changed since <ref> (default: the last
// commit; the typecheck is always whole, it is incremental), then the node and worker tests that import them
// (vitest --changed). Minutes, not the gate's quarter hour; the gate still runs everything before a merge.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Stage {
  name: string;
  command: string;
}
interface Result {
  name: string;
  seconds: number;
  ok: boolean;
}

const npm = (script: string, args = ''): Stage => ({
  name: script,
  command: `npm run --silent ${script} ${args}`.trim(),
});

function run(stage: Stage): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, { cwd: ROOT, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.stderr.on('data', (d: Buffer) => chunks.push(d));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n--- ${stage.name} (${seconds.toFixed(1)} s, exit ${code})\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ name: stage.name, seconds, ok: code === 0 });
    });
  });
}

/** Runs the stages one after the other, stopping at the first failure. */
async function lane(stages: Stage[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const stage of stages) {
    const result = await run(stage);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

function report(results: Result[], started: number) {
  const width = Math.max(...results.map((r) => r.name.length));
  process.stdout.write('\n--- stage times (wall, seconds; the lanes overlap)\n');
  for (const r of results)
    process.stdout.write(`${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(7)}${r.ok ? '' : '  FAILED'}\n`);
  process.stdout.write(`${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}\n`);
  return results.every((r) => r.ok) ? 0 : 1;
}

async function gate() {
  const started = Date.now();
  const suites = async () => {
    const builds = await lane([npm('build'), npm('test:deploy')]);
    // Without both builds the journeys cannot start; the node and worker suites wait for them too, so a broken
    // build fails fast instead of after minutes of other work.
    if (!builds.every((r) => r.ok)) return builds;
    const [serverSuites, journeys] = await Promise.all([
      lane([npm('test:node'), npm('test:worker')]),
      lane([npm('test:browser')]),
    ]);
    return [...builds, ...serverSuites, ...journeys];
  };
  const [staticChecks, rest] = await Promise.all([
    lane([npm('cf-typegen', '-- --check'), npm('typecheck'), npm('lint'), npm('format:check'), npm('check:docs')]),
    suites(),
  ]);
  return report([...staticChecks, ...rest], started);
}

/** The files changed since `since` (and not yet committed), as git names them. */
function changedFiles(since: string) {
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  return [
    ...new Set([
      ...git('diff', '--name-only', '--diff-filter=d', since),
      ...git('ls-files', '--others', '--exclude-standard'),
    ]),
  ];
}

async function quick(since: string) {
  const started = Date.now();
  const files = changedFiles(since);
  const lintable = files.filter((f) => /\.(ts|tsx|js)$/.test(f)).join(' ');
  const stages: Stage[] = [npm('typecheck')];
  if (lintable)
    stages.push({
      name: 'eslint (changed)',
      command: `npx eslint --max-warnings 0 --cache --cache-location node_modules/.cache/eslint/ ${lintable}`,
    });
  if (files.length)
    stages.push({ name: 'prettier (changed)', command: `npx prettier --check --ignore-unknown ${files.join(' ')}` });
  stages.push(npm('test:node', `-- --changed ${since}`), npm('test:worker', `-- --changed ${since} --passWithNoTests`));
  return report(await lane(stages), started);
}

const sinceAt = process.argv.indexOf('--since');
const since = sinceAt > 0 ? (process.argv[sinceAt + 1] ?? 'HEAD') : 'HEAD';
process.exitCode = process.argv.includes('--quick') ? await quick(since) : await gate();
