// Which bodies take a flight up: a table per body over the routes as shipped (routes.csv) and real airports,
// including flights where no route applies. Runs in plain Node with the data checks.
import { describe, expect, it } from 'vitest';
import { routeKey, type RouteRecord } from '../contracts/complaint-routes';
import type { CarrierFacts, Incident } from '../rights/common';
import { airport, CARRIERS } from '../rights/journeys.node-fixture';
import { chooseRoutes, homeCountryRoutes, planRoutes } from './choose';
import { readRoutesFile } from './routes-file';

const { routes: ROUTES, rejected } = readRoutesFile();

const keys = (from: string, to: string, carrier: CarrierFacts, date = '2026-10-01', incident?: Incident) =>
  chooseRoutes(
    {
      date,
      departureCountry: airport(from).country,
      arrivalCountry: airport(to).country,
      carrier,
      ...(incident ? { incident } : {}),
    },
    ROUTES,
  ).map(routeKey);

const OTHER = {
  qatar: { name: 'Qatar Airways', iataCode: 'QR', country: 'Qatar' },
  airNewZealand: { name: 'Air New Zealand', iataCode: 'NZ', country: 'New Zealand' },
  turkish: { name: 'Turkish Airlines', iataCode: 'TK', country: 'Türkiye' },
  latamBrasil: { name: 'LATAM Airlines Brasil', iataCode: 'JJ', country: 'Brazil' },
  saudia: { name: 'Saudia', iataCode: 'SV', country: 'Saudi Arabia' },
  aeromexico: { name: 'Aeroméxico', iataCode: 'AM', country: 'Mexico' },
  malaysia: { name: 'Malaysia Airlines', iataCode: 'MH', country: 'Malaysia' },
  qantas: { name: 'Qantas', iataCode: 'QF', country: 'Australia' },
} satisfies Record<string, CarrierFacts>;

describe('routes.csv', () => {
  it('has only valid rows, each with its source and check date', () => {
    expect(rejected).toEqual([]);
    for (const r of ROUTES) {
      expect(r.source, routeKey(r)).toMatch(/^https?:\/\//);
      expect(r.checkedAt, routeKey(r)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('prints the bodies per id (the measure in docs/data.md)', () => {
    const byId = new Map<string, string[]>();
    for (const r of ROUTES) byId.set(r.id, [...(byId.get(r.id) ?? []), r.country]);
    console.log(
      `complaint routes: ${ROUTES.length} bodies\n${[...byId].map(([id, cs]) => `  ${id}: ${cs.join(' ')}`).join('\n')}`,
    );
    expect(byId.get('US-DOT')).toEqual(['US']);
  });
});

describe('chooseRoutes, body by body', () => {
  it('US-DOT: any flight to, from or within the US, on any airline; it takes the complaint directly', () => {
    expect(keys('JFK', 'LAX', CARRIERS.delta)).toEqual(['US-DOT:US']);
    expect(keys('DOH', 'JFK', OTHER.qatar)).toEqual(['US-DOT:US']);
    expect(keys('SJU', 'MIA', CARRIERS.delta)).toEqual(['US-DOT:US']); // Puerto Rico is US territory for the DOT
    expect(keys('LHR', 'DXB', CARRIERS.delta)).not.toContain('US-DOT:US');
  });

  it('CA-CTA: flights to, from or within Canada, after 30 days', () => {
    expect(keys('YYZ', 'YVR', CARRIERS.airCanada)).toEqual(['CA-CTA:CA']);
    expect(keys('CDG', 'YUL', OTHER.qatar)).toEqual(['EU-NEB:FR', 'CA-CTA:CA'].sort(byWait));
    expect(ROUTES.find((r) => r.id === 'CA-CTA')!.waitDays).toBe(30);
  });

  it('EU-NEB: the body of the state of departure; for an arrival from outside, only on an EU carrier', () => {
    expect(keys('FRA', 'FCO', CARRIERS.ryanair)).toEqual(['EU-NEB:DE']);
    expect(keys('FCO', 'FRA', CARRIERS.ryanair)).toEqual(['EU-NEB:IT']);
    expect(keys('DXB', 'FRA', CARRIERS.lufthansa)).toEqual(['EU-NEB:DE']); // Art. 3(1)(b): EU carrier inbound
    expect(keys('DXB', 'FRA', CARRIERS.emirates)).toEqual([]); // a third-country carrier inbound: not covered
    expect(keys('ZRH', 'LHR', CARRIERS.swiss)).toEqual(['EU-NEB:CH']); // Switzerland applies the Regulation
    expect(keys('RUN', 'CDG', CARRIERS.airAustral)).toEqual(['EU-NEB:FR']); // Réunion: France's body
    // Baggage is not under Regulation 261/2004: the enforcement bodies do not take it.
    expect(keys('FRA', 'FCO', CARRIERS.ryanair, '2026-10-01', 'baggage_lost')).toEqual([]);
  });

  it('UK-CAA: departures from the UK, and arrivals there on UK or EU carriers, after 8 weeks', () => {
    expect(keys('LHR', 'JFK', CARRIERS.britishAirways)).toEqual(['US-DOT:US', 'UK-CAA:GB']);
    expect(keys('DXB', 'LHR', CARRIERS.britishAirways)).toEqual(['UK-CAA:GB']);
    expect(keys('DXB', 'LHR', CARRIERS.emirates)).toEqual([]);
    // An EU carrier from London into the EU: UK261 (departure) and EU261 (Art. 3(1)(b), the arrival state's body).
    expect(keys('LHR', 'FRA', CARRIERS.lufthansa)).toEqual(['EU-NEB:DE', 'UK-CAA:GB']);
  });

  it('TR-SHGM: departures from Türkiye, and arrivals there on Turkish carriers; not baggage', () => {
    expect(keys('IST', 'DOH', OTHER.qatar)).toEqual(['TR-SHGM:TR']);
    expect(keys('DOH', 'IST', OTHER.turkish)).toEqual(['TR-SHGM:TR']);
    expect(keys('DOH', 'IST', OTHER.qatar)).toEqual([]);
    expect(keys('IST', 'DOH', OTHER.turkish, '2026-10-01', 'baggage_delayed')).toEqual([]);
    expect(keys('IST', 'DOH', OTHER.turkish, '2010-05-01')).toEqual([]); // before SHY-YOLCU
  });

  it('BR-CONSUMIDOR and MX-PROFECO take complaints directly; SA-GACA and MY-CAAM after the airline', () => {
    expect(keys('GRU', 'GIG', OTHER.latamBrasil)).toEqual(['BR-CONSUMIDOR:BR']);
    expect(keys('MEX', 'CUN', OTHER.aeromexico)).toEqual(['MX-PROFECO:MX']);
    expect(keys('MEX', 'LAX', OTHER.aeromexico)).toEqual(['MX-PROFECO:MX', 'US-DOT:US']);
    expect(keys('RUH', 'JED', OTHER.saudia)).toEqual(['SA-GACA:SA']);
    expect(keys('KUL', 'PEN', OTHER.malaysia)).toEqual(['MY-CAAM:MY']);
  });

  it('no route where no body we could confirm takes the flight: New Zealand, Australia, Qatar, India', () => {
    expect(keys('AKL', 'WLG', OTHER.airNewZealand)).toEqual([]);
    expect(keys('SYD', 'MEL', OTHER.qantas)).toEqual([]);
    expect(keys('DOH', 'BKK', OTHER.qatar)).toEqual([]);
    expect(keys('DEL', 'BOM', CARRIERS.airIndia)).toEqual([]);
  });
});

describe('a report plan and the home-country basis', () => {
  it('opens a direct body on the day the report is sent, another when its wait ends', () => {
    const chosen = chooseRoutes(
      { date: '2026-10-01', departureCountry: 'DE', arrivalCountry: 'US', carrier: CARRIERS.lufthansa },
      ROUTES,
    );
    expect(planRoutes(chosen, '2026-11-26').map((r) => [routeKey(r), r.opensOn])).toEqual([
      ['US-DOT:US', '2026-11-26'],
      ['EU-NEB:DE', '2027-01-07'],
    ]);
  });

  it("answers a company's home-country bodies, none for an unknown country", () => {
    expect(homeCountryRoutes(CARRIERS.westJet, ROUTES, '2026-11-26').map(routeKey)).toEqual(['CA-CTA:CA']);
    expect(homeCountryRoutes(OTHER.airNewZealand, ROUTES, '2026-11-26')).toEqual([]);
    expect(homeCountryRoutes({ name: 'X', iataCode: '', country: 'Atlantis' }, ROUTES, '2026-11-26')).toEqual([]);
  });
});

/** The answer's own order (direct bodies first, then by wait), for expectations listing two routes. */
function byWait(a: string, b: string) {
  const r = (k: string) => ROUTES.find((x: RouteRecord) => routeKey(x) === k)!;
  return Number(r(b).takesComplaintDirectly) - Number(r(a).takesComplaintDirectly) || r(a).waitDays - r(b).waitDays;
}
