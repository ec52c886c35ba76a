// The rights engine's codes in the words a person reads (docs/api.md#rights): the regimes, incidents, causes and
// missing facts, and the one way AirDesk writes a duration ("5 h 5 min"). The letter, the case PDF, the export and
// the SPA all read them from here, so a code never reaches a reader and a duration reads the same everywhere.
import type { Cause, Incident, RegimeId, RegimeResult } from './rights';

/** Each regime by the law's name, as a reader knows it. */
export const REGIME_NAMES: Record<RegimeId, string> = {
  EU261: 'EU air passenger rights (Regulation (EC) No 261/2004)',
  UK261: 'UK air passenger rights (UK Regulation 261/2004)',
  APPR: "Canada's Air Passenger Protection Regulations",
  US_DOT: 'US Department of Transportation rules',
  MONTREAL: 'Montreal Convention 1999 (carrier liability)',
  TR_SHY: "Türkiye's Passenger Rights Regulation (SHY-Passenger)",
  IL_ASL: "Israel's Aviation Services Law 2012",
  IN_CAR: "India's DGCA passenger rules (CAR Section 3, Series M, Part IV)",
  BR_ANAC: "Brazil's ANAC Resolution 400",
};

/** What happened, as a noun phrase. */
export const INCIDENT_NAMES: Record<Incident, string> = {
  delay: 'Delay',
  cancellation: 'Cancellation',
  denied_boarding: 'Denied boarding',
  downgrade: 'Downgrade',
  baggage_delayed: 'Delayed baggage',
  baggage_damaged: 'Damaged baggage',
  baggage_lost: 'Lost baggage',
  moved_earlier: 'Flight moved to an earlier time',
  other: 'Another problem',
};

/** What caused it, as the traveller reported it. */
export const CAUSE_NAMES: Record<Cause, string> = {
  airline: "Within the airline's control (e.g. a technical fault, crew)",
  safety: 'A safety issue',
  extraordinary: 'The airline says extraordinary circumstances',
  extraordinary_proven: 'Extraordinary circumstances the airline has shown',
  unknown: 'Not known',
};

/** The facts an answer names in `missing`, as the questions that ask them would (for the traveller and a reader of the case). */
export const MISSING_FACT_NAMES: Record<string, string> = {
  arrivalDelayHours: 'how many hours late the flight arrived',
  noticeDays: 'how many days before departure the change was announced',
  alternativeDepartedEarlierHours: 'how much earlier the alternative flight left',
  cause: 'what caused it',
  farePaid: 'the fare paid',
  baggageReceivedDate: 'the day the bag came back',
  carrierSize: "the airline's size under Canada's rules",
};

const camelWords = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A code in words; a code not in `names` (one added later) as its plain words, never the code itself. */
export const inWords = (names: Readonly<Record<string, string>>, code: string) =>
  names[code] ?? camelWords(code).replace(/[_-]/g, ' ');

export const regimeName = (id: string) => inWords(REGIME_NAMES, id);
export const incidentName = (id: string) => inWords(INCIDENT_NAMES, id);
export const causeName = (id: string) => inWords(CAUSE_NAMES, id);
export const missingFactName = (key: string) => inWords(MISSING_FACT_NAMES, key);

/** Hours as `3 h 30 min` (to the minute): the one duration format of the letter, the screens, the PDF and the export. */
export const durationText = (hours: number) => {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h && m ? `${h} h ${m} min` : h ? `${h} h` : `${m} min`;
};

/** `n` and its noun, singular for one: `1 day`, `2 days`. */
export const countText = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** An amount with its currency, as the letter writes it: `EUR 1,200`, `EUR 18.50`. */
export const amountText = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en-GB', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

/** A regime's amount as every reader sees it: per passenger (`EUR 600 per passenger`). */
export const perPassenger = (amount: number, currency: string) => `${amountText(amount, currency)} per passenger`;

/** A regime's amount in words: per passenger, the damages limit, none, or the facts it still depends on. */
export function amountInWords(r: Pick<RegimeResult, 'amount' | 'currency' | 'limit' | 'missing'>): string {
  if (r.amount !== null && r.amount > 0 && r.currency) return perPassenger(r.amount, r.currency);
  if (r.amount === 0) return 'No compensation is owed for this journey as described';
  if (r.limit) return `Damages up to ${amountText(r.limit.amount, r.limit.currency)} per passenger`;
  if (r.missing.length > 0) return `Not known yet: it depends on ${r.missing.map(missingFactName).join(' and ')}`;
  return 'No fixed amount (a refund, care or damages)';
}

/** The notice given of a cancellation or change: `On the day of departure`, `1 day before departure`. */
export const noticeInWords = (days: number) =>
  days === 0 ? 'On the day of departure' : `${countText(days, 'day')} before departure`;

/** The law of a citation: `Regulation (EC) No 261/2004, Art. 7(1)(a)` -> `Regulation (EC) No 261/2004`. */
export const lawOf = (citation: string) => citation.split(/, (?:Art\.|s\.)/)[0]!.trim();

/**
 * The article a compensation is claimed under when its sum cannot be set yet: Art. 7 of Regulation 261/2004 (and
 * UK261), else the regime's own citation. The letter claims it by this, and the form says so at the checkbox.
 */
export const compensationArticle = (r: Pick<RegimeResult, 'regime' | 'citation'>) =>
  r.regime === 'EU261' || r.regime === 'UK261' ? `${lawOf(r.citation)}, Art. 7` : r.citation;
