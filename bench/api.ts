// API throughput and latency: autocannon against the deployed bundle run by Miniflare (worker/cli/worker-host.ts),
// one in-memory D1 per directory size, plus a bare Hono Worker as the ceiling. Every scenario runs once per
// round and the rounds repeat, so figures that are compared (a ratio) were taken side by side, minutes
// apart at most, under the same load of the machine; each figure is the median over the rounds.
import { performance } from 'node:perf_hooks';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { airlines, fragment, migrate, pick, seed, subscriber, type Row } from './directory-data';
import { startWorker, type Host } from '../worker/cli/worker-host';
import { startBareHono } from './worker-host';

export interface Sample {
  rps: number;
  /** Latency of each answered request, dispatch to last byte, in ms. */
  p50: number;
  p99: number;
  n: number;
  /** Requests that got no answer (a dropped connection) or a non-2xx answer; shown next to the figure. */
  failed: number;
  firstError?: string;
}

export interface ApiOptions {
  script: string;
  dir: string;
  sizes: [small: number, large: number];
  rounds: number;
  seconds: number;
  /** Reports created per round (each account may file 30 an hour, so accounts = reports / 30). */
  reports: number;
  log: (line: string) => void;
}

export type ScenarioId =
  | 'bare'
  | 'config.small'
  | 'config.large'
  | 'user'
  | 'search.small'
  | 'search.large'
  | 'search1.small'
  | 'search1.large'
  | 'cached.large'
  | 'report.large';

export interface ApiResult {
  sizes: [number, number];
  rounds: Record<ScenarioId, Sample[]>;
  /** GET /api/airlines?all=true at the large size. */
  all: { status: number; bytes: number; ms: number };
  /** Distinct search URLs available per size, and whether a run had to repeat one. */
  queryPool: { size: number; repeated: boolean };
  /** The large directory's D1 file after seeding (D1's own size_after), for the capacity arithmetic. */
  dbBytes: number;
}

interface Cannon {
  connections: number;
  seconds?: number;
  amount?: number;
  headers?: Record<string, string>;
  method?: string;
  next?: () => { path: string; headers?: Record<string, string>; body?: string };
  path?: string;
  body?: string;
}

async function cannon(url: string, c: Cannon): Promise<Sample> {
  const latencies: number[] = [];
  const target = new URL(url);
  const inst = autocannon({
    url: target.origin,
    connections: c.connections,
    ...(c.amount ? { amount: c.amount } : { duration: c.seconds ?? 1 }),
    timeout: 30,
    headers: c.headers ?? {},
    requests: [
      {
        method: c.method ?? 'GET',
        path: c.path ?? `${target.pathname}${target.search}`,
        ...(c.body ? { body: c.body } : {}),
        ...(c.next
          ? {
              setupRequest: (req: CannonRequest) => {
                const n = c.next!();
                return {
                  ...req,
                  path: n.path,
                  ...(n.body ? { body: n.body } : {}),
                  headers: { ...req.headers, ...n.headers },
                };
              },
            }
          : {}),
      },
    ],
  });
  inst.on('response', (_client: unknown, _status: number, _bytes: number, responseMs: number) =>
    latencies.push(responseMs),
  );
  let firstError: string | undefined;
  inst.on('reqError', (err: unknown) => (firstError ??= err instanceof Error ? err.message : String(err)));
  const r = await inst;
  // Reported, not thrown: one dropped connection on a loaded machine must not cost the rest of the run.
  const failed = r.non2xx + r.errors + r.timeouts;
  if (r.non2xx) firstError ??= `status codes ${JSON.stringify(r.statusCodeStats)}`;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? Number.NaN;
  return {
    rps: latencies.length / ((r.finish.getTime() - r.start.getTime()) / 1000),
    p50: q(0.5),
    p99: q(0.99),
    n: latencies.length,
    failed,
    ...(firstError ? { firstError } : {}),
  };
}

/** Search URLs never asked before in this run (so no answer can come from a cache), as many as the run needs. */
function distinctSearches(rows: readonly Row[]) {
  const seen = new Set<string>();
  for (let i = 0; i < rows.length * 3 && seen.size < 50_000; i++) {
    const f = fragment(rows).trim();
    if (f.length >= 4) seen.add(f);
  }
  const list = [...seen];
  // Past the end of the list, the same words come back in another sort order: still a distinct query.
  const orders = ['', 'popularity', 'country', 'name-desc'];
  let i = 0;
  const pool = { size: list.length * orders.length, repeated: false };
  const next = () => {
    const query = list[i % list.length]!;
    const sortBy = orders[Math.floor(i / list.length) % orders.length]!;
    if (++i > pool.size) pool.repeated = true;
    return { path: `/api/airlines?${new URLSearchParams(sortBy ? { query, sortBy } : { query })}` };
  };
  return { next, pool };
}

/** workerd closes kept-alive connections it considers idle; a call that lands on one is tried once more. */
async function once<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    return call();
  }
}

interface Directory {
  host: Host;
  rows: Row[];
  cookie: string;
  search: ReturnType<typeof distinctSearches>;
}

async function directory(o: ApiOptions, size: number): Promise<Directory> {
  const host = await startWorker({ script: o.script });
  const db = await host.mf.getD1Database('DB');
  const t0 = performance.now();
  await migrate(db);
  const rows = airlines(size);
  await seed(db, rows);
  o.log(`  ${size.toLocaleString('en-US')} companies seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const cookie = await subscriber(host.mf, host.url, `bench-${size}@airdesk.test`, '10.1.0.1');
  return { host, rows, cookie, search: distinctSearches(rows) };
}

export async function benchApi(o: ApiOptions): Promise<ApiResult> {
  const hosts: Host[] = [];
  try {
    o.log('api: the bare Hono ceiling, then the directories');
    const bare = await startBareHono(o.dir);
    hosts.push(bare);
    const small = await directory(o, o.sizes[0]);
    hosts.push(small.host);
    const large = await directory(o, o.sizes[1]);
    hosts.push(large.host);

    // Report creation: enough accounts for every round inside the per-account limit (30 an hour), 25 each
    // because autocannon builds one request per connection ahead that may never be sent.
    const accounts: string[] = [];
    for (let i = 0; accounts.length * 25 < o.reports * o.rounds; i++) {
      accounts.push(
        await subscriber(
          large.host.mf,
          large.host.url,
          `reporter-${i}@airdesk.test`,
          `10.2.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        ),
      );
    }
    const largeDb = await large.host.mf.getD1Database('DB');
    const probe = await once(() => largeDb.prepare('SELECT 1').run());
    const dbBytes = (probe as { meta: { size_after?: number } }).meta.size_after ?? Number.NaN;
    const picked = await once(() =>
      largeDb.prepare('SELECT id FROM airlines ORDER BY random() LIMIT 200').all<{ id: number }>(),
    );
    const ids = (picked as { results: { id: number }[] }).results.map((r) => r.id);
    let filed = 0;
    const report = () => ({
      path: '/api/problems',
      headers: { Cookie: accounts[filed++ % accounts.length]! },
      body: JSON.stringify({
        airlineId: pick(ids),
        category: 'flight-delay',
        description: 'My flight was delayed by five hours and nobody explained why or offered a meal.',
        contactEmail: 'traveller@example.com',
      }),
    });
    const json = { 'Content-Type': 'application/json', Origin: large.host.url };
    const repeated = `/api/airlines?${new URLSearchParams({ query: fragment(large.rows).trim() })}`;

    const load = o.seconds;
    const scenarios: Record<ScenarioId, () => Promise<Sample>> = {
      bare: () => cannon(bare.url, { connections: 50, seconds: load }),
      'config.small': () => cannon(`${small.host.url}/api/config`, { connections: 50, seconds: load }),
      'config.large': () => cannon(`${large.host.url}/api/config`, { connections: 50, seconds: load }),
      user: () =>
        cannon(`${large.host.url}/api/user`, { connections: 50, seconds: load, headers: { Cookie: large.cookie } }),
      'search.small': () =>
        cannon(small.host.url, {
          connections: 50,
          seconds: load,
          headers: { Cookie: small.cookie },
          next: small.search.next,
        }),
      'search.large': () =>
        cannon(large.host.url, {
          connections: 50,
          seconds: load,
          headers: { Cookie: large.cookie },
          next: large.search.next,
        }),
      'search1.small': () =>
        cannon(small.host.url, {
          connections: 1,
          seconds: load,
          headers: { Cookie: small.cookie },
          next: small.search.next,
        }),
      'search1.large': () =>
        cannon(large.host.url, {
          connections: 1,
          seconds: load,
          headers: { Cookie: large.cookie },
          next: large.search.next,
        }),
      'cached.large': () =>
        cannon(`${large.host.url}${repeated}`, { connections: 50, seconds: load, headers: { Cookie: large.cookie } }),
      'report.large': () =>
        cannon(large.host.url, { connections: 50, amount: o.reports, method: 'POST', headers: json, next: report }),
    };

    // Warm-up: isolates compiled, statement and page caches filled, before anything is recorded.
    o.log('  warming up');
    for (const id of [
      'bare',
      'config.small',
      'config.large',
      'user',
      'search.small',
      'search.large',
      'cached.large',
    ] as const) {
      await (id === 'bare' ? cannon(bare.url, { connections: 10, amount: 300 }) : scenarios[id]());
    }

    const rounds = Object.fromEntries(Object.keys(scenarios).map((k) => [k, [] as Sample[]])) as Record<
      ScenarioId,
      Sample[]
    >;
    for (let r = 1; r <= o.rounds; r++) {
      o.log(`  round ${r}/${o.rounds}`);
      for (const [id, run] of Object.entries(scenarios) as [ScenarioId, () => Promise<Sample>][]) {
        const sample = await run();
        if (sample.failed) o.log(`  ${id}: ${sample.failed} requests failed (${sample.firstError})`);
        rounds[id].push(sample);
      }
    }

    const all = await once(async () => {
      const t0 = performance.now();
      const res = await fetch(`${large.host.url}/api/airlines?all=true`, { headers: { Cookie: large.cookie } });
      const bytes = (await res.arrayBuffer()).byteLength;
      return { status: res.status, bytes, ms: performance.now() - t0 };
    });

    return {
      sizes: o.sizes,
      rounds,
      all,
      queryPool: { size: large.search.pool.size, repeated: small.search.pool.repeated || large.search.pool.repeated },
      dbBytes,
    };
  } finally {
    for (const h of hosts.reverse()) await h.dispose().catch(() => undefined);
  }
}
