// The ceiling of the API benchmarks: a bare Hono app bundled and run the way the app is (Miniflare's API, the same
// workerd). The app itself is hosted by worker/cli/worker-host.ts, shared with the browser suite.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { freePort, type Host } from '../worker/cli/worker-host';
import { ROOT } from './directory-data';

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
