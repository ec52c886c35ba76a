// The built app served for the browser figures (first-load JS, cache headers, Lighthouse): the deploy
// bundle with a snapshot of web/dist as its static assets, run by Miniflare (worker-host.ts) rather than
// `wrangler dev`, whose debugger forwards every D1 call to node and would add its own CPU to the page
// loads (docs/toolchain.md). The D1 is migrated and seeded by the same commands `npm start` runs, so the pages
// show the real directory and the rights check knows the airports. The load (load.ts) runs the app this way too.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './directory-data';
import { startWorker, WRANGLER_ENV, type Host } from './worker-host';

function tool(bin: string, args: string[]) {
  const res = spawnSync(path.join(ROOT, 'node_modules/.bin', bin), args, {
    cwd: ROOT,
    env: { ...process.env, ...WRANGLER_ENV },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${res.stdout}${res.stderr}`);
}

export interface ServedApp extends Host {
  /** The snapshot of web/dist being served. */
  distDir: string;
}

/**
 * `vars` are extra bindings, e.g. the local mail and PayPal fakes' URLs and keys; `source` is the built SPA to
 * serve (another build of it, e.g. an older commit's, to compare with: bench/compare-builds.ts).
 */
export async function serveBuiltApp(
  script: string,
  dir: string,
  vars: Record<string, string> = {},
  source = path.join(ROOT, 'web/dist'),
): Promise<ServedApp> {
  if (!existsSync(path.join(source, 'index.html')))
    throw new Error(`${source} holds no built SPA: build it first (npm run build).`);
  // A snapshot: other work in the same checkout may rebuild web/dist during the run.
  const distDir = path.join(dir, 'dist');
  cpSync(source, distDir, { recursive: true });
  const persistDir = path.join(dir, 'state');
  tool('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir]);
  tool('tsx', ['worker/cli/directory.ts', 'seed', '--if-empty', '--persist-to', persistDir]);
  tool('tsx', ['worker/cli/airports.ts', 'seed', '--if-empty', '--persist-to', persistDir]);
  const host = await startWorker({ script, assetsDir: distDir, persistDir, vars });
  return { ...host, distDir };
}
