/// <reference types="node" />
// Reads and checks a routes file (worker/complaint-routes/routes.csv, or one given to `npm run routes:import`).
// Node only: the CLI, the data checks and the worker tests' config (which binds the checked rows as TEST_ROUTES).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteRecord } from '../contracts/complaint-routes';
import { parseCsvTable } from '../directory/csv';
import { ROUTE_COLUMNS, validateRouteRow } from './route-row';

export const ROUTES_FILE = path.join(import.meta.dirname, 'routes.csv');

export interface RoutesFile {
  routes: RouteRecord[];
  rejected: { line: number; key: string; reasons: string[] }[];
}

/** Parses and checks a routes file; a wrong header or a duplicate (id, country) is a rejection too. */
export function readRoutesFile(path = ROUTES_FILE): RoutesFile {
  const table = parseCsvTable(readFileSync(path, 'utf8'));
  const missing = ROUTE_COLUMNS.filter((c) => !table.header.includes(c));
  if (missing.length)
    return { routes: [], rejected: [{ line: 1, key: 'header', reasons: [`missing columns: ${missing.join(', ')}`] }] };
  const routes: RouteRecord[] = [];
  const rejected: RoutesFile['rejected'] = [];
  const seen = new Set<string>();
  for (const row of table.rows) {
    const key = `${row.values.id ?? ''}:${row.values.country ?? ''}`;
    const res = validateRouteRow(row.values);
    if (!res.ok) rejected.push({ line: row.line, key, reasons: res.reasons });
    else if (seen.has(key)) rejected.push({ line: row.line, key, reasons: ['the same id and country appear twice'] });
    else {
      seen.add(key);
      routes.push(res.route);
    }
  }
  return { routes, rejected };
}
