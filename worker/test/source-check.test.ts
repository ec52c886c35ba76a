// The scheduled source check (docs/api.md#the-directory-learns) against the local fake of the web
// (fakes/source-site.ts, SOURCE_CHECK_SITE): found, changed (missing twice: stale, queued once), gone, the refusals
// (http, IP literals, a redirect to a private address), the size cap and the timeout, one request per host at a
// time, and the admins' apply and dismiss ending the stale mark.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import type { Airline, Correction, CorrectionList } from '../contracts';
import { parseConfig } from '../config';
import { createDb } from '../db';
import { runSourceChecks, SOURCE_CHECK_LIMITS } from '../directory/source-check';
import { SOURCE_CHECK_CRON } from '../directory/source-check-cron';
import { runDailyChecks } from '../scheduled';
import { call, json, makeAdmin, register, subscribedUser, type TestUser } from './support';
import { seedAirline, tag } from './seed';

/** A page of the fake site (fakes/source-site.ts, a Node file this runtime cannot import). */
interface FakePage {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Filler bytes sent before `body`. */
  bytes?: number;
}

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const DAY_MS = 24 * 60 * 60 * 1000;
/** Each test runs its checks on days of its own (the cron's time is the check's), so one test's are never due in another's. */
const BASE = Date.parse('2027-03-01T03:17:00.000Z');
const at = (day: number) => new Date(BASE + day * DAY_MS).toISOString();
const dayOf = (day: number) => at(day).slice(0, 10);

const site = (path: string, body?: unknown) =>
  fetch(`${env.SOURCE_CHECK_SITE}${path}`, body ? { method: 'POST', body: JSON.stringify(body) } : {});
const putPages = async (pages: Record<string, FakePage>) =>
  expect((await site('/__control/pages', pages)).status).toBe(200);
const seen = async () =>
  (await site('/__control/seen')).json<{
    requests: string[];
    maxInFlight: Record<string, number>;
    maxAtOnce: number;
  }>();

/** The daily cron's run on day `day` (as the scheduled handler runs it, with its summary). */
const checkOn = (day: number) => runDailyChecks(env, BASE + day * DAY_MS);

/** A host of its own for each test's airline, with its pages on the fake site. */
const newHost = () => `${tag().toLowerCase()}-air.com`;
const PHONE = '+49 30 2087 4410';

async function airlineOn(host: string, contacts: { phone?: boolean; email?: boolean; form?: boolean } = {}) {
  const page = `https://www.${host}/contact`;
  return seedAirline({
    name: `${tag()} Check Air`,
    website: `https://www.${host}`,
    ...(contacts.phone ? { phone: PHONE, phoneSource: page } : {}),
    ...(contacts.email !== false ? { email: `care@${host}`, emailSource: page } : {}),
    ...(contacts.form ? { complaintFormUrl: `https://www.${host}/claims/form`, complaintFormSource: page } : {}),
    checkedAt: '2026-11-20',
  });
}

const checkRow = (airlineId: number, contact: string) =>
  env.DB.prepare('SELECT * FROM contact_checks WHERE airline_id = ? AND contact = ?')
    .bind(airlineId, contact)
    .first<Record<string, any>>();
const queued = async (airlineId: number) =>
  (
    await env.DB.prepare(
      "SELECT * FROM contact_corrections WHERE airline_id = ? AND origin = 'source-check' ORDER BY id",
    )
      .bind(airlineId)
      .all<Record<string, any>>()
  ).results;
const airlineRow = (id: number) =>
  env.DB.prepare('SELECT * FROM airlines WHERE id = ?').bind(id).first<Record<string, any>>();

let admin: TestUser;
let reader: TestUser;
const shown = async (id: number) => json<Airline>(await call(`/api/airlines/${id}`, { cookie: reader.cookie }));

beforeAll(async () => {
  admin = await register();
  await makeAdmin(admin.email);
  reader = await subscribedUser();
});

describe('a contact on its page', () => {
  it('is found however the page writes it; checkedAt moves to that day; one read for a shared page', async () => {
    const host = newHost();
    const id = await airlineOn(host, { phone: true, email: true, form: true });
    await putPages({
      [`https://www.${host}/contact`]: {
        body: `<p>Write to <a href="mailto:care&#64;${host}">CARE&#x40;${host.toUpperCase()}</a>,
          call <a href="tel:+493020874410">+49 (0)30&nbsp;2087-4410</a>
          or use <a href="/claims/form/">our form</a>.</p>`,
      },
    });
    const run = await checkOn(0);
    expect(run.sourceChecks.outcomes.found).toBeGreaterThanOrEqual(3);
    for (const contact of ['phone', 'email', 'complaintFormUrl'])
      expect(await checkRow(id, contact)).toMatchObject({ outcome: 'found', misses: 0, stale: 0, at: at(0) });
    expect((await airlineRow(id))!.contacts_checked_at).toBe(dayOf(0));
    const airline = await shown(id);
    expect(airline.checkedAt).toBe(dayOf(0));
    expect(airline.lastCheck).toEqual({
      phone: { at: at(0), outcome: 'found', stale: false },
      email: { at: at(0), outcome: 'found', stale: false },
      complaintFormUrl: { at: at(0), outcome: 'found', stale: false },
    });
    // Three contacts on one page: one request.
    expect((await seen()).requests.filter((u) => u.includes(host))).toEqual([`https://www.${host}/contact`]);
    expect(await queued(id)).toEqual([]);
    // Checked today: not read again the same day.
    await checkOn(0);
    expect((await seen()).requests.filter((u) => u.includes(host))).toHaveLength(1);
  });

  it('is not confused with a longer address or another number', async () => {
    const host = newHost();
    const id = await airlineOn(host, { phone: true, email: true });
    await putPages({
      [`https://www.${host}/contact`]: {
        body: `<p>Write to customer-care@${host} or care@${host}.example.org; call +49 30 2087 44109.</p>`,
      },
    });
    await checkOn(1);
    expect(await checkRow(id, 'email')).toMatchObject({ outcome: 'missing', misses: 1, stale: 0 });
    expect(await checkRow(id, 'phone')).toMatchObject({ outcome: 'missing', misses: 1, stale: 0 });
  });
});

describe('a contact no longer on its page', () => {
  it('is missing once, stale and queued once the second time, shown stale, and not read again until an admin acts', async () => {
    const host = newHost();
    const id = await airlineOn(host);
    const page = `https://www.${host}/contact`;
    await putPages({ [page]: { body: '<p>We have moved our customer service to a chat.</p>' } });
    await checkOn(10);
    expect(await checkRow(id, 'email')).toMatchObject({ outcome: 'missing', misses: 1, stale: 0, source_url: page });
    expect(await queued(id)).toEqual([]);
    expect((await airlineRow(id))!.contacts_checked_at).toBe('2026-11-20');

    await checkOn(11);
    expect(await checkRow(id, 'email')).toMatchObject({ outcome: 'missing', misses: 2, stale: 1, at: at(11) });
    const [entry, ...more] = await queued(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      field: 'email',
      problem: 'wrong',
      suggested_value: '',
      source_url: page,
      status: 'open',
      user_id: null,
      note: `The source check did not find this e-mail address on its page on ${dayOf(10)} and ${dayOf(11)}.`,
    });
    // Still shown, with its last check, marked stale; the admins' queue lists it with its origin.
    const airline = await shown(id);
    expect(airline.email).toBe(`care@${host}`);
    expect(airline.checkedAt).toBe('2026-11-20');
    expect(airline.lastCheck.email).toEqual({ at: at(11), outcome: 'missing', stale: true });
    const list = await json<CorrectionList>(await call('/api/admin/corrections?status=open', { cookie: admin.cookie }));
    expect(list.corrections.find((c) => c.id === entry!.id)).toMatchObject({ origin: 'source-check', username: null });

    // Stale: not read again, and never a second entry.
    const reads = (await seen()).requests.filter((u) => u === page).length;
    await checkOn(12);
    await checkOn(13);
    expect((await seen()).requests.filter((u) => u === page)).toHaveLength(reads);
    expect(await queued(id)).toHaveLength(1);

    // The admin keeps the contact: the stale mark ends (shown at once), and the next check starts over.
    const dismissed = await call(`/api/admin/corrections/${entry!.id}/dismiss`, { body: {}, cookie: admin.cookie });
    expect(dismissed.status).toBe(200);
    expect(await checkRow(id, 'email')).toMatchObject({ misses: 0, stale: 0 });
    expect((await shown(id)).lastCheck.email).toEqual({ at: at(11), outcome: 'missing', stale: false });
    await putPages({ [page]: { body: `<a href="mailto:care@${host}">Write to us</a>` } });
    await checkOn(14);
    expect(await checkRow(id, 'email')).toMatchObject({ outcome: 'found', misses: 0, stale: 0 });
    expect((await airlineRow(id))!.contacts_checked_at).toBe(dayOf(14));
  });

  it('starts its misses over when its source changes', async () => {
    const host = newHost();
    const id = await airlineOn(host);
    await putPages({
      [`https://www.${host}/contact`]: { body: '<p>Nothing here.</p>' },
      [`https://www.${host}/help`]: { body: '<p>Nothing here either.</p>' },
    });
    await checkOn(20);
    expect(await checkRow(id, 'email')).toMatchObject({ misses: 1 });
    await env.DB.prepare('UPDATE airlines SET email_source = ? WHERE id = ?')
      .bind(`https://www.${host}/help`, id)
      .run();
    // A changed source is due at once, even the same day.
    await checkOn(20);
    expect(await checkRow(id, 'email')).toMatchObject({
      source_url: `https://www.${host}/help`,
      outcome: 'missing',
      misses: 1,
      stale: 0,
    });
    expect(await queued(id)).toEqual([]);
  });
});

describe('a page that is gone', () => {
  it('makes its contacts stale at once (404 and 410), queued as dead; applying clears the contact and its check', async () => {
    const host = newHost();
    const id = await seedAirline({
      name: `${tag()} Gone Air`,
      website: `https://www.${host}`,
      email: `care@${host}`,
      emailSource: `https://www.${host}/old-contact`,
      phone: PHONE,
      phoneSource: `https://www.${host}/phone`,
    });
    await putPages({ [`https://www.${host}/phone`]: { status: 410, body: 'Gone' } });
    await checkOn(30);
    expect(await checkRow(id, 'email')).toMatchObject({ outcome: 'gone', stale: 1 });
    expect(await checkRow(id, 'phone')).toMatchObject({ outcome: 'gone', stale: 1 });
    const entries = await queued(id);
    expect(entries.map((e) => [e.field, e.problem])).toEqual(
      expect.arrayContaining([
        ['email', 'dead'],
        ['phone', 'dead'],
      ]),
    );
    const email = entries.find((e) => e.field === 'email')!;
    expect(email.note).toBe(
      `The source check found the page of this e-mail address gone (HTTP 404) on ${dayOf(30)}: https://www.${host}/old-contact`,
    );
    expect((await shown(id)).lastCheck.email).toEqual({ at: at(30), outcome: 'gone', stale: true });

    // The admin applies it: the e-mail and its source are cleared, and so is its check.
    const applied = await call(`/api/admin/corrections/${email.id}/apply`, { body: {}, cookie: admin.cookie });
    expect(applied.status).toBe(200);
    expect(await json<Correction>(applied)).toMatchObject({ status: 'applied', appliedValue: '' });
    expect(await airlineRow(id)).toMatchObject({ email: '', email_source: '' });
    expect(await checkRow(id, 'email')).toBeNull();
    const airline = await shown(id);
    expect(airline.lastCheck.email).toBeNull();
    expect(airline.lastCheck.phone).toMatchObject({ outcome: 'gone', stale: true });
  });
});

describe('what the check refuses to read', () => {
  it('refuses a redirect to a private address, localhost, http or an IP literal, and reads nothing there', async () => {
    const hosts = [newHost(), newHost(), newHost(), newHost()];
    const targets = ['https://10.0.0.1/contact', 'https://localhost/contact', 'http://www.{host}/contact', '/x'];
    const ids: number[] = [];
    for (const host of hosts) ids.push(await airlineOn(host));
    await putPages({
      [`https://www.${hosts[0]}/contact`]: { status: 301, headers: { Location: targets[0]! } },
      [`https://www.${hosts[1]}/contact`]: { status: 302, headers: { Location: targets[1]! } },
      [`https://www.${hosts[2]}/contact`]: {
        status: 307,
        headers: { Location: targets[2]!.replace('{host}', hosts[2]!) },
      },
      // A relative redirect to a page that redirects to an internal name.
      [`https://www.${hosts[3]}/contact`]: { status: 302, headers: { Location: '/x' } },
      [`https://www.${hosts[3]}/x`]: { status: 308, headers: { Location: 'https://intranet.corp/contact' } },
    });
    await checkOn(40);
    for (const id of ids)
      expect(await checkRow(id, 'email')).toMatchObject({ outcome: 'refused', misses: 0, stale: 0 });
    const requests = (await seen()).requests;
    for (const bad of ['10.0.0.1', 'localhost', 'intranet.corp'])
      expect(requests.some((u) => u.includes(bad))).toBe(false);
    expect(requests.filter((u) => u.includes(hosts[3]!))).toEqual([
      `https://www.${hosts[3]}/contact`,
      `https://www.${hosts[3]}/x`,
    ]);
    for (const id of ids) expect(await queued(id)).toEqual([]);
  });

  it('refuses a source that is not https or names an address, without a request', async () => {
    const sources = [
      'http://www.plain-http-air.com/contact',
      'https://192.168.1.10/contact',
      'https://[::1]/contact',
      'https://0x7f.1/contact',
      'https://www.airline.com:8443/contact',
    ];
    const ids: number[] = [];
    for (const emailSource of sources)
      ids.push(
        await seedAirline({ name: `${tag()} Refused Air`, email: 'care@refused-air.com', emailSource, checkedAt: '' }),
      );
    const before = (await seen()).requests.length;
    await checkOn(41);
    for (const id of ids) expect(await checkRow(id, 'email')).toMatchObject({ outcome: 'refused', stale: 0 });
    expect((await shown(ids[0]!)).lastCheck.email).toEqual({ at: at(41), outcome: 'refused', stale: false });
    const after = (await seen()).requests.slice(before);
    expect(after.some((u) => /plain-http|192\.168|::1|0x7f|8443/.test(u))).toBe(false);
  });

  it('gives up on a page over the size cap, an error status, a loop of redirects or a timeout (failed: nothing else changes)', async () => {
    const [big, broken, loop, slow] = [newHost(), newHost(), newHost(), newHost()];
    const ids = [await airlineOn(big), await airlineOn(broken), await airlineOn(loop), await airlineOn(slow)];
    await putPages({
      [`https://www.${big}/contact`]: { bytes: 3 * 1024 * 1024 },
      [`https://www.${broken}/contact`]: { status: 503, body: 'busy' },
      [`https://www.${loop}/contact`]: { status: 302, headers: { Location: `https://www.${loop}/contact` } },
      [`https://www.${slow}/contact`]: { delayMs: 1500, body: `care@${slow}` },
    });
    const run = await runSourceChecks(createDb(env.DB), {
      site: env.SOURCE_CHECK_SITE,
      appOrigin: 'http://127.0.0.1:8787',
      nowMs: BASE + 42 * DAY_MS,
      limits: { ...SOURCE_CHECK_LIMITS, timeoutMs: 500 },
    });
    expect(run.outcomes.failed).toBeGreaterThanOrEqual(4);
    for (const id of ids) expect(await checkRow(id, 'email')).toMatchObject({ outcome: 'failed', misses: 0, stale: 0 });
    expect((await seen()).requests.filter((u) => u.includes(loop))).toHaveLength(SOURCE_CHECK_LIMITS.maxHops + 1);
  });

  it('reads a large page to its end, and stops reading past 2 MB (failed, even with the contact after the cap)', async () => {
    const [large, huge] = [newHost(), newHost()];
    const ids = [await airlineOn(large), await airlineOn(huge)];
    await putPages({
      [`https://www.${large}/contact`]: { bytes: 1024 * 1024, body: ` care@${large}` },
      [`https://www.${huge}/contact`]: { bytes: SOURCE_CHECK_LIMITS.maxBytes + 64 * 1024, body: ` care@${huge}` },
    });
    await checkOn(44);
    expect(await checkRow(ids[0]!, 'email')).toMatchObject({ outcome: 'found' });
    expect(await checkRow(ids[1]!, 'email')).toMatchObject({ outcome: 'failed', misses: 0, stale: 0 });
  });

  it('counts a form whose own page answers as found, even when it cannot read the page', async () => {
    const host = newHost();
    const form = `https://www.${host}/claims`;
    const id = await seedAirline({
      name: `${tag()} Form Air`,
      website: `https://www.${host}`,
      complaintFormUrl: form,
      complaintFormSource: form,
    });
    await putPages({ [form]: { bytes: 3 * 1024 * 1024 } });
    await checkOn(43);
    expect(await checkRow(id, 'complaintFormUrl')).toMatchObject({ outcome: 'found' });
  });
});

describe('the pace of the check', () => {
  it('sends one request per host at a time, while other hosts are read alongside', async () => {
    const [a, b] = [newHost(), newHost()];
    const pages: Record<string, FakePage> = {};
    for (const host of [a, b])
      for (const n of [1, 2, 3]) {
        await seedAirline({
          name: `${tag()} Pace Air`,
          website: `https://www.${host}`,
          email: `care${n}@${host}`,
          emailSource: `https://www.${host}/contact-${n}`,
        });
        pages[`https://www.${host}/contact-${n}`] = { delayMs: 300, body: `care${n}@${host}` };
      }
    // A page of a third host that moved to b: its redirect waits for b's own reads.
    const c = newHost();
    const moved = await seedAirline({
      name: `${tag()} Moved Air`,
      website: `https://www.${c}`,
      email: `care@${c}`,
      emailSource: `https://www.${c}/contact`,
    });
    pages[`https://www.${c}/contact`] = { status: 302, headers: { Location: `https://www.${b}/moved` } };
    pages[`https://www.${b}/moved`] = { delayMs: 300, body: `care@${c}` };
    await putPages(pages);
    await checkOn(50);
    const s = await seen();
    expect(s.requests.filter((u) => u.includes(a) || u.includes(b))).toHaveLength(7);
    expect(await checkRow(moved, 'email')).toMatchObject({ outcome: 'found' });
    expect(s.maxInFlight[`www.${a}`]).toBe(1);
    expect(s.maxInFlight[`www.${b}`]).toBe(1);
    for (const n of Object.values(s.maxInFlight)) expect(n).toBe(1);
    expect(s.maxAtOnce).toBeGreaterThanOrEqual(2);
  });

  it('runs on the daily cron only: the 5-minute cron reads no page', async () => {
    const host = newHost();
    const id = await airlineOn(host);
    await putPages({ [`https://www.${host}/contact`]: { body: `care@${host}` } });
    const fire = async (cron: string) => {
      const ctx = createExecutionContext();
      worker.scheduled({ scheduledTime: BASE + 60 * DAY_MS, cron, noRetry() {} }, env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await fire('*/5 * * * *');
    expect(await checkRow(id, 'email')).toBeNull();
    await fire(SOURCE_CHECK_CRON);
    expect(await checkRow(id, 'email')).toMatchObject({ outcome: 'found', at: at(60) });
  });
});

describe('SOURCE_CHECK_SITE', () => {
  it('takes only an http address on loopback (a deployed Worker reaches nothing there)', () => {
    expect(parseConfig({ ...env, SOURCE_CHECK_SITE: '' }).sourceCheckSite).toBeNull();
    expect(parseConfig({ ...env, SOURCE_CHECK_SITE: 'http://127.0.0.1:8790/' }).sourceCheckSite).toBe(
      'http://127.0.0.1:8790',
    );
    for (const value of ['https://example.com', 'http://10.0.0.1:8790', 'http://fake.site.com', 'ftp://127.0.0.1/'])
      expect(() => parseConfig({ ...env, SOURCE_CHECK_SITE: value })).toThrow(
        'SOURCE_CHECK_SITE is not a loopback address such as http://127.0.0.1:8790',
      );
  });
});
