// Test fixture for the plain-node rights tests: journeys between real airports of the seeded data set.
import { loadAirports } from '../cli/airports-data';
import type { CarrierFacts, Cause, Fare, Incident, Journey, Rerouting } from './common';
import { toJourney } from './assess';

const airports = new Map(loadAirports().map((a) => [a.iataCode, a]));

export function airport(code: string) {
  const a = airports.get(code);
  if (!a) throw new Error(`no airport ${code} in the data`);
  return { iataCode: a.iataCode, country: a.country, latitude: a.latitude, longitude: a.longitude };
}

export const CARRIERS = {
  lufthansa: { name: 'Lufthansa', iataCode: 'LH', country: 'Germany' },
  ryanair: { name: 'Ryanair', iataCode: 'FR', country: 'Ireland' },
  swiss: { name: 'Swiss', iataCode: 'LX', country: 'Switzerland' },
  norwegian: { name: 'Norwegian', iataCode: 'DY', country: 'Norway' },
  britishAirways: { name: 'British Airways', iataCode: 'BA', country: 'United Kingdom' },
  easyJet: { name: 'easyJet', iataCode: 'U2', country: 'United Kingdom' },
  airCanada: { name: 'Air Canada', iataCode: 'AC', country: 'Canada' },
  westJet: { name: 'WestJet', iataCode: 'WS', country: 'Canada' },
  porter: { name: 'Porter Airlines', iataCode: 'PD', country: 'Canada' },
  flair: { name: 'Flair Airlines', iataCode: 'F8', country: 'Canada' },
  delta: { name: 'Delta Air Lines', iataCode: 'DL', country: 'United States' },
  emirates: { name: 'Emirates', iataCode: 'EK', country: 'United Arab Emirates' },
  airIndia: { name: 'Air India', iataCode: 'AI', country: 'India' },
  airAustral: { name: 'Air Austral', iataCode: 'UU', country: 'Réunion' },
  jazz: { name: 'Jazz Aviation', iataCode: 'QK', country: 'Canada' },
  pal: { name: 'PAL Airlines', iataCode: 'PB', country: 'Canada' },
  turkish: { name: 'Turkish Airlines', iataCode: 'TK', country: 'Turkey' },
  pegasus: { name: 'Pegasus Airlines', iataCode: 'PC', country: 'Turkey' },
  elAl: { name: 'El Al', iataCode: 'LY', country: 'Israel' },
  indigo: { name: 'IndiGo', iataCode: '6E', country: 'India' },
  latam: { name: 'LATAM Airlines Brasil', iataCode: 'LA', country: 'Brazil' },
  icelandair: { name: 'Icelandair', iataCode: 'FI', country: 'Iceland' },
  skywest: { name: 'SkyWest Airlines', iataCode: 'OO', country: 'United States' },
  united: { name: 'United Airlines', iataCode: 'UA', country: 'United States' },
} satisfies Record<string, CarrierFacts>;

export interface Trip {
  from: string;
  to: string;
  date?: string;
  carrier?: CarrierFacts;
  incident?: Incident;
  arrivalDelayHours?: number;
  noticeDays?: number;
  baggageReceivedDate?: string;
  cause?: Cause;
  rerouting?: Rerouting;
  alternativeDepartedEarlierHours?: number;
  farePaid?: Fare;
  /** The operating carrier of the disrupted leg, when not `carrier` (the ticket's). */
  legCarrier?: CarrierFacts;
}

/** A journey as the engine sees it; defaults: 2025-06-01, Lufthansa, a delay of unknown cause. */
export function trip(t: Trip): Journey {
  const input = {
    date: t.date ?? '2025-06-01',
    departure: airport(t.from),
    arrival: airport(t.to),
    carrier: t.carrier ?? CARRIERS.lufthansa,
    incident: t.incident ?? 'delay',
    ...(t.arrivalDelayHours !== undefined ? { arrivalDelayHours: t.arrivalDelayHours } : {}),
    ...(t.noticeDays !== undefined ? { noticeDays: t.noticeDays } : {}),
    ...(t.baggageReceivedDate !== undefined ? { baggageReceivedDate: t.baggageReceivedDate } : {}),
    ...(t.cause !== undefined ? { cause: t.cause } : {}),
    ...(t.rerouting !== undefined ? { rerouting: t.rerouting } : {}),
    ...(t.alternativeDepartedEarlierHours !== undefined
      ? { alternativeDepartedEarlierHours: t.alternativeDepartedEarlierHours }
      : {}),
    ...(t.farePaid !== undefined ? { farePaid: t.farePaid } : {}),
    ...(t.legCarrier !== undefined ? { disruptedLegCarrier: t.legCarrier } : {}),
  } as const;
  return toJourney(input);
}
