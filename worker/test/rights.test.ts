// POST /api/rights/assess and GET /api/airports (docs/api.md#rights) through the real Worker entry
// point against real D1: the seeded airports, directory airlines, the error envelope and the rate limit.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AirportList, RegimeResult, RightsAssessment } from '../contracts';
import { seedAirlines, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, uniqueIp } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let lufthansa: number;
let delta: number;
let airCanada: number;
let britishAirways: number;

beforeAll(async () => {
  await seedAirports();
  const t = tag();
  const ids = await seedAirlines([
    { name: `${t} Lufthansa`, country: 'Germany', iataCode: 'LH' },
    { name: `${t} Delta`, country: 'United States', iataCode: 'DL' },
    { name: `${t} Air Canada`, country: 'Canada', iataCode: 'AC' },
    { name: `${t} British Airways`, country: 'United Kingdom', iataCode: 'BA' },
  ]);
  [lufthansa, delta, airCanada, britishAirways] = ids as [number, number, number, number];
});

const assessCall = (body: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
  call('/api/rights/assess', { body, ip: opts.ip ?? uniqueIp(), ...(opts.headers ? { headers: opts.headers } : {}) });
const regime = (a: RightsAssessment, id: string) => a.regimes.find((r: RegimeResult) => r.regime === id)!;

describe('POST /api/rights/assess', () => {
  it('answers Bossen: Rome FCO - Hamburg HAM on Lufthansa, 1,326 km, EUR 250, with no session', async () => {
    const res = await assessCall({
      departure: 'fco',
      arrival: 'HAM',
      date: '2024-05-01',
      airlineId: lufthansa,
      incident: 'delay',
      arrivalDelayHours: 3.5,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const a = await json<RightsAssessment>(res);
    expect(a.distanceKm).toBe(1326);
    expect(a.nearBandEdge).toBe(false);
    expect(a.regimes.map((r) => r.regime)).toEqual([
      'EU261',
      'UK261',
      'APPR',
      'US_DOT',
      'MONTREAL',
      'TR_SHY',
      'IL_ASL',
      'IN_CAR',
      'BR_ANAC',
    ]);
    expect(regime(a, 'EU261')).toMatchObject({ applies: true, amount: 250, currency: 'EUR', limit: null, missing: [] });
    expect(regime(a, 'EU261').citation).toMatch(/Art\. 7\(1\)\(a\)/);
    expect(regime(a, 'MONTREAL')).toMatchObject({
      applies: true,
      amount: null,
      currency: null,
      limit: { amount: 5346, currency: 'SDR' },
    });
    expect(a.deadlines).toEqual([
      { kind: 'legal-action', date: '2026-05-01', description: expect.stringMatching(/Art\. 35/) },
    ]);
    for (const r of a.regimes) {
      expect(
        Object.keys(r)
          .filter((k) => k !== 'timeLimit')
          .sort(),
      ).toEqual(['amount', 'applies', 'citation', 'currency', 'limit', 'missing', 'reason', 'regime']);
      expect(Array.isArray(r.missing)).toBe(true);
    }
    // The time limit: Germany's courts (HAM), three years from the end of 2024 (BGB s.195, 199(1)).
    expect(regime(a, 'EU261').timeLimit).toMatchObject({ date: '2027-12-31', expired: false });
    expect(regime(a, 'EU261').reason).toMatch(/Claim by 2027-12-31/);
  });

  it('flags DEL - GOI near the 1,500 km edge', async () => {
    const a = await json<RightsAssessment>(
      await assessCall({
        departure: 'DEL',
        arrival: 'GOI',
        date: '2025-01-10',
        airlineId: delta,
        incident: 'delay',
        arrivalDelayHours: 4,
      }),
    );
    expect(a.distanceKm).toBe(1497);
    expect(a.nearBandEdge).toBe(true);
    // Only India's CAR covers a domestic Indian flight: care for a delay, no money.
    expect(a.regimes.filter((r) => r.applies).map((r) => [r.regime, r.amount])).toEqual([['IN_CAR', 0]]);
  });

  it('halves EUR 600 to 300 for 3.5 h on FRA - JFK and names the refund rule for a cancellation', async () => {
    const delay = await json<RightsAssessment>(
      await assessCall({
        departure: 'FRA',
        arrival: 'JFK',
        date: '2025-03-01',
        airlineId: lufthansa,
        incident: 'delay',
        arrivalDelayHours: 3.5,
        cause: 'airline',
      }),
    );
    expect(regime(delay, 'EU261').amount).toBe(300);
    const cancel = await json<RightsAssessment>(
      await assessCall({
        departure: 'FRA',
        arrival: 'JFK',
        date: '2025-03-01',
        airlineId: lufthansa,
        incident: 'cancellation',
        noticeDays: 2,
        arrivalDelayHours: 8,
      }),
    );
    expect(regime(cancel, 'EU261').amount).toBe(600);
    expect(regime(cancel, 'US_DOT')).toMatchObject({ applies: true, amount: null, currency: 'USD' });
    expect(regime(cancel, 'US_DOT').reason).toMatch(/7 business days/);
  });

  it('takes the carrier licence from the directory row: Delta into the EU is not EU261, Lufthansa is', async () => {
    const body = { departure: 'JFK', arrival: 'FRA', date: '2025-03-01', incident: 'delay', arrivalDelayHours: 5 };
    expect(regime(await json(await assessCall({ ...body, airlineId: delta })), 'EU261').applies).toBe(false);
    expect(regime(await json(await assessCall({ ...body, airlineId: lufthansa })), 'EU261')).toMatchObject({
      applies: true,
      amount: 600,
    });
  });

  it('applies EU261 to the UK in 2020 and UK261 from 2021', async () => {
    const body = {
      departure: 'LHR',
      arrival: 'JFK',
      airlineId: britishAirways,
      incident: 'delay',
      arrivalDelayHours: 5,
    };
    const y2020 = await json<RightsAssessment>(await assessCall({ ...body, date: '2020-12-31' }));
    expect([regime(y2020, 'EU261').amount, regime(y2020, 'UK261').applies]).toEqual([600, false]);
    const y2021 = await json<RightsAssessment>(await assessCall({ ...body, date: '2021-01-01' }));
    expect([regime(y2021, 'EU261').applies, regime(y2021, 'UK261').amount, regime(y2021, 'UK261').currency]).toEqual([
      false,
      520,
      'GBP',
    ]);
  });

  it('asks APPR for the cause and names what is missing', async () => {
    const a = await json<RightsAssessment>(
      await assessCall({
        departure: 'YYZ',
        arrival: 'YVR',
        date: '2025-03-01',
        airlineId: airCanada,
        incident: 'delay',
        arrivalDelayHours: 7,
      }),
    );
    expect(regime(a, 'APPR')).toMatchObject({ applies: true, amount: null, currency: 'CAD', missing: ['cause'] });
    const b = await json<RightsAssessment>(
      await assessCall({
        departure: 'YYZ',
        arrival: 'YVR',
        date: '2025-03-01',
        airlineId: airCanada,
        incident: 'delay',
        arrivalDelayHours: 7,
        cause: 'airline',
      }),
    );
    expect(regime(b, 'APPR').amount).toBe(700);
  });

  it('gives the baggage complaint deadline and the Montreal limit in force', async () => {
    const a = await json<RightsAssessment>(
      await assessCall({
        departure: 'FRA',
        arrival: 'JFK',
        date: '2025-06-01',
        airlineId: lufthansa,
        incident: 'baggage_damaged',
        baggageReceivedDate: '2025-06-03',
      }),
    );
    expect(regime(a, 'MONTREAL').limit).toEqual({ amount: 1519, currency: 'SDR' });
    expect(a.deadlines.map((d) => [d.kind, d.date])).toEqual([
      ['baggage-complaint', '2025-06-10'],
      ['legal-action', '2027-06-01'],
    ]);
  });

  it('stores nothing', async () => {
    const tables = ['problem_reports', 'airlines', 'airports', 'contact_access_transactions'];
    const count = async () =>
      Promise.all(
        tables.map(async (t) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`).first<{ n: number }>())!.n),
      );
    const before = await count();
    expect(
      (
        await assessCall({
          departure: 'FCO',
          arrival: 'HAM',
          date: '2024-05-01',
          airlineId: lufthansa,
          incident: 'delay',
        })
      ).status,
    ).toBe(200);
    expect(await count()).toEqual(before);
  });

  it.each([
    [{ departure: 'XQZ', arrival: 'HAM' }, ['departure']],
    [{ departure: 'FCO', arrival: 'QQQ' }, ['arrival']],
    [{ departure: 'ZZX', arrival: 'ZZY' }, ['departure', 'arrival']],
  ])('answers 400 naming the field for an unknown airport code %j', async (codes, paths) => {
    const res = await assessCall({ ...codes, date: '2025-01-01', airlineId: lufthansa, incident: 'delay' });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(paths);
    expect(body.message).toMatch(/No airport with the IATA code/);
  });

  it.each([
    [{ departure: 'FC' }, 'departure'],
    [{ arrival: 'HAMB' }, 'arrival'],
    [{ date: '2025-02-30' }, 'date'],
    [{ date: '01/02/2025' }, 'date'],
    [{ airlineId: 'x' }, 'airlineId'],
    [{ airlineId: 0 }, 'airlineId'],
    [{ incident: 'lost_luggage' }, 'incident'],
    [{ arrivalDelayHours: -1 }, 'arrivalDelayHours'],
    [{ arrivalDelayHours: '3' }, 'arrivalDelayHours'],
    [{ noticeDays: 3.5 }, 'noticeDays'],
    [{ baggageReceivedDate: '2025-13-01' }, 'baggageReceivedDate'],
    [{ cause: 'weather' }, 'cause'],
    [{ rerouting: 'refund' }, 'rerouting'],
    [{ alternativeDepartedEarlierHours: -2 }, 'alternativeDepartedEarlierHours'],
    [{ alternativeDepartedEarlierHours: '2' }, 'alternativeDepartedEarlierHours'],
    [{ farePaid: 300 }, 'farePaid'],
    [{ farePaid: { amount: 300 } }, 'farePaid.currency'],
    [{ farePaid: { amount: 300, currency: 'XXX' } }, 'farePaid.currency'],
    [{ farePaid: { amount: 0, currency: 'EUR' } }, 'farePaid.amount'],
    [{ farePaid: { amount: 10.005, currency: 'EUR' } }, 'farePaid.amount'],
    [{ disruptedLegAirlineId: 'LH' }, 'disruptedLegAirlineId'],
    [{ disruptedLegAirlineId: -1 }, 'disruptedLegAirlineId'],
  ])('answers 400 for %j', async (patch, field) => {
    const res = await assessCall({
      departure: 'FCO',
      arrival: 'HAM',
      date: '2025-01-01',
      airlineId: lufthansa,
      incident: 'delay',
      ...patch,
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(typeof body.message).toBe('string');
    expect(body.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('answers 400 for malformed JSON and a missing body field, with the envelope', async () => {
    const bad = await call('/api/rights/assess', { rawBody: '{"departure":', ip: uniqueIp() });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toMatch(/not valid JSON/);
    const missing = await assessCall({ departure: 'FCO', arrival: 'HAM', airlineId: lufthansa, incident: 'delay' });
    expect(missing.status).toBe(400);
    expect((await json(missing)).issues.map((i: { path: string }) => i.path)).toEqual(['date']);
  });

  it('answers 400 naming disruptedLegAirlineId when that airline is unknown', async () => {
    const res = await assessCall({
      departure: 'JFK',
      arrival: 'FRA',
      date: '2025-01-01',
      airlineId: delta,
      incident: 'delay',
      disruptedLegAirlineId: 987654321,
    });
    expect(res.status).toBe(400);
    expect((await json(res)).issues).toEqual([{ path: 'disruptedLegAirlineId', message: 'No airline with this id.' }]);
  });

  it('answers 404 for an unknown airline', async () => {
    const res = await assessCall({
      departure: 'FCO',
      arrival: 'HAM',
      date: '2025-01-01',
      airlineId: 987654321,
      incident: 'delay',
    });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('No airline with this id.');
  });

  it('answers 429 with Retry-After after 60 calls a minute from one address, and not for another address', async () => {
    const ip = uniqueIp();
    const body = { departure: 'FCO', arrival: 'HAM', date: '2025-01-01', airlineId: lufthansa, incident: 'delay' };
    for (let i = 0; i < 60; i++) expect((await assessCall(body, { ip })).status).toBe(200);
    const limited = await assessCall(body, { ip });
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get('Retry-After'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(typeof (await json(limited)).message).toBe('string');
    expect((await assessCall(body)).status).toBe(200);
  });

  it('refuses a cross-site call (403) and a non-JSON one (415)', async () => {
    const body = { departure: 'FCO', arrival: 'HAM', date: '2025-01-01', airlineId: lufthansa, incident: 'delay' };
    expect((await assessCall(body, { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect(
      (await call('/api/rights/assess', { rawBody: JSON.stringify(body), headers: { 'Content-Type': 'text/plain' } }))
        .status,
    ).toBe(415);
  });
});

describe('POST /api/rights/assess: the facts a real case needs (docs/api.md, added 2026-11-26)', () => {
  const base = { departure: 'FRA', arrival: 'JFK', date: '2025-06-01' };
  const get = async (body: Record<string, unknown>) => {
    const res = await assessCall({ ...base, airlineId: lufthansa, ...body });
    expect(res.status).toBe(200);
    return json<RightsAssessment>(res);
  };

  it('a cancellation refunded without re-routing: the full EUR 600, no arrival delay asked', async () => {
    const a = await get({ incident: 'cancellation', noticeDays: 2, rerouting: 'none' });
    expect(regime(a, 'EU261')).toMatchObject({ applies: true, amount: 600, missing: [] });
    expect(regime(a, 'EU261').citation).toMatch(/Art\. 5\(1\)\(c\) and 7\(1\)\(c\)/);
    expect(regime(a, 'US_DOT')).toMatchObject({ applies: true, amount: null });
  });

  it("Art. 5(1)(c)(ii): the alternative's early departure decides; missing, it is named and the amount is null, never 0", async () => {
    const facts = { incident: 'cancellation', noticeDays: 10, arrivalDelayHours: 3 };
    expect(regime(await get(facts), 'EU261')).toMatchObject({
      amount: null,
      missing: ['alternativeDepartedEarlierHours'],
    });
    expect(regime(await get({ ...facts, alternativeDepartedEarlierHours: 1.5 }), 'EU261').amount).toBe(0);
    expect(regime(await get({ ...facts, alternativeDepartedEarlierHours: 3 }), 'EU261').amount).toBe(300);
  });

  it('a flight moved 3 h earlier is a cancellation (Azurair, C-146/20)', async () => {
    const a = await get({ incident: 'moved_earlier', alternativeDepartedEarlierHours: 3, noticeDays: 5 });
    expect(regime(a, 'EU261')).toMatchObject({ amount: 600 });
    expect(regime(a, 'EU261').citation).toMatch(/C-146\/20/);
  });

  it('a downgrade with the fare: 75% of it (Art. 10(2)(c)); without it, farePaid is missing', async () => {
    expect(
      regime(await get({ incident: 'downgrade', farePaid: { amount: 1000, currency: 'EUR' } }), 'EU261'),
    ).toMatchObject({ amount: 750, currency: 'EUR' });
    expect(regime(await get({ incident: 'downgrade' }), 'EU261')).toMatchObject({
      amount: null,
      missing: ['farePaid'],
    });
  });

  it('US involuntary denied boarding: 400% of a USD 300 fare, capped at USD 2,150 in 2025', async () => {
    const res = await assessCall({
      departure: 'JFK',
      arrival: 'LAX',
      date: '2025-06-01',
      airlineId: delta,
      incident: 'denied_boarding',
      arrivalDelayHours: 3,
      farePaid: { amount: 600, currency: 'USD' },
    });
    const a = await json<RightsAssessment>(res);
    expect(regime(a, 'US_DOT')).toMatchObject({ amount: 2150, currency: 'USD' });
  });

  it('extraordinary circumstances proven: EU261 owes nothing, APPR reads it as outside control', async () => {
    expect(
      regime(await get({ incident: 'delay', arrivalDelayHours: 6, cause: 'extraordinary_proven' }), 'EU261').amount,
    ).toBe(0);
  });

  it("the disrupted leg's carrier decides: a Delta ticket JFK-FRA whose leg Lufthansa flew is EU261", async () => {
    const res = await assessCall({
      departure: 'JFK',
      arrival: 'FRA',
      date: '2025-06-01',
      airlineId: delta,
      incident: 'delay',
      arrivalDelayHours: 5,
      disruptedLegAirlineId: lufthansa,
    });
    const a = await json<RightsAssessment>(res);
    expect(regime(a, 'EU261')).toMatchObject({ applies: true, amount: 600 });
  });

  it('the US refund before 28 Oct 2024 (DOT Enforcement Notice, 3 April 2020): applies, amount null', async () => {
    const a = await get({ date: '2023-05-01', incident: 'cancellation', noticeDays: 1, rerouting: 'none' });
    expect(regime(a, 'US_DOT')).toMatchObject({ applies: true, amount: null });
    expect(regime(a, 'US_DOT').citation).toMatch(/Enforcement Notice/);
  });

  it('a flight in the future gets no compensation assessment; a 2019 claim in England warns that time ran out', async () => {
    const future = await get({ date: '2099-06-01', incident: 'delay', arrivalDelayHours: 5 });
    expect(future.regimes.every((r) => r.amount === null)).toBe(true);
    expect(regime(future, 'EU261')).toMatchObject({ applies: true });
    expect(regime(future, 'EU261').reason).toMatch(/after today/);
    const old = await json<RightsAssessment>(
      await assessCall({
        departure: 'LHR',
        arrival: 'JFK',
        date: '2019-06-01',
        airlineId: britishAirways,
        incident: 'delay',
        arrivalDelayHours: 5,
      }),
    );
    expect(regime(old, 'EU261')).toMatchObject({ amount: 600, timeLimit: { date: '2025-06-01', expired: true } });
    expect(regime(old, 'EU261').reason).toMatch(/Warning: the time limit ran out on 2025-06-01/);
  });
});

describe('GET /api/airports', () => {
  const search = async (query: string) => call(`/api/airports?query=${encodeURIComponent(query)}`, { ip: uniqueIp() });

  it('finds an airport by its code first, without a session', async () => {
    const res = await search('ham');
    expect(res.status).toBe(200);
    const body = await json<AirportList>(res);
    expect(body.airports[0]).toEqual({
      iataCode: 'HAM',
      name: 'Hamburg Helmut Schmidt Airport',
      city: 'Hamburg',
      country: 'DE',
      countryName: 'Germany',
    });
    expect(body.airports.length).toBeLessThanOrEqual(10);
  });

  it('finds airports by city and by name, at most 10', async () => {
    const london = await json<AirportList>(await search('London'));
    expect(london.airports.map((a) => a.iataCode)).toEqual(expect.arrayContaining(['LHR', 'LGW']));
    const fiumicino = await json<AirportList>(await search('fiumicino'));
    expect(fiumicino.airports.map((a) => a.iataCode)).toContain('FCO');
    const many = await json<AirportList>(await search('a'));
    expect(many.airports.length).toBe(10);
  });

  it('treats LIKE wildcards as text and answers an empty list for an empty query', async () => {
    expect((await json<AirportList>(await search('%'))).airports).toEqual([]);
    expect((await json<AirportList>(await search('_'))).airports).toEqual([]);
    expect((await json<AirportList>(await search(''))).airports).toEqual([]);
  });

  it('answers 400 for a query over 60 characters', async () => {
    const res = await search('x'.repeat(61));
    expect(res.status).toBe(400);
    expect((await json(res)).issues[0].path).toBe('query');
  });
});
