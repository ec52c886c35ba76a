// Seeds and imports the complaint routes (docs/api.md#complaint-routes) into D1 through wrangler.
//
//   npx tsx worker/cli/routes.ts seed                [--dry-run] [--remote] [--persist-to DIR]
//   npx tsx worker/cli/routes.ts import <file.csv>   [--replace] [--dry-run] [--remote] [--persist-to DIR]
//
// seed writes worker/complaint-routes/routes.csv (npm start runs it on every start, so a changed file reaches
// the local database). Every row is checked with the rules of the data checks (complaint-routes/route-row.ts);
// valid rows are inserted or updated by (id, country), rejected rows change nothing. With --replace, routes
// that are not in the file are deleted, so the table is exactly the file.
//
// Exit status: 0 done; 1 done but some rows were rejected (the valid ones were applied); 2 nothing applied
// (unreadable file, wrong arguments, or wrangler failed).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readRoutesFile, ROUTES_FILE } from '../complaint-routes/routes-file';
import { routesSql } from '../complaint-routes/routes-sql';
import { run } from './wrangler';

const USAGE = `usage:
  npx tsx worker/cli/routes.ts seed [--dry-run] [--remote] [--persist-to DIR]
  npx tsx worker/cli/routes.ts import <file.csv> [--replace] [--dry-run] [--remote] [--persist-to DIR]`;

function main(argv: string[]): number {
  const { values: opts, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      replace: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
    },
  });
  const [command, file] = positionals;
  const ok =
    (command === 'seed' && positionals.length === 1 && !opts.replace) ||
    (command === 'import' && positionals.length === 2);
  if (!ok || (opts.remote && opts['persist-to'])) {
    console.error(USAGE);
    return 2;
  }
  const path = command === 'seed' ? ROUTES_FILE : resolve(file!);
  const { routes, rejected } = readRoutesFile(path);
  for (const r of rejected) console.error(`line ${r.line} (${r.key}): ${r.reasons.join('; ')}`);
  console.log(`routes ${command}: ${routes.length} valid routes, ${rejected.length} rejected in ${path}`);
  if (opts['dry-run'] || routes.length === 0) return rejected.length ? 1 : 0;
  const where = opts.remote
    ? ['--remote']
    : ['--local', ...(opts['persist-to'] ? ['--persist-to', resolve(opts['persist-to'])] : [])];
  const dir = mkdtempSync(join(tmpdir(), 'airdesk-routes-'));
  try {
    const sqlFile = join(dir, 'routes.sql');
    writeFileSync(sqlFile, routesSql(routes, opts.replace));
    run('wrangler', ['d1', 'execute', 'DB', ...where, '--yes', '--file', sqlFile], { quiet: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`routes ${command}: wrote ${routes.length} routes${opts.replace ? ' (others deleted)' : ''}`);
  return rejected.length ? 1 : 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 2;
}
