// The operator's to-do list (docs/api.md#the-directory-learns): the companies a traveller cannot reach through a
// channel of their own (no e-mail, no form), in the order gaps matter most: the most reported in the last 90 days
// first (travellers are stuck there now), then the largest airlines (most travellers will be), then by name.
import { sql } from 'drizzle-orm';
import { airlines, problemReports } from '../../schema';
import { channelOf, COVERAGE_REPORT_DAYS, type CoverageList } from '../contracts';
import type { Db } from '../db';
import { DAY_MS } from '../lib/time';
import { airlineRow, unrankedLast } from './search-sql';

// The same test as channelOf(): a company with neither an e-mail nor a form.
const withoutChannel = sql`${airlines.email} = '' AND ${airlines.complaintFormUrl} = ''`;

export async function listCoverage(db: Db, page: number, limit: number, nowMs = Date.now()): Promise<CoverageList> {
  const since = new Date(nowMs - COVERAGE_REPORT_DAYS * DAY_MS).toISOString();
  // The 90-day counts come from the reports index by date (a few rows per day); the latest report is read for
  // the page's rows only, from the (airline, date) index.
  const pageSql = sql`SELECT p.*, (SELECT max(${problemReports.dateSubmitted}) FROM ${problemReports}
        WHERE ${problemReports.airlineId} = p.id) AS last_report_at
      FROM (SELECT ${airlines}.*, coalesce(r.n, 0) AS reports_90d FROM ${airlines}
        LEFT JOIN (SELECT ${problemReports.airlineId} AS airline_id, count(*) AS n FROM ${problemReports}
          WHERE ${problemReports.dateSubmitted} >= ${since} GROUP BY ${problemReports.airlineId}) r
          ON r.airline_id = ${airlines.id}
        WHERE ${withoutChannel}
        ORDER BY reports_90d DESC, ${unrankedLast(airlines.sizeRank)},
          ${airlines.name} COLLATE NOCASE, ${airlines.id}
        LIMIT ${limit} OFFSET ${(page - 1) * limit}) p
      ORDER BY p.reports_90d DESC, ${unrankedLast(sql`p.size_rank`)}, p.name COLLATE NOCASE, p.id`;
  // Two statements, not a batch: drizzle's D1 batch takes no raw SELECT. An admin's page, rarely read.
  const rows = await db.all<Record<string, unknown>>(pageSql);
  const counted = await db
    .select({ n: sql<number>`count(*)` })
    .from(airlines)
    .where(withoutChannel);
  return {
    companies: rows.map((raw) => {
      const a = airlineRow(raw);
      return {
        id: a.id,
        name: a.name,
        category: a.category,
        country: a.country,
        channel: channelOf(a),
        reports90d: Number(raw.reports_90d),
        lastReportAt: (raw.last_report_at as string | null) ?? null,
        sizeRank: a.sizeRank,
      };
    }),
    total: counted[0]?.n ?? 0,
  };
}
