// The scheduled source check (docs/api.md#the-directory-learns): once a day the cron re-reads the page recorded
// as each contact's source (source-page.ts, under public-host.ts's rules) and tests whether the contact still
// appears on it (contact-on-page.ts). The result is kept per contact in contact_checks, which every airline's
// `lastCheck` shows (airline-records.ts):
// - found: misses start over and the airline's contacts_checked_at moves to that day;
// - missing: one more miss; two in a row make the contact stale;
// - gone (404, 410): stale at once;
// - refused or failed: recorded, and nothing else changes (it says nothing of the contact).
// A contact that turns stale is queued for the admins once (origin source-check); it stays shown, with its last
// check, until an admin applies or dismisses that entry (corrections.ts ends the stale mark), and is not re-read
// before. A contact whose source changed is due at once, and its misses start over on the new page.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { airlines, contactChecks, contactCorrections, directoryState } from '../../schema';
import type { CheckedContact, ContactCheckOutcome } from '../contracts';
import { createDb, type Db } from '../db';
import { insertWhere } from '../lib/insert-where';
import { appearsOn, pageText, samePage } from './contact-on-page';
import { HostQueue, readSourcePage, type PageLimits, type PageResult } from './source-page';

export interface SourceCheckLimits extends PageLimits {
  /** Contacts read per run at most: the rest are due first the next day (the oldest check first). */
  contactsPerRun: number;
  /** No new page is read after this much time; what is left waits for the next run. */
  runBudgetMs: number;
  /** Hosts read at the same time (each host one request at a time). */
  hostsAtOnce: number;
}

export const SOURCE_CHECK_LIMITS: SourceCheckLimits = {
  contactsPerRun: 150,
  runBudgetMs: 5 * 60 * 1000,
  hostsAtOnce: 4,
  timeoutMs: 15_000,
  maxBytes: 2 * 1024 * 1024,
  maxHops: 5,
};

const WORDS: Record<CheckedContact, string> = {
  phone: 'phone number',
  email: 'e-mail address',
  complaintFormUrl: 'complaint form',
};

interface DueContact {
  airlineId: number;
  contact: CheckedContact;
  value: string;
  sourceUrl: string;
  /** The last check (null when never checked). */
  lastAt: string | null;
  lastOutcome: ContactCheckOutcome | null;
  lastSource: string | null;
}

/**
 * The contacts to check at `nowMs`: each published contact whose source is a web address (an address learned from
 * a case answer has none), not checked yet today, not stale on the same page; never checked first, then the
 * oldest check first.
 */
export async function dueContacts(db: Db, nowMs: number, limit: number): Promise<DueContact[]> {
  const dayStart = `${new Date(nowMs).toISOString().slice(0, 10)}T00:00:00.000Z`;
  return db.all<DueContact>(sql`
    WITH c (airline_id, contact, value, source_url) AS (
      SELECT id, 'phone', phone, phone_source FROM ${airlines} WHERE phone <> '' AND phone_source <> ''
      UNION ALL SELECT id, 'email', email, email_source FROM ${airlines} WHERE email <> '' AND email_source <> ''
      UNION ALL SELECT id, 'complaintFormUrl', complaint_form_url, complaint_form_source FROM ${airlines}
        WHERE complaint_form_url <> '' AND complaint_form_source <> ''
    )
    SELECT c.airline_id AS airlineId, c.contact AS contact, c.value AS value, c.source_url AS sourceUrl,
      k.at AS lastAt, k.outcome AS lastOutcome, k.source_url AS lastSource
    FROM c LEFT JOIN ${contactChecks} k ON k.airline_id = c.airline_id AND k.contact = c.contact
    WHERE (lower(c.source_url) LIKE 'https://%' OR lower(c.source_url) LIKE 'http://%')
      AND (k.at IS NULL OR k.source_url <> c.source_url OR (k.stale = 0 AND k.at < ${dayStart}))
    ORDER BY k.at IS NOT NULL, k.at, c.airline_id, c.contact
    LIMIT ${limit}`);
}

/** What a page says of one contact. */
function outcomeOf(page: PageResult, due: DueContact): ContactCheckOutcome {
  // A form whose own page answered is there, whatever the page holds.
  const isTheForm =
    due.contact === 'complaintFormUrl' && (samePage(due.value, due.sourceUrl) || samePage(due.value, page.url));
  switch (page.kind) {
    case 'page':
      return isTheForm || appearsOn(due.contact, due.value, pageText(page.text)) ? 'found' : 'missing';
    case 'unreadable':
      return isTheForm ? 'found' : 'failed';
    default:
      return page.kind;
  }
}

/** The admins' note on a contact the check made stale. */
function staleNote(due: DueContact, outcome: 'missing' | 'gone', page: PageResult, day: string) {
  const what = WORDS[due.contact];
  if (outcome === 'gone') {
    const status = page.kind === 'gone' ? page.status : 404;
    return `The source check found the page of this ${what} gone (HTTP ${status}) on ${day}: ${page.url}`;
  }
  const before =
    due.lastOutcome === 'missing' && due.lastAt ? `${due.lastAt.slice(0, 10)} and ` : 'an earlier check and ';
  return `The source check did not find this ${what} on its page on ${before}${day}.`;
}

/** One contact's result, written in one batch. */
async function record(db: Db, due: DueContact, outcome: ContactCheckOutcome, page: PageResult, at: string) {
  const day = at.slice(0, 10);
  const same = sql`${contactChecks.sourceUrl} = ${due.sourceUrl}`;
  // Computed in the upsert from the row as it is, so a run never counts on a copy read before.
  const kept = (value: SQL, otherwise: SQL) => sql`CASE WHEN ${same} THEN ${value} ELSE ${otherwise} END`;
  const misses =
    outcome === 'found'
      ? sql`0`
      : outcome === 'missing'
        ? kept(sql`${contactChecks.misses} + 1`, sql`1`)
        : kept(sql`${contactChecks.misses}`, sql`0`);
  const stale =
    outcome === 'found'
      ? sql`0`
      : outcome === 'gone'
        ? sql`1`
        : outcome === 'missing'
          ? kept(sql`${contactChecks.misses} + 1 >= 2`, sql`0`)
          : kept(sql`${contactChecks.stale}`, sql`0`);
  const where = and(eq(contactChecks.airlineId, due.airlineId), eq(contactChecks.contact, due.contact));
  const nowStale = sql`EXISTS (SELECT 1 FROM ${contactChecks} WHERE ${where} AND ${contactChecks.stale} = 1
    AND ${contactChecks.at} = ${at})`;
  const noneOpen = sql`NOT EXISTS (SELECT 1 FROM ${contactCorrections} WHERE ${contactCorrections.airlineId} = ${due.airlineId}
    AND ${contactCorrections.field} = ${due.contact} AND ${contactCorrections.origin} = 'source-check'
    AND ${contactCorrections.status} = 'open')`;
  const upsert = db
    .insert(contactChecks)
    .values({
      airlineId: due.airlineId,
      contact: due.contact,
      sourceUrl: due.sourceUrl,
      at,
      outcome,
      misses: outcome === 'missing' ? 1 : 0,
      stale: outcome === 'gone',
    })
    .onConflictDoUpdate({
      target: [contactChecks.airlineId, contactChecks.contact],
      set: { sourceUrl: due.sourceUrl, at, outcome, misses, stale },
    });
  // A check is shown with every airline, and directory answers are cached under the version (answer-cache.ts):
  // it moves on so that the next answer shows this check.
  const version = db
    .update(directoryState)
    .set({ version: sql`${directoryState.version} + 1` })
    .where(eq(directoryState.id, 1));
  if (outcome === 'found') {
    // The airline's check date moves to that day (never back: an import may have written a later one).
    const checkedAt = db
      .update(airlines)
      .set({ contactsCheckedAt: day })
      .where(and(eq(airlines.id, due.airlineId), sql`${airlines.contactsCheckedAt} < ${day}`));
    await db.batch([upsert, checkedAt, version]);
  } else if (outcome === 'missing' || outcome === 'gone') {
    const queue = insertWhere(
      db,
      contactCorrections,
      {
        airlineId: due.airlineId,
        userId: null,
        field: due.contact,
        problem: outcome === 'gone' ? 'dead' : 'wrong',
        suggestedValue: '',
        sourceUrl: due.sourceUrl,
        note: staleNote(due, outcome, page, day),
        origin: 'source-check',
        createdAt: at,
      },
      sql`${nowStale} AND ${noneOpen}`,
    );
    await db.batch([upsert, queue, version]);
  } else {
    await db.batch([upsert, version]);
  }
}

export interface SourceCheckRun {
  /** Contacts checked, by outcome. */
  outcomes: Record<ContactCheckOutcome, number>;
  /** Pages read (contacts sharing a page share one read). */
  pages: number;
  /** Contacts left for the next run (the time budget ran out). */
  left: number;
}

export interface SourceCheckOptions {
  /** SOURCE_CHECK_SITE: the local fake site instead of the web; null in production. */
  site: string | null;
  /** The app's origin, named in the User-Agent so a site's operator can tell who reads its page. */
  appOrigin: string;
  nowMs?: number;
  limits?: SourceCheckLimits;
}

/** Checks the contacts due at `nowMs`, each source page read once, each host one request at a time. */
/**
 * The daily cron's entry: the checks on the database itself. The cron loads this module on its own
 * (worker/lazy/source-checks.js, scheduled.ts), so it makes its own drizzle handle rather than take one from the
 * main bundle's copy of drizzle.
 */
export const checkSources = (d1: D1Database, o: SourceCheckOptions) => runSourceChecks(createDb(d1), o);

export async function runSourceChecks(db: Db, o: SourceCheckOptions): Promise<SourceCheckRun> {
  const nowMs = o.nowMs ?? Date.now();
  const limits = o.limits ?? SOURCE_CHECK_LIMITS;
  const at = new Date(nowMs).toISOString();
  const deadline = Date.now() + limits.runBudgetMs;
  const due = await dueContacts(db, nowMs, limits.contactsPerRun);
  const reader = {
    ...limits,
    site: o.site,
    userAgent: `AirDesk source check (+${o.appOrigin})`,
    hosts: new HostQueue(),
  };
  // Contacts by page, pages by host: a host's pages are read one after another.
  const byHost = new Map<string, Map<string, DueContact[]>>();
  for (const d of due) {
    let host = '';
    try {
      host = new URL(d.sourceUrl).hostname.toLowerCase();
    } catch {
      // refused by readSourcePage
    }
    const pages = byHost.get(host) ?? new Map<string, DueContact[]>();
    pages.set(d.sourceUrl, [...(pages.get(d.sourceUrl) ?? []), d]);
    byHost.set(host, pages);
  }
  const run: SourceCheckRun = {
    outcomes: { found: 0, missing: 0, gone: 0, refused: 0, failed: 0 },
    pages: 0,
    left: 0,
  };
  const hosts = [...byHost.values()];
  const worker = async () => {
    for (let pages = hosts.shift(); pages; pages = hosts.shift()) {
      for (const [url, contacts] of pages) {
        if (Date.now() > deadline) {
          run.left += contacts.length;
          continue;
        }
        const page = await readSourcePage(url, reader);
        run.pages++;
        for (const d of contacts) {
          const outcome = outcomeOf(page, d);
          await record(db, d, outcome, page, at);
          run.outcomes[outcome]++;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limits.hostsAtOnce) }, worker));
  return run;
}
