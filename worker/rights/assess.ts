// The passenger-rights engine's one entry point (docs/api.md#rights): a journey in, one entry per regime
// and the traveller's deadlines out. Pure: the route (worker/routes/rights.ts) looks up the airports and the
// carrier and calls this; the report flow can call the same function. The clock is an input (`today`).
import { assessAppr } from './appr';
import { assessBrAnac } from './br-anac';
import type { PendingLaw } from '../contracts/rights';
import type { AirportFacts, CarrierFacts, Cause, Fare, Incident, Journey, RegimeResult, Rerouting } from './common';
import { journeyDeadlines, type Deadline } from './deadlines';
import { assessEu261 } from './eu261';
import { geodesicKm, nearBandEdge } from './geodesic';
import { assessIlAsl } from './il-asl';
import { assessInCar } from './in-car';
import { withTimeLimit } from './limits';
import { assessMontreal } from './montreal';
import { pendingLaw } from './pending';
import { assessTrShy } from './tr-shy';
import { assessUk261 } from './uk261';
import { assessUsDot } from './us-dot';

export interface AssessInput {
  date: string;
  departure: AirportFacts;
  arrival: AirportFacts;
  /** The report's airline. */
  carrier: CarrierFacts;
  /** The operating carrier of the disrupted leg, when it is not `carrier`. */
  disruptedLegCarrier?: CarrierFacts;
  incident: Incident;
  arrivalDelayHours?: number;
  noticeDays?: number;
  baggageReceivedDate?: string;
  cause?: Cause;
  rerouting?: Rerouting;
  alternativeDepartedEarlierHours?: number;
  farePaid?: Fare;
  /** Today's date (YYYY-MM-DD, UTC): a flight after it gets no compensation assessment; past time limits warn. */
  today?: string;
}

export interface Assessment {
  distanceKm: number;
  nearBandEdge: boolean;
  regimes: RegimeResult[];
  deadlines: Deadline[];
  /** Law not in force that would change this answer (pending.ts): for the traveller only, never in an amount. */
  pending: PendingLaw[];
}

export function toJourney(input: AssessInput): Journey {
  const j: Journey = {
    date: input.date,
    departure: input.departure,
    arrival: input.arrival,
    distanceKm: geodesicKm(input.departure, input.arrival),
    carrier: input.disruptedLegCarrier ?? input.carrier,
    incident: input.incident,
    cause: input.cause ?? 'unknown',
    rerouting: input.rerouting ?? 'taken',
  };
  if (input.disruptedLegCarrier) j.ticketCarrier = input.carrier;
  if (input.arrivalDelayHours !== undefined) j.arrivalDelayHours = input.arrivalDelayHours;
  if (input.noticeDays !== undefined) j.noticeDays = input.noticeDays;
  if (input.baggageReceivedDate !== undefined) j.baggageReceivedDate = input.baggageReceivedDate;
  if (input.alternativeDepartedEarlierHours !== undefined)
    j.alternativeDepartedEarlierHours = input.alternativeDepartedEarlierHours;
  if (input.farePaid !== undefined) j.farePaid = input.farePaid;
  return j;
}

/**
 * A flight that has not happened yet gets no compensation assessment: the regime still says whether it covers the
 * journey (and so what care and rights at the airport it gives), but `amount` is null with a reason.
 */
export function notYetFlown(r: RegimeResult, date: string): RegimeResult {
  if (!r.applies || r.limit !== null) return r;
  return {
    ...r,
    amount: null,
    missing: [],
    reason: `The flight is scheduled for ${date}, after today: compensation is assessed once it has happened. This regime covers the journey, so its rules on care, re-routing and refunds apply at the airport if the flight is disrupted.`,
  };
}

export function assess(input: AssessInput): Assessment {
  const j = toJourney(input);
  const raw = [
    assessEu261(j),
    assessUk261(j),
    assessAppr(j),
    assessUsDot(j),
    assessMontreal(j),
    assessTrShy(j),
    assessIlAsl(j),
    assessInCar(j),
    assessBrAnac(j),
  ];
  const future = input.today !== undefined && j.date > input.today;
  const regimes = raw.map((r) => (future ? notYetFlown(r, j.date) : withTimeLimit(r, j, input.today)));
  return {
    distanceKm: Math.round(j.distanceKm),
    nearBandEdge: nearBandEdge(j.distanceKm),
    regimes,
    deadlines: journeyDeadlines(j, regimes),
    // From the regimes as the law gives them, before the not-yet-flown and time-limit wording: pending law
    // concerns the entitlement itself.
    pending: pendingLaw(j, raw),
  };
}

export type { Deadline } from './deadlines';
