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
  airNorth: { name: 'Airnorth', iataCode: 'TL', country: 'Australia' },
  cathay: { name: 'Cathay Pacific', iataCode: 'CX', country: 'Hong Kong' },
  singapore: { name: 'Singapore Airlines', iataCode: 'SQ', country: 'Singapore' },
  lot: { name: 'LOT Polish Airlines', iataCode: 'LO', country: 'Poland' },
  finnair: { name: 'Finnair', iataCode: 'AY', country: 'Finland' },
} satisfies Record<string, CarrierFacts>;

/** The German conciliation bodies beside the LBA: any flight to or from Germany (routes.csv, DE-SOEP and DE-BFJ). */
const DE_CONCILIATION = ['DE-BFJ:DE', 'DE-SOEP:DE'];
const route = (key: string) => ROUTES.find((r) => routeKey(r) === key)!;
/** The keys regardless of their order (the order is the answer's, tested on its own below). */
const set = (ks: string[]) => [...ks].sort();

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
    expect(keys('CDG', 'YUL', OTHER.qatar)).toEqual(['EU-NEB:FR', 'CA-CTA:CA', 'FR-MTV:FR'].sort(byWait));
    expect(ROUTES.find((r) => r.id === 'CA-CTA')!.waitDays).toBe(30);
  });

  it('EU-NEB: the body of the state of departure; for an arrival from outside, only on an EU carrier', () => {
    // Germany's and France's individual routes (the conciliation bodies, the MTV) sit beside their enforcement
    // bodies; they take any flight to or from their state, so they are filtered out here and tested below.
    const neb = (from: string, to: string, carrier: CarrierFacts, incident?: Incident) =>
      keys(from, to, carrier, '2026-10-01', incident).filter((k) => k.startsWith('EU-NEB:'));
    expect(neb('FRA', 'FCO', CARRIERS.ryanair)).toEqual(['EU-NEB:DE']);
    expect(neb('FCO', 'FRA', CARRIERS.ryanair)).toEqual(['EU-NEB:IT']);
    expect(neb('DXB', 'FRA', CARRIERS.lufthansa)).toEqual(['EU-NEB:DE']); // Art. 3(1)(b): EU carrier inbound
    expect(neb('DXB', 'FRA', CARRIERS.emirates)).toEqual([]); // a third-country carrier inbound: not covered
    expect(keys('ZRH', 'LHR', CARRIERS.swiss)).toEqual(['EU-NEB:CH']); // Switzerland applies the Regulation
    expect(neb('RUN', 'CDG', CARRIERS.airAustral)).toEqual(['EU-NEB:FR']); // Réunion: France's body
    // Baggage is not under Regulation 261/2004: the enforcement bodies do not take it.
    expect(neb('FRA', 'FCO', CARRIERS.ryanair, 'baggage_lost')).toEqual([]);
    // Poland's passenger rights ombudsman at the ULC follows the Regulation's scope like an enforcement body.
    expect(keys('WAW', 'CDG', OTHER.lot)).toEqual(['EU-NEB:PL', 'FR-MTV:FR'].sort(byWait));
    expect(keys('DXB', 'WAW', OTHER.lot)).toEqual(['EU-NEB:PL']); // an EU carrier inbound
    expect(keys('DXB', 'WAW', CARRIERS.emirates)).toEqual([]);
    expect(route('EU-NEB:PL')).toMatchObject({
      waitDays: 30,
      source: expect.stringContaining('pasazerlotniczy.ulc.gov.pl'),
    });
  });

  it('UK-CAA: departures from the UK, and arrivals there on UK or EU carriers, after 8 weeks', () => {
    expect(keys('LHR', 'JFK', CARRIERS.britishAirways)).toEqual(['US-DOT:US', 'UK-CAA:GB']);
    expect(keys('DXB', 'LHR', CARRIERS.britishAirways)).toEqual(['UK-CAA:GB']);
    expect(keys('DXB', 'LHR', CARRIERS.emirates)).toEqual([]);
    // An EU carrier from London into the EU: UK261 (departure) and EU261 (Art. 3(1)(b), the arrival state's body).
    expect(keys('LHR', 'FRA', CARRIERS.lufthansa)).toEqual(['EU-NEB:DE', 'UK-CAA:GB', ...DE_CONCILIATION].sort(byWait));
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

  it('no route where no body we could confirm takes the flight: New Zealand, Qatar, India, Australia off the ACA', () => {
    expect(keys('AKL', 'WLG', OTHER.airNewZealand)).toEqual([]);
    expect(keys('SYD', 'MEL', OTHER.airNorth)).toEqual([]); // not a participating airline of the ACA
    expect(keys('DOH', 'BKK', OTHER.qatar)).toEqual([]);
    expect(keys('DEL', 'BOM', CARRIERS.airIndia)).toEqual([]);
  });
});

describe('the routes checked on 2026-11-29 (issue 41): individual routes beside enforcement bodies, and new bodies', () => {
  it('Germany: the söp and the Federal Office of Justice sit beside the LBA, each after two months', () => {
    expect(set(keys('FRA', 'JFK', CARRIERS.lufthansa))).toEqual(set(['US-DOT:US', 'EU-NEB:DE', ...DE_CONCILIATION]));
    // A departure from Germany on any airline, an arrival there on any airline (a German court can hear it).
    expect(set(keys('MUC', 'FCO', CARRIERS.ryanair))).toEqual(set(['EU-NEB:DE', ...DE_CONCILIATION]));
    expect(set(keys('DXB', 'FRA', CARRIERS.emirates))).toEqual(DE_CONCILIATION);
    // Baggage: the conciliation bodies take it, the LBA does not.
    expect(set(keys('FRA', 'FCO', CARRIERS.ryanair, '2026-10-01', 'baggage_lost'))).toEqual(DE_CONCILIATION);
    expect(keys('FRA', 'FCO', CARRIERS.ryanair, '2026-10-01', 'other')).toEqual([]);
    for (const k of DE_CONCILIATION)
      expect(route(k), k).toMatchObject({ takesComplaintDirectly: false, waitDays: 60, checkedAt: '2026-11-29' });
    expect(route('DE-SOEP:DE').reason).toMatch(/members/);
    expect(route('DE-BFJ:DE')).toMatchObject({
      email: 'luftverkehr@bfj.bund.de',
      reason: expect.stringMatching(/not a member/),
    });
    // The LBA says so itself: it enforces, it does not pursue your claim.
    expect(route('EU-NEB:DE').reason).toMatch(/does not enforce your individual claim/);
    expect(route('EU-NEB:DE').source).toContain('lba.de/EN/AirPassengersRights/Conciliation');
  });

  it('France: the Médiation Tourisme et Voyage sits beside the DGAC, after 2 months, overseas departments too', () => {
    expect(set(keys('CDG', 'NCE', CARRIERS.easyJet))).toEqual(set(['EU-NEB:FR', 'FR-MTV:FR']));
    expect(set(keys('RUN', 'CDG', CARRIERS.airAustral))).toEqual(set(['EU-NEB:FR', 'FR-MTV:FR']));
    expect(route('FR-MTV:FR')).toMatchObject({ waitDays: 60, takesComplaintDirectly: false, checkedAt: '2026-11-29' });
    expect(route('FR-MTV:FR').reason).toMatch(/2 months/);
    expect(route('EU-NEB:FR').reason).toMatch(/independently of individual compensation claims/);
  });

  it('Finland: the board names the step it needs first (the Consumer Advisory Service)', () => {
    expect(keys('HEL', 'OUL', OTHER.finnair)).toEqual(['EU-NEB:FI']);
    expect(route('EU-NEB:FI').reason).toMatch(/Consumer Advisory Service/);
    expect(route('EU-NEB:FI').source).toContain('kuluttajariita.fi/en');
  });

  it('Brazil, Mexico, Malaysia: the platform says whom it reaches, PROFECO where, CAAM the form (no look-up address)', () => {
    expect(route('BR-CONSUMIDOR:BR').reason).toMatch(/registered/);
    expect(route('MX-PROFECO:MX').reason).toMatch(/Mexico City airport/);
    expect(route('MY-CAAM:MY')).toMatchObject({ email: '', waitDays: 30, checkedAt: '2026-11-29' });
    expect(keys('KUL', 'SIN', OTHER.malaysia)).toEqual(['SG-CASE:SG', 'MY-CAAM:MY']);
  });

  it("Australia: the Airline Customer Advocate takes its participating airlines' flights, anywhere", () => {
    expect(keys('SYD', 'MEL', OTHER.qantas)).toEqual(['AU-ACA:AU']);
    expect(keys('LAX', 'SYD', OTHER.qantas)).toEqual(['US-DOT:US', 'AU-ACA:AU']);
    expect(keys('BNE', 'OOL', { name: 'Virgin Australia', iataCode: 'VA', country: 'Australia' })).toEqual([
      'AU-ACA:AU',
    ]);
    expect(route('AU-ACA:AU')).toMatchObject({ takesComplaintDirectly: false, companyAnswerDays: 28 });
    expect(route('AU-ACA:AU').reason).toMatch(/review its answer/);
  });

  it('Hong Kong and Singapore: their consumer bodies take any flight there; CASE says what it costs', () => {
    expect(keys('HKG', 'TPE', OTHER.cathay)).toEqual(['HK-CC:HK']);
    expect(keys('SIN', 'BKK', OTHER.singapore)).toEqual(['SG-CASE:SG']);
    expect(route('SG-CASE:SG').reason).toMatch(/fee/);
    expect(route('HK-CC:HK')).toMatchObject({ takesComplaintDirectly: true, waitDays: 0 });
  });

  it('every row changed or added that day names its own pages', () => {
    const checked = ROUTES.filter((r) => r.checkedAt === '2026-11-29').map(routeKey);
    expect(set(checked)).toEqual(
      set([
        'EU-NEB:DE',
        'DE-SOEP:DE',
        'DE-BFJ:DE',
        'EU-NEB:FR',
        'FR-MTV:FR',
        'EU-NEB:FI',
        'BR-CONSUMIDOR:BR',
        'MX-PROFECO:MX',
        'MY-CAAM:MY',
        'EU-NEB:PL',
        'AU-ACA:AU',
        'HK-CC:HK',
        'SG-CASE:SG',
      ]),
    );
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
      ['DE-BFJ:DE', '2027-01-25'], // two months (60 days) after the claim to the airline
      ['DE-SOEP:DE', '2027-01-25'],
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
