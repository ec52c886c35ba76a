// The passenger-rights engine's one entry point (docs/api.md#rights): a journey in, one entry per regime
// and the traveller's deadlines out. Pure: the route (worker/routes/rights.ts) looks up the airports and the
// carrier and calls this; the report flow can call the same function.
import { assessAppr } from './appr';
import type { AirportFacts, CarrierFacts, Cause, Incident, Journey, RegimeResult } from './common';
import { journeyDeadlines, type Deadline } from './deadlines';
import { assessEu261 } from './eu261';
import { geodesicKm, nearBandEdge } from './geodesic';
import { assessMontreal } from './montreal';
import { assessUk261 } from './uk261';
import { assessUsDot } from './us-dot';

export interface AssessInput {
  date: string;
  departure: AirportFacts;
  arrival: AirportFacts;
  carrier: CarrierFacts;
  incident: Incident;
  arrivalDelayHours?: number;
  noticeDays?: number;
  baggageReceivedDate?: string;
  cause?: Cause;
}

export interface Assessment {
  distanceKm: number;
  nearBandEdge: boolean;
  regimes: RegimeResult[];
  deadlines: Deadline[];
}

export function toJourney(input: AssessInput): Journey {
  const j: Journey = {
    date: input.date,
    departure: input.departure,
    arrival: input.arrival,
    distanceKm: geodesicKm(input.departure, input.arrival),
    carrier: input.carrier,
    incident: input.incident,
    cause: input.cause ?? 'unknown',
  };
  if (input.arrivalDelayHours !== undefined) j.arrivalDelayHours = input.arrivalDelayHours;
  if (input.noticeDays !== undefined) j.noticeDays = input.noticeDays;
  if (input.baggageReceivedDate !== undefined) j.baggageReceivedDate = input.baggageReceivedDate;
  return j;
}

export function assess(input: AssessInput): Assessment {
  const j = toJourney(input);
  const regimes = [assessEu261(j), assessUk261(j), assessAppr(j), assessUsDot(j), assessMontreal(j)];
  return {
    distanceKm: Math.round(j.distanceKm),
    nearBandEdge: nearBandEdge(j.distanceKm),
    regimes,
    deadlines: journeyDeadlines(j, regimes),
  };
}

export type { Deadline } from './deadlines';
