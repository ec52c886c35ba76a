// Worked examples for four more regimes: Türkiye's SHY-YOLCU, Israel's Aviation Services Law, India's
// DGCA CAR Section 3 Series M Part IV, Brazil's ANAC Resolution 400. Each case names the article it applies; where
// AirDesk could not confirm a figure from an official text the amount is null with the reason
// (docs/rights-sources.md).
import { describe, expect, it } from 'vitest';
import { assessBrAnac } from './br-anac';
import type { RegimeResult } from './common';
import { assessIlAsl } from './il-asl';
import { assessInCar } from './in-car';
import { CARRIERS as C, trip, type Trip } from './journeys.node-fixture';
import { assessTrShy } from './tr-shy';

interface Case {
  name: string;
  assess: (j: ReturnType<typeof trip>) => RegimeResult;
  trip: Trip;
  applies: boolean;
  amount: number | null;
  currency?: string;
  missing?: string[];
  citation?: RegExp;
  reason?: RegExp;
}

const TK = C.turkish;
const cases: Case[] = [
  // TR_SHY: Art. 2(1)(a) scope; Art. 7(3) and 8 as amended by Resmî Gazete 32748 (10 Dec 2024)
  {
    name: 'SHY Art. 7(3)/8: domestic IST-ADB (Pegasus), 4 h late, 2025: EUR 100',
    assess: assessTrShy,
    trip: { from: 'IST', to: 'ADB', carrier: C.pegasus, arrivalDelayHours: 4 },
    applies: true,
    amount: 100,
    citation: /32748.*Art\. 7\(3\) and 8/,
    reason: /Turkish lira/,
  },
  {
    name: 'SHY Art. 8: international IST-FRA (1,865 km), 3 h late: EUR 400',
    assess: assessTrShy,
    trip: { from: 'IST', to: 'FRA', carrier: TK, arrivalDelayHours: 3 },
    applies: true,
    amount: 400,
  },
  {
    name: 'SHY Art. 8: international IST-JFK (over 3,500 km), 6 h: EUR 600',
    assess: assessTrShy,
    trip: { from: 'IST', to: 'JFK', carrier: TK, arrivalDelayHours: 6 },
    applies: true,
    amount: 600,
  },
  {
    name: 'SHY Art. 8: international IST-SOF (1,500 km or less), 3.5 h: EUR 250',
    assess: assessTrShy,
    trip: { from: 'IST', to: 'SOF', carrier: TK, arrivalDelayHours: 3.5 },
    applies: true,
    amount: 250,
  },
  {
    name: 'SHY: a delay before the amendment (1 Dec 2024): no compensation, care only',
    assess: assessTrShy,
    trip: { from: 'IST', to: 'FRA', carrier: TK, date: '2024-12-01', arrivalDelayHours: 5 },
    applies: true,
    amount: 0,
    reason: /10 December 2024/,
  },
  {
    name: 'SHY: 2.5 h late: under the 3 hours',
    assess: assessTrShy,
    trip: { from: 'IST', to: 'FRA', carrier: TK, arrivalDelayHours: 2.5 },
    applies: true,
    amount: 0,
  },
  {
    name: 'SHY Art. 2(1)(a): foreign carrier into Türkiye (Lufthansa FRA-IST): not covered',
    assess: assessTrShy,
    trip: { from: 'FRA', to: 'IST', arrivalDelayHours: 5 },
    applies: false,
    amount: null,
  },
  {
    name: 'SHY Art. 2(1)(a): Turkish carrier into Türkiye (TK FRA-IST): covered',
    assess: assessTrShy,
    trip: { from: 'FRA', to: 'IST', carrier: TK, arrivalDelayHours: 5 },
    applies: true,
    amount: 400,
  },
  {
    name: 'SHY: cancellation: conditions not confirmed from the official text: null with the reason',
    assess: assessTrShy,
    trip: { from: 'IST', to: 'FRA', carrier: TK, incident: 'cancellation', noticeDays: 2 },
    applies: true,
    amount: null,
    reason: /could not be confirmed/,
  },
  {
    name: 'SHY: delay with missing arrival delay: null, named',
    assess: assessTrShy,
    trip: { from: 'IST', to: 'FRA', carrier: TK },
    applies: true,
    amount: null,
    missing: ['arrivalDelayHours'],
  },
  // IL_ASL: s.1 definitions, s.6, First Schedule
  {
    name: 'ASL s.1: TLV-FCO delayed 4 h: under 8 h, assistance only',
    assess: assessIlAsl,
    trip: { from: 'TLV', to: 'FCO', carrier: C.elAl, arrivalDelayHours: 4 },
    applies: true,
    amount: 0,
    currency: 'ILS',
  },
  {
    name: 'ASL s.1: a flight 9 h late counts as cancelled: indexed sum not confirmed, null',
    assess: assessIlAsl,
    trip: { from: 'TLV', to: 'FCO', carrier: C.elAl, arrivalDelayHours: 9 },
    applies: true,
    amount: null,
    currency: 'ILS',
    reason: /counts as cancelled/,
  },
  {
    name: 'ASL: foreign carrier into Israel (Lufthansa FRA-TLV) is covered (any flight to Israel)',
    assess: assessIlAsl,
    trip: { from: 'FRA', to: 'TLV', incident: 'cancellation' },
    applies: true,
    amount: null,
    currency: 'ILS',
  },
  {
    name: 'ASL: not to or from Israel',
    assess: assessIlAsl,
    trip: { from: 'FRA', to: 'JFK' },
    applies: false,
    amount: null,
    currency: 'ILS',
  },
  // IN_CAR
  {
    name: 'CAR: DEL-BOM delay: care, no money',
    assess: assessInCar,
    trip: { from: 'DEL', to: 'BOM', carrier: C.indigo, arrivalDelayHours: 5 },
    applies: true,
    amount: 0,
    currency: 'INR',
  },
  {
    name: 'CAR para 1.4: cancellation caused by extraordinary circumstances shown: nothing',
    assess: assessInCar,
    trip: { from: 'DEL', to: 'BOM', carrier: C.indigo, incident: 'cancellation', cause: 'extraordinary_proven' },
    applies: true,
    amount: 0,
    currency: 'INR',
    citation: /para 1\.4/,
  },
  {
    name: 'CAR: denied boarding: the basic fare plus fuel charge and the alternative decide: null',
    assess: assessInCar,
    trip: { from: 'DEL', to: 'BOM', carrier: C.indigo, incident: 'denied_boarding' },
    applies: true,
    amount: null,
    currency: 'INR',
    reason: /INR 10,000/,
  },
  {
    name: 'CAR: Lufthansa FRA-DEL (a foreign carrier to India) is covered',
    assess: assessInCar,
    trip: { from: 'FRA', to: 'DEL', incident: 'cancellation' },
    applies: true,
    amount: null,
    currency: 'INR',
  },
  {
    name: 'CAR: downgrade before 15 Feb 2023: not covered',
    assess: assessInCar,
    trip: { from: 'DEL', to: 'BOM', carrier: C.indigo, incident: 'downgrade', date: '2022-06-01' },
    applies: false,
    amount: null,
    currency: 'INR',
  },
  // BR_ANAC: Resolution 400, Art. 24
  {
    name: 'Res. 400 Art. 24(I): denied boarding GRU-GIG (domestic): 250 SDR',
    assess: assessBrAnac,
    trip: { from: 'GRU', to: 'GIG', carrier: C.latam, incident: 'denied_boarding' },
    applies: true,
    amount: 250,
    currency: 'SDR',
    citation: /Art\. 24\(I\)/,
  },
  {
    name: 'Res. 400 Art. 24(II): denied boarding GRU-LIS (international): 500 SDR',
    assess: assessBrAnac,
    trip: { from: 'GRU', to: 'LIS', carrier: C.latam, incident: 'denied_boarding' },
    applies: true,
    amount: 500,
    currency: 'SDR',
  },
  {
    name: 'Res. 400: a delay gives assistance, no fixed sum: null with the reason',
    assess: assessBrAnac,
    trip: { from: 'GRU', to: 'GIG', carrier: C.latam, arrivalDelayHours: 6 },
    applies: true,
    amount: null,
    currency: 'BRL',
    reason: /no fixed sum/,
  },
  {
    name: 'Res. 400: before 14 Mar 2017: not in force',
    assess: assessBrAnac,
    trip: { from: 'GRU', to: 'GIG', carrier: C.latam, incident: 'denied_boarding', date: '2016-06-01' },
    applies: false,
    amount: null,
    currency: 'SDR',
  },
];

describe('TR_SHY, IL_ASL, IN_CAR, BR_ANAC worked examples', () => {
  it.each(cases)('$name', (c) => {
    const r = c.assess(trip(c.trip));
    expect(r.applies).toBe(c.applies);
    expect(r.amount).toBe(c.amount);
    expect(r.currency).toBe(c.currency ?? 'EUR');
    expect(r.limit).toBeNull();
    expect(r.missing).toEqual(c.missing ?? []);
    if (c.citation) expect(r.citation).toMatch(c.citation);
    if (c.reason) expect(r.reason).toMatch(c.reason);
    expect(r.reason.length).toBeGreaterThan(10);
  });
});
