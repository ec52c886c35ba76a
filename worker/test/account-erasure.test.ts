// "Your data" end to end (docs/api.md#accounts, docs/decisions.md#your-data): an account with a trial, a card, two
// reports (one with the company's reply and documents, one with its rights assessed), a contact suggestion and a
// queued mail downloads its export and finds every item in it; then it deletes itself, and no row of any table
// and no R2 object holds its e-mail address, its id or its reports' content, while another account's data and
// the directory are as they were.
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem, ProblemDetail } from '../contracts';
import { DELETED_ACCOUNT_NAME } from '../contracts';
import { PDF, PNG, emailedReport, uploaded } from './case-samples';
import { seedAirports } from './seed-airports';
import { addressTag } from '../lib/rate-limit';
import { downloadExport, objectsHolding, replyInCase, rowsHolding, tableRows } from './account-support';
import { tag } from './seed';
import {
  call,
  json,
  mailFake,
  makeAdmin,
  outboxIdle,
  register,
  runCron,
  sessionCookie,
  subscribedUser,
  uniqueEmail,
  type TestUser,
} from './support';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const t = tag();
const words = {
  description: `${t} my suitcase came back with a torn lining`,
  passenger: `${t} Quentin Erasure`,
  booking: 'ZQ7XK2',
  phone: '+27 82 555 0199',
  cardholder: `${t} Quentin Cardholder`,
  note: `${t} the form page moved last week`,
  reply: `${t} we are sorry about your delay, please send your receipts`,
  filename: `${t}-boarding-pass.pdf`,
  second: `${t} the second flight was cancelled at the gate`,
};

let u: TestUser;
let other: TestUser;
let admin: TestUser;
let withReply: Problem;
let withRights: Problem;
let company: string;
let airlineId: number;

const otherState = async (o: TestUser, reportId: number) => ({
  user: await tableRows('users', 'id = ?', o.user.id),
  reports: await tableRows('problem_reports', 'user_id = ?', o.user.id),
  documents: await tableRows('case_attachments', 'problem_id = ?', reportId),
  history: await tableRows('problem_status_history', 'problem_id = ?', reportId),
  mails: await tableRows('mail_outbox', 'ref_id = ?', reportId),
  objects: (await env.FILES.list({ prefix: `cases/${reportId}/` })).objects.map((o) => o.key),
});
const directory = async () => ({
  airlines: await tableRows('airlines'),
  state: await tableRows('directory_state'),
  countries: await tableRows('directory_countries'),
});

beforeAll(async () => {
  await seedAirports();
  await mailFake.mode('ok');
  admin = await register();
  await makeAdmin(admin.email);
  other = await subscribedUser();
  u = await subscribedUser();
  const card = await call('/api/payment-methods', {
    cookie: u.cookie,
    body: {
      cardholderName: words.cardholder,
      cardMasked: '**** **** **** 4242',
      cardExpiry: `09/${new Date().getUTCFullYear() + 1}`,
      isDefault: true,
      brand: 'visa',
    },
  });
  expect(card.status, await card.clone().text()).toBe(201);
  ({ report: withReply, company } = await emailedReport(u, {
    description: words.description,
    contactPhone: words.phone,
    passengers: [{ fullName: words.passenger }],
    bookingReference: words.booking,
  }));
  await uploaded(u, withReply.id, PDF, words.filename);
  await replyInCase(withReply.id, withReply.replyAddress!, company, words.reply);
  ({ report: withRights } = await emailedReport(u, {
    category: 'flight-delay',
    description: words.second,
    date: '2026-10-01',
    flight: { departure: 'FCO', arrival: 'HAM', date: '2026-10-01', incident: 'delay', arrivalDelayHours: 3.5 },
  }));
  airlineId = withRights.airlineId;
  const suggestion = await call(`/api/airlines/${airlineId}/corrections`, {
    cookie: u.cookie,
    body: {
      field: 'phone',
      problem: 'missing',
      suggestedValue: '+49 30 1234 5678',
      sourceUrl: `${withRights.airline.website}/contact`,
      note: words.note,
    },
  });
  expect(suggestion.status, await suggestion.clone().text()).toBe(201);
  expect(
    (await call('/api/track-contact', { cookie: u.cookie, body: { airlineId, contactType: 'website' } })).status,
  ).toBe(204);
  // The other account: a report with a document, mailed like the first.
  const { report: theirs } = await emailedReport(other, { description: `${t} the other traveller's own words` });
  await uploaded(other, theirs.id, PNG, 'their-receipt.png');
  await outboxIdle();
  // A mail that stays queued: the provider fails, so the reset mail waits for its next attempt.
  await mailFake.mode('fail');
  expect((await call('/api/forgot-password', { body: { username: u.email } })).status).toBe(200);
  await outboxIdle();
});
afterAll(() => mailFake.mode('ok'));

describe('GET /api/account/export', () => {
  it('holds the account, subscription, card, reports with letters, history, messages, rights, documents, suggestion and the queued mail', async () => {
    const { entries, data } = await downloadExport(u);
    expect(data.account).toMatchObject({ id: u.user.id, email: u.email });
    expect(data.subscription).toMatchObject({ status: 'trial', trialUsed: true, payments: [] });
    expect(data.savedCards).toEqual([
      expect.objectContaining({ lastFour: '4242', cardholderName: words.cardholder, brand: 'visa' }),
    ]);
    expect(JSON.stringify(data.savedCards)).not.toMatch(/4242\s*4242|\d{12,}/);
    const reports = data.reports as ProblemDetail[];
    expect(reports.map((r) => r.id).sort()).toEqual([withReply.id, withRights.id].sort());
    const first = reports.find((r) => r.id === withReply.id)!;
    expect(first).toMatchObject({
      description: words.description,
      contactPhone: words.phone,
      passengers: [{ fullName: words.passenger }],
      bookingReference: words.booking,
    });
    expect(first.letter).toContain(words.description);
    expect(first.history.length).toBeGreaterThan(0);
    expect(first.messages).toEqual([expect.objectContaining({ direction: 'in', from: company, text: words.reply })]);
    const doc = first.attachments[0] as ProblemDetail['attachments'][number] & { path: string };
    expect(doc).toMatchObject({
      filename: words.filename,
      path: `documents/${withReply.id}/${doc.id}-${words.filename}`,
    });
    expect(entries[doc.path]).toEqual(PDF);
    const second = reports.find((r) => r.id === withRights.id)!;
    expect(second.rights).toMatchObject({ cited: 'EU261' });
    expect(second.deadlines.length).toBeGreaterThan(0);
    // Beside the codes as stored, the same in words: the law's name, the amount per passenger, the delay as on the letter.
    expect(second).toMatchObject({
      flight: {
        incident: 'delay',
        inWords: { whatHappened: 'Delay', cause: 'Not known', arrivalDelay: '3 h 30 min' },
      },
      rights: { citedInWords: 'EU air passenger rights (Regulation (EC) No 261/2004)' },
    });
    const eu = second.rights!.regimes.find((r) => r.regime === 'EU261') as unknown as { inWords: unknown };
    expect(eu.inWords).toEqual({
      law: 'EU air passenger rights (Regulation (EC) No 261/2004)',
      applies: 'Applies to this journey',
      amount: 'EUR 250 per passenger',
    });
    const named = JSON.stringify(second.rights!.regimes.map((r) => (r as unknown as { inWords: unknown }).inWords));
    for (const code of ['MONTREAL', 'EU261', 'UK261', 'arrivalDelayHours', 'hours']) expect(named).not.toContain(code);
    expect(data.contactSuggestions).toEqual([
      expect.objectContaining({ field: 'phone', note: words.note, status: 'open' }),
    ]);
    expect(data.contactsOpened).toEqual([expect.objectContaining({ contactType: 'website' })]);
    expect(data.mails).toContainEqual(
      expect.objectContaining({ kind: 'password-reset', status: 'queued', to: [u.email] }),
    );
    // Nothing of another account.
    expect(JSON.stringify(data)).not.toContain(other.email);
  });
});

describe('DELETE /api/account', () => {
  it('erases everything that names the account and keeps the rest as it was', async () => {
    const theirReport = (await tableRows('problem_reports', 'user_id = ?', other.user.id)).map(
      (r) => JSON.parse(r) as { id: number },
    )[0]!;
    const otherBefore = await otherState(other, theirReport.id);
    const directoryBefore = await directory();
    const reportIds = [withReply.id, withRights.id];
    const needles = [u.email, withReply.replyAddress!, withRights.replyAddress!, ...Object.values(words)];
    expect((await rowsHolding(needles, u.user.id)).length).toBeGreaterThan(0);
    // The abuse counters of the account's address (its sign-up and the reset asked above) are keyed by a tag
    // that does not name it: the address appears in no counter even while the account lives.
    const tags = [await addressTag(env.PASSWORD_PEPPER, u.email)];
    const counters = await tableRows('rate_limits');
    expect(counters.filter((r) => r.includes(`:acct:${tags[0]}`)).length).toBeGreaterThanOrEqual(2);
    expect(counters.filter((r) => r.toLowerCase().includes(u.email.toLowerCase()))).toEqual([]);

    const res = await call('/api/account', { method: 'DELETE', cookie: u.cookie, body: { password: u.password } });
    expect(res.status, await res.clone().text()).toBe(204);
    // Both cookies cleared, and the old one is refused.
    const cleared = res.headers.getSetCookie().join('\n');
    expect(cleared).toMatch(/(^|\n)session=;/);
    expect(cleared).toMatch(/airdesk_signed_in=;/);
    expect(sessionCookie(res)).toBeUndefined();
    expect((await call('/api/user', { cookie: u.cookie })).status).toBe(401);

    // Before delivery the confirmation is the one row that names the address, and it holds nothing else.
    await outboxIdle();
    const left = await rowsHolding(needles, u.user.id, tags);
    expect(left, left.join('\n')).toHaveLength(1);
    expect(left[0]).toMatch(/^mail_outbox: .*"kind":"account-deleted"/);
    for (const word of Object.values(words)) expect(left[0]).not.toContain(word);

    // Delivered, it goes too.
    await mailFake.mode('ok');
    await runCron(Date.now() + 10 * 60_000);
    const sent = await mailFake.messages(u.email);
    expect(sent.map((m) => m.body.subject)).toContain('Your AirDesk account has been deleted');
    expect(await rowsHolding(needles, u.user.id, tags)).toEqual([]);
    // Someone trying the erased address afterwards is counted, still without naming it.
    expect((await call('/api/login', { body: { username: u.email, password: u.password } })).status).toBe(401);
    expect((await call('/api/forgot-password', { body: { username: u.email } })).status).toBe(200);
    expect(await rowsHolding([u.email], u.user.id)).toEqual([]);
    expect(
      await objectsHolding(
        needles,
        reportIds.map((id) => `cases/${id}/`),
      ),
    ).toEqual([]);

    // What stays names no one: the reports' rows for the counts, on the deleted-account row.
    const kept = await env.DB.prepare(
      `SELECT user_id, description, letter, contact_email, reply_address FROM problem_reports WHERE id IN (?, ?)`,
    )
      .bind(...reportIds)
      .all();
    expect(kept.results).toEqual([
      { user_id: 0, description: '', letter: '', contact_email: '', reply_address: null },
      { user_id: 0, description: '', letter: '', contact_email: '', reply_address: null },
    ]);
    // Admins see it as a deleted account.
    const seen = await json<ProblemDetail>(await call(`/api/problems/${withReply.id}`, { cookie: admin.cookie }));
    expect(seen).toMatchObject({ username: DELETED_ACCOUNT_NAME, description: '', messages: [], attachments: [] });

    // Another account and the directory are untouched (popularity counts included).
    expect(await otherState(other, theirReport.id)).toEqual(otherBefore);
    expect(await directory()).toEqual(directoryBefore);
    expect((await call('/api/user', { cookie: other.cookie })).status).toBe(200);
    // The password no longer signs in (last: the attempt starts a login counter of its own, as for any address).
    expect((await call('/api/login', { body: { username: u.email, password: u.password } })).status).toBe(401);
  });
});

describe('refusals', () => {
  it('400 without a password, 401 signed out, 403 a wrong password: nothing changes', async () => {
    const v = await subscribedUser();
    const before = await tableRows('users', 'id = ?', v.user.id);
    const noPassword = await call('/api/account', { method: 'DELETE', cookie: v.cookie, body: {} });
    expect(noPassword.status).toBe(400);
    expect(await json(noPassword)).toMatchObject({ issues: [{ path: 'password' }] });
    expect((await call('/api/account', { method: 'DELETE', body: { password: v.password } })).status).toBe(401);
    const wrong = await call('/api/account', {
      method: 'DELETE',
      cookie: v.cookie,
      body: { password: 'not it at all' },
    });
    expect(wrong.status).toBe(403);
    expect(await json(wrong)).toMatchObject({ message: 'The password is not correct.' });
    expect(await tableRows('users', 'id = ?', v.user.id)).toEqual(before);
    expect((await call('/api/account/export')).status).toBe(401);
  });

  it('409 for the only administrator; another administrator may go', async () => {
    const admins = await env.DB.prepare('SELECT id FROM users WHERE is_admin = 1').all<{ id: number }>();
    await env.DB.prepare('UPDATE users SET is_admin = 0 WHERE is_admin = 1').run();
    const only = await register(uniqueEmail('admin'));
    await makeAdmin(only.email);
    const res = await call('/api/account', {
      method: 'DELETE',
      cookie: only.cookie,
      body: { password: only.password },
    });
    expect(res.status).toBe(409);
    expect((await call('/api/user', { cookie: only.cookie })).status).toBe(200);
    const second = await register(uniqueEmail('admin'));
    await makeAdmin(second.email);
    expect(
      (await call('/api/account', { method: 'DELETE', cookie: second.cookie, body: { password: second.password } }))
        .status,
    ).toBe(204);
    for (const { id } of admins.results)
      await env.DB.prepare('UPDATE users SET is_admin = 1 WHERE id = ?').bind(id).run();
  });

  it('429 after a few exports a day', async () => {
    const v = await subscribedUser();
    for (let i = 0; i < 5; i++) expect((await call('/api/account/export', { cookie: v.cookie })).status).toBe(200);
    const refused = await call('/api/account/export', { cookie: v.cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
