// Starts the app like `npm start` does (migrate and seed a local D1, then `wrangler dev` with npm start's own
// arguments, devArgs, serving SPA + API on one origin), but on a free port, with a fresh temporary database
// and the local mail and PayPal fakes.
// The SPA must already be built (web/dist); nothing is built here.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devArgs, WRANGLER_ENV } from '../../../worker/cli/wrangler';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

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

export interface AppServer {
  url: string;
  persistDir: string;
  stop: () => Promise<void>;
}

export async function startApp(vars: Record<string, string>): Promise<AppServer> {
  if (!existsSync(path.join(ROOT, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: build the SPA first (npm run build).');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const workDir = mkdtempSync(path.join(tmpdir(), 'airdesk-browser-'));
  const persistDir = path.join(workDir, 'state');
  // A snapshot of the built SPA: other work in the same checkout may rebuild web/dist during the run.
  const assetsDir = path.join(workDir, 'dist');
  cpSync(path.join(ROOT, 'web/dist'), assetsDir, { recursive: true });
  const env = { ...process.env, ...WRANGLER_ENV };

  const migrate = spawnSync(
    bin('wrangler'),
    ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir],
    {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (migrate.status !== 0) throw new Error(`Migrating the test database failed:\n${migrate.stdout}${migrate.stderr}`);
  // Seeded like `npm start` does, so the directory counts and featured airlines are real.
  const seed = (command: string[]) =>
    spawnSync(bin('tsx'), [...command, '--persist-to', persistDir], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const directory = seed(['worker/cli/directory.ts', 'seed', '--if-empty']);
  if (directory.status !== 0)
    throw new Error(`Seeding the test directory failed:\n${directory.stdout}${directory.stderr}`);
  // The complaint routes (worker/complaint-routes/routes.csv), seeded as `npm start` does. Exit status 1 means
  // some rows were rejected and the valid ones applied: the data checks of `npm test` report those rows.
  const routes = seed(['worker/cli/routes.ts', 'seed']);
  if (routes.status !== 0 && routes.status !== 1)
    throw new Error(`Seeding the complaint routes failed:\n${routes.stdout}${routes.stderr}`);
  // The airports of the passenger-rights journeys, from the installed package as `npm start` seeds them.
  const airports = seed(['worker/cli/airports.ts', 'seed', '--if-empty']);
  if (airports.status !== 0) throw new Error(`Seeding the test airports failed:\n${airports.stdout}${airports.stderr}`);

  const args = devArgs({ host: '127.0.0.1', port, vars, persistTo: persistDir, assets: assetsDir, logLevel: 'warn' });
  // Its own process group, so wrangler and its workerd child stop together.
  const child = spawn(bin('wrangler'), args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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
