// Montreal Convention worked examples (Art. 1, 17, 19, 22, 31, 35; Reg 2027/97 as amended), table-driven.
import { describe, expect, it } from 'vitest';
import { CARRIERS as C, trip, type Trip } from './journeys.node-fixture';
import { assessMontreal } from './montreal';

interface Case {
  name: string;
  trip: Trip;
  applies: boolean;
  limit?: number;
  missing?: string[];
  citation?: RegExp;
  reason?: RegExp;
}

const bag = (date: string, incident: Trip['incident'] = 'baggage_delayed'): Trip => ({
  from: 'FRA',
  to: 'JFK',
  date,
  incident,
  baggageReceivedDate: date,
});
const cases: Case[] = [
  // Limits by date (Art. 22, revised under Art. 24)
  {
    name: 'baggage 2025: 1,519 SDR',
    trip: bag('2025-06-01'),
    applies: true,
    limit: 1519,
    citation: /Art\. 19 and 22\(2\)/,
  },
  { name: 'baggage 27 Dec 2024: 1,288 SDR', trip: bag('2024-12-27'), applies: true, limit: 1288 },
  { name: 'baggage 28 Dec 2024: 1,519 SDR', trip: bag('2024-12-28'), applies: true, limit: 1519 },
  { name: 'baggage 27 Dec 2019: 1,131 SDR', trip: bag('2019-12-27'), applies: true, limit: 1131 },
  { name: 'baggage 28 Dec 2019: 1,288 SDR', trip: bag('2019-12-28'), applies: true, limit: 1288 },
  { name: 'baggage 2008: 1,000 SDR', trip: bag('2008-05-01'), applies: true, limit: 1000 },
  {
    name: 'passenger delay 2025: 6,303 SDR',
    trip: { from: 'FRA', to: 'JFK', arrivalDelayHours: 5 },
    applies: true,
    limit: 6303,
    citation: /22\(1\)/,
  },
  {
    name: 'passenger delay 2024: 5,346 SDR',
    trip: { from: 'FRA', to: 'JFK', date: '2024-06-01', arrivalDelayHours: 5 },
    applies: true,
    limit: 5346,
  },
  {
    name: 'damaged bag: Art. 17(2), 7-day complaint',
    trip: bag('2025-06-01', 'baggage_damaged'),
    applies: true,
    limit: 1519,
    citation: /17\(2\)/,
    reason: /7 days/,
  },
  {
    name: 'lost bag: 21 days makes it lost, no receipt date needed',
    trip: { from: 'FRA', to: 'JFK', incident: 'baggage_lost' },
    applies: true,
    limit: 1519,
    reason: /Art\. 17\(3\)/,
  },
  {
    name: 'delayed bag without the day it came back: missing',
    trip: { from: 'FRA', to: 'JFK', incident: 'baggage_delayed' },
    applies: true,
    limit: 1519,
    missing: ['baggageReceivedDate'],
  },
  // Scope
  {
    name: 'domestic US (JFK-LAX): not international carriage',
    trip: { from: 'JFK', to: 'LAX', carrier: C.delta, incident: 'baggage_lost' },
    applies: false,
    reason: /domestic/,
  },
  {
    name: 'domestic Germany on an EU carrier (FRA-MUC, Lufthansa): Reg 2027/97 extends it',
    trip: { from: 'FRA', to: 'MUC', incident: 'baggage_lost' },
    applies: true,
    limit: 1519,
    citation: /2027\/97/,
  },
  {
    name: 'domestic Germany on a non-EU carrier (FRA-MUC, Delta): not covered',
    trip: { from: 'FRA', to: 'MUC', carrier: C.delta, incident: 'baggage_lost' },
    applies: false,
  },
  {
    name: 'Paris - Réunion is domestic French carriage; Air Austral (EU licence): covered via 2027/97',
    trip: { from: 'CDG', to: 'RUN', carrier: C.airAustral, incident: 'baggage_lost' },
    applies: true,
    limit: 1519,
    citation: /2027\/97/,
  },
  {
    name: 'Paris - Réunion on Emirates: not international carriage',
    trip: { from: 'CDG', to: 'RUN', carrier: C.emirates, incident: 'baggage_lost' },
    applies: false,
  },
  {
    name: 'DEL-GOI domestic India: not covered',
    trip: {
      from: 'DEL',
      to: 'GOI',
      carrier: C.airIndia,
      incident: 'baggage_damaged',
      baggageReceivedDate: '2025-06-01',
    },
    applies: false,
  },
  // Incidents AirDesk does not assess under the Convention
  {
    name: 'cancellation: assessed under the other regimes',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation', noticeDays: 1 },
    applies: false,
  },
  { name: 'before 4 Nov 2003: not in force', trip: bag('2003-06-01'), applies: false },
];

describe('Montreal Convention worked examples', () => {
  it.each(cases)('$name', (c) => {
    const r = assessMontreal(trip(c.trip));
    expect(r.regime).toBe('MONTREAL');
    expect(r.applies).toBe(c.applies);
    expect(r.amount).toBeNull();
    expect(r.currency).toBeNull();
    expect(r.limit).toEqual(c.limit === undefined ? null : { amount: c.limit, currency: 'SDR' });
    expect(r.missing).toEqual(c.missing ?? []);
    if (c.citation) expect(r.citation).toMatch(c.citation);
    if (c.reason) expect(r.reason).toMatch(c.reason);
  });
});
