// UK261 worked examples (Reg 261/2004 as retained and amended by SI 2019/278), table-driven.
import { describe, expect, it } from 'vitest';
import { CARRIERS as C, trip, type Trip } from './journeys.node-fixture';
import { assessUk261 } from './uk261';

interface Case {
  name: string;
  trip: Trip;
  applies: boolean;
  amount: number | null;
  missing?: string[];
  citation?: RegExp;
  reason?: RegExp;
}

const BA = C.britishAirways;
const cases: Case[] = [
  // Bands: £220 / £350 / £520, no intra-Community case
  {
    name: 'LHR-EDI (534 km), 3 h: £220',
    trip: { from: 'LHR', to: 'EDI', carrier: BA, arrivalDelayHours: 3 },
    applies: true,
    amount: 220,
    citation: /7\(1\)\(a\)/,
  },
  {
    name: 'LHR-IST (2,495 km), 4 h: £350',
    trip: { from: 'LHR', to: 'IST', carrier: BA, arrivalDelayHours: 4 },
    applies: true,
    amount: 350,
    citation: /7\(1\)\(b\)/,
  },
  {
    name: 'LHR-TFS (2,930 km) on easyJet, 3 h: £350',
    trip: { from: 'LHR', to: 'TFS', carrier: C.easyJet, arrivalDelayHours: 3 },
    applies: true,
    amount: 350,
  },
  {
    name: 'LHR-DXB (5,505 km), 5 h: £520',
    trip: { from: 'LHR', to: 'DXB', carrier: BA, arrivalDelayHours: 5 },
    applies: true,
    amount: 520,
    citation: /7\(1\)\(c\)/,
  },
  {
    name: 'LHR-JFK, 3.5 h: halved to £260 (Sturgeon para 63)',
    trip: { from: 'LHR', to: 'JFK', carrier: BA, arrivalDelayHours: 3.5 },
    applies: true,
    amount: 260,
    citation: /para 63/,
  },
  {
    name: 'LHR-JFK, 2 h: nothing',
    trip: { from: 'LHR', to: 'JFK', carrier: BA, arrivalDelayHours: 2 },
    applies: true,
    amount: 0,
  },
  // Scope (Art. 3(1) as amended)
  {
    name: 'any carrier out of the UK (Delta LHR-JFK): covered',
    trip: { from: 'LHR', to: 'JFK', carrier: C.delta, arrivalDelayHours: 5 },
    applies: true,
    amount: 520,
  },
  {
    name: 'UK carrier into the UK (BA JFK-LHR): covered',
    trip: { from: 'JFK', to: 'LHR', carrier: BA, arrivalDelayHours: 5 },
    applies: true,
    amount: 520,
  },
  {
    name: 'EU carrier into the UK (Lufthansa JFK-LHR): covered',
    trip: { from: 'JFK', to: 'LHR', carrier: C.lufthansa, arrivalDelayHours: 5 },
    applies: true,
    amount: 520,
    reason: /./,
  },
  {
    name: 'non-UK, non-EU carrier into the UK (Delta JFK-LHR): not covered',
    trip: { from: 'JFK', to: 'LHR', carrier: C.delta, arrivalDelayHours: 5 },
    applies: false,
    amount: null,
    reason: /UK or EU carrier/,
  },
  {
    name: 'Swiss carrier into the UK (SWISS JFK-LHR): not stated (the UK text names EU carriers only)',
    trip: { from: 'JFK', to: 'LHR', carrier: C.swiss, arrivalDelayHours: 5 },
    applies: false,
    amount: null,
  },
  {
    name: 'UK carrier into the EU (BA JFK-FRA): covered',
    trip: { from: 'JFK', to: 'FRA', carrier: BA, arrivalDelayHours: 5 },
    applies: true,
    amount: 520,
    reason: /./,
  },
  {
    name: 'EU carrier into the EU from outside (Lufthansa JFK-FRA): not UK261',
    trip: { from: 'JFK', to: 'FRA', carrier: C.lufthansa, arrivalDelayHours: 5 },
    applies: false,
    amount: null,
  },
  {
    name: 'EU carrier from the EU into the UK (Lufthansa FRA-LHR): covered',
    trip: { from: 'FRA', to: 'LHR', carrier: C.lufthansa, arrivalDelayHours: 3 },
    applies: true,
    amount: 220,
  },
  {
    name: 'neither end in the UK or the EU (BA JFK-LAX): not covered',
    trip: { from: 'JFK', to: 'LAX', carrier: BA, arrivalDelayHours: 5 },
    applies: false,
    amount: null,
  },
  // Effective date: EU261 until 31 Dec 2020, UK261 from 1 Jan 2021
  {
    name: '31 Dec 2020: not yet UK261',
    trip: { from: 'LHR', to: 'JFK', carrier: BA, date: '2020-12-31', arrivalDelayHours: 5 },
    applies: false,
    amount: null,
    reason: /1 January 2021/,
  },
  {
    name: '1 Jan 2021: UK261',
    trip: { from: 'LHR', to: 'JFK', carrier: BA, date: '2021-01-01', arrivalDelayHours: 5 },
    applies: true,
    amount: 520,
  },
  // Cancellation, denied boarding, missing facts
  {
    name: 'cancellation, 15 days: nothing',
    trip: { from: 'LHR', to: 'JFK', carrier: BA, incident: 'cancellation', noticeDays: 15 },
    applies: true,
    amount: 0,
  },
  {
    name: 'cancellation, 5 days, alternative 3.5 h late: £260 (Art. 7(2)(c))',
    trip: { from: 'LHR', to: 'JFK', carrier: BA, incident: 'cancellation', noticeDays: 5, arrivalDelayHours: 3.5 },
    applies: true,
    amount: 260,
  },
  {
    name: 'cancellation, 8 days, alternative 2 h late, left 1 h early: exempt (Art. 5(1)(c)(ii))',
    trip: {
      from: 'LHR',
      to: 'EDI',
      carrier: BA,
      incident: 'cancellation',
      noticeDays: 8,
      arrivalDelayHours: 2,
      alternativeDepartedEarlierHours: 1,
    },
    applies: true,
    amount: 0,
  },
  {
    name: 'cancellation, 8 days, alternative 2 h late, departure unknown: null, never 0',
    trip: { from: 'LHR', to: 'EDI', carrier: BA, incident: 'cancellation', noticeDays: 8, arrivalDelayHours: 2 },
    applies: true,
    amount: null,
    missing: ['alternativeDepartedEarlierHours'],
  },
  {
    name: 'cancelled LHR-JFK 1 day before, refunded: the full £520',
    trip: { from: 'LHR', to: 'JFK', carrier: BA, incident: 'cancellation', noticeDays: 1, rerouting: 'none' },
    applies: true,
    amount: 520,
  },
  {
    name: 'Art. 10(2)(c) as retained: downgrade LHR-JFK, fare £2,000: 75% = £1,500',
    trip: { from: 'LHR', to: 'JFK', carrier: BA, incident: 'downgrade', farePaid: { amount: 2000, currency: 'GBP' } },
    applies: true,
    amount: 1500,
  },
  {
    name: 'denied boarding LHR-EDI, 3 h: £220',
    trip: { from: 'LHR', to: 'EDI', carrier: BA, incident: 'denied_boarding', arrivalDelayHours: 3 },
    applies: true,
    amount: 220,
  },
  {
    name: 'denied boarding without arrival delay: missing',
    trip: { from: 'LHR', to: 'EDI', carrier: BA, incident: 'denied_boarding' },
    applies: true,
    amount: null,
    missing: ['arrivalDelayHours'],
  },
  {
    name: 'baggage is not UK261',
    trip: { from: 'LHR', to: 'JFK', carrier: BA, incident: 'baggage_damaged' },
    applies: false,
    amount: null,
  },
];

describe('UK261 worked examples', () => {
  it.each(cases)('$name', (c) => {
    const r = assessUk261(trip(c.trip));
    expect(r.regime).toBe('UK261');
    expect(r.applies).toBe(c.applies);
    expect(r.amount).toBe(c.amount);
    expect(r.currency).toBe('GBP');
    expect(r.missing).toEqual(c.missing ?? []);
    if (c.citation) expect(r.citation).toMatch(c.citation);
    if (c.reason) expect(r.reason).toMatch(c.reason);
  });

  it('shows both EU261 and UK261 for an EU carrier from the EU to the UK', async () => {
    const { assess } = await import('./assess');
    const { airport } = await import('./journeys.node-fixture');
    const r = assess({
      date: '2023-03-01',
      departure: airport('FRA'),
      arrival: airport('LHR'),
      carrier: C.lufthansa,
      incident: 'delay',
      arrivalDelayHours: 3,
    });
    expect(r.regimes.filter((x) => x.applies).map((x) => x.regime)).toEqual(['EU261', 'UK261', 'MONTREAL']);
    expect(r.regimes.find((x) => x.regime === 'EU261')!.amount).toBe(250);
    expect(r.regimes.find((x) => x.regime === 'UK261')!.amount).toBe(220);
  });
});
