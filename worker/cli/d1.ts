// Runs SQL against the local (or, with --remote, the deployed) D1 through wrangler.
import { run } from './wrangler';

export interface D1Target {
  remote: boolean;
  persistTo?: string;
}

export function targetFromArgs(args: string[]): D1Target {
  const i = args.indexOf('--persist-to');
  return { remote: args.includes('--remote'), ...(i >= 0 && args[i + 1] ? { persistTo: args[i + 1] } : {}) };
}

/** Executes one SQL command and returns the rows of its result. */
export function query<T = Record<string, unknown>>(sql: string, target: D1Target): T[] {
  const out = run(
    'wrangler',
    [
      'd1',
      'execute',
      'DB',
      target.remote ? '--remote' : '--local',
      ...(target.persistTo ? ['--persist-to', target.persistTo] : []),
      '--json',
      '--command',
      sql,
    ],
    { quiet: true },
  );
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed.flatMap((r) => r.results);
}
