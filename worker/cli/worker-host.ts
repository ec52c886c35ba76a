// The app as it is deployed, run locally: the deploy bundle (`wrangler deploy --dry-run --outdir`, so
// wrangler.toml's minify and every other build setting apply) run by Miniflare's API directly, with the built SPA
// as its static assets. The same workerd as `wrangler dev`, without wrangler's debugger that forwards every D1
// call to node (docs/toolchain.md). Its bindings come from wrangler.toml through wrangler's own converter, so a
// binding added there reaches every host without a change here. The benchmarks (bench/) and the browser suite
// (web/test/) both host the app through this module; `npm start` runs `wrangler dev` (start.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { ROOT, WRANGLER_ENV } from './wrangler';

// wrangler's converter reads these from the environment too (no telemetry, no Cloudflare look-ups).
Object.assign(process.env, WRANGLER_ENV);

/** Secrets the Worker reads; local values, as `npm start` runs without a .dev.vars. */
const SECRETS = { JWT_SECRET: 'local-host-jwt-secret', PASSWORD_PEPPER: 'local-host-pepper' };

/** Where `npm run test:deploy` writes the deploy bundle (package.json). */
export const DEPLOY_OUT_DIR = path.join(ROOT, 'dist/worker');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a tool from node_modules/.bin to completion; throws with its output when it fails (exit codes in `ok`). */
function tool(bin: string, args: string[], ok: readonly number[] = [0]) {
  const res = spawnSync(path.join(ROOT, 'node_modules/.bin', bin), args, {
    cwd: ROOT,
    env: { ...process.env, ...WRANGLER_ENV },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (res.status === null || !ok.includes(res.status))
    throw new Error(`${bin} ${args.join(' ')} failed (${res.status}):\n${res.stdout}${res.stderr}`);
}

export interface WorkerBundle {
  script: string;
  bytes: number;
  gzipBytes: number;
}

function bundleAt(outDir: string): WorkerBundle {
  const script = path.join(outDir, 'index.js');
  const code = readFileSync(script);
  return { script, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

/** The deploy bundle (what `wrangler deploy` would upload), written to outDir. */
export function buildWorker(outDir: string): WorkerBundle {
  tool('wrangler', ['deploy', '--dry-run', '--outdir', outDir]);
  if (!existsSync(path.join(outDir, 'index.js')))
    throw new Error(`wrangler deploy --dry-run wrote no ${outDir}/index.js`);
  return bundleAt(outDir);
}

/**
 * The deploy bundle `npm run test:deploy` wrote to dist/worker (`npm test` runs that step before the browser suite,
 * so the bundle is built once per gate). When it is missing (a browser run on its own), it is built here once, and
 * `log` says so.
 */
export function deployBundle(log: (message: string) => void): WorkerBundle {
  if (existsSync(path.join(DEPLOY_OUT_DIR, 'index.js'))) return bundleAt(DEPLOY_OUT_DIR);
  log(
    `${path.relative(ROOT, DEPLOY_OUT_DIR)}/index.js is missing (npm test builds it in its test:deploy step): ` +
      'building the deploy bundle now with `npm run test:deploy`.',
  );
  return buildWorker(DEPLOY_OUT_DIR);
}

/**
 * A local D1 in `persistDir` (a `wrangler --persist-to` directory) made as `npm start` makes it (start.ts): the
 * real migrations, then the directory, the complaint routes (unless `routes` is false) and the airports seeded by
 * the operator commands.
 */
export function prepareDatabase(persistDir: string, opts: { routes?: boolean } = {}) {
  tool('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir]);
  tool('tsx', ['worker/cli/directory.ts', 'seed', '--if-empty', '--persist-to', persistDir]);
  // Exit status 1 means some rows were rejected and the valid ones applied: the data checks of `npm test`
  // report those rows.
  if (opts.routes !== false) tool('tsx', ['worker/cli/routes.ts', 'seed', '--persist-to', persistDir], [0, 1]);
  tool('tsx', ['worker/cli/airports.ts', 'seed', '--if-empty', '--persist-to', persistDir]);
}

/** A snapshot of a built SPA in `dir`/dist: other work in the same checkout may rebuild web/dist during a run. */
export function snapshotAssets(dir: string, source = path.join(ROOT, 'web/dist')) {
  if (!existsSync(path.join(source, 'index.html')))
    throw new Error(`${source} holds no built SPA: build it first (npm run build).`);
  const distDir = path.join(dir, 'dist');
  cpSync(source, distDir, { recursive: true });
  return distDir;
}

export interface HostOptions {
  script: string;
  /** Serve this copy of web/dist in front of the Worker as wrangler.toml's [assets] does; omit for API-only. */
  assetsDir?: string;
  /** A `wrangler --persist-to` directory holding the D1 (prepareDatabase); omit for in-memory. */
  persistDir?: string;
  vars?: Record<string, string>;
  /**
   * Miniflare's local trigger paths, as `wrangler dev` (npm start) has them: /cdn-cgi/handler/email hands a raw
   * message to the Worker's email() (docs/development.md#replies-by-e-mail-local). Never in a deployed Worker.
   */
  triggerHandlers?: boolean;
}

export interface Host {
  mf: Miniflare;
  url: string;
  dispose: () => Promise<void>;
}

/** What is read here of the options wrangler derives from wrangler.toml; the rest is passed on as it is. */
interface TomlOptions {
  assets?: { directory: string };
  /** wrangler.toml's [vars]: all strings. */
  bindings?: Record<string, string>;
  [option: string]: unknown;
}

/**
 * Every module of the deploy bundle, listed as wrangler lists them for workerd. Left to parse the bundle itself
 * (`modules: true`), Miniflare refuses any `import()` it cannot resolve, and the OpenAPI library keeps a few such
 * imports of optional schema converters that the Worker never calls.
 */
interface BundleModule {
  type: 'ESModule' | 'Data';
  path: string;
}

function bundleModules(dir: string): BundleModule[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort((a, b) =>
    a === 'index.js' ? -1 : b === 'index.js' ? 1 : a.localeCompare(b),
  );
  return files.flatMap((f): BundleModule[] => {
    if (f.endsWith('.js')) return [{ type: 'ESModule', path: path.join(dir, f) }];
    if (f.endsWith('.ttf') || f.endsWith('.bin')) return [{ type: 'Data', path: path.join(dir, f) }];
    return [];
  });
}

export async function startWorker(o: HostOptions): Promise<Host> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(ROOT, 'wrangler.toml'));
  // Miniflare bundles zod 3 but its declarations import 'zod', which here is the app's zod 4: its option types
  // (and wrangler's, built on them) come out as error types, so the fields used here are typed by TomlOptions.
  const { assets, bindings, ...rest }: TomlOptions = workerOptions;
  const options = {
    ...rest,
    modules: bundleModules(path.dirname(o.script)),
    modulesRoot: path.dirname(o.script),
    bindings: { ...bindings, ...SECRETS, APP_ORIGIN: url, ...o.vars },
    ...(o.assetsDir && assets ? { assets: { ...assets, directory: o.assetsDir } } : {}),
    ...(o.persistDir ? { d1Persist: path.join(o.persistDir, 'v3', 'd1') } : {}),
    ...(o.triggerHandlers ? { unsafeTriggerHandlers: true } : {}),
    host: '127.0.0.1',
    port,
    cf: false,
  };
  // Not typed as MiniflareOptions: that type is untyped here too (see above), and naming it would hide mistakes.
  const mf = new Miniflare(options);
  await mf.ready;
  return { mf, url, dispose: () => mf.dispose() };
}
