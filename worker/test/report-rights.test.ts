// A report filed with its flight facts (docs/api.md#rights, Reports): the assessment at filing, the
// regime the letter cites with the amount and its currency, and the dated deadlines; plain reports unchanged.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem, ProblemDetail } from '../contracts';
import { seedAirline, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, runCron, sessionCookie, subscribedUser, type TestUser } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let lufthansa: number;
let delta: number;
beforeAll(async () => {
  await seedAirports();
  const t = tag();
  lufthansa = await seedAirline({
    name: `${t} Lufthansa`,
    country: 'Germany',
    iataCode: '',
    email: 'care@lh-rights-airdesk.net',
    website: 'https://www.lh-rights-airdesk.net',
  });
  delta = await seedAirline({
    name: `${t} Delta`,
    country: 'United States',
    email: 'care@dl-rights-airdesk.net',
    website: 'https://www.dl-rights-airdesk.net',
  });
});

// One date for the report and its flight (docs/api.md#problems): the report's is the flight's when it has one.
const report = (airlineId: number, flight: unknown) => ({
  airlineId,
  category: 'flight-delay',
  flightNumber: 'LH 233',
  date: (flight as { date?: string } | undefined)?.date ?? '2026-10-01',
  description: 'We reached Hamburg three and a half hours late and nobody explained why.',
  contactEmail: 'traveller@mail.example.net',
  flight,
});
const file = async (u: TestUser, airlineId: number, flight: unknown) => {
  const res = await call('/api/problems', { body: report(airlineId, flight), cookie: u.cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Problem>(res);
};
const airlineMail = async (id: number) =>
  (await env.DB.prepare("SELECT text_body, html_body FROM mail_outbox WHERE ref_id = ? AND kind = 'report-airline'")
    .bind(id)
    .first<Record<string, string>>())!;

describe('a report with its flight', () => {
  it('cites EU261 with EUR 250 for Rome-Hamburg 3.5 h late (Bossen: 1,326 km) and dates the answer window', async () => {
    const u = await subscribedUser();
    const p = await file(u, lufthansa, {
      departure: 'FCO',
      arrival: 'HAM',
      date: '2026-10-01',
      incident: 'delay',
      arrivalDelayHours: 3.5,
    });
    expect(p.flight).toEqual({
      departure: 'FCO',
      arrival: 'HAM',
      date: '2026-10-01',
      incident: 'delay',
      arrivalDelayHours: 3.5,
    });
    expect(p.rights).toMatchObject({ distanceKm: 1326, nearBandEdge: false, cited: 'EU261' });
    expect(p.rights!.regimes.find((r) => r.regime === 'EU261')).toMatchObject({
      applies: true,
      amount: 250,
      currency: 'EUR',
    });
    const today = p.dateSubmitted.slice(0, 10);
    const sixWeeks = new Date(Date.parse(`${today}T00:00:00Z`) + 42 * 86_400_000).toISOString().slice(0, 10);
    expect(p.deadlines).toContainEqual(expect.objectContaining({ kind: 'company-answer', date: sixWeeks }));
    expect(p.deadlines).toContainEqual(expect.objectContaining({ kind: 'legal-action', date: '2028-10-01' }));
    // The letter the company receives names the regime, the article, the amount and the answer date (written
    // as a date no reader mistakes, worker/rights/letter.ts longDate).
    const [y, m, d] = sixWeeks.split('-').map(Number);
    const month = new Date(Date.UTC(y!, m! - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    for (const text of [p.letter, (await airlineMail(p.id)).text_body]) {
      expect(text).toContain('I claim:');
      expect(text).toMatch(/Regulation \(EC\) No 261\/2004, Art\. 7\(1\)\(a\)/);
      expect(text).toMatch(
        /- Compensation under Regulation \(EC\) No 261\/2004, Art\. 7\(1\)\(a\)[^:]*: EUR 250 per passenger\./,
      );
      expect(text).toContain(`Please answer in writing by ${d} ${month} ${y}.`);
    }
  });

  it('gives the 7-day baggage deadline for a damaged bag on a US carrier, and no fixed amount', async () => {
    const u = await subscribedUser();
    const p = await file(u, delta, {
      departure: 'JFK',
      arrival: 'CDG',
      date: '2026-09-10',
      incident: 'baggage_damaged',
      baggageReceivedDate: '2026-09-11',
    });
    expect(p.deadlines).toContainEqual(expect.objectContaining({ kind: 'baggage-complaint', date: '2026-09-18' }));
    expect(p.rights!.cited).toBe('MONTREAL');
    expect(p.letter).toContain(
      "- Damages under Montreal Convention 1999, Art. 17(2) and 22(2): the damage I will prove, within the carrier's limit of 1,519 SDR per passenger.",
    );
    expect(p.letter).not.toMatch(/EUR|GBP/);
  });

  it('names no entitlement where none applies: a delay of 2 hours on a domestic US flight', async () => {
    const u = await subscribedUser();
    const p = await file(u, delta, {
      departure: 'JFK',
      arrival: 'LAX',
      date: '2026-09-10',
      incident: 'delay',
      arrivalDelayHours: 2,
    });
    expect(p.rights!.regimes.filter((r) => r.applies && (r.amount ?? 0) > 0)).toEqual([]);
    expect(p.letter).not.toMatch(/Compensation under|(EUR|GBP|CAD|USD) \d/);
  });

  it('refuses an unknown airport with a 400 naming the field, and stores nothing', async () => {
    const u = await subscribedUser();
    const before = await env.DB.prepare('SELECT count(*) AS n FROM problem_reports').first<{ n: number }>();
    const res = await call('/api/problems', {
      body: report(lufthansa, { departure: 'QQQ', arrival: 'HAM', date: '2026-10-01', incident: 'delay' }),
      cookie: u.cookie,
    });
    expect(res.status).toBe(400);
    expect((await json(res)).issues).toContainEqual({
      path: 'flight.departure',
      message: 'No airport with the IATA code QQQ.',
    });
    const bad = await call('/api/problems', {
      body: report(lufthansa, { departure: 'FCO', arrival: 'HAM', date: '2026-10-01', incident: 'meteor' }),
      cookie: u.cookie,
    });
    expect(bad.status).toBe(400);
    const after = await env.DB.prepare('SELECT count(*) AS n FROM problem_reports').first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("quotes the engine's notes in the traveller's copy in the account's language (the rights texts load on first use)", async () => {
    const flight = { departure: 'FCO', arrival: 'HAM', date: '2026-10-01', incident: 'delay', arrivalDelayHours: 3.5 };
    const notesOf = async (id: number, heading: string) => {
      const copy = await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE ref_id = ? AND kind = 'report-copy'")
        .bind(id)
        .first<{ text_body: string }>();
      const text = copy!.text_body;
      expect(text).toContain(heading);
      return text
        .slice(text.indexOf(heading) + heading.length)
        .split('\n\n')[0]!
        .trim()
        .split('\n');
    };
    const english = await notesOf(
      (await file(await subscribedUser(), lufthansa, flight)).id,
      'For you (not in the letter):',
    );
    const u = await subscribedUser();
    expect((await call('/api/user', { method: 'PATCH', body: { language: 'de' }, cookie: u.cookie })).status).toBe(200);
    const german = await notesOf((await file(u, lufthansa, flight)).id, 'Für Sie (nicht im Schreiben):');
    expect(english.length).toBeGreaterThan(0);
    expect(german).toHaveLength(english.length);
    for (const line of german) expect(english).not.toContain(line);
  });

  it('keeps plain reports as they were: no flight, rights null, no deadlines', async () => {
    const u = await subscribedUser();
    const p = await file(u, lufthansa, undefined);
    expect(p).toMatchObject({ flight: null, rights: null, deadlines: [] });
    expect(p.letter).not.toMatch(/Compensation under|Regulation|I claim/);
  });
});

describe('deadlines after filing: reminders and escalation', () => {
  const DAY = 86_400_000;
  const reminders = async (id: number) =>
    (
      await env.DB.prepare(
        "SELECT subject, text_body FROM mail_outbox WHERE ref_id = ? AND kind = 'case-reminder' ORDER BY id",
      )
        .bind(id)
        .all<Record<string, string>>()
    ).results;

  it('reminds the traveller of the 7-day baggage deadline once, 3 days before it', async () => {
    const u = await subscribedUser();
    const received = new Date().toISOString().slice(0, 10);
    const p = await file(u, delta, {
      departure: 'JFK',
      arrival: 'CDG',
      date: received,
      incident: 'baggage_damaged',
      baggageReceivedDate: received,
    });
    const due = p.deadlines.find((d) => d.kind === 'baggage-complaint')!;
    await runCron(Date.parse(`${due.date}T00:00:00Z`) - 5 * DAY); // too early
    expect(await reminders(p.id)).toEqual([]);
    await runCron(Date.parse(`${due.date}T09:00:00Z`) - 2 * DAY);
    await runCron(Date.parse(`${due.date}T10:00:00Z`) - 2 * DAY); // a second run queues nothing more
    const sent = await reminders(p.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your written baggage complaint to ${p.airline.name} is due by ${due.date}`);
    const detail = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie: u.cookie }));
    expect(detail.history.map((h) => h.event)).toEqual(['status', 'reminder']);
  });

  it("after the answer window: one reminder, and the report offers the escalation to the departure state's enforcement body", async () => {
    const u = await subscribedUser();
    const p = await file(u, lufthansa, {
      departure: 'HAM',
      arrival: 'FCO',
      date: '2026-10-01',
      incident: 'delay',
      arrivalDelayHours: 3.5,
    });
    // Hamburg is in Germany: the Luftfahrt-Bundesamt's route, opening when the 6 weeks EU261 gives end.
    const neb = p.routes.find((r) => r.id === 'EU-NEB')!;
    expect(neb).toMatchObject({ country: 'DE', takesComplaintDirectly: false, waitDays: 42 });
    const window = p.deadlines.find((d) => d.kind === 'company-answer')!;
    expect(neb.opensOn).toBe(window.date);
    const before = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie: u.cookie }));
    expect(before.escalations).toEqual([]);
    // Time moves past the window: the cron reminds once of the window and once of the body, and the report
    // page offers the next step.
    const after = Date.parse(`${window.date}T12:00:00Z`) + DAY;
    await runCron(after);
    await runCron(after + 3600_000);
    const sent = await reminders(p.id);
    expect(sent.map((m) => m.subject).sort()).toEqual(
      [
        `${p.airline.name}'s time to answer your report #${p.id} has ended`,
        `${neb.body} can now take up your report #${p.id} to ${p.airline.name}`,
      ].sort(),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(after);
      // Six weeks on, the traveller signs in again (the old session has expired).
      const login = await call('/api/login', { body: { username: u.email, password: u.password }, ip: u.ip });
      expect(login.status).toBe(200);
      const cookie = sessionCookie(login)!;
      const detail = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie }));
      const step = detail.escalations.find((e) => e.route.id === 'EU-NEB')!;
      expect(step).toMatchObject({ sentAt: null, route: { country: 'DE', url: neb.url } });
      // The Luftfahrt-Bundesamt is German: the letter to it is in German (docs/api.md#languages), the complaint
      // it carries as it went to the company (here in English).
      const [y, m, d] = p.dateSubmitted.slice(0, 10).split('-').map(Number);
      const sentOn = new Intl.DateTimeFormat('de-DE', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(y!, m! - 1, d)));
      expect(step.letter).toContain(`An ${neb.body},`);
      expect(step.letter).toContain(`ich habe die nachstehende Beschwerde am ${sentOn} an ${p.airline.name} gesendet.`);
      expect(step.letter).toContain('Ich habe keine Antwort von der Fluggesellschaft erhalten.');
      expect(step.letter).toContain(`(AirDesk-Referenz: Beschwerde #${p.id}.)`);
      expect(step.letter).toContain('--- Die Beschwerde, wie sie an die Fluggesellschaft ging ---');
      expect(step.letter).not.toContain('I sent the complaint below');
      expect(step.letter).toMatch(
        /- Compensation under Regulation \(EC\) No 261\/2004, [^:]*: EUR 250 per passenger\./,
      );
      // "I have sent it": recorded once, as history `escalated` naming the route.
      for (let i = 0; i < 2; i++) {
        const res = await call(`/api/problems/${p.id}/escalations`, { body: { routeKey: 'EU-NEB:DE' }, cookie });
        expect(res.status).toBe(200);
      }
      const escalated = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie }));
      expect(escalated.history.filter((h) => h.event === 'escalated')).toEqual([
        expect.objectContaining({ detail: 'EU-NEB:DE', changedBy: u.email }),
      ]);
      expect(escalated.escalations.find((e) => e.route.id === 'EU-NEB')!.sentAt).toEqual(expect.any(String));
      // A route the report does not have is a 400; a resolved report is not escalated.
      const unknown = await call(`/api/problems/${p.id}/escalations`, { body: { routeKey: 'US-DOT:US' }, cookie });
      expect(unknown.status).toBe(400);
      await call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'resolved' }, cookie });
      expect((await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie }))).escalations).toEqual([]);
      const late = await call(`/api/problems/${p.id}/escalations`, { body: { routeKey: 'EU-NEB:DE' }, cookie });
      expect(late.status).toBe(409);
    } finally {
      vi.useRealTimers();
    }
  });
});
