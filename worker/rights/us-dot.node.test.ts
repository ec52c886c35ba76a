// US DOT worked examples (14 CFR Parts 250, 254, 260), table-driven.
import { describe, expect, it } from 'vitest';
import { CARRIERS as C, trip, type Trip } from './journeys.node-fixture';
import { assessUsDot } from './us-dot';

interface Case {
  name: string;
  trip: Trip;
  applies: boolean;
  amount?: number | null;
  missing?: string[];
  citation?: RegExp;
  reason?: RegExp;
}

const DL = C.delta;
const cases: Case[] = [
  // Automatic refunds (Part 260) from 28 Oct 2024
  {
    name: 'domestic cancellation: refund, no fixed amount, 7 business / 20 days',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, incident: 'cancellation' },
    applies: true,
    citation: /260\.6/,
    reason: /7 business days.*20 calendar days/,
  },
  {
    name: 'DOT Enforcement Notice of 3 April 2020: cancellation on 27 Oct 2024 still owes a refund, amount null',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, date: '2024-10-27', incident: 'cancellation' },
    applies: true,
    amount: null,
    citation: /Enforcement Notice.*3 April 2020/,
    reason: /outside its control/,
  },
  {
    name: 'DOT Enforcement Notice: a 2019 cancellation (the obligation is longstanding) owes a refund',
    trip: { from: 'FRA', to: 'JFK', date: '2019-05-01', incident: 'cancellation' },
    applies: true,
    amount: null,
    citation: /Enforcement Notice/,
  },
  {
    name: 'DOT Enforcement Notice of 12 May 2020: a 2023 delay is a significant change as the carrier defines it',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, date: '2023-06-01', arrivalDelayHours: 5 },
    applies: true,
    amount: null,
    reason: /carrier's own conditions/,
  },
  {
    name: 'before Part 260, baggage: no bag-fee refund rule',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, date: '2023-06-01', incident: 'baggage_lost' },
    applies: false,
  },
  {
    name: 'cancellation on 28 Oct 2024: Part 260',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, date: '2024-10-28', incident: 'cancellation' },
    applies: true,
  },
  {
    name: 'foreign carrier into the US (Lufthansa FRA-JFK): refund rule applies',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation' },
    applies: true,
  },
  // Significant change: 3 h domestic, 6 h international
  {
    name: 'domestic delay of 3 h: significant change',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, arrivalDelayHours: 3 },
    applies: true,
    reason: /significant change/,
  },
  {
    name: 'domestic delay of 2.5 h: not a significant change',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, arrivalDelayHours: 2.5 },
    applies: false,
    reason: /3 h/,
  },
  {
    name: 'Puerto Rico SJU-JFK is domestic: 3 h counts',
    trip: { from: 'SJU', to: 'JFK', carrier: DL, arrivalDelayHours: 3 },
    applies: true,
  },
  {
    name: 'international delay of 5 h: under 6 h',
    trip: { from: 'JFK', to: 'LHR', carrier: DL, arrivalDelayHours: 5 },
    applies: false,
    reason: /6 h/,
  },
  {
    name: 'international delay of 6 h: significant change',
    trip: { from: 'JFK', to: 'LHR', carrier: DL, arrivalDelayHours: 6 },
    applies: true,
  },
  {
    name: 'delay without hours: missing',
    trip: { from: 'JFK', to: 'LAX', carrier: DL },
    applies: true,
    missing: ['arrivalDelayHours'],
  },
  {
    name: 'downgrade: significant change',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, incident: 'downgrade' },
    applies: true,
  },
  // Oversales (Part 250): flights leaving a US airport
  {
    name: 'denied boarding, alternative within 1 h: USD 0',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, incident: 'denied_boarding', arrivalDelayHours: 0.5 },
    applies: true,
    amount: 0,
  },
  {
    name: 'denied boarding 2025 without the fare: null, farePaid missing, caps USD 1,075 / 2,150',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, incident: 'denied_boarding', arrivalDelayHours: 3 },
    applies: true,
    amount: null,
    missing: ['farePaid'],
    reason: /USD 1,075 \/ USD 2,150/,
  },
  {
    name: '250.5(a)(2): domestic, alternative 1.5 h late, fare USD 300: 200% = USD 600',
    trip: {
      from: 'JFK',
      to: 'LAX',
      carrier: DL,
      incident: 'denied_boarding',
      arrivalDelayHours: 1.5,
      farePaid: { amount: 300, currency: 'USD' },
    },
    applies: true,
    amount: 600,
    citation: /250\.5\(a\)\(2\)/,
  },
  {
    name: '250.5(a)(3): domestic, alternative 2 h late, fare USD 300: 400% = USD 1,200',
    trip: {
      from: 'JFK',
      to: 'LAX',
      carrier: DL,
      incident: 'denied_boarding',
      arrivalDelayHours: 2,
      farePaid: { amount: 300, currency: 'USD' },
    },
    applies: true,
    amount: 1200,
    citation: /250\.5\(a\)\(3\)/,
  },
  {
    name: '250.5(a)(2): international (JFK-FRA), alternative 3 h late, fare USD 700: 200% = 1,400, capped at USD 1,075 (2025)',
    trip: {
      from: 'JFK',
      to: 'FRA',
      incident: 'denied_boarding',
      arrivalDelayHours: 3,
      farePaid: { amount: 700, currency: 'USD' },
    },
    applies: true,
    amount: 1075,
  },
  {
    name: '250.5(a)(3): no alternative taken, fare USD 450 (2024 caps): 400% = 1,800, capped at USD 1,550',
    trip: {
      from: 'JFK',
      to: 'LAX',
      carrier: DL,
      date: '2024-06-01',
      incident: 'denied_boarding',
      rerouting: 'none',
      farePaid: { amount: 450, currency: 'USD' },
    },
    applies: true,
    amount: 1550,
  },
  {
    name: 'denied boarding, fare in EUR: the USD caps need the fare in USD',
    trip: {
      from: 'JFK',
      to: 'LAX',
      carrier: DL,
      incident: 'denied_boarding',
      arrivalDelayHours: 3,
      farePaid: { amount: 300, currency: 'EUR' },
    },
    applies: true,
    amount: null,
    missing: ['farePaid'],
  },
  {
    name: 'denied boarding in 2020: caps before 13 Apr 2021 not recorded: null with the reason',
    trip: {
      from: 'JFK',
      to: 'LAX',
      carrier: DL,
      date: '2020-06-01',
      incident: 'denied_boarding',
      arrivalDelayHours: 3,
      farePaid: { amount: 300, currency: 'USD' },
    },
    applies: true,
    amount: null,
    reason: /13 April 2021/,
  },
  {
    name: 'flight moved 4 h earlier (domestic, 2025): a significant change, refund',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, incident: 'moved_earlier', alternativeDepartedEarlierHours: 4 },
    applies: true,
    amount: null,
    citation: /260\.2/,
  },
  {
    name: 'denied boarding 2024: caps USD 775 / 1,550',
    trip: {
      from: 'JFK',
      to: 'LAX',
      carrier: DL,
      date: '2024-06-01',
      incident: 'denied_boarding',
      arrivalDelayHours: 3,
    },
    applies: true,
    amount: null,
    missing: ['farePaid'],
    reason: /USD 775 \/ USD 1,550/,
  },
  {
    name: 'denied boarding on a flight into the US: not Part 250',
    trip: { from: 'LHR', to: 'JFK', carrier: DL, incident: 'denied_boarding', arrivalDelayHours: 3 },
    applies: false,
  },
  // Baggage
  {
    name: 'delayed bag, domestic: fee refunded after 12 h',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, incident: 'baggage_delayed' },
    applies: true,
    reason: /12 h/,
  },
  {
    name: 'delayed bag, international: 15 to 30 h',
    trip: { from: 'JFK', to: 'LHR', carrier: DL, incident: 'baggage_delayed' },
    applies: true,
    reason: /15 to 30 h/,
  },
  {
    name: 'lost bag, domestic 2025: liability not below USD 4,700',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, incident: 'baggage_lost' },
    applies: true,
    reason: /USD 4,700/,
  },
  {
    name: 'lost bag, domestic Dec 2024: USD 3,800',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, date: '2024-12-01', incident: 'baggage_lost' },
    applies: true,
    reason: /USD 3,800/,
  },
  {
    name: 'damaged bag, international: Montreal instead',
    trip: { from: 'JFK', to: 'LHR', carrier: DL, incident: 'baggage_damaged' },
    applies: false,
    reason: /Montreal/,
  },
  {
    name: 'damaged bag, domestic: Part 254',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, incident: 'baggage_damaged' },
    applies: true,
    citation: /Part 254/,
  },
  // Scope
  {
    name: 'no US airport (FRA-CDG): not covered',
    trip: { from: 'FRA', to: 'CDG', incident: 'cancellation' },
    applies: false,
  },
  {
    name: 'other incidents: not assessed',
    trip: { from: 'JFK', to: 'LAX', carrier: DL, incident: 'other' },
    applies: false,
  },
];

describe('US DOT worked examples', () => {
  it.each(cases)('$name', (c) => {
    const r = assessUsDot(trip(c.trip));
    expect(r.regime).toBe('US_DOT');
    expect(r.applies).toBe(c.applies);
    expect(r.amount).toBe(c.amount === undefined ? null : c.amount);
    expect(r.currency).toBe('USD');
    expect(r.missing).toEqual(c.missing ?? []);
    if (c.citation) expect(r.citation).toMatch(c.citation);
    if (c.reason) expect(r.reason).toMatch(c.reason);
  });
});
