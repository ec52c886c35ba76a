// The built app served for the browser figures (first-load JS, cache headers, Lighthouse): the deploy
// bundle with a snapshot of web/dist as its static assets, run by Miniflare (worker/cli/worker-host.ts, the host
// the browser suite uses too) rather than `wrangler dev`, whose debugger forwards every D1 call to node and would
// add its own CPU to the page loads (docs/toolchain.md). The D1 is migrated and seeded by the same commands
// `npm start` runs, so the pages show the real directory and the rights check knows the airports. The load
// (load.ts) runs the app this way too.
import path from 'node:path';
import { prepareDatabase, snapshotAssets, startWorker, type Host } from '../worker/cli/worker-host';
import { ROOT } from './directory-data';

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
  const distDir = snapshotAssets(dir, source);
  const persistDir = path.join(dir, 'state');
  // The bench's D1 as before the host was shared: no complaint routes (no figure reads them).
  prepareDatabase(persistDir, { routes: false });
  const host = await startWorker({ script, assetsDir: distDir, persistDir, vars });
  return { ...host, distDir };
}
