// Problem reports (docs/api.md#problems, docs/decisions.md#p6, docs/decisions.md#p7, docs/decisions.md#authorization).
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem, ProblemDetail, ProblemList } from '../contracts';
import { MAX_ATTEMPTS } from '../mail/deliver';
import {
  call,
  json,
  mailFake,
  makeAdmin,
  outboxIdle,
  register,
  runCron,
  subscribedUser,
  type TestUser,
} from './support';
import { seedAirline, tag } from './seed';

// Many requests per test; the shared 2-core machine can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

afterEach(async () => {
  await mailFake.mode('ok');
});

let airlineId: number;
let airlineName: string;
let airlineEmail: string;
beforeAll(async () => {
  airlineName = `${tag()} Report Air`;
  airlineEmail = `care-${Date.now()}@report-air.example.org`;
  airlineId = await seedAirline({
    name: airlineName,
    email: airlineEmail,
    phone: '+49 69 86 799 799',
    website: 'https://www.report-air.example.org',
  });
});

const validReport = (over: Record<string, unknown> = {}) => ({
  airlineId,
  category: 'baggage',
  flightNumber: 'lh 400',
  date: '2026-03-14',
  description: 'My suitcase did not arrive in Frankfurt and nobody answers the phone.',
  contactEmail: 'traveller@mail.example.net',
  contactPhone: '+44 20 7946 0000',
  ...over,
});

const file = async (u: TestUser, over: Record<string, unknown> = {}) => {
  const res = await call('/api/problems', { body: validReport(over), cookie: u.cookie });
  if (res.status !== 201) throw new Error(`report failed: ${res.status} ${await res.text()}`);
  return json<Problem>(res);
};

const outboxOf = async (reportId: number) =>
  (
    await env.DB.prepare('SELECT * FROM mail_outbox WHERE ref_id = ? AND kind IN (?, ?, ?) ORDER BY id')
      .bind(reportId, 'report-airline', 'report-copy', 'status-change')
      .all<Record<string, any>>()
  ).results;

const reportRow = (id: number) =>
  env.DB.prepare('SELECT * FROM problem_reports WHERE id = ?').bind(id).first<Record<string, any>>();

describe('POST /api/problems', () => {
  it('stores the report as submitted, ignoring a client-sent userId and status, with its first history entry', async () => {
    const u = await subscribedUser();
    const other = await register();
    const before = Date.now();
    const res = await call('/api/problems', {
      body: validReport({
        userId: other.user.id,
        status: 'resolved',
        emailStatus: 'sent',
        dateSubmitted: '2001-01-01T00:00:00.000Z',
      }),
      cookie: u.cookie,
    });
    expect(res.status).toBe(201);
    const p = await json<Problem>(res);
    expect(p).toEqual({
      id: expect.any(Number),
      airlineId,
      airline: {
        name: airlineName,
        email: airlineEmail,
        phone: '+49 69 86 799 799',
        website: 'https://www.report-air.example.org',
        complaintFormUrl: '',
      },
      userId: u.user.id,
      username: u.email,
      category: 'baggage',
      flightNumber: 'LH 400',
      date: '2026-03-14',
      description: 'My suitcase did not arrive in Frankfurt and nobody answers the phone.',
      contactEmail: 'traveller@mail.example.net',
      contactPhone: '+44 20 7946 0000',
      passengers: [],
      bookingReference: '',
      ticketNumber: '',
      expenses: [],
      claim: null,
      dateSubmitted: expect.any(String),
      status: 'submitted',
      emailStatus: 'queued',
      channel: 'email',
      // The case reference once, in the footer; no internal "Report ID" line: the company needs only the
      // reference it can quote.
      letter: expect.stringContaining(`AirDesk case reference #${p.id}.`),
      // No letterLanguage given: English, with no English copy beside it (docs/api.md#languages).
      letterLanguage: 'en',
      letterEnglish: '',
      formSubmittedAt: null,
      submittedVia: null,
      flight: null,
      rights: null,
      deadlines: [],
      routes: [],
      replyAddress: expect.stringMatching(/^case-[0-9a-f]{32}@cases\.airdesk\.invalid$/),
      // Queued, not sent yet: the list says "E-mail being sent" and "Sending", never "Submitted".
      delivery: { channel: 'email', state: 'sending', escalatedTo: [], stage: 'sending' },
    } satisfies Problem);
    expect(Date.parse(p.dateSubmitted)).toBeGreaterThanOrEqual(before - 1000);
    const detail = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie: u.cookie }));
    expect(detail.history).toEqual([
      { status: 'submitted', event: 'status', detail: null, changedAt: expect.any(String), changedBy: u.email },
    ]);
  });

  it('writes the e-mail to the airline (Reply-To the case address) and the passenger copy in the same write', async () => {
    const u = await subscribedUser();
    const p = await file(u);
    const mails = await outboxOf(p.id);
    expect(mails.map((m) => m.kind)).toEqual(['report-airline', 'report-copy']);
    const [toAirline, copy] = mails;
    expect(JSON.parse(toAirline!.to_addresses)).toEqual([airlineEmail]);
    // The company's answer comes back into the case; the letter still gives the traveller's own address.
    expect(toAirline!.reply_to).toBe(p.replyAddress);
    expect(JSON.parse(copy!.to_addresses)).toEqual(['traveller@mail.example.net']);
    for (const m of [toAirline!, copy!]) {
      for (const text of [m.text_body, m.html_body]) {
        for (const needle of [
          airlineName,
          'Baggage Issues',
          'LH 400',
          '14 March 2026', // the date as no reader mistakes it
          'My suitcase did not arrive in Frankfurt',
          'traveller@mail.example.net',
          '+44 20 7946 0000',
          `#${p.id}`,
        ]) {
          expect(text).toContain(needle);
        }
      }
    }
    // The company's subject: the category, the flight and the date; the case reference stays in the footer.
    expect(toAirline!.subject).toBe('Baggage Issues complaint: flight LH 400, 14 March 2026');
    expect(copy!.subject).toContain(`#${p.id}`);
  });

  it('delivers through the mail API and the report shows emailStatus sent', async () => {
    await mailFake.reset();
    const u = await subscribedUser();
    const p = await file(u, { contactEmail: `deliver-${Date.now()}@mail.example.net` });
    await runCron();
    const [msg] = await mailFake
      .messages(airlineEmail)
      .then((all) => all.filter((m) => m.body.text.includes(`AirDesk case reference #${p.id}.`)));
    expect(msg).toBeDefined();
    expect(msg!.body.reply_to).toBe(p.replyAddress);
    expect(msg!.body.to).toEqual([airlineEmail]);
    expect(await mailFake.messages(p.contactEmail)).toHaveLength(1);
    const got = await json<Problem>(await call(`/api/problems/${p.id}`, { cookie: u.cookie }));
    expect(got.emailStatus).toBe('sent');
  });

  it('escapes user text in the HTML mail and allows no header injection through any field', async () => {
    const u = await subscribedUser();
    const evilAirline = await seedAirline({
      name: `${tag()} Evil\r\nBcc: victim@evil.example.com`,
      email: 'care@evil-air.example.org',
    });
    const p = await file(u, {
      airlineId: evilAirline,
      description: '<script>alert("x")</script> & <b>bold</b>\r\nBcc: victim@evil.example.com',
    });
    const [toAirline, copy] = await outboxOf(p.id);
    for (const m of [toAirline!, copy!]) {
      expect(m.html_body).not.toContain('<script>');
      expect(m.html_body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
      expect(m.subject).not.toMatch(/[\r\n]/);
      expect(JSON.parse(m.to_addresses).join('')).not.toMatch(/[\r\n]/);
      expect(m.reply_to ?? '').not.toMatch(/[\r\n]/);
    }
    // Addresses are validated: a line break in the contact e-mail is refused outright.
    for (const contactEmail of [
      'a@b.example.com\r\nBcc: x@y.example.com',
      'a@b.example.com\nCc: x@y.example.com',
      'not an email',
    ]) {
      const res = await call('/api/problems', { body: validReport({ contactEmail }), cookie: u.cookie });
      expect(res.status).toBe(400);
      expect((await json(res)).issues[0]).toEqual({ path: 'contactEmail', message: 'Please enter a valid email' });
    }
    for (const flightNumber of ['LH400\r\nBcc: x', 'LH400\nX']) {
      expect((await call('/api/problems', { body: validReport({ flightNumber }), cookie: u.cookie })).status).toBe(400);
    }
  });

  it('stores the report with emailStatus failed when the airline has no e-mail address, and still sends the copy', async () => {
    const u = await subscribedUser();
    const silent = await seedAirline({ name: `${tag()} Silent Air`, email: '', phone: '+33 1 23 45 67 89' });
    const p = await file(u, { airlineId: silent });
    expect(p.emailStatus).toBe('failed');
    expect((await reportRow(p.id))!.email_error).toBe('no e-mail address on file');
    const mails = await outboxOf(p.id);
    expect(mails.map((m) => m.kind)).toEqual(['report-copy']);
    expect(mails[0]!.text_body).toContain('publishes no complaint e-mail address or form that we know of');
  });

  it('refuses invalid input with the docs/product.md messages', async () => {
    const u = await subscribedUser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ airlineId: undefined }, 'airlineId', 'Please select an airline'],
      [{ airlineId: '' }, 'airlineId', 'Please select an airline'],
      [{ category: '' }, 'category', 'Please select a category'],
      [{ category: 'alien-abduction' }, 'category', 'Please select a category'],
      [{ description: 'too short' }, 'description', 'Please provide a description of at least 10 characters'],
      [
        { description: '          x          ' },
        'description',
        'Please provide a description of at least 10 characters',
      ],
      [{ description: 'x'.repeat(5001) }, 'description', 'Please keep the description under 5000 characters'],
      [{ contactEmail: '' }, 'contactEmail', 'Please enter a valid email'],
      [{ date: '2026-02-30' }, 'date', 'Please enter a valid date'],
      [{ contactPhone: 'call me maybe' }, 'contactPhone', 'Please enter a valid phone number'],
    ];
    for (const [over, path, message] of cases) {
      const res = await call('/api/problems', { body: validReport(over), cookie: u.cookie });
      expect(res.status, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect((await json(res)).issues).toContainEqual({ path, message });
    }
    const ok = await call('/api/problems', {
      body: validReport({ description: 'x'.repeat(5000), flightNumber: '', date: null, contactPhone: undefined }),
      cookie: u.cookie,
    });
    expect(ok.status, await ok.clone().text()).toBe(201);
    expect(await json(ok)).toMatchObject({ flightNumber: '', date: '', contactPhone: '' });
  });

  it('answers 404 for an unknown airline, 401 signed out, 403 without access, and stores nothing', async () => {
    const u = await subscribedUser();
    expect(
      (await call('/api/problems', { body: validReport({ airlineId: 987654321 }), cookie: u.cookie })).status,
    ).toBe(404);
    expect((await call('/api/problems', { body: validReport() })).status).toBe(401);
    const plain = await register();
    expect((await call('/api/problems', { body: validReport(), cookie: plain.cookie })).status).toBe(403);
    for (const who of [u, plain]) {
      const n = await env.DB.prepare('SELECT count(*) AS n FROM problem_reports WHERE user_id = ?')
        .bind(who.user.id)
        .first<{ n: number }>();
      expect(n!.n).toBe(0);
    }
  });

  it('refuses a 1 MB body with 413 and stores nothing', async () => {
    const u = await subscribedUser();
    const res = await call('/api/problems', {
      body: validReport({ description: 'x'.repeat(1024 * 1024) }),
      cookie: u.cookie,
    });
    expect(res.status).toBe(413);
    const n = await env.DB.prepare('SELECT count(*) AS n FROM problem_reports WHERE user_id = ?')
      .bind(u.user.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it('files 30 concurrent reports from several accounts: every one 201, distinct ids, each with its own mails (never a 500)', async () => {
    const users = await Promise.all([subscribedUser(), subscribedUser(), subscribedUser()]);
    const results = await Promise.all(
      users.flatMap((u, k) =>
        Array.from({ length: 10 }, (_, i) =>
          call('/api/problems', {
            body: validReport({ description: `Concurrent report number ${k}-${i}` }),
            cookie: u.cookie,
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    const filed = await Promise.all(results.map((r) => json<Problem>(r)));
    expect(new Set(filed.map((p) => p.id)).size).toBe(30);
    for (const p of filed) {
      const row = await reportRow(p.id);
      expect(row!.description).toBe(p.description);
      const history = await env.DB.prepare('SELECT status FROM problem_status_history WHERE problem_id = ?')
        .bind(p.id)
        .all<{ status: string }>();
      expect(history.results.map((h) => h.status)).toEqual(['submitted']);
      const mails = await outboxOf(p.id);
      expect(mails.map((m) => m.kind)).toEqual(['report-airline', 'report-copy']);
      for (const m of mails) {
        // The id the database chose is in the copy's subject and in both letters' footer, and nothing stands in
        // for it. The company's subject names the booking, the flight and the date instead.
        if (m.kind === 'report-copy') expect(m.subject).toContain(`#${p.id}`);
        else expect(m.subject).toBe('Baggage Issues complaint: flight LH 400, 14 March 2026');
        expect(m.text_body).toContain(`AirDesk case reference #${p.id}.`);
        expect(m.text_body).toContain(p.description);
        expect(m.html_body).toContain(`#${p.id}`);
        expect(`${m.subject}${m.text_body}${m.html_body}`).not.toMatch(/\uE000|report-id/);
      }
    }
  });

  it('limits how many reports one account can file in an hour (429 with Retry-After)', async () => {
    const u = await subscribedUser();
    const silent = await seedAirline({ name: `${tag()} Quiet Air` }); // no e-mail: nothing sent to a third party
    let last: Response | undefined;
    for (let i = 0; i < 31; i++)
      last = await call('/api/problems', { body: validReport({ airlineId: silent }), cookie: u.cookie });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('mail provider failures never lose a report', () => {
  it('keeps the report when the provider answers 500, retries, and ends sent', async () => {
    await mailFake.mode('fail');
    const u = await subscribedUser();
    const p = await file(u);
    await runCron();
    const afterFail = (await outboxOf(p.id)).find((m) => m.kind === 'report-airline')!;
    expect(afterFail.status).toBe('queued');
    expect(afterFail.attempts).toBeGreaterThanOrEqual(1);
    expect(afterFail.last_error).toMatch(/500/);
    expect((await reportRow(p.id))!.email_status).toBe('queued');
    // The provider is back and the back-off has passed.
    await mailFake.mode('ok');
    await env.DB.prepare("UPDATE mail_outbox SET next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE id = ?")
      .bind(afterFail.id)
      .run();
    await runCron();
    const got = await json<Problem>(await call(`/api/problems/${p.id}`, { cookie: u.cookie }));
    expect(got.emailStatus).toBe('sent');
    expect(got.description).toBe(validReport().description);
    expect(
      (await mailFake.messages(airlineEmail)).filter((m) => m.body.text.includes(`AirDesk case reference #${p.id}.`)),
    ).toHaveLength(1);
  });

  it('marks the report failed after the last attempt, and keeps it', async () => {
    await mailFake.mode('fail');
    const u = await subscribedUser();
    const p = await file(u);
    await outboxIdle(); // the request's own delivery run is done with the row before it is staged
    const row = (await outboxOf(p.id)).find((m) => m.kind === 'report-airline')!;
    await env.DB.prepare(
      "UPDATE mail_outbox SET status = 'queued', lease_until = NULL, attempts = ?, next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE id = ?",
    )
      .bind(MAX_ATTEMPTS - 1, row.id)
      .run();
    await runCron();
    const got = await json<Problem>(await call(`/api/problems/${p.id}`, { cookie: u.cookie }));
    expect(got.emailStatus).toBe('failed');
    expect(got.status).toBe('submitted');
    expect((await reportRow(p.id))!.email_error).toMatch(/500/);
  });
});

describe('GET /api/problems', () => {
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let mine: Problem[];
  let t: string;
  beforeAll(async () => {
    owner = await subscribedUser();
    other = await subscribedUser();
    admin = await register();
    await makeAdmin(admin.email);
    t = tag();
    mine = [];
    for (let i = 0; i < 12; i++) {
      mine.push(
        await file(owner, { description: `${t} owner report ${i} 50%_off`, flightNumber: i === 3 ? 'QZ 123' : '' }),
      );
    }
    await file(other, { description: `${t} other report` });
  });

  it('answers the own reports only, newest first, 10 a page, with the total', async () => {
    const p1 = await json<ProblemList>(
      await call('/api/problems?page=1&limit=10&status=all', { cookie: owner.cookie }),
    );
    expect(p1.total).toBe(12);
    expect(p1.problems.map((p) => p.id)).toEqual(
      mine
        .slice(2)
        .reverse()
        .map((p) => p.id),
    );
    const p2 = await json<ProblemList>(await call('/api/problems?page=2', { cookie: owner.cookie }));
    expect(p2.problems.map((p) => p.id)).toEqual([mine[1]!.id, mine[0]!.id]);
    expect(p1.problems.every((p) => p.userId === owner.user.id && p.username === owner.email)).toBe(true);
    expect(p1.problems[0]!.airline).toEqual({
      name: airlineName,
      email: airlineEmail,
      phone: '+49 69 86 799 799',
      website: 'https://www.report-air.example.org',
      complaintFormUrl: '',
    });
  });

  it('lets an admin see every report', async () => {
    const all = await json<ProblemList>(await call(`/api/problems?q=${t}&limit=100`, { cookie: admin.cookie }));
    expect(all.total).toBe(13);
    expect(new Set(all.problems.map((p) => p.userId))).toEqual(new Set([owner.user.id, other.user.id]));
  });

  it('filters by status and searches description, flight number and airline name', async () => {
    const res = await call(`/api/problems/${mine[5]!.id}`, {
      method: 'PATCH',
      body: { status: 'resolved' },
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    const resolved = await json<ProblemList>(await call('/api/problems?status=resolved', { cookie: owner.cookie }));
    expect(resolved.problems.map((p) => p.id)).toEqual([mine[5]!.id]);
    const submitted = await json<ProblemList>(await call('/api/problems?status=submitted', { cookie: owner.cookie }));
    expect(submitted.total).toBe(11);
    const byFlight = await json<ProblemList>(await call('/api/problems?q=qz%20123', { cookie: owner.cookie }));
    expect(byFlight.problems.map((p) => p.id)).toEqual([mine[3]!.id]);
    const byText = await json<ProblemList>(
      await call(`/api/problems?q=${encodeURIComponent('report 1')}`, { cookie: owner.cookie }),
    );
    expect(byText.problems.map((p) => p.id).sort()).toEqual([mine[1]!.id, mine[10]!.id, mine[11]!.id].sort());
    const byAirline = await json<ProblemList>(
      await call(`/api/problems?q=${encodeURIComponent(airlineName.toLowerCase())}`, { cookie: owner.cookie }),
    );
    expect(byAirline.total).toBe(12);
    // LIKE wildcards are literal: "%" alone finds only texts with a percent sign, "0%_o" the literal run.
    const literal = await json<ProblemList>(
      await call(`/api/problems?q=${encodeURIComponent('0%_o')}`, { cookie: owner.cookie }),
    );
    expect(literal.total).toBe(12);
    const wildcard = await json<ProblemList>(
      await call(`/api/problems?q=${encodeURIComponent('report_1')}`, { cookie: owner.cookie }),
    );
    expect(wildcard.total).toBe(0);
  });

  it.each(['page=0', 'page=-2', 'page=x', 'limit=0', 'limit=101', 'status=closed', `q=${'x'.repeat(101)}`])(
    'answers 400 for %s',
    async (qs) => {
      const res = await call(`/api/problems?${qs}`, { cookie: owner.cookie });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBeTruthy();
    },
  );

  it('answers 401 signed out', async () => {
    expect((await call('/api/problems')).status).toBe(401);
    expect((await call(`/api/problems/${mine[0]!.id}`)).status).toBe(401);
    expect((await call(`/api/problems/${mine[0]!.id}`, { method: 'PATCH', body: { status: 'resolved' } })).status).toBe(
      401,
    );
  });
});

describe('GET and PATCH /api/problems/:id', () => {
  it("answers 404 for another user's report, by id, and leaves it unchanged", async () => {
    const owner = await subscribedUser();
    const stranger = await subscribedUser();
    const p = await file(owner);
    expect((await call(`/api/problems/${p.id}`, { cookie: stranger.cookie })).status).toBe(404);
    const patch = await call(`/api/problems/${p.id}`, {
      method: 'PATCH',
      body: { status: 'resolved' },
      cookie: stranger.cookie,
    });
    expect(patch.status).toBe(404);
    expect((await reportRow(p.id))!.status).toBe('submitted');
    const history = await env.DB.prepare('SELECT count(*) AS n FROM problem_status_history WHERE problem_id = ?')
      .bind(p.id)
      .first<{ n: number }>();
    expect(history!.n).toBe(1);
    expect((await outboxOf(p.id)).filter((m) => m.kind === 'status-change')).toHaveLength(0);
    for (const bad of ['999999999', 'abc', '0']) {
      expect((await call(`/api/problems/${bad}`, { cookie: owner.cookie })).status).toBe(404);
      expect(
        (await call(`/api/problems/${bad}`, { method: 'PATCH', body: { status: 'resolved' }, cookie: owner.cookie }))
          .status,
      ).toBe(404);
    }
  });

  it('changes the status, grows the history with who and when, and lets an admin change any report', async () => {
    const owner = await subscribedUser();
    const admin = await register();
    await makeAdmin(admin.email);
    const p = await file(owner);
    const r1 = await call(`/api/problems/${p.id}`, {
      method: 'PATCH',
      body: { status: 'in_progress' },
      cookie: owner.cookie,
    });
    expect(r1.status).toBe(200);
    expect(await json(r1)).toMatchObject({ id: p.id, status: 'in_progress' });
    const r2 = await call(`/api/problems/${p.id}`, {
      method: 'PATCH',
      body: { status: 'resolved', userId: admin.user.id },
      cookie: admin.cookie,
    });
    expect(r2.status).toBe(200);
    expect((await json<Problem>(r2)).userId).toBe(owner.user.id);
    // Back to submitted is allowed too (docs/product.md: no ordering enforced).
    expect(
      (await call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'submitted' }, cookie: owner.cookie }))
        .status,
    ).toBe(200);

    const seenByOwner = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie: owner.cookie }));
    expect(seenByOwner.history.map((h) => [h.status, h.changedBy])).toEqual([
      ['submitted', owner.email],
      ['in_progress', owner.email],
      ['resolved', 'AirDesk support'],
      ['submitted', owner.email],
    ]);
    const times = seenByOwner.history.map((h) => Date.parse(h.changedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const seenByAdmin = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie: admin.cookie }));
    expect(seenByAdmin.history[2]).toMatchObject({ status: 'resolved', changedBy: admin.email });
  });

  it('records nothing when the status does not change', async () => {
    const owner = await subscribedUser();
    const p = await file(owner);
    const res = await call(`/api/problems/${p.id}`, {
      method: 'PATCH',
      body: { status: 'submitted' },
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    const detail = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie: owner.cookie }));
    expect(detail.history).toHaveLength(1);
  });

  it('refuses an unknown status with 400 and changes nothing', async () => {
    const owner = await subscribedUser();
    const p = await file(owner);
    for (const body of [{ status: 'closed' }, { status: '' }, {}, { status: 1 }]) {
      const res = await call(`/api/problems/${p.id}`, { method: 'PATCH', body, cookie: owner.cookie });
      expect(res.status).toBe(400);
      expect((await json(res)).issues[0]).toEqual({
        path: 'status',
        message: 'Status must be submitted, in_progress or resolved',
      });
    }
    expect((await reportRow(p.id))!.status).toBe('submitted');
  });

  it('limits how many status changes a reporter can make in an hour (each one e-mails the contact address): 429, nothing recorded', async () => {
    const owner = await subscribedUser();
    const admin = await register();
    await makeAdmin(admin.email);
    const p = await file(owner);
    const statuses = ['in_progress', 'submitted'] as const;
    for (let i = 0; i < 60; i++) {
      const res = await call(`/api/problems/${p.id}`, {
        method: 'PATCH',
        body: { status: statuses[i % 2] },
        cookie: owner.cookie,
      });
      expect(res.status, `change ${i + 1}`).toBe(200);
    }
    const refused = await call(`/api/problems/${p.id}`, {
      method: 'PATCH',
      body: { status: 'resolved' },
      cookie: owner.cookie,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await reportRow(p.id))!.status).toBe('submitted');
    const history = await env.DB.prepare('SELECT count(*) AS n FROM problem_status_history WHERE problem_id = ?')
      .bind(p.id)
      .first<{ n: number }>();
    expect(history!.n).toBe(61);
    expect((await outboxOf(p.id)).filter((m) => m.kind === 'status-change')).toHaveLength(60);
    // Staff are not limited, and reading is not limited.
    expect(
      (await call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'resolved' }, cookie: admin.cookie }))
        .status,
    ).toBe(200);
    expect((await call(`/api/problems/${p.id}`, { cookie: owner.cookie })).status).toBe(200);
  });

  it('applies two racing changes from one status exactly once each way (never a 500, history matches)', async () => {
    const owner = await subscribedUser();
    const p = await file(owner);
    const results = await Promise.all([
      call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'resolved' }, cookie: owner.cookie }),
      call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'resolved' }, cookie: owner.cookie }),
    ]);
    for (const r of results) expect([200, 409]).toContain(r.status);
    const detail = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie: owner.cookie }));
    expect(detail.status).toBe('resolved');
    expect(detail.history.map((h) => h.status)).toEqual(['submitted', 'resolved']);
    expect((await outboxOf(p.id)).filter((m) => m.kind === 'status-change')).toHaveLength(1);
  });
});
