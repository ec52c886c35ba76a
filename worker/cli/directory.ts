// Seeds and imports the company directory (docs/decisions.md#p13) into D1 through wrangler.
//
//   npx tsx worker/cli/directory.ts seed   [--if-empty] [--dry-run] [--remote] [--persist-to DIR]
//   npx tsx worker/cli/directory.ts import <file.csv>  [--dry-run] [--remote] [--persist-to DIR]
//
// seed uses worker/directory/companies.csv; `seed --if-empty` does nothing when the airlines table already
// has rows (npm start runs it on every start). Every row is checked with the same rules as the data tests
// (worker/directory/company-row.ts); valid rows are inserted or updated (matched by IATA code, else by
// name and country), rejected rows change nothing, and no company is ever deleted. When anything was written,
// the search index is merged into one segment at the end (directory/search-index.ts). Both then write the size
// ranking (worker/directory/largest-airlines.csv, directory/size-ranking.ts) to airlines.size_rank: the ranked
// companies get their rank, every other company none; `seed --if-empty` writes it even when the table already
// has rows, so a database migrated before the ranking existed gets it on the next `npm start`.
//
// Exit status: 0 done; 1 done but some rows were rejected (the valid ones were applied); 2 nothing applied
// because the file could not be read or parsed, the arguments were wrong, or wrangler failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CSV_COLUMNS, REQUIRED_COLUMNS, validateCompanyRow, type CsvColumn } from '../directory/company-row';
import { CsvError, parseCsvTable } from '../directory/csv';
import {
  countPlan,
  EXISTING_COMPANY_SQL,
  importSql,
  planUpsert,
  type ExistingCompany,
  type InputRow,
  type Rejection,
} from '../directory/upsert-sql';
import { checkRanking, parseRanking, sizeRankSql } from '../directory/size-ranking';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SEED_FILE = fileURLToPath(new URL('../directory/companies.csv', import.meta.url));
const RANKING_FILE = fileURLToPath(new URL('../directory/largest-airlines.csv', import.meta.url));

// Without these, every wrangler command waits 10-30 s for the network after its work (docs/toolchain.md).
const WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
};

const USAGE = `usage:
  npx tsx worker/cli/directory.ts seed [--if-empty] [--dry-run] [--remote] [--persist-to DIR]
  npx tsx worker/cli/directory.ts import <file.csv> [--dry-run] [--remote] [--persist-to DIR]`;

/** A failure that stops the command before anything is written (exit status 2). */
class Fatal extends Error {}

interface Target {
  remote: boolean;
  persistTo?: string;
}

function wrangler(target: Target, args: string[]): string {
  const where = target.remote
    ? ['--remote']
    : ['--local', ...(target.persistTo ? ['--persist-to', target.persistTo] : [])];
  const res = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', ...where, '--yes', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...WRANGLER_ENV },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (res.error) throw new Fatal(`could not run wrangler: ${res.error.message}`);
  if (res.status !== 0) {
    const detail = `${res.stdout}\n${res.stderr}`
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('npm warn'))
      .join('\n');
    const hint = /no such table/.test(detail)
      ? '\n(apply the migrations first: npx wrangler d1 migrations apply DB)'
      : '';
    throw new Fatal(`wrangler d1 execute failed (exit ${res.status}):\n${detail}${hint}`);
  }
  return res.stdout;
}

/** Runs one SELECT and returns its rows. */
function query(target: Target, sql: string): Record<string, unknown>[] {
  const out = wrangler(target, ['--json', '--command', sql]);
  try {
    const parsed = JSON.parse(out) as { results?: Record<string, unknown>[] }[];
    return parsed[0]?.results ?? [];
  } catch {
    throw new Fatal(`unexpected output from wrangler (not JSON):\n${out.slice(0, 2000)}`);
  }
}

// wrangler's JSON gives text, numbers or null for a cell.
const str = (v: unknown) =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'bigint'
      ? String(v)
      : v == null
        ? ''
        : JSON.stringify(v);

function readExisting(target: Target): ExistingCompany[] {
  return query(target, EXISTING_COMPANY_SQL).map((r) => ({
    id: Number(r.id),
    name: str(r.name),
    category: str(r.category),
    country: str(r.country),
    region: str(r.region),
    phone: str(r.phone),
    phoneRegion: str(r.phoneRegion),
    email: str(r.email),
    website: str(r.website),
    iataCode: str(r.iataCode),
    icaoCode: str(r.icaoCode),
    featured: Number(r.featured) === 1,
    complaintFormUrl: str(r.complaintFormUrl),
    formScope: str(r.formScope),
    phoneSource: str(r.phoneSource),
    emailSource: str(r.emailSource),
    complaintFormSource: str(r.complaintFormSource),
    checkedAt: str(r.checkedAt),
  }));
}

/** Reads and checks the file: header problems and parse errors are fatal, bad rows are rejections. */
function loadFile(path: string): { rows: InputRow[]; rejected: Rejection[]; columns: Set<CsvColumn>; total: number } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new Fatal(`cannot read ${path}: ${(e as Error).message}`);
  }
  let table;
  try {
    table = parseCsvTable(text);
  } catch (e) {
    if (e instanceof CsvError) throw new Fatal(`${path}: ${e.message}; nothing was imported`);
    throw e;
  }
  const known = new Set<string>(CSV_COLUMNS);
  const unknown = table.header.filter((h) => !known.has(h));
  const missing = REQUIRED_COLUMNS.filter((c) => !table.header.includes(c));
  if (unknown.length > 0 || missing.length > 0) {
    const parts = [
      unknown.length > 0 ? `unknown column(s): ${unknown.join(', ')}` : '',
      missing.length > 0 ? `missing required column(s): ${missing.join(', ')}` : '',
    ].filter(Boolean);
    throw new Fatal(`${path}: ${parts.join('; ')}. Columns are: ${CSV_COLUMNS.join(',')}`);
  }
  const rows: InputRow[] = [];
  const rejected: Rejection[] = [];
  for (const { line, values } of table.rows) {
    const result = validateCompanyRow(values);
    if (result.ok) rows.push({ line, row: result.row });
    else rejected.push({ line, name: values.name ?? '', reasons: result.reasons });
  }
  return { rows, rejected, columns: new Set(table.header as CsvColumn[]), total: table.rows.length };
}

/**
 * The size ranking as SQL (directory/size-ranking.ts). Its rows are matched to the companies of the seed file;
 * a ranking that breaks the rules stops the command before anything is written (the data checks keep the
 * shipped file right, so this guards a hand edit).
 */
function loadRankingSql(): { sql: string; ranked: number } {
  let parsed;
  try {
    parsed = parseRanking(readFileSync(RANKING_FILE, 'utf8'));
  } catch (e) {
    throw new Fatal(`${relative(ROOT, RANKING_FILE)}: ${(e as Error).message}; nothing was imported`);
  }
  const companies = loadFile(SEED_FILE).rows.map((r) => r.row);
  const { ranks, problems } = checkRanking(parsed.rows, companies, 1);
  const all = [...parsed.problems, ...problems];
  if (all.length > 0) throw new Fatal(`${relative(ROOT, RANKING_FILE)}:\n  ${all.join('\n  ')}\nnothing was imported`);
  return { sql: sizeRankSql(ranks), ranked: ranks.length };
}

/** Writes SQL through wrangler from a temporary file. */
function execute(target: Target, sql: string) {
  const dir = mkdtempSync(join(tmpdir(), 'airdesk-directory-'));
  try {
    const sqlFile = join(dir, 'upsert.sql');
    writeFileSync(sqlFile, sql);
    wrangler(target, ['--file', sqlFile]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(argv: string[]): number {
  const { values: opts, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'if-empty': { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, fileArg, ...extra] = positionals;
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }
  if ((command !== 'seed' && command !== 'import') || extra.length > 0) throw new Fatal(USAGE);
  if (command === 'import' && !fileArg) throw new Fatal(`import needs a CSV file\n${USAGE}`);
  if (command === 'seed' && fileArg) throw new Fatal(`seed always uses ${relative(ROOT, SEED_FILE)}\n${USAGE}`);
  if (opts.remote && opts['persist-to']) throw new Fatal('--persist-to applies to the local database only');

  // Paths are relative to where the command was started; wrangler itself runs in the repository root.
  const target: Target = { remote: opts.remote };
  if (opts['persist-to']) target.persistTo = resolve(opts['persist-to']);
  const file = command === 'seed' ? SEED_FILE : resolve(fileArg ?? '');
  const where = opts.remote ? 'remote D1' : `local D1${target.persistTo ? ` (${target.persistTo})` : ''}`;

  const ranking = loadRankingSql();
  const rankingNote = `size ranks: ${ranking.ranked} companies ranked (${relative(ROOT, RANKING_FILE)}), every other company unranked`;
  if (opts['if-empty']) {
    const n = Number(query(target, 'SELECT COUNT(*) AS n FROM airlines')[0]?.n ?? 0);
    if (n > 0) {
      if (!opts['dry-run']) execute(target, ranking.sql);
      console.log(
        `directory ${command}: the airlines table already has ${n} rows; no company written (--if-empty); ${rankingNote}` +
          (opts['dry-run'] ? ' (dry run: nothing was written)' : ''),
      );
      return 0;
    }
  }

  const loaded = loadFile(file);
  const shown = command === 'seed' ? relative(ROOT, SEED_FILE) : (fileArg ?? file);
  console.log(`directory ${command}: ${shown} (${loaded.total} rows) -> ${where}`);
  const plan = planUpsert(loaded.rows, readExisting(target), loaded.columns);
  const rejected = [...loaded.rejected, ...plan.rejected].sort((a, b) => a.line - b.line);
  const counts = countPlan(plan);

  for (const p of plan.planned) {
    if (p.kind === 'update')
      console.log(`  updated line ${p.line} "${p.row.name}" (id ${p.id}): ${p.changed.join(', ')}`);
  }
  for (const r of rejected) console.log(`  rejected line ${r.line} "${r.name}": ${r.reasons.join('; ')}`);

  // The ranking last, so a company the same run inserts gets its rank.
  if (!opts['dry-run']) execute(target, `${importSql(plan)}${ranking.sql}\n`);
  console.log(
    `inserted ${counts.inserted}, updated ${counts.updated}, rejected ${rejected.length}, unchanged ${counts.unchanged}; ${rankingNote}` +
      (opts['dry-run'] ? ' (dry run: nothing was written)' : ''),
  );
  return rejected.length > 0 ? 1 : 0;
}

try {
  process.exitCode = run(process.argv.slice(2));
} catch (e) {
  const expected = e instanceof Fatal || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(`directory: ${expected ? (e as Error).message : ((e as Error).stack ?? String(e))}`);
  process.exitCode = 2; // never 1, which means "some rows rejected"
}
