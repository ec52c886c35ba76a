// APPR worked examples (SOR/2019-150 s.10, 11, 19, 20), table-driven.
import { describe, expect, it } from 'vitest';
import { assessAppr } from './appr';
import { PASSENGER_COUNTS, sizeFromCounts, type CarrierTraffic } from './carriers';
import { CARRIERS as C, trip, type Trip } from './journeys.node-fixture';

interface Case {
  name: string;
  trip: Trip;
  applies: boolean;
  amount: number | null;
  missing?: string[];
  citation?: RegExp;
  reason?: RegExp;
}

const AC = C.airCanada;
const cases: Case[] = [
  // Not re-routed: the refunded ticket, s.19(2) (from 8 Sep 2022)
  {
    name: 's.19(2): Air Canada cancels YYZ-YVR 2 days before, ticket refunded: CAD 400, no arrival delay needed',
    trip: {
      from: 'YYZ',
      to: 'YVR',
      carrier: AC,
      incident: 'cancellation',
      noticeDays: 2,
      rerouting: 'none',
      cause: 'airline',
    },
    applies: true,
    amount: 400,
    citation: /s\.19\(2\)$/,
  },
  {
    name: 's.19(2): small carrier (Flair, 2022) refunded: CAD 125',
    trip: {
      from: 'YYZ',
      to: 'YVR',
      carrier: C.flair,
      date: '2022-10-01',
      incident: 'cancellation',
      noticeDays: 2,
      rerouting: 'none',
      cause: 'airline',
    },
    applies: true,
    amount: 125,
  },
  {
    name: "extraordinary circumstances proven: outside the carrier's control, s.10: nothing",
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, cause: 'extraordinary_proven', arrivalDelayHours: 10 },
    applies: true,
    amount: 0,
    citation: /s\.10$/,
  },
  // A small carrier operating for a large one has the large carrier's obligations (CTA, rppa-appr.ca)
  {
    name: "CTA: PAL Airlines (size not listed) operating an Air Canada ticket, 4 h: the large carrier's CAD 400",
    trip: { from: 'YHZ', to: 'YUL', carrier: AC, legCarrier: C.pal, cause: 'airline', arrivalDelayHours: 4 },
    applies: true,
    amount: 400,
    reason: /operated the flight for Air Canada, a large carrier/,
  },
  {
    name: 'CTA: Flair (small in 2022) operating for Air Canada, 7 h: CAD 700, not 250',
    trip: {
      from: 'YYZ',
      to: 'YVR',
      carrier: AC,
      legCarrier: C.flair,
      date: '2022-10-01',
      cause: 'airline',
      arrivalDelayHours: 7,
    },
    applies: true,
    amount: 700,
  },
  {
    name: 'the disrupted leg on Flair (small, 2022) with a Flair ticket: CAD 250',
    trip: { from: 'YYZ', to: 'YVR', carrier: C.flair, date: '2022-10-01', cause: 'airline', arrivalDelayHours: 7 },
    applies: true,
    amount: 250,
  },
  {
    name: 'Porter in 2024: no CTA list recorded for 2024: null with carrierSize missing, never a guess',
    trip: { from: 'YYZ', to: 'YVR', carrier: C.porter, date: '2024-06-01', cause: 'airline', arrivalDelayHours: 7 },
    applies: true,
    amount: null,
    missing: ['carrierSize'],
  },
  {
    name: 'denied boarding, not re-routed: the Regulations name no amount',
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, incident: 'denied_boarding', rerouting: 'none', cause: 'airline' },
    applies: true,
    amount: null,
  },
  // Large carrier, s.19(1)(a)
  {
    name: 'Air Canada YYZ-YVR, 3 h, within control: CAD 400',
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, cause: 'airline', arrivalDelayHours: 3 },
    applies: true,
    amount: 400,
    citation: /s\.19\(1\)\(a\)\(i\)$/,
  },
  {
    name: 'Air Canada YYZ-LHR, 7 h: CAD 700',
    trip: { from: 'YYZ', to: 'LHR', carrier: AC, cause: 'airline', arrivalDelayHours: 7 },
    applies: true,
    amount: 700,
    citation: /\(a\)\(ii\)/,
  },
  {
    name: 'WestJet YVR-YYZ, 9 h: CAD 1,000',
    trip: { from: 'YVR', to: 'YYZ', carrier: C.westJet, cause: 'airline', arrivalDelayHours: 9 },
    applies: true,
    amount: 1000,
    citation: /\(a\)\(iii\)/,
  },
  {
    name: 'British Airways LHR-YYZ (foreign large carrier into Canada), 4 h: CAD 400',
    trip: { from: 'LHR', to: 'YYZ', carrier: C.britishAirways, cause: 'airline', arrivalDelayHours: 4 },
    applies: true,
    amount: 400,
  },
  // Small carrier, s.19(1)(b): Flair in the CTA's 2022 designation
  {
    name: 'Flair 2022, 4 h: CAD 125',
    trip: { from: 'YYZ', to: 'YVR', carrier: C.flair, date: '2022-07-01', cause: 'airline', arrivalDelayHours: 4 },
    applies: true,
    amount: 125,
    citation: /\(b\)\(i\)/,
  },
  {
    name: 'Flair 2022, 6 h: CAD 250',
    trip: { from: 'YYZ', to: 'YVR', carrier: C.flair, date: '2022-07-01', cause: 'airline', arrivalDelayHours: 6 },
    applies: true,
    amount: 250,
  },
  {
    name: 'Flair 2022, 12 h: CAD 500',
    trip: { from: 'YYZ', to: 'YVR', carrier: C.flair, date: '2022-07-01', cause: 'airline', arrivalDelayHours: 12 },
    applies: true,
    amount: 500,
  },
  // Size not on a CTA list for that year: not guessed
  {
    name: 'Porter 2025 (size not recorded for 2025): amount null, carrierSize missing',
    trip: { from: 'YYZ', to: 'YVR', carrier: C.porter, cause: 'airline', arrivalDelayHours: 4 },
    applies: true,
    amount: null,
    missing: ['carrierSize'],
    reason: /CTA's list/,
  },
  // Size from published passenger counts (SOR/2019-150 s.1(1): 2 million or more in each of the two preceding
  // calendar years), carriers.ts PASSENGER_COUNTS
  {
    name: 's.1(1): Lufthansa FRA-YYZ 2025, 5 h: 60,268,000 (2023) and 64,483,000 (2024) passengers, large: CAD 400',
    trip: { from: 'FRA', to: 'YYZ', cause: 'airline', arrivalDelayHours: 5 },
    applies: true,
    amount: 400,
    citation: /s\.19\(1\)\(a\)\(i\)$/,
    reason: /Lufthansa counts as a large carrier: .*60,268,000 passengers in 2023 and 64,483,000 in 2024/,
  },
  {
    name: 's.1(1): Lufthansa in 2027: 2025 and 2026 not recorded: carrierSize missing, never carried forward',
    trip: { from: 'FRA', to: 'YYZ', date: '2027-01-10', cause: 'airline', arrivalDelayHours: 5 },
    applies: true,
    amount: null,
    missing: ['carrierSize'],
    reason: /published passenger numbers/,
  },
  {
    name: 's.1(1): Icelandair KEF-YYZ 2026, 10 h: 4.7 million (2024) and 5.061 million (2025): CAD 1,000',
    trip: {
      from: 'KEF',
      to: 'YYZ',
      date: '2026-05-01',
      carrier: C.icelandair,
      cause: 'airline',
      arrivalDelayHours: 10,
    },
    applies: true,
    amount: 1000,
  },
  {
    name: 's.1(1): Turkish IST-YYZ 2024, 7 h: 71.8 million (2022) and 83.4 million (2023): CAD 700',
    trip: { from: 'IST', to: 'YYZ', date: '2024-09-01', carrier: C.turkish, cause: 'airline', arrivalDelayHours: 7 },
    applies: true,
    amount: 700,
  },
  {
    name: 's.1(1): Turkish IST-YYZ 2026, 7 h: 85.2 million (2024) and 92.6 million (2025): CAD 700',
    trip: { from: 'IST', to: 'YYZ', date: '2026-02-01', carrier: C.turkish, cause: 'airline', arrivalDelayHours: 7 },
    applies: true,
    amount: 700,
  },
  {
    name: 's.1(1): one of the two years not recorded (SkyWest 2025: 2024 missing): carrierSize missing',
    trip: { from: 'SEA', to: 'YVR', date: '2025-08-01', carrier: C.skywest, cause: 'airline', arrivalDelayHours: 4 },
    applies: true,
    amount: null,
    missing: ['carrierSize'],
  },
  {
    name: 's.1(1): SkyWest (38.43 million in 2023, 39.94 million in 2022) operating the leg of a Delta ticket, 2024, 4 h: CAD 400',
    trip: {
      from: 'SEA',
      to: 'YVR',
      date: '2024-08-01',
      carrier: C.delta,
      legCarrier: C.skywest,
      cause: 'airline',
      arrivalDelayHours: 4,
    },
    applies: true,
    amount: 400,
    reason: /SkyWest Airlines counts as a large carrier/,
  },
  {
    name: 'CTA + s.1(1): PAL Airlines (size not recorded) operating a United ticket (large by its counts), 2024, 4 h: CAD 400',
    trip: {
      from: 'YUL',
      to: 'ORD',
      date: '2024-08-01',
      carrier: C.united,
      legCarrier: C.pal,
      cause: 'airline',
      arrivalDelayHours: 4,
    },
    applies: true,
    amount: 400,
    reason: /operated the flight for United Airlines, a large carrier/,
  },
  {
    name: 'Emirates DXB-YYZ (fiscal-year traffic only, not recorded): carrierSize missing',
    trip: { from: 'DXB', to: 'YYZ', carrier: C.emirates, cause: 'airline', arrivalDelayHours: 5 },
    applies: true,
    amount: null,
    missing: ['carrierSize'],
  },
  // Cause
  {
    name: 'cause unknown: APPR needs it',
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, arrivalDelayHours: 4 },
    applies: true,
    amount: null,
    missing: ['cause'],
  },
  {
    name: 'cause unknown and no delay given: both missing',
    trip: { from: 'YYZ', to: 'YVR', carrier: AC },
    applies: true,
    amount: null,
    missing: ['cause', 'arrivalDelayHours'],
  },
  {
    name: 'required for safety: CAD 0 (s.11)',
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, cause: 'safety', arrivalDelayHours: 8 },
    applies: true,
    amount: 0,
    citation: /s\.11/,
  },
  {
    name: "outside the carrier's control: CAD 0 (s.10)",
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, cause: 'extraordinary', arrivalDelayHours: 8 },
    applies: true,
    amount: 0,
    citation: /s\.10/,
  },
  {
    name: 'under 3 h: CAD 0',
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, cause: 'airline', arrivalDelayHours: 2.5 },
    applies: true,
    amount: 0,
  },
  // Notice: 14 days or less gives compensation (EU261's boundary is the other way round)
  {
    name: 'cancellation told exactly 14 days before: still owed, CAD 400',
    trip: {
      from: 'YYZ',
      to: 'YVR',
      carrier: AC,
      incident: 'cancellation',
      cause: 'airline',
      noticeDays: 14,
      arrivalDelayHours: 4,
    },
    applies: true,
    amount: 400,
  },
  {
    name: 'cancellation told 15 days before: CAD 0',
    trip: {
      from: 'YYZ',
      to: 'YVR',
      carrier: AC,
      incident: 'cancellation',
      cause: 'airline',
      noticeDays: 15,
      arrivalDelayHours: 4,
    },
    applies: true,
    amount: 0,
  },
  {
    name: 'cancellation without notice days: missing',
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, incident: 'cancellation', cause: 'airline', arrivalDelayHours: 4 },
    applies: true,
    amount: null,
    missing: ['noticeDays'],
  },
  // Effective dates
  {
    name: 'delay on 14 Dec 2019: before s.19 applied',
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, date: '2019-12-14', cause: 'airline', arrivalDelayHours: 5 },
    applies: false,
    amount: null,
  },
  {
    name: 'delay on 15 Dec 2019: s.19 applies',
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, date: '2019-12-15', cause: 'airline', arrivalDelayHours: 5 },
    applies: true,
    amount: 400,
  },
  // Denied boarding, s.20
  {
    name: 'denied boarding, 2 h late: CAD 900',
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, incident: 'denied_boarding', cause: 'airline', arrivalDelayHours: 2 },
    applies: true,
    amount: 900,
  },
  {
    name: 'denied boarding, 7 h late: CAD 1,800',
    trip: { from: 'YYZ', to: 'YVR', carrier: AC, incident: 'denied_boarding', cause: 'airline', arrivalDelayHours: 7 },
    applies: true,
    amount: 1800,
  },
  {
    name: 'denied boarding, 10 h late, small carrier too: CAD 2,400',
    trip: {
      from: 'YYZ',
      to: 'YVR',
      carrier: C.flair,
      date: '2022-07-01',
      incident: 'denied_boarding',
      cause: 'airline',
      arrivalDelayHours: 10,
    },
    applies: true,
    amount: 2400,
  },
  {
    name: 'denied boarding in Oct 2019 (s.20 from 15 Jul 2019): CAD 900',
    trip: {
      from: 'YYZ',
      to: 'YVR',
      carrier: AC,
      date: '2019-10-01',
      incident: 'denied_boarding',
      cause: 'airline',
      arrivalDelayHours: 1,
    },
    applies: true,
    amount: 900,
  },
  // Scope and incidents
  {
    name: 'not to or from Canada (FRA-JFK): not covered',
    trip: { from: 'FRA', to: 'JFK', carrier: AC, cause: 'airline', arrivalDelayHours: 5 },
    applies: false,
    amount: null,
  },
  {
    name: 'baggage: no fixed APPR amount',
    trip: { from: 'YYZ', to: 'LHR', carrier: AC, incident: 'baggage_lost' },
    applies: false,
    amount: null,
    reason: /Montreal/,
  },
];

describe('APPR worked examples', () => {
  it.each(cases)('$name', (c) => {
    const r = assessAppr(trip(c.trip));
    expect(r.regime).toBe('APPR');
    expect(r.applies).toBe(c.applies);
    expect(r.amount).toBe(c.amount);
    expect(r.currency).toBe('CAD');
    expect(r.missing).toEqual(c.missing ?? []);
    if (c.citation) expect(r.citation).toMatch(c.citation);
    if (c.reason) expect(r.reason).toMatch(c.reason);
  });
});

// The s.1(1) rule on its own, over a table made up for the test (not data): the years Y-1 and Y-2 decide, a year
// below 2 million makes the carrier small, a year not recorded leaves the size unknown.
describe('APPR size from passenger counts (SOR/2019-150 s.1(1))', () => {
  const made: CarrierTraffic[] = [
    {
      iataCode: 'ZZ',
      name: 'Test Air',
      counts: [
        { year: 2022, passengers: 2_000_000, source: 'https://example.test/2022', says: 'test' },
        { year: 2023, passengers: 1_999_999, source: 'https://example.test/2023', says: 'test' },
        { year: 2024, passengers: 2_500_000, source: 'https://example.test/2024', says: 'test' },
      ],
    },
  ];
  const zz = { name: 'Test Air', iataCode: 'ZZ', country: 'Canada' };
  it('exactly 2,000,000 counts as 2 million or more; one year under makes it small', () => {
    expect(sizeFromCounts(zz, '2024-03-01', made)?.size).toBe('small'); // 2022 ok, 2023 under
    expect(sizeFromCounts(zz, '2025-03-01', made)?.size).toBe('small'); // 2023 under, 2024 ok
    expect(sizeFromCounts(zz, '2025-03-01', made)?.note).toMatch(/1,999,999 passengers in 2023/);
  });
  it('both preceding years at 2 million or more: large; a year not recorded: unknown', () => {
    const both: CarrierTraffic[] = [{ ...made[0]!, counts: made[0]!.counts.filter((c) => c.year !== 2023) }];
    expect(sizeFromCounts(zz, '2024-06-01', both)).toBeUndefined(); // 2023 missing
    expect(sizeFromCounts(zz, '2026-06-01', both)).toBeUndefined(); // 2025 missing
    const full: CarrierTraffic[] = [
      {
        ...made[0]!,
        counts: [
          ...both[0]!.counts,
          { year: 2025, passengers: 3_000_000, source: 'https://example.test/2025', says: 'test' },
        ],
      },
    ];
    expect(sizeFromCounts(zz, '2026-06-01', full)).toMatchObject({ size: 'large' });
  });
  it('a carrier not in the table has no size from counts', () => {
    expect(sizeFromCounts({ ...zz, iataCode: 'YY' }, '2025-01-01', made)).toBeUndefined();
  });
  it('every recorded count is a whole calendar year with its page and what it says, once per year', () => {
    for (const t of PASSENGER_COUNTS) {
      expect(t.iataCode).toMatch(/^[A-Z0-9]{2}$/);
      const years = t.counts.map((c) => c.year);
      expect(new Set(years).size).toBe(years.length);
      for (const c of t.counts) {
        expect(c.source).toMatch(/^https?:\/\//);
        expect(c.says.length).toBeGreaterThan(10);
        expect(Number.isInteger(c.passengers)).toBe(true);
      }
    }
  });
});
