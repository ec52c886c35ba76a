// The test gate (`npm test`) and its inner-loop variant (`npm run test:quick`), docs/development.md#tests.
//
// `npm test` runs every check the project has, each build step once, in two lanes: the static checks (types,
// lint, format, docs) in one; the builds, the node and worker suites, then the browser journeys (which need the
// built SPA and the deploy bundle) in the other. A stage's output is printed whole when it ends,
// so the lanes' logs never interleave (and CI still finds each vitest summary line). Any failure fails the gate;
// the lanes that are running finish first, so one run reports every failure it can. The closing table gives each
// stage's wall time, the figures docs/benchmarks.md quotes for the gate.
//
// `npm run test:quick [-- --since <ref>]`: the static checks of the files changed since <ref> (default: the last
// commit; the typecheck is always whole, it is incremental), then the node and worker tests that import them
// (vitest --changed), or the whole worker suite when the Worker's own code changed (see quick()). Minutes, not the
// gate's quarter hour; the gate still runs everything before a merge.
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

function report(results: Result[], started: number, heading = 'the two lanes overlap') {
  const width = Math.max(...results.map((r) => r.name.length));
  process.stdout.write(`\n--- stage times (wall, seconds; ${heading})\n`);
  for (const r of results)
    process.stdout.write(`${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(7)}${r.ok ? '' : '  FAILED'}\n`);
  process.stdout.write(`${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}\n`);
  return results.every((r) => r.ok) ? 0 : 1;
}

async function gate() {
  const started = Date.now();
  const suites = async () => {
    const first = await lane([npm('build'), npm('test:deploy'), npm('test:node'), npm('test:worker')]);
    // The journeys need the builds, and start only once the worker suite is green: on a red one they would only
    // add minutes to the same answer. They start beside the static checks' tail (ESLint runs on one core, and the
    // worker suite now ends first), not beside the worker suite: both suites keep the two cores busy, and run
    // together they ran the host at a load of 10 for 1,153 s, three worker tests passed their 30 s timeouts and
    // ESLint took 756 s instead of 131 s.
    return first.every((r) => r.ok) ? [...first, ...(await lane([npm('test:browser')]))] : first;
  };
  const [staticChecks, suiteResults] = await Promise.all([
    lane([npm('cf-typegen', '-- --check'), npm('typecheck'), npm('lint'), npm('format:check'), npm('check:docs')]),
    suites(),
  ]);
  return report([...staticChecks, ...suiteResults], started);
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
  // The worker suite reaches the Worker's code through its entry point (SELF.fetch, exports), which vitest does not
  // see in a test file's imports: `--changed` would pick no test for a change to a route or a domain. A change to
  // the Worker's own code therefore runs the whole worker suite (about a minute and a half on two cores); a change to
  // the tests or their support alone runs the files that import it.
  const workerCode = files.some(
    (f) => /^(worker\/(?!test\/|cli\/)|schema\.ts$|migrations\/)/.test(f) && !f.endsWith('.node.test.ts'),
  );
  stages.push(
    npm('test:node', `-- --changed ${since}`),
    npm('test:worker', workerCode ? '' : `-- --changed ${since} --passWithNoTests`),
  );
  return report(await lane(stages), started, 'one after the other');
}

const sinceAt = process.argv.indexOf('--since');
const since = sinceAt > 0 ? (process.argv[sinceAt + 1] ?? 'HEAD') : 'HEAD';
process.exitCode = process.argv.includes('--quick') ? await quick(since) : await gate();
