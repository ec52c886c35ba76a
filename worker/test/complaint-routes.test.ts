// Complaint routes through the real entry point (docs/api.md#complaint-routes): the public look-up, the routes
// on an assessment and on a filed report, the `regulator` channel, the route count of GET /api/config and the
// admin's read-only list. The choice per body is table-tested in plain Node (choose.node.test.ts).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComplaintRoutesAnswer, Problem, ProblemDetail, PublicConfig, RightsAssessment } from '../contracts';
import { seedAirline, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, fileDelay, json, makeAdmin, register, subscribedUser } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let silentUs: number; // a US operator with no published channel
let emailDe: number; // a German airline with an e-mail
let nzOperator: number; // a New Zealand operator with no channel
let auMember: number; // an Australian airline flying as QF, a participating airline of the Airline Customer Advocate
beforeAll(async () => {
  await seedAirports();
  const t = tag();
  silentUs = await seedAirline({
    name: `${t} Silent Air`,
    country: 'United States',
    website: 'https://www.silent-air.example',
  });
  emailDe = await seedAirline({
    name: `${t} Rhein Air`,
    country: 'Germany',
    email: 'care@rhein-air.example',
    website: 'https://www.rhein-air.example',
  });
  nzOperator = await seedAirline({
    name: `${t} Kiwi Hops`,
    country: 'New Zealand',
    website: 'https://www.kiwi-hops.example',
  });
  auMember = await seedAirline({
    name: `${t} Roo Air`,
    country: 'Australia',
    iataCode: 'QF',
    website: 'https://www.roo-air.example',
  });
});

/** Germany's conciliation bodies beside the LBA (routes.csv, checked 2026-11-29): the söp and the Federal Office of Justice. */
const GERMAN_BODIES = ['EU-NEB:DE', 'DE-BFJ:DE', 'DE-SOEP:DE'];

const routesOf = async (query: string) => {
  const res = await call(`/api/complaint-routes?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<ComplaintRoutesAnswer>(res);
};

describe('GET /api/complaint-routes', () => {
  it('answers the bodies for a flight without a session: the US DOT for any airline on a US flight', async () => {
    const a = await routesOf(`airlineId=${emailDe}&departure=JFK&arrival=LAX&date=2026-10-01`);
    expect(a.basis).toBe('flight');
    expect(a.company).toEqual({ channel: 'email', email: 'care@rhein-air.example', complaintFormUrl: '', phone: '' });
    expect(a.routes.map((r) => `${r.id}:${r.country}`)).toEqual(['US-DOT:US']);
    expect(a.routes[0]).toMatchObject({ takesComplaintDirectly: true, waitDays: 0, companyAnswerDays: 60 });
    expect(a.routes[0]!.source).toMatch(/^https:\/\//);
    // The scope stays on the server.
    expect(a.routes[0]).not.toHaveProperty('scope');
  });

  it('puts bodies that take complaints directly first: Frankfurt to New York on a German airline', async () => {
    const a = await routesOf(`airlineId=${emailDe}&departure=FRA&arrival=JFK&date=2026-10-01`);
    const keys = a.routes.map((r) => `${r.id}:${r.country}`);
    expect(keys[0]).toBe('US-DOT:US');
    expect([...keys].sort()).toEqual(['US-DOT:US', ...GERMAN_BODIES].sort());
  });

  it('offers the German individual routes beside the LBA, each after two months and saying whom it takes', async () => {
    const a = await routesOf(`airlineId=${emailDe}&departure=MUC&arrival=FCO&date=2026-10-01`);
    expect(a.routes.map((r) => `${r.id}:${r.country}`).sort()).toEqual([...GERMAN_BODIES].sort());
    const soep = a.routes.find((r) => r.id === 'DE-SOEP')!;
    const bfj = a.routes.find((r) => r.id === 'DE-BFJ')!;
    expect(soep).toMatchObject({ takesComplaintDirectly: false, waitDays: 60, checkedAt: '2026-11-29' });
    expect(soep.reason).toMatch(/members/);
    expect(bfj).toMatchObject({ takesComplaintDirectly: false, waitDays: 60, email: 'luftverkehr@bfj.bund.de' });
    expect(bfj.reason).toMatch(/not a member of a private conciliation body/);
    expect(bfj.source).toMatch(/^https:\/\/bundesjustizamt\.de\//);
  });

  it("answers Australia's Airline Customer Advocate for a participating airline, with a flight or by home country", async () => {
    const a = await routesOf(`airlineId=${auMember}&departure=SYD&arrival=MEL&date=2026-10-01`);
    expect(a.routes.map((r) => `${r.id}:${r.country}`)).toEqual(['AU-ACA:AU']);
    expect(a.routes[0]).toMatchObject({ takesComplaintDirectly: false, waitDays: 28, companyAnswerDays: 28 });
    const home = await routesOf(`airlineId=${auMember}`);
    expect(home.basis).toBe('home-country');
    expect(home.routes.map((r) => r.id)).toEqual(['AU-ACA']);
  });

  it('answers no route, never a guess, for a New Zealand domestic flight', async () => {
    const a = await routesOf(`airlineId=${nzOperator}&departure=AKL&arrival=WLG&date=2026-10-01`);
    expect(a).toEqual({
      company: { channel: 'none', email: '', complaintFormUrl: '', phone: '' },
      routes: [],
      basis: 'flight',
    });
  });

  it("without a flight, answers by the company's home country and says so", async () => {
    const us = await routesOf(`airlineId=${silentUs}`);
    expect(us.basis).toBe('home-country');
    expect(us.routes.map((r) => r.id)).toEqual(['US-DOT']);
    expect((await routesOf(`airlineId=${nzOperator}`)).routes).toEqual([]);
  });

  it('refuses bad input with a readable 4xx', async () => {
    const bad = async (query: string, status: number, path?: string) => {
      const res = await call(`/api/complaint-routes?${query}`);
      expect(res.status, query).toBe(status);
      const body = await json<{ message: string; issues?: { path: string }[] }>(res);
      expect(body.message.length).toBeGreaterThan(5);
      if (path) expect(body.issues?.map((i) => i.path)).toContain(path);
    };
    await bad(`airlineId=${emailDe}&departure=ZZZ&arrival=LAX`, 400, 'departure');
    await bad(`airlineId=${emailDe}&departure=JFK&arrival=QQQ`, 400, 'arrival');
    await bad(`airlineId=${emailDe}&departure=JFK`, 400, 'arrival');
    await bad(`airlineId=${emailDe}&departure=JFK&arrival=LAX&date=2026-02-30`, 400, 'date');
    await bad(`airlineId=abc`, 400, 'airlineId');
    await bad('', 400, 'airlineId');
    await bad(`airlineId=999999999`, 404);
  });
});

describe('routes on an assessment and on reports', () => {
  it('POST /api/rights/assess answers the same routes', async () => {
    const res = await call('/api/rights/assess', {
      body: {
        departure: 'FRA',
        arrival: 'JFK',
        date: '2026-10-01',
        airlineId: emailDe,
        incident: 'delay',
        arrivalDelayHours: 5,
      },
    });
    expect(res.status).toBe(200);
    const a = await json<RightsAssessment>(res);
    const keys = a.routes.map((r) => `${r.id}:${r.country}`);
    // An EU261 claim: the German bodies lead, then the US DOT, which takes any complaint about a US flight.
    expect(keys.at(-1)).toBe('US-DOT:US');
    expect(keys[0]).toBe('EU-NEB:DE');
    expect([...keys].sort()).toEqual(['US-DOT:US', ...GERMAN_BODIES].sort());
  });

  const fileWith = async (airlineId: number, flight: Record<string, unknown>) => {
    const u = await subscribedUser();
    return { u, p: await fileDelay(u, airlineId, flight) };
  };
  const mailsOf = async (id: number) =>
    (
      await env.DB.prepare('SELECT kind, subject, text_body FROM mail_outbox WHERE ref_id = ? ORDER BY id')
        .bind(id)
        .all<{ kind: string; subject: string; text_body: string }>()
    ).results;

  it('a company without a channel on a US flight: channel regulator, the letter for the DOT, "I have sent it"', async () => {
    const { u, p } = await fileWith(silentUs, { departure: 'JFK', arrival: 'LAX' });
    expect(p.channel).toBe('regulator');
    expect(p.emailStatus).toBe('failed');
    const today = new Date().toISOString().slice(0, 10);
    expect(p.routes).toEqual([expect.objectContaining({ id: 'US-DOT', opensOn: today })]);
    expect(p.letter).toMatch(/^To U\.S\. Department of Transportation, Office of Aviation Consumer Protection,/);
    expect(p.letter).toContain(`I am filing a complaint against ${p.airline.name}`);
    // The passenger flew, five hours late: the fare refund for one who did not travel (s.260.6) is not cited.
    expect(p.letter).toContain('The flight reached LAX 5 h late.');
    // (Part 260 or any section of it; a bare "260" may be part of a case's reference.)
    expect(p.letter).not.toMatch(/\bPart 260\b|\b260\.\d|refund/i);
    expect(p.rights?.cited ?? null).toBeNull();
    // Nothing is mailed to a company that has no address; the traveller's copy says where to file it.
    const mails = await mailsOf(p.id);
    expect(mails.map((m) => m.kind)).toEqual(['report-copy']);
    expect(mails[0]!.text_body).toContain('Complaint form: https://secure.dot.gov/air-travel-complaint');
    const sent = await call(`/api/problems/${p.id}/form-submitted`, { method: 'POST', cookie: u.cookie });
    expect(sent.status).toBe(200);
    const sentReport = await json<Problem>(sent);
    expect(sentReport.formSubmittedAt).toEqual(expect.any(String));
    // Its answer window is the DOT's own rule, and does not send the traveller to the DOT it was filed with.
    const window = sentReport.deadlines.find((d) => d.kind === 'company-answer')!;
    expect(window.description).toContain('14 CFR 259.7(c)');
    expect(window.description).not.toContain('complain to the DOT');
    // The DOT is the report's channel, not a further step.
    const detail = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie: u.cookie }));
    expect(detail.escalations).toEqual([]);
    expect(detail.history.map((h) => h.event)).toEqual(['status', 'form-submitted']);
  });

  it('an EU departure to a company with an e-mail: the plan dates the enforcement body after 6 weeks', async () => {
    const { u, p } = await fileWith(emailDe, { departure: 'MUC', arrival: 'LHR' });
    expect(p.channel).toBe('email');
    const sentOn = p.dateSubmitted.slice(0, 10);
    const neb = p.routes.find((r) => r.id === 'EU-NEB')!;
    expect(neb.country).toBe('DE');
    const after = (days: number) =>
      new Date(Date.parse(`${sentOn}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect(neb.opensOn).toBe(after(42));
    // The söp and the Federal Office of Justice open when the two months the airline has ended.
    for (const id of ['DE-SOEP', 'DE-BFJ'])
      expect(
        p.routes.find((r) => r.id === id),
        id,
      ).toMatchObject({ country: 'DE', opensOn: after(60) });
    // "I have sent it" for a form is only for form and regulator reports.
    const res = await call(`/api/problems/${p.id}/form-submitted`, { method: 'POST', cookie: u.cookie });
    expect(res.status).toBe(409);
  });

  it('a New Zealand domestic flight: no route, and the report says so by an empty plan', async () => {
    const { u, p } = await fileWith(nzOperator, { departure: 'AKL', arrival: 'WLG' });
    expect(p.channel).toBe('none');
    expect(p.routes).toEqual([]);
    // No dead end: the traveller sends it themselves and says how.
    const res = await call(`/api/problems/${p.id}/form-submitted`, { body: { via: 'post' }, cookie: u.cookie });
    expect(res.status).toBe(200);
    expect((await json<Problem>(res)).delivery).toMatchObject({ channel: 'none', state: 'sent' });
  });

  it('a report without a flight has no plan', async () => {
    const u = await subscribedUser();
    const res = await call('/api/problems', {
      body: {
        airlineId: silentUs,
        category: 'other',
        description: 'Rude staff at the gate today.',
        contactEmail: u.email,
      },
      cookie: u.cookie,
    });
    const p = await json<Problem>(res);
    expect(p.channel).toBe('none');
    expect(p.routes).toEqual([]);
  });
});

describe('GET /api/config counts companies whose home country has a route', () => {
  it('moves with a company in such a country, not with one elsewhere', async () => {
    const count = async () => (await json<PublicConfig>(await call('/api/config'))).routes.companies;
    const before = await count();
    await seedAirline({
      name: `${tag()} Nowhere Air`,
      country: 'New Zealand',
      website: 'https://www.nowhere-air.example',
    });
    expect(await count()).toBe(before);
    await seedAirline({ name: `${tag()} Routed Air`, country: 'Canada', website: 'https://www.routed-air.example' });
    expect(await count()).toBe(before + 1);
  });
});

describe('GET /api/admin/complaint-routes', () => {
  it('lists every route with its scope for admins only', async () => {
    expect((await call('/api/admin/complaint-routes')).status).toBe(401);
    const u = await register();
    expect((await call('/api/admin/complaint-routes', { cookie: u.cookie })).status).toBe(403);
    await makeAdmin(u.email);
    const res = await call('/api/admin/complaint-routes', { cookie: u.cookie });
    expect(res.status).toBe(200);
    const { routes } = await json<{ routes: { id: string; scope: string }[] }>(res);
    expect(routes.length).toBe(env.TEST_ROUTES.length);
    expect(routes.find((r) => r.id === 'US-DOT')!.scope).toBe('flights-touching');
  });
});
