// The Worker under measurement: bundled exactly as it is deployed (`wrangler deploy --dry-run --outdir`,
// so wrangler.toml's minify and every other build setting apply) and run by Miniflare's API directly: the
// same workerd as `wrangler dev`, without wrangler's debugger that forwards every D1 call to node
// (docs/toolchain.md). Its bindings come from wrangler.toml through wrangler's own converter, so a binding
// added there reaches the bench without a change here.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { ROOT } from './directory-data';

export const WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
};
Object.assign(process.env, WRANGLER_ENV);

/** Secrets the Worker reads; local values, as `npm start` runs without a .dev.vars. */
const SECRETS = { JWT_SECRET: 'bench-jwt-secret', PASSWORD_PEPPER: 'bench-pepper' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface WorkerBundle {
  script: string;
  bytes: number;
  gzipBytes: number;
}

/** The deploy bundle (what `wrangler deploy` would upload), written to outDir. */
export function buildWorker(outDir: string): WorkerBundle {
  const res = spawnSync(path.join(ROOT, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', outDir], {
    cwd: ROOT,
    env: { ...process.env, ...WRANGLER_ENV },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${res.stdout}${res.stderr}`);
  const script = path.join(outDir, 'index.js');
  if (!existsSync(script)) throw new Error(`wrangler deploy --dry-run wrote no ${script}`);
  const code = readFileSync(script);
  return { script, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

export interface HostOptions {
  script: string;
  /** Serve this copy of web/dist in front of the Worker as wrangler.toml's [assets] does; omit for API-only. */
  assetsDir?: string;
  /** A `wrangler --persist-to` directory holding the D1 (migrated and seeded by wrangler); omit for in-memory. */
  persistDir?: string;
  vars?: Record<string, string>;
}

export interface Host {
  mf: Miniflare;
  url: string;
  dispose: () => Promise<void>;
}

/** What the bench reads of the options wrangler derives from wrangler.toml; the rest is passed on as it is. */
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
    host: '127.0.0.1',
    port,
    cf: false,
  };
  // Not typed as MiniflareOptions: that type is untyped here too (see above), and naming it would hide mistakes.
  const mf = new Miniflare(options);
  await mf.ready;
  return { mf, url, dispose: () => mf.dispose() };
}

const compatibilityDate = () =>
  /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8'))![1]!;

/**
 * The ceiling: a Hono app with one constant JSON route, built here and not in the app, bundled and run
 * the same way. Nothing the app does per request can be faster than this on the same machine.
 */
export async function startBareHono(dir: string): Promise<Host> {
  const script = path.join(dir, 'bare-hono.js');
  await build({
    stdin: {
      contents: `import { Hono } from 'hono';\nexport default new Hono().get('/', (c) => c.json({ ok: true }));\n`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    outfile: script,
    logLevel: 'warning',
  });
  const port = await freePort();
  const mf = new Miniflare({
    modules: true,
    scriptPath: script,
    modulesRoot: dir,
    compatibilityDate: compatibilityDate(),
    host: '127.0.0.1',
    port,
    cf: false,
  });
  await mf.ready;
  return { mf, url: `http://127.0.0.1:${port}`, dispose: () => mf.dispose() };
}
