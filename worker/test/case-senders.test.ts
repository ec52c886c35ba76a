// Who may answer a case (docs/api.md#who-may-answer-a-case): anyone who learns a case address can write to it, so a
// mail counts as the company's answer only from the company's (or a case body's) authenticated domain; the
// traveller's own forwards count too; anything else is held as `unverified` until the traveller confirms it, and
// list mail is never the answer. Through the real email() entry point, with Email Routing's verdicts on top.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaseMessage, ProblemDetail } from '../contracts';
import { deliver, fileReport, messageRows } from './inbound-support';
import { seedAirline, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, outboxFor, subscribedUser, type TestUser } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const SITE = 'senders-airdesk.net';
let airline: number;
let u: TestUser;
beforeAll(async () => {
  await seedAirports();
  airline = await seedAirline({
    name: `${tag()} Sender Air`,
    country: 'Germany',
    // The e-mail on another domain than the website: both are the company's.
    email: `care@${SITE.replace('senders', 'sender-mail')}`,
    website: `https://www.${SITE}`,
  });
  u = await subscribedUser();
});

let n = 0;
/** A plain mail from `from` to the case address. */
const mail = (from: string, to: string, extra: string[] = []) =>
  [
    `From: ${from}`,
    `To: ${to}`,
    'Subject: Re: Your report',
    `Message-ID: <m${++n}-${Date.now()}@sender.example>`,
    ...extra,
    '',
    'Please click https://evil.example/login to claim your refund.',
  ].join('\r\n');

const detailOf = async (id: number) => json<ProblemDetail>(await call(`/api/problems/${id}`, { cookie: u.cookie }));
const kinds = async (id: number) => (await messageRows(id)).map((m) => m.kind as string);
const noticeKinds = async (contactEmail: string) =>
  (await outboxFor(contactEmail)).map((m) => m.kind as string).filter((k) => k.startsWith('case-'));

describe('a mail the case cannot tell is the company', () => {
  it('from an unknown domain is kept as unverified: no status move, no history, a notice without its text', async () => {
    const p = await fileReport(u, airline);
    const res = await deliver(mail('Refunds <refunds@lookalike-airline.example>', p.replyAddress), p.replyAddress);
    expect(res.rejected).toBeUndefined();
    expect(await kinds(p.id)).toEqual(['unverified']);
    const detail = await detailOf(p.id);
    expect(detail.status).toBe('submitted');
    expect(detail.history.map((h) => h.event)).toEqual(['status']);
    expect(detail.messages[0]).toMatchObject({ kind: 'unverified', text: expect.stringContaining('evil.example') });
    const notices = (await outboxFor(p.contactEmail)).filter((m) => m.kind === 'case-unknown-sender');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`A message from an unknown sender waits in your report #${p.id}`);
    expect(notices[0]!.text_body).toContain('refunds@lookalike-airline.example');
    // Nothing the sender wrote travels in AirDesk's mail: neither the text nor the display name.
    expect(notices[0]!.text_body).not.toContain('evil.example');
    expect(notices[0]!.text_body).not.toContain('Refunds <');
    expect(await noticeKinds(p.contactEmail)).toEqual(['case-unknown-sender']);
  });

  it("from the company's own domain but failing DMARC is unverified, whatever else passed", async () => {
    const p = await fileReport(u, airline);
    await deliver(mail(`Care <care@${SITE}>`, p.replyAddress), p.replyAddress, {
      auth: `dkim=pass header.d=${SITE}; spf=pass smtp.mailfrom=bounce@${SITE}; dmarc=fail header.from=${SITE}`,
    });
    expect(await kinds(p.id)).toEqual(['unverified']);
    expect((await detailOf(p.id)).status).toBe('submitted');
  });

  it('without a DMARC policy, counts only with an aligned DKIM or SPF pass', async () => {
    const failing = await fileReport(u, airline);
    await deliver(mail(`care@${SITE}`, failing.replyAddress), failing.replyAddress, {
      auth: `dkim=fail header.d=${SITE}; spf=softfail smtp.mailfrom=care@${SITE}; dmarc=none header.from=${SITE}`,
    });
    // SPF passed for the attacker's own envelope domain: not aligned with From, so not the company.
    const unaligned = await fileReport(u, airline);
    await deliver(mail(`care@${SITE}`, unaligned.replyAddress), unaligned.replyAddress, {
      auth: `dkim=none; spf=pass smtp.mailfrom=x@attacker.example; dmarc=none header.from=${SITE}`,
    });
    const aligned = await fileReport(u, airline);
    await deliver(mail(`care@mail.${SITE}`, aligned.replyAddress), aligned.replyAddress, {
      auth: `dkim=pass header.d=${SITE} header.s=k1; spf=none; dmarc=none header.from=mail.${SITE}`,
    });
    expect(await kinds(failing.id)).toEqual(['unverified']);
    expect(await kinds(unaligned.id)).toEqual(['unverified']);
    expect(await kinds(aligned.id)).toEqual(['reply']);
  });

  it("takes only the receiving service's own verdicts: none at all, another service's, or a forged one below", async () => {
    const none = await fileReport(u, airline);
    await deliver(mail(`care@${SITE}`, none.replyAddress), none.replyAddress, { auth: null });
    const other = await fileReport(u, airline);
    await deliver(
      `Authentication-Results: mx.elsewhere.example; dmarc=pass header.from=${SITE}\r\n${mail(`care@${SITE}`, other.replyAddress)}`,
      other.replyAddress,
      { auth: null },
    );
    // The sender writes a passing result naming the service; the service's own, on top, says it failed.
    const forged = await fileReport(u, airline);
    await deliver(
      mail(`care@${SITE}`, forged.replyAddress, [
        `Authentication-Results: mx.cloudflare.net; dkim=pass header.d=${SITE}; dmarc=pass header.from=${SITE}`,
      ]),
      forged.replyAddress,
      { auth: `dkim=none; spf=fail smtp.mailfrom=care@${SITE}; dmarc=fail header.from=${SITE}` },
    );
    expect(await kinds(none.id)).toEqual(['unverified']);
    expect(await kinds(other.id)).toEqual(['unverified']);
    expect(await kinds(forged.id)).toEqual(['unverified']);
  });
});

describe('who answers', () => {
  it("the company from its website's domain or its e-mail's: a reply that moves the case", async () => {
    const web = await fileReport(u, airline);
    await deliver(mail(`Customer Relations <relations@${SITE}>`, web.replyAddress), web.replyAddress);
    const byMail = await fileReport(u, airline);
    await deliver(mail(`care@${SITE.replace('senders', 'sender-mail')}`, byMail.replyAddress), byMail.replyAddress);
    for (const p of [web, byMail]) {
      expect(await kinds(p.id)).toEqual(['reply']);
      expect((await detailOf(p.id)).status).toBe('in_progress');
      expect(await noticeKinds(p.contactEmail)).toEqual(['case-reply']);
    }
  });

  it("an official body of the report's routes", async () => {
    const flight = { departure: 'HAM', arrival: 'FCO', date: '2026-10-01', incident: 'delay', arrivalDelayHours: 3.5 };
    const p = await fileReport(u, airline, flight);
    const body = p.routes[0]!;
    const host = new URL(body.url).hostname.replace(/^www\./, '');
    await deliver(mail(`complaints@${host}`, p.replyAddress), p.replyAddress);
    expect(await kinds(p.id)).toEqual(['reply']);
  });

  it("the traveller forwarding from their account address: counts as the company's answer, no notice back", async () => {
    const p = await fileReport(u, airline);
    await deliver(mail(`Me <${u.email}>`, p.replyAddress), p.replyAddress);
    expect(await kinds(p.id)).toEqual(['forwarded']);
    const detail = await detailOf(p.id);
    expect(detail.status).toBe('in_progress');
    expect(detail.history.map((h) => h.event)).toEqual(['status', 'replied']);
    expect(detail.messages[0]!.kind).toBe('forwarded');
    expect(await noticeKinds(p.contactEmail)).toEqual([]);
  });

  it('never list or bulk mail, whoever sends it: kept as automatic', async () => {
    const p = await fileReport(u, airline);
    await deliver(
      mail(`news@${SITE}`, p.replyAddress, ['List-Unsubscribe: <mailto:unsub@senders-airdesk.net>']),
      p.replyAddress,
    );
    await deliver(
      mail('deals@lookalike-airline.example', p.replyAddress, ['List-Id: Deals <deals.lookalike>']),
      p.replyAddress,
    );
    await deliver(mail(`offers@${SITE}`, p.replyAddress, ['Precedence: bulk']), p.replyAddress);
    expect(await kinds(p.id)).toEqual(['auto-reply', 'auto-reply', 'auto-reply']);
    expect((await detailOf(p.id)).status).toBe('submitted');
    expect(await noticeKinds(p.contactEmail)).toEqual([]);
  });
});

describe('POST /api/problems/:id/messages/:messageId/confirm', () => {
  const confirm = (id: number, messageId: number, who: TestUser = u) =>
    call(`/api/problems/${id}/messages/${messageId}/confirm`, { method: 'POST', cookie: who.cookie });

  it('makes the message a reply that counts, and proposes its domain to the admins; only once', async () => {
    const p = await fileReport(u, airline);
    await deliver(mail('Claims <claims@partner-handling.example>', p.replyAddress), p.replyAddress);
    const [row] = await messageRows(p.id);
    const res = await confirm(p.id, row!.id);
    expect(res.status).toBe(200);
    expect(await json<CaseMessage>(res)).toMatchObject({ id: row!.id, kind: 'reply', direction: 'in' });
    const detail = await detailOf(p.id);
    expect(detail.status).toBe('in_progress');
    expect(detail.history.map((h) => [h.event, h.status])).toEqual([
      ['status', 'submitted'],
      ['replied', 'in_progress'],
    ]);
    const proposed = await env.DB.prepare(
      'SELECT domain, status, problem_id FROM company_answer_domains WHERE airline_id = ?',
    )
      .bind(airline)
      .all();
    expect(proposed.results).toEqual([{ domain: 'partner-handling.example', status: 'proposed', problem_id: p.id }]);

    const again = await confirm(p.id, row!.id);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe(
      "Only a message from an unknown sender can be confirmed as the company's answer.",
    );
    expect((await detailOf(p.id)).history).toHaveLength(2);

    // Proposed is not confirmed: the next mail from that domain waits again, until an admin confirms it.
    const next = await fileReport(u, airline);
    await deliver(mail('claims@partner-handling.example', next.replyAddress), next.replyAddress);
    expect(await kinds(next.id)).toEqual(['unverified']);
    await env.DB.prepare("UPDATE company_answer_domains SET status = 'confirmed' WHERE airline_id = ?")
      .bind(airline)
      .run();
    const later = await fileReport(u, airline);
    await deliver(mail('claims@partner-handling.example', later.replyAddress), later.replyAddress);
    expect(await kinds(later.id)).toEqual(['reply']);
  });

  it('is 404 for another traveller, a message of another report or none; 409 for a reply; the owner only', async () => {
    const p = await fileReport(u, airline);
    const other = await fileReport(u, airline);
    await deliver(mail('x@unknown-one.example', p.replyAddress), p.replyAddress);
    await deliver(mail(`care@${SITE}`, other.replyAddress), other.replyAddress);
    const [held] = await messageRows(p.id);
    const [reply] = await messageRows(other.id);
    const stranger = await subscribedUser();
    const cases: [number, number, TestUser, number][] = [
      [p.id, held!.id, stranger, 404],
      [other.id, held!.id, u, 404],
      [p.id, 999_999_999, u, 404],
      [other.id, reply!.id, u, 409],
    ];
    for (const [id, messageId, who, status] of cases) expect((await confirm(id, messageId, who)).status).toBe(status);
    expect(await kinds(p.id)).toEqual(['unverified']);
    expect((await detailOf(p.id)).status).toBe('submitted');
  });
});
