// Contact corrections (docs/api.md#directory): subscribers report wrong, dead or missing contacts; admins apply
// them through the import's rules (with the source and the date) or dismiss them.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Airline, AdminStats, Correction, CorrectionList } from '../contracts';
import { call, json, makeAdmin, register, subscribedUser, type TestUser } from './support';
import { seedAirline, tag } from './seed';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const SITE = 'https://www.fixair-airdesk.net';
let admin: TestUser;
beforeAll(async () => {
  admin = await register();
  await makeAdmin(admin.email);
});

const newAirline = () => seedAirline({ name: `${tag()} Fix Air`, phone: '+49 30 2087 4410', website: SITE });
const suggest = (u: TestUser, airlineId: number, body: Record<string, unknown>) =>
  call(`/api/airlines/${airlineId}/corrections`, { body, cookie: u.cookie });
const airlineRow = (id: number) =>
  env.DB.prepare('SELECT * FROM airlines WHERE id = ?').bind(id).first<Record<string, any>>();
const correctionCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM contact_corrections').first<{ n: number }>())!.n;

describe('POST /api/airlines/:id/corrections', () => {
  it('files a suggestion as open and shows it in the admin queue with its count', async () => {
    const u = await subscribedUser();
    const id = await newAirline();
    const res = await suggest(u, id, {
      field: 'email',
      problem: 'missing',
      suggestedValue: 'care@fixair-airdesk.net',
      sourceUrl: `${SITE}/contact`,
      note: 'Seen on the contact page',
    });
    expect(res.status).toBe(201);
    const created = await json<{ id: number; status: string }>(res);
    expect(created).toEqual({ id: expect.any(Number), status: 'open' });
    const queue = await json<CorrectionList>(
      await call('/api/admin/corrections?status=open', { cookie: admin.cookie }),
    );
    expect(queue.corrections.find((c) => c.id === created.id)).toMatchObject({
      airlineId: id,
      field: 'email',
      problem: 'missing',
      suggestedValue: 'care@fixair-airdesk.net',
      sourceUrl: `${SITE}/contact`,
      note: 'Seen on the contact page',
      status: 'open',
      username: u.email,
    });
    const stats = await json<AdminStats>(await call('/api/admin/stats', { cookie: admin.cookie }));
    const open = await env.DB.prepare("SELECT count(*) AS n FROM contact_corrections WHERE status = 'open'").first<{
      n: number;
    }>();
    expect(stats.openCorrections).toBe(open!.n);
  });

  it('refuses bad input with readable messages and stores nothing', async () => {
    const u = await subscribedUser();
    const id = await newAirline();
    const before = await correctionCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ problem: 'wrong' }, 'field', 'Please choose which contact this is about'],
      [{ field: 'fax', problem: 'wrong' }, 'field', 'Please choose which contact this is about'],
      [{ field: 'phone', problem: 'broken' }, 'problem', 'Please choose what is wrong'],
      [
        { field: 'email', problem: 'missing', sourceUrl: `${SITE}/c` },
        'suggestedValue',
        'Please enter the contact you found',
      ],
      [
        { field: 'email', problem: 'missing', suggestedValue: 'a@fixair-airdesk.net' },
        'sourceUrl',
        'Please add the page where the company publishes it, so we can check it',
      ],
      [
        { field: 'phone', problem: 'wrong', sourceUrl: 'javascript:alert(1)' },
        'sourceUrl',
        'Please enter the address (https://...) of the page where the company publishes it',
      ],
      [
        { field: 'phone', problem: 'wrong', note: 'x'.repeat(1001) },
        'note',
        'Please keep the note under 1000 characters',
      ],
      [{ field: 'phone', problem: 'wrong', note: 'a\u0000b' }, 'note', 'Please remove control characters.'],
    ];
    // The suggested value must have the form of its field, and the source page must be an http(s) address.
    const EMAIL = 'Please enter an e-mail address, such as care@airline.com';
    const PHONE =
      'Please enter the phone number in international format: + then the country code and number (8 to 15 digits)';
    const URL_MSG = 'Please enter the address of the page, starting with https://';
    const SOURCE = 'Please enter the address (https://...) of the page where the company publishes it';
    for (const [field, value, message] of [
      ['email', '"; DROP TABLE users; --', EMAIL],
      ['email', 'care at fixair-airdesk.net', EMAIL],
      ['email', 'care@fixair-airdesk', EMAIL],
      ['email', '<script>alert(1)</script>@fixair-airdesk.net', EMAIL],
      ['phone', 'call the airport', PHONE],
      ['phone', '030 2087 4410', PHONE],
      ['phone', '+49 30', PHONE],
      ['phone', "+49 30 2087 4410'; --", PHONE],
      ['website', 'www.fixair-airdesk.net', URL_MSG],
      ['website', 'http://www.fixair-airdesk.net', URL_MSG],
      ['complaintFormUrl', 'javascript:alert(1)', URL_MSG],
      ['complaintFormUrl', `${SITE}/form"><script>alert(1)</script>`, URL_MSG],
    ] as const)
      cases.push([{ field, problem: 'wrong', suggestedValue: value }, 'suggestedValue', message]);
    for (const sourceUrl of ['ftp://fixair-airdesk.net/contact', 'fixair-airdesk.net/contact', 'https://localhost/x'])
      cases.push([{ field: 'phone', problem: 'dead', sourceUrl }, 'sourceUrl', SOURCE]);
    for (const [body, path, message] of cases) {
      const res = await suggest(u, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).issues).toContainEqual({ path, message });
    }
    expect((await suggest(u, 99999999, { field: 'phone', problem: 'dead' })).status).toBe(404);
    expect(await correctionCount()).toBe(before);
  });

  it('takes a value of the form of each field, and an http source page', async () => {
    const u = await subscribedUser();
    const id = await newAirline();
    for (const [field, suggestedValue] of [
      ['email', 'care@fixair-airdesk.net'],
      ['phone', '+49 (30) 2087-4410'],
      ['website', 'https://www.fixair-airdesk.net'],
      ['complaintFormUrl', `${SITE}/complaints?lang=en&form=1`],
    ] as const) {
      const res = await suggest(u, id, {
        field,
        problem: 'wrong',
        suggestedValue,
        sourceUrl: 'http://fixair.example/c',
      });
      expect(res.status, field).toBe(201);
    }
  });

  it('needs a session (401) and access (403)', async () => {
    const id = await newAirline();
    expect((await call(`/api/airlines/${id}/corrections`, { body: { field: 'phone', problem: 'dead' } })).status).toBe(
      401,
    );
    const noAccess = await register();
    expect((await suggest(noAccess, id, { field: 'phone', problem: 'dead' })).status).toBe(403);
  });

  it('takes at most 10 a day from one account (429 with Retry-After)', async () => {
    const u = await subscribedUser();
    const id = await newAirline();
    for (let i = 0; i < 10; i++) expect((await suggest(u, id, { field: 'phone', problem: 'dead' })).status).toBe(201);
    const res = await suggest(u, id, { field: 'phone', problem: 'dead' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('admin: apply and dismiss', () => {
  const open = async (airlineId: number, body: Record<string, unknown>) => {
    const u = await subscribedUser();
    return (await json<{ id: number }>(await suggest(u, airlineId, body))).id;
  };

  it('applies a missing e-mail with its source and today as the check date, and keeps the audit', async () => {
    const id = await newAirline();
    const cid = await open(id, {
      field: 'email',
      problem: 'missing',
      suggestedValue: 'care@fixair-airdesk.net',
      sourceUrl: `${SITE}/contact`,
    });
    const res = await call(`/api/admin/corrections/${cid}/apply`, { body: {}, cookie: admin.cookie });
    expect(res.status).toBe(200);
    const c = await json<Correction>(res);
    expect(c).toMatchObject({ status: 'applied', previousValue: '', appliedValue: 'care@fixair-airdesk.net' });
    const row = await airlineRow(id);
    expect(row).toMatchObject({
      email: 'care@fixair-airdesk.net',
      email_source: `${SITE}/contact`,
      contacts_checked_at: new Date().toISOString().slice(0, 10),
    });
    const audit = await env.DB.prepare('SELECT resolved_by, resolved_at FROM contact_corrections WHERE id = ?')
      .bind(cid)
      .first<Record<string, any>>();
    expect(audit!.resolved_by).toBe(admin.user.id);
    const u = await subscribedUser();
    expect((await json<Airline>(await call(`/api/airlines/${id}`, { cookie: u.cookie }))).channel).toBe('email');
  });

  it('clears a dead phone and its source', async () => {
    const id = await newAirline();
    const cid = await open(id, { field: 'phone', problem: 'dead', note: 'Number not in service' });
    expect((await call(`/api/admin/corrections/${cid}/apply`, { body: {}, cookie: admin.cookie })).status).toBe(200);
    expect(await airlineRow(id)).toMatchObject({ phone: '', phone_source: '' });
  });

  it('refuses an apply body with other fields (400), applying nothing', async () => {
    const id = await newAirline();
    const cid = await open(id, { field: 'phone', problem: 'dead' });
    for (const body of [{ valeu: '+49 30 2087 4411' }, JSON.parse('{"a":'.repeat(2000) + '1' + '}'.repeat(2000))]) {
      const res = await call(`/api/admin/corrections/${cid}/apply`, { body, cookie: admin.cookie });
      expect(res.status).toBe(400);
    }
    expect(await airlineRow(id)).toMatchObject({ phone: '+49 30 2087 4410' });
  });

  it('lets the admin override the value, through the same rules as the import (400, nothing changed)', async () => {
    const id = await newAirline();
    const cid = await open(id, {
      field: 'email',
      problem: 'missing',
      suggestedValue: 'care@fixair-airdesk.net',
      sourceUrl: `${SITE}/contact`,
    });
    const before = await airlineRow(id);
    for (const body of [
      { value: 'care@other-company.example.net' }, // not the company's domain
      { value: 'no-reply@fixair-airdesk.net' }, // a no-reply box
      { sourceUrl: 'https://sites.google.com/view/fix-air-support' }, // not the company's page
      { value: 'not an address' },
    ]) {
      const res = await call(`/api/admin/corrections/${cid}/apply`, { body, cookie: admin.cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).message).toMatch(/cannot go into the directory/);
    }
    expect(await airlineRow(id)).toEqual(before);
    const res = await call(`/api/admin/corrections/${cid}/apply`, {
      body: { value: 'relations@fixair-airdesk.net' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect((await airlineRow(id))!.email).toBe('relations@fixair-airdesk.net');
  });

  it('applies a correction once when two admins press Apply at the same moment', async () => {
    const second = await register();
    await makeAdmin(second.email);
    const id = await newAirline();
    const cid = await open(id, {
      field: 'complaintFormUrl',
      problem: 'missing',
      suggestedValue: `${SITE}/complaints/form`,
      sourceUrl: `${SITE}/contact`,
    });
    const answers = await Promise.all(
      [admin, second].map((a) => call(`/api/admin/corrections/${cid}/apply`, { body: {}, cookie: a.cookie })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await airlineRow(id)).toMatchObject({
      complaint_form_url: `${SITE}/complaints/form`,
      complaint_form_source: `${SITE}/contact`,
    });
  });

  it('dismisses without touching the airline; a closed correction is 409; unknown is 404', async () => {
    const id = await newAirline();
    const cid = await open(id, {
      field: 'phone',
      problem: 'wrong',
      suggestedValue: '+49 30 9999 0000',
      sourceUrl: `${SITE}/contact`,
    });
    const before = await airlineRow(id);
    const res = await call(`/api/admin/corrections/${cid}/dismiss`, { method: 'POST', cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect((await json<Correction>(res)).status).toBe('dismissed');
    expect(await airlineRow(id)).toEqual(before);
    expect((await call(`/api/admin/corrections/${cid}/dismiss`, { method: 'POST', cookie: admin.cookie })).status).toBe(
      409,
    );
    expect((await call(`/api/admin/corrections/${cid}/apply`, { body: {}, cookie: admin.cookie })).status).toBe(409);
    expect((await call('/api/admin/corrections/99999999/apply', { body: {}, cookie: admin.cookie })).status).toBe(404);
    const dismissed = await json<CorrectionList>(
      await call('/api/admin/corrections?status=dismissed', { cookie: admin.cookie }),
    );
    expect(dismissed.corrections.some((c) => c.id === cid)).toBe(true);
  });

  it('is for admins only (401, 403) and refuses an unknown status filter (400)', async () => {
    const u = await subscribedUser();
    expect((await call('/api/admin/corrections')).status).toBe(401);
    expect((await call('/api/admin/corrections', { cookie: u.cookie })).status).toBe(403);
    expect((await call('/api/admin/corrections/1/apply', { body: {}, cookie: u.cookie })).status).toBe(403);
    expect((await call('/api/admin/corrections/1/dismiss', { method: 'POST', cookie: u.cookie })).status).toBe(403);
    expect((await call('/api/admin/corrections?status=maybe', { cookie: admin.cookie })).status).toBe(400);
  });
});
