// EU261 worked examples (Reg 261/2004 Art. 3, 4, 5, 7, 10; Sturgeon; Bossen), table-driven.
import { describe, expect, it } from 'vitest';
import { assessEu261 } from './eu261';
import { CARRIERS as C, trip, type Trip } from './journeys.node-fixture';

interface Case {
  name: string;
  trip: Trip;
  applies: boolean;
  amount: number | null;
  missing?: string[];
  currency?: string;
  citation?: RegExp;
  reason?: RegExp;
}

const cases: Case[] = [
  // Distance bands
  {
    name: 'Bossen: Rome FCO - Hamburg HAM is 1,326 km, band (a): EUR 250',
    trip: { from: 'FCO', to: 'HAM', arrivalDelayHours: 3.5 },
    applies: true,
    amount: 250,
    citation: /Art\. 7\(1\)\(a\)/,
  },
  {
    name: 'band (b), non-EU destination 1,842 km (FRA-IST): EUR 400',
    trip: { from: 'FRA', to: 'IST', arrivalDelayHours: 3 },
    applies: true,
    amount: 400,
    citation: /7\(1\)\(b\)/,
  },
  {
    name: 'band (b), intra-EU 2,952 km (MAD-HEL): EUR 400',
    trip: { from: 'MAD', to: 'HEL', carrier: C.ryanair, arrivalDelayHours: 5 },
    applies: true,
    amount: 400,
  },
  {
    name: 'intra-EU over 3,500 km (LPA-HEL, 4,700 km) stays EUR 400 and is not halved at 3-4 h',
    trip: { from: 'LPA', to: 'HEL', arrivalDelayHours: 3.5 },
    applies: true,
    amount: 400,
  },
  {
    name: 'outermost region: Paris CDG - Réunion RUN (9,349 km) is intra-Community: EUR 400',
    trip: { from: 'CDG', to: 'RUN', carrier: C.airAustral, arrivalDelayHours: 6 },
    applies: true,
    amount: 400,
  },
  {
    name: 'band (c) FRA-JFK, 5 h: EUR 600',
    trip: { from: 'FRA', to: 'JFK', arrivalDelayHours: 5 },
    applies: true,
    amount: 600,
    citation: /7\(1\)\(c\)/,
  },
  // The 50% rule
  {
    name: 'Sturgeon para 63: band (c), 3.5 h: EUR 300',
    trip: { from: 'FRA', to: 'JFK', arrivalDelayHours: 3.5 },
    applies: true,
    amount: 300,
    citation: /Sturgeon.*para 63/,
  },
  {
    name: 'band (c), exactly 4 h: full EUR 600',
    trip: { from: 'FRA', to: 'JFK', arrivalDelayHours: 4 },
    applies: true,
    amount: 600,
  },
  { name: 'under 3 h: nothing', trip: { from: 'FCO', to: 'HAM', arrivalDelayHours: 2.9 }, applies: true, amount: 0 },
  {
    name: 'delay without the arrival delay: amount null, named missing',
    trip: { from: 'FCO', to: 'HAM' },
    applies: true,
    amount: null,
    missing: ['arrivalDelayHours'],
  },
  // Scope
  {
    name: 'non-EU carrier out of the EU (Delta FRA-JFK): covered',
    trip: { from: 'FRA', to: 'JFK', carrier: C.delta, arrivalDelayHours: 5 },
    applies: true,
    amount: 600,
  },
  {
    name: 'EU carrier into the EU (Lufthansa JFK-FRA): covered',
    trip: { from: 'JFK', to: 'FRA', arrivalDelayHours: 5 },
    applies: true,
    amount: 600,
  },
  {
    name: 'non-EU carrier into the EU (Delta JFK-FRA): not covered',
    trip: { from: 'JFK', to: 'FRA', carrier: C.delta, arrivalDelayHours: 5 },
    applies: false,
    amount: null,
    reason: /Delta Air Lines is not one/,
  },
  {
    name: 'EEA carrier into the EEA (Norwegian JFK-OSL): covered',
    trip: { from: 'JFK', to: 'OSL', carrier: C.norwegian, arrivalDelayHours: 3.2 },
    applies: true,
    amount: 300,
  },
  {
    name: 'Swiss airport (Delta ZRH-JFK, 2025): covered',
    trip: { from: 'ZRH', to: 'JFK', carrier: C.delta, arrivalDelayHours: 5 },
    applies: true,
    amount: 600,
  },
  {
    name: 'Switzerland before 1 Dec 2006 (Delta ZRH-JFK): not covered',
    trip: { from: 'ZRH', to: 'JFK', carrier: C.delta, date: '2006-06-01', arrivalDelayHours: 5 },
    applies: false,
    amount: null,
  },
  {
    name: 'Bulgaria before accession (Delta SOF-JFK, 2006): not covered',
    trip: { from: 'SOF', to: 'JFK', carrier: C.delta, date: '2006-06-01', arrivalDelayHours: 5 },
    applies: false,
    amount: null,
  },
  {
    name: 'neither end in the EU (Emirates DXB-JFK): not covered',
    trip: { from: 'DXB', to: 'JFK', carrier: C.emirates, arrivalDelayHours: 5 },
    applies: false,
    amount: null,
  },
  // The UK: inside until 31 Dec 2020
  {
    name: 'UK 2020: BA LHR-JFK is EU261, EUR 600',
    trip: { from: 'LHR', to: 'JFK', carrier: C.britishAirways, date: '2020-12-31', arrivalDelayHours: 5 },
    applies: true,
    amount: 600,
  },
  {
    name: 'UK 2021: BA LHR-JFK is no longer EU261',
    trip: { from: 'LHR', to: 'JFK', carrier: C.britishAirways, date: '2021-01-01', arrivalDelayHours: 5 },
    applies: false,
    amount: null,
  },
  {
    name: 'UK 2022: Lufthansa LHR-FRA (EU carrier into the EU): EUR 250',
    trip: { from: 'LHR', to: 'FRA', date: '2022-05-01', arrivalDelayHours: 3 },
    applies: true,
    amount: 250,
  },
  {
    name: 'UK 2022: BA LHR-FRA (UK carrier into the EU): not EU261',
    trip: { from: 'LHR', to: 'FRA', carrier: C.britishAirways, date: '2022-05-01', arrivalDelayHours: 3 },
    applies: false,
    amount: null,
  },
  {
    name: 'UK 2022: easyJet (UK licence) FRA-LHR departs the EU: EUR 250',
    trip: { from: 'FRA', to: 'LHR', carrier: C.easyJet, date: '2022-05-01', arrivalDelayHours: 4 },
    applies: true,
    amount: 250,
  },
  // Effective date of the Regulation
  {
    name: 'before 17 Feb 2005: not in force',
    trip: { from: 'FRA', to: 'JFK', date: '2005-02-16', arrivalDelayHours: 5 },
    applies: false,
    amount: null,
    citation: /Art\. 19/,
  },
  // Cancellation notice and re-routing (Art. 5(1)(c))
  {
    name: 'cancellation, 14 days notice: nothing',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation', noticeDays: 14 },
    applies: true,
    amount: 0,
    citation: /5\(1\)\(c\)\(i\)/,
  },
  {
    name: 'Art. 5(1)(c)(ii): 10 days, alternative 3.9 h late, left 2 h early: exempt',
    trip: {
      from: 'FRA',
      to: 'JFK',
      incident: 'cancellation',
      noticeDays: 10,
      arrivalDelayHours: 3.9,
      alternativeDepartedEarlierHours: 2,
    },
    applies: true,
    amount: 0,
    citation: /\(ii\)/,
  },
  {
    name: 'Art. 5(1)(c)(ii): 10 days, alternative 3.9 h late, departure unknown: null, never 0',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation', noticeDays: 10, arrivalDelayHours: 3.9 },
    applies: true,
    amount: null,
    missing: ['alternativeDepartedEarlierHours'],
    citation: /\(ii\)/,
  },
  {
    name: 'Art. 5(1)(c)(ii): 10 days, alternative 3.9 h late but left 2.5 h early: EUR 600 (3.9 h is within the 4 h of Art. 7(2)(c): halved to EUR 300)',
    trip: {
      from: 'FRA',
      to: 'JFK',
      incident: 'cancellation',
      noticeDays: 10,
      arrivalDelayHours: 3.9,
      alternativeDepartedEarlierHours: 2.5,
    },
    applies: true,
    amount: 300,
    reason: /more than the 2 h/,
  },
  {
    name: 'cancellation, 10 days, alternative 5 h late: EUR 600',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation', noticeDays: 10, arrivalDelayHours: 5 },
    applies: true,
    amount: 600,
  },
  {
    name: 'Art. 5(1)(c)(iii): 3 days, alternative 1.5 h late, left 1 h early: exempt',
    trip: {
      from: 'FRA',
      to: 'JFK',
      incident: 'cancellation',
      noticeDays: 3,
      arrivalDelayHours: 1.5,
      alternativeDepartedEarlierHours: 1,
    },
    applies: true,
    amount: 0,
    citation: /\(iii\)/,
  },
  {
    name: 'Art. 5(1)(c)(iii): 3 days, alternative 1.5 h late but left 1.5 h early: halved EUR 300 (Art. 7(2)(c))',
    trip: {
      from: 'FRA',
      to: 'JFK',
      incident: 'cancellation',
      noticeDays: 3,
      arrivalDelayHours: 1.5,
      alternativeDepartedEarlierHours: 1.5,
    },
    applies: true,
    amount: 300,
  },
  {
    name: 'Art. 5(1)(c)(iii): 3 days, alternative 1.5 h late, departure unknown: null with the fact missing',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation', noticeDays: 3, arrivalDelayHours: 1.5 },
    applies: true,
    amount: null,
    missing: ['alternativeDepartedEarlierHours'],
  },
  // Not re-routed (docs/api.md "Facts a real case needs"): the full band amount, no arrival delay needed
  {
    name: 'cancelled 2 days before, refunded, no alternative (FRA-JFK): the full EUR 600, not halved',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation', noticeDays: 2, rerouting: 'none' },
    applies: true,
    amount: 600,
    missing: [],
    citation: /Art\. 5\(1\)\(c\) and 7\(1\)\(c\)/,
  },
  {
    name: 'cancelled 10 days before, refunded (FCO-HAM): EUR 250, the (ii) exemption named',
    trip: { from: 'FCO', to: 'HAM', incident: 'cancellation', noticeDays: 10, rerouting: 'none' },
    applies: true,
    amount: 250,
    reason: /5\(1\)\(c\)\(ii\)/,
  },
  {
    name: 'refunded but told 20 days before: nothing (Art. 5(1)(c)(i))',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation', noticeDays: 20, rerouting: 'none' },
    applies: true,
    amount: 0,
  },
  {
    name: 'denied boarding, not re-routed: the full EUR 600',
    trip: { from: 'FRA', to: 'JFK', incident: 'denied_boarding', rerouting: 'none' },
    applies: true,
    amount: 600,
  },
  // Brought forward (Azurair, C-146/20 and joined cases, 21 Dec 2021, operative part: more than one hour = cancelled)
  {
    name: 'Azurair: moved 3 h earlier with 2 days notice: cancelled, EUR 600 (FRA-JFK)',
    trip: { from: 'FRA', to: 'JFK', incident: 'moved_earlier', alternativeDepartedEarlierHours: 3, noticeDays: 2 },
    applies: true,
    amount: 600,
    citation: /C-146\/20/,
  },
  {
    name: 'Azurair: moved 1 h earlier is not a cancellation: nothing',
    trip: { from: 'FRA', to: 'JFK', incident: 'moved_earlier', alternativeDepartedEarlierHours: 1, noticeDays: 2 },
    applies: true,
    amount: 0,
  },
  {
    name: 'moved earlier by an unknown amount: null with the fact missing',
    trip: { from: 'FRA', to: 'JFK', incident: 'moved_earlier', noticeDays: 2 },
    applies: true,
    amount: null,
    missing: ['alternativeDepartedEarlierHours'],
  },
  {
    name: 'moved 1.5 h earlier, told 10 days before: within the 2 h of Art. 5(1)(c)(ii): nothing',
    trip: { from: 'FRA', to: 'JFK', incident: 'moved_earlier', alternativeDepartedEarlierHours: 1.5, noticeDays: 10 },
    applies: true,
    amount: 0,
    citation: /\(ii\)/,
  },
  {
    name: 'moved 5 h earlier, told 20 days before: nothing (Art. 5(1)(c)(i))',
    trip: { from: 'FRA', to: 'JFK', incident: 'moved_earlier', alternativeDepartedEarlierHours: 5, noticeDays: 20 },
    applies: true,
    amount: 0,
  },
  // Extraordinary circumstances shown (Art. 5(3))
  {
    name: 'delay 5 h, extraordinary circumstances proven: nothing, care remains',
    trip: { from: 'FRA', to: 'JFK', arrivalDelayHours: 5, cause: 'extraordinary_proven' },
    applies: true,
    amount: 0,
    citation: /5\(3\)/,
  },
  {
    name: 'cancellation, extraordinary circumstances proven, even with facts missing: nothing',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation', cause: 'extraordinary_proven' },
    applies: true,
    amount: 0,
    missing: [],
  },
  {
    name: 'denied boarding has no such defence (Finnair C-22/11): EUR 600 even when proven',
    trip: { from: 'FRA', to: 'JFK', incident: 'denied_boarding', arrivalDelayHours: 6, cause: 'extraordinary_proven' },
    applies: true,
    amount: 600,
    reason: /C-22\/11/,
  },
  {
    name: 'cancellation, 3 days, band (c) alternative 3 h late: halved to EUR 300 (Art. 7(2)(c))',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation', noticeDays: 3, arrivalDelayHours: 3 },
    applies: true,
    amount: 300,
    citation: /7\(2\)\(c\)/,
  },
  {
    name: 'cancellation, 3 days, band (a) alternative 2.5 h late: full EUR 250',
    trip: { from: 'FCO', to: 'HAM', incident: 'cancellation', noticeDays: 3, arrivalDelayHours: 2.5 },
    applies: true,
    amount: 250,
  },
  {
    name: 'cancellation, band (a) alternative exactly 2 h late, 3 days: halved to EUR 125',
    trip: { from: 'BCN', to: 'FCO', incident: 'cancellation', noticeDays: 3, arrivalDelayHours: 2 },
    applies: true,
    amount: 125,
  },
  {
    name: 'cancellation without notice days: missing',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation' },
    applies: true,
    amount: null,
    missing: ['noticeDays'],
  },
  {
    name: 'cancellation, 2 days, no re-routing facts: missing',
    trip: { from: 'FRA', to: 'JFK', incident: 'cancellation', noticeDays: 2 },
    applies: true,
    amount: null,
    missing: ['arrivalDelayHours'],
  },
  // Denied boarding
  {
    name: 'denied boarding, alternative 6 h late: EUR 600',
    trip: { from: 'FRA', to: 'JFK', incident: 'denied_boarding', arrivalDelayHours: 6 },
    applies: true,
    amount: 600,
    citation: /Art\. 4\(3\)/,
  },
  {
    name: 'denied boarding, band (c) alternative 4 h late: EUR 300',
    trip: { from: 'FRA', to: 'JFK', incident: 'denied_boarding', arrivalDelayHours: 4 },
    applies: true,
    amount: 300,
  },
  {
    name: 'denied boarding on safety grounds: nothing (Art. 2(j))',
    trip: { from: 'FRA', to: 'JFK', incident: 'denied_boarding', cause: 'safety', arrivalDelayHours: 6 },
    applies: true,
    amount: 0,
    citation: /2\(j\)/,
  },
  {
    name: 'denied boarding, extraordinary: still owed (Finnair C-22/11)',
    trip: { from: 'FCO', to: 'HAM', incident: 'denied_boarding', cause: 'extraordinary', arrivalDelayHours: 6 },
    applies: true,
    amount: 250,
    reason: /C-22\/11/,
  },
  // Cause
  {
    name: 'extraordinary circumstances: amount given, carrier must prove them',
    trip: { from: 'FRA', to: 'JFK', cause: 'extraordinary', arrivalDelayHours: 5 },
    applies: true,
    amount: 600,
    reason: /proves extraordinary circumstances/,
  },
  {
    name: 'safety (technical fault): amount given, Wallentin-Hermann',
    trip: { from: 'FRA', to: 'JFK', cause: 'safety', arrivalDelayHours: 5 },
    applies: true,
    amount: 600,
    reason: /C-549\/07/,
  },
  // Other incidents
  {
    name: 'downgrade band (c) without the fare: null, farePaid missing',
    trip: { from: 'FRA', to: 'JFK', incident: 'downgrade' },
    applies: true,
    amount: null,
    missing: ['farePaid'],
    reason: /75%/,
  },
  {
    name: 'Art. 10(2)(c): downgrade FRA-JFK, fare EUR 1,200: 75% = EUR 900',
    trip: { from: 'FRA', to: 'JFK', incident: 'downgrade', farePaid: { amount: 1200, currency: 'EUR' } },
    applies: true,
    amount: 900,
    citation: /10\(2\)\(c\)/,
  },
  {
    name: 'Art. 10(2)(a): downgrade FCO-HAM, fare EUR 199.99: 30% = EUR 60.00 (cents)',
    trip: { from: 'FCO', to: 'HAM', incident: 'downgrade', farePaid: { amount: 199.99, currency: 'EUR' } },
    applies: true,
    amount: 60,
    citation: /10\(2\)\(a\)/,
  },
  {
    name: 'Art. 10(2)(b): downgrade FRA-IST, fare CHF 333: 50% in the fare currency, CHF 166.50',
    trip: { from: 'FRA', to: 'IST', incident: 'downgrade', farePaid: { amount: 333, currency: 'CHF' } },
    applies: true,
    amount: 166.5,
    currency: 'CHF',
  },
  {
    name: 'downgrade Paris - Réunion: 75% (French overseas department)',
    trip: { from: 'CDG', to: 'RUN', incident: 'downgrade', farePaid: { amount: 800, currency: 'EUR' } },
    applies: true,
    amount: 600,
  },
  {
    name: 'baggage is not EU261',
    trip: { from: 'FRA', to: 'JFK', incident: 'baggage_lost' },
    applies: false,
    amount: null,
    reason: /Montreal/,
  },
];

describe('EU261 worked examples', () => {
  it.each(cases)('$name', (c) => {
    const r = assessEu261(trip(c.trip));
    expect(r.regime).toBe('EU261');
    expect(r.applies).toBe(c.applies);
    expect(r.amount).toBe(c.amount);
    expect(r.currency).toBe(c.currency ?? 'EUR');
    expect(r.limit).toBeNull();
    expect(r.missing).toEqual(c.missing ?? []);
    if (c.citation) expect(r.citation).toMatch(c.citation);
    if (c.reason) expect(r.reason).toMatch(c.reason);
    expect(r.citation).toMatch(/^Regulation \(EC\) No 261\/2004/);
    expect(r.reason.length).toBeGreaterThan(10);
  });
});
