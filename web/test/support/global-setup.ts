// Browser suite set-up: one app per shard (support/app.ts). The D1 is migrated and seeded once, as `npm start`
// does, and every shard's app starts from its own copy; each app is the deploy bundle that `npm test` built in its
// test:deploy step (dist/worker), run by Miniflare's API (worker/cli/worker-host.ts) with its own mail, PayPal and
// deploy-hook fakes. A loopback endpoint runs the journeys' SQL on a shard's D1 through Miniflare (support/d1.ts).
// Chromium itself is launched by each shard's worker (support/browser-test.ts).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { deployBundle, prepareDatabase, snapshotAssets, startWorker, type Host } from '../../../worker/cli/worker-host';
import { startServiceFakes } from '../../../worker/test/fakes/services';
import { OWNER_EMAIL, SUPPORT_EMAIL, SUPPORT_PHONE, type ShardApp } from './app';
import { CHROME_PATH, missingChromiumMessage } from './chromium';

/** What support/d1.ts posts to the control endpoint: one statement, or several run as one batch. */
export interface D1Request {
  shard: number;
  sql: string | string[];
}

/** Runs `sql` on `host`'s D1 (the binding DB); the rows of every statement, in order. */
async function runSql(host: Host, sql: string | string[]): Promise<unknown[]> {
  const db = await host.mf.getD1Database('DB');
  if (typeof sql === 'string') return (await db.prepare(sql).all()).results;
  return (await db.batch(sql.map((s) => db.prepare(s)))).flatMap((r) => r.results);
}

function startD1Control(hosts: Host[]): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        try {
          const { shard, sql } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as D1Request;
          const host = hosts[shard];
          if (!host) throw new Error(`no shard ${shard}`);
          const rows = await runSql(host, sql);
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows));
        } catch (err) {
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end(err instanceof Error ? err.message : String(err));
        }
      })();
    });
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROME_PATH)) throw new Error(missingChromiumMessage());
  const shardCount = project.globalConfig.maxWorkers;
  const bundle = deployBundle((message) => console.warn(`browser suite: ${message}`));
  const workDir = mkdtempSync(path.join(tmpdir(), 'airdesk-browser-'));
  const cleanups: (() => Promise<void>)[] = [
    () => {
      rmSync(workDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  ];
  const teardown = async () => {
    for (const c of cleanups.reverse()) await c();
  };
  try {
    const assetsDir = snapshotAssets(workDir);
    const template = path.join(workDir, 'template');
    prepareDatabase(template);

    const shards = await Promise.all(
      Array.from({ length: shardCount }, async (_, i) => {
        const fakes = await startServiceFakes();
        cleanups.push(() => fakes.close());
        const persistDir = path.join(workDir, `shard-${i + 1}`);
        cpSync(template, persistDir, { recursive: true });
        const vars = { ...fakes.vars, SUPPORT_EMAIL, SUPPORT_PHONE, OWNER_EMAIL };
        // With npm start's local e-mail trigger: the case file journey delivers a company's reply through it.
        const host = await startWorker({ script: bundle.script, assetsDir, persistDir, vars, triggerHandlers: true });
        cleanups.push(() => host.dispose());
        const app: ShardApp = {
          appUrl: host.url,
          mailFakeUrl: fakes.mail.url,
          paypalFakeUrl: fakes.paypal.url,
          deployHookFakeUrl: fakes.hook.url,
          vars,
        };
        return { app, host };
      }),
    );
    const control = await startD1Control(shards.map((s) => s.host));
    cleanups.push(async () => {
      control.server.closeAllConnections();
      await new Promise((r) => control.server.close(r));
    });

    project.provide(
      'shards',
      shards.map((s) => s.app),
    );
    project.provide('d1ControlUrl', control.url);
    project.provide('templatePersistDir', template);
    project.provide('assetsDir', assetsDir);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
