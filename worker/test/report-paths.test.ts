// Every report has a path, and every path brings the answer back (docs/api.md#every-path): a case address on
// every report, letters the traveller sends asking for the answer there, `form-submitted` with `via` on every path
// but e-mail, clocks that run from the day the letter went out, routes led by the bodies of the cited regime, and
// escalation letters that say only what the case shows.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem, ProblemDetail } from '../contracts';
import { deliver } from './inbound-support';
import { seedAirline, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, mailFake, subscribedUser, uniqueEmail, type TestUser } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const FORM_SITE = 'form-path-airdesk.net';
let formAirline: number;
let silentAirline: number;
let mailAirline: number;
let germanAirline: number;
let u: TestUser;
beforeAll(async () => {
  await seedAirports();
  formAirline = await seedAirline({
    name: `${tag()} Form Air`,
    country: 'Germany',
    website: `https://www.${FORM_SITE}`,
    complaintFormUrl: `https://www.${FORM_SITE}/feedback`,
  });
  silentAirline = await seedAirline({
    name: `${tag()} Silent Air`,
    country: 'Germany',
    website: 'https://silent-airdesk.net',
  });
  mailAirline = await seedAirline({
    name: `${tag()} Mail Air`,
    country: 'Germany',
    email: 'care@mail-path-airdesk.net',
    website: 'https://www.mail-path-airdesk.net',
  });
  // A German carrier on a flight to the US: an EU261 claim with a US body beside the German ones.
  germanAirline = await seedAirline({
    name: `${tag()} Hansa`,
    country: 'Germany',
    iataCode: 'LH',
    email: 'care@hansa-path-airdesk.net',
    website: 'https://www.hansa-path-airdesk.net',
  });
  u = await subscribedUser();
});

const HAM_FCO = { departure: 'HAM', arrival: 'FCO', date: '2026-10-01', incident: 'delay', arrivalDelayHours: 3.5 };
const FRA_JFK = { departure: 'FRA', arrival: 'JFK', date: '2026-10-01', incident: 'delay', arrivalDelayHours: 5 };
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function file(airlineId: number, flight?: unknown) {
  const res = await call('/api/problems', {
    cookie: u.cookie,
    body: {
      airlineId,
      category: 'flight-delay',
      flightNumber: 'LH 233',
      date: '2026-10-01',
      description: 'We reached our destination hours late and nobody explained why.',
      contactEmail: uniqueEmail('traveller'),
      ...(flight ? { flight } : {}),
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Problem & { replyAddress: string }>(res);
}
const detailOf = async (id: number) => json<ProblemDetail>(await call(`/api/problems/${id}`, { cookie: u.cookie }));
/** The traveller says they sent it; `{}` takes the default way (a form). */
const markSent = (id: number, body: unknown = {}) =>
  call(`/api/problems/${id}/form-submitted`, { cookie: u.cookie, body });

describe('a letter the traveller sends', () => {
  it('has a case address, asks for the answer there, and its clocks wait until it went out', async () => {
    const p = await file(formAirline, HAM_FCO);
    expect(p.channel).toBe('form');
    expect(p.replyAddress).toMatch(/^case-[0-9a-f]{32}@cases\.airdesk\.invalid$/);
    expect(p.letter).toContain(`Please send your answer to ${p.replyAddress}: it reaches me and is kept with my case.`);
    expect(p.letter).not.toContain(`answer to ${p.contactEmail}`);
    // No dated window before it is sent: the letter asks for the EU261 window in days instead.
    expect(p.letter).toContain('Please answer in writing within 42 days of receiving this letter.');
    expect(p.deadlines.map((d) => d.kind)).not.toContain('company-answer');
    const neb = p.routes.find((r) => r.id === 'EU-NEB')!;
    expect(neb.opensOn).toBeNull();
    expect((await detailOf(p.id)).escalations).toEqual([]);
    expect(p.delivery).toMatchObject({ state: 'ready', stage: 'unsent' });

    const res = await markSent(p.id);
    expect(res.status).toBe(200);
    const sent = await json<Problem>(res);
    expect(sent).toMatchObject({ submittedVia: 'form', delivery: { state: 'sent', stage: 'submitted' } });
    const day = today();
    expect(sent.deadlines.find((d) => d.kind === 'company-answer')?.date).toBe(addDays(day, 42));
    expect(sent.routes.find((r) => r.id === 'EU-NEB')!.opensOn).toBe(addDays(day, neb.waitDays));
    const history = (await detailOf(p.id)).history.map((h) => [h.event, h.detail]);
    expect(history).toEqual([
      ['status', null],
      ['form-submitted', 'form'],
    ]);
    // A repeat changes nothing.
    expect((await markSent(p.id, { via: 'post' })).status).toBe(200);
    expect((await detailOf(p.id)).submittedVia).toBe('form');
    expect((await detailOf(p.id)).history).toHaveLength(2);
  });

  it('to a company without a channel is marked sent by post, its clock running from that day', async () => {
    const p = await file(silentAirline);
    expect(p.channel).toBe('none');
    expect(p.replyAddress).toBeTruthy();
    expect(p.letter).toContain(`Please send your answer to ${p.replyAddress}`);
    const res = await markSent(p.id, { via: 'post' });
    expect(res.status).toBe(200);
    expect(await json<Problem>(res)).toMatchObject({
      submittedVia: 'post',
      formSubmittedAt: expect.stringMatching(new RegExp(`^${today()}`)),
      delivery: { channel: 'none', state: 'sent', stage: 'submitted' },
    });
    expect((await detailOf(p.id)).history.at(-1)).toMatchObject({ event: 'form-submitted', detail: 'post' });
  });

  it('refuses an unknown way (400) and a report AirDesk e-mailed (409), changing nothing', async () => {
    const silent = await file(silentAirline);
    const bad = await markSent(silent.id, { via: 'pigeon' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Say how you sent it: form, website, post, chat, phone or in-person');
    const emailed = await file(mailAirline);
    const refused = await markSent(emailed.id, { via: 'post' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('This report was sent by e-mail: AirDesk delivered it to the company.');
    for (const id of [silent.id, emailed.id]) expect((await detailOf(id)).formSubmittedAt).toBeNull();
  });
});

describe('the answer to a letter sent through a form', () => {
  it('lands in the case, and the traveller can then write to the address it came from', async () => {
    const p = await file(formAirline);
    // Nothing to write to before the company has answered by e-mail.
    const early = await call(`/api/problems/${p.id}/messages`, { cookie: u.cookie, body: { text: 'Any news?' } });
    expect(early.status).toBe(409);
    expect((await json(early)).message).toBe(
      'The company has not answered this case by e-mail yet, so there is no address to write to: write to it the way you sent the letter.',
    );
    expect((await markSent(p.id)).status).toBe(200);
    await deliver(
      [
        `From: Customer Relations <relations@${FORM_SITE}>`,
        `To: ${p.replyAddress}`,
        'Subject: Your feedback 12345',
        `Message-ID: <answer-${p.id}@${FORM_SITE}>`,
        '',
        'Dear passenger, we have received your feedback and will pay EUR 400.',
      ].join('\r\n'),
      p.replyAddress,
    );
    const detail = await detailOf(p.id);
    expect(detail.status).toBe('in_progress');
    expect(detail.messages).toMatchObject([{ kind: 'reply', from: `Customer Relations <relations@${FORM_SITE}>` }]);

    const res = await call(`/api/problems/${p.id}/messages`, {
      cookie: u.cookie,
      body: { text: 'Thank you, I accept.' },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ to: `relations@${FORM_SITE}`, from: p.replyAddress });
    await expect
      .poll(async () => (await mailFake.messages(`relations@${FORM_SITE}`)).length, { timeout: 15_000 })
      .toBe(1);
  });
});

describe('the routes of an EU261 claim on a flight to the US', () => {
  it('lead with the German bodies, then the US DOT, and the letters say only what happened', async () => {
    const p = await file(germanAirline, FRA_JFK);
    expect(p.channel).toBe('email');
    expect(p.rights?.cited).toBe('EU261');
    const ids = p.routes.map((r) => r.id);
    const dot = ids.indexOf('US-DOT');
    expect(dot).toBeGreaterThan(0);
    for (const german of ['EU-NEB', 'DE-SOEP', 'DE-BFJ']) {
      expect(ids).toContain(german);
      expect(ids.indexOf(german)).toBeLessThan(dot);
    }
    expect(p.routes.find((r) => r.id === 'EU-NEB')!.country).toBe('DE');
    // The e-mail went out on filing: the US DOT, which takes complaints directly, is open; its letter says when
    // the complaint went to the airline and that no answer came, never that a wait ended.
    const detail = await detailOf(p.id);
    const toDot = detail.escalations.find((e) => e.route.id === 'US-DOT')!;
    expect(toDot.letter).toContain(
      `I sent the complaint below to ${detail.airline.name} on ${today()}. I have had no answer from the airline.`,
    );
    expect(toDot.letter).not.toContain('ended on');
  });

  it('are not offered before a form letter went out, and the letter says the company was not written to', async () => {
    const flightUs = { ...FRA_JFK };
    const p = await file(formAirline, flightUs);
    expect(p.channel).toBe('form');
    expect((await detailOf(p.id)).escalations).toEqual([]);
    expect((await markSent(p.id)).status).toBe(200);
    const open = (await detailOf(p.id)).escalations;
    expect(open.map((e) => e.route.id)).toEqual(['US-DOT']);
    expect(open[0]!.letter).toContain(`I sent the complaint below to ${p.airline.name} on ${today()}.`);
  });
});
