// Runs wrangler the way it works on a machine without internet: without these it waits 10 to 30 s
// on telemetry and Cloudflare look-ups after every command (TOOLCHAIN.md).
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
    if (opts.quiet) process.stderr.write(`${res.stdout ?? ''}${res.stderr ?? ''}`);
    throw new Error(`${tool} ${args.join(' ')} exited with ${res.status}`);
  }
  return res.stdout ?? '';
}

export function start(tool: string, args: string[], opts: SpawnOptions = {}) {
  return spawn(bin(tool), args, { cwd: ROOT, env: { ...process.env, ...WRANGLER_ENV }, stdio: 'inherit', ...opts });
}
