// Runs wrangler the way it works on a machine without internet: without these it waits 10 to 30 s
// on telemetry and Cloudflare look-ups after every command (docs/toolchain.md).
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
};

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

/** Runs a tool from node_modules/.bin to completion; throws when it fails. */
export function run(tool: string, args: string[], opts: { quiet?: boolean } = {}) {
  const res = spawnSync(bin(tool), args, {
    cwd: ROOT,
    env: { ...process.env, ...WRANGLER_ENV },
    stdio: opts.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
  });
  if (res.status !== 0) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- spawnSync leaves stdout/stderr null when the tool could not start, whatever the types say
    if (opts.quiet) process.stderr.write(`${res.stdout ?? ''}${res.stderr ?? ''}`);
    throw new Error(`${tool} ${args.join(' ')} exited with ${res.status}`);
  }
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- null when the tool could not start (see above)
  return res.stdout ?? '';
}

export function start(tool: string, args: string[], opts: SpawnOptions = {}) {
  return spawn(bin(tool), args, { cwd: ROOT, env: { ...process.env, ...WRANGLER_ENV }, stdio: 'inherit', ...opts });
}

/**
 * The local cron trigger. Under `wrangler dev` the Worker sits behind the static-assets router, and the URL
 * wrangler prints for crons (/cdn-cgi/handler/scheduled) is dispatched to that router, which has no
 * scheduled handler: it answers 500 and the Worker never runs. `--test-scheduled` (devArgs) adds this path
 * to the dev bundle instead; with run_worker_first it reaches the Worker, which runs its scheduled handler.
 * Deployed bundles (`wrangler deploy`) never contain it.
 */
export const LOCAL_CRON_PATH = '/__scheduled';

export interface DevOptions {
  host: string;
  port: string | number;
  /** Extra `--var NAME:value` bindings (APP_ORIGIN is always set to the served origin). */
  vars?: Record<string, string>;
  persistTo?: string;
  /** Serve the SPA from this directory instead of wrangler.toml's. */
  assets?: string;
  logLevel?: string;
}

/** `wrangler dev` as `npm start` runs it; the browser suite starts the app with the same arguments. */
export function devArgs(o: DevOptions) {
  const vars = { APP_ORIGIN: `http://${o.host}:${o.port}`, ...o.vars };
  return [
    'dev',
    '--ip',
    o.host,
    '--port',
    String(o.port),
    '--test-scheduled',
    ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    '--show-interactive-dev-session=false',
    ...(o.persistTo ? ['--persist-to', o.persistTo] : []),
    ...(o.assets ? ['--assets', o.assets] : []),
    ...(o.logLevel ? ['--log-level', o.logLevel] : []),
  ];
}
