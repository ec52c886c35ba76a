// The one journey under `wrangler dev` (local-cron.browser.test.ts): the app started like `npm start` starts it,
// `wrangler dev` with npm start's own arguments (devArgs), serving SPA + API on one origin, on a free port. It
// starts from a copy of the suite's migrated and seeded D1 and serves the suite's snapshot of web/dist
// (global-setup.ts); the other journeys run the deploy bundle under Miniflare (support/app.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../../worker/cli/worker-host';
import { devArgs, ROOT, WRANGLER_ENV } from '../../../worker/cli/wrangler';

async function waitFor(url: string, timeoutMs: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The app did not answer ${url} within ${timeoutMs / 1000} s:\n${log()}`);
}

export interface DevApp {
  url: string;
  /** Its local D1, for `wrangler d1 execute --local --persist-to` (worker/cli/d1.ts). */
  persistDir: string;
  stop: () => Promise<void>;
}

export async function startDevApp(vars: Record<string, string>): Promise<DevApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const workDir = mkdtempSync(path.join(tmpdir(), 'airdesk-browser-dev-'));
  const persistDir = path.join(workDir, 'state');
  cpSync(inject('templatePersistDir'), persistDir, { recursive: true });

  const args = devArgs({
    host: '127.0.0.1',
    port,
    vars,
    persistTo: persistDir,
    assets: inject('assetsDir'),
    logLevel: 'warn',
  });
  // Its own process group, so wrangler and its workerd child stop together.
  const child = spawn(path.join(ROOT, 'node_modules/.bin/wrangler'), args, {
    cwd: ROOT,
    env: { ...process.env, ...WRANGLER_ENV },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitFor(`${url}/api/config`, 90_000, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, persistDir, stop };
}
