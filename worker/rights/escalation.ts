// The next step when the company's answer window has passed: the body that takes the case for the regime the
// letter cited, with its official contact page, and the escalation letter. Regulator contacts are data with
// their source page, like company contacts. Pure: the route passes the report and today's date.
import type { Deadline, Escalation, EscalationBody, RegimeId } from '../contracts/rights';

/**
 * One body per regime. EU261: the national enforcement body of the state where the incident took place
 * (for a departure from outside the EU, the state of destination), listed by the European Commission.
 */
export const ESCALATION_BODIES: Readonly<Partial<Record<RegimeId, EscalationBody>>> = {
  EU261: {
    regime: 'EU261',
    name: 'the national enforcement body (NEB) of the EU country where the incident took place',
    url: 'http://ec.europa.eu/transport/passenger-rights/en/34-neb-air.html',
    source: 'http://ec.europa.eu/transport/passenger-rights/en/34-neb-air.html',
    how: "Send it the EU air passenger rights complaint form or the letter below, with a copy of your complaint to the airline and the airline's answer if any. For a flight from outside the EU, the body of the EU country of arrival.",
  },
  UK261: {
    regime: 'UK261',
    name: "the airline's approved ADR body, or the UK Civil Aviation Authority's Passenger Advice and Complaints Team (PACT) if the airline has none",
    url: 'https://www.caa.co.uk/passengers/resolving-travel-problems/how-the-caa-can-help/alternative-dispute-resolution',
    source:
      'https://www.caa.co.uk/passengers/resolving-travel-problems/how-the-caa-can-help/alternative-dispute-resolution',
    how: 'After 8 weeks without a resolution (or a deadlock letter) the CAA page names the ADR body of each airline; ADR is free for the passenger.',
  },
  APPR: {
    regime: 'APPR',
    name: 'the Canadian Transportation Agency (CTA)',
    url: 'https://otc-cta.gc.ca/eng/air-travel-complaints-overview',
    source: 'https://otc-cta.gc.ca/eng/air-travel-complaints-overview',
    how: 'The CTA takes the complaint with proof of your written contact with the airline, your booking and receipts.',
  },
  US_DOT: {
    regime: 'US_DOT',
    name: "the US Department of Transportation's Office of Aviation Consumer Protection",
    url: 'https://secure.dot.gov/air-travel-complaint',
    source: 'https://secure.dot.gov/air-travel-complaint',
    how: 'The DOT forwards the complaint to the airline, which must answer it, and counts it in its monthly Air Travel Consumer Report.',
  },
};

export interface EscalationReport {
  id: number;
  airlineName: string;
  dateSubmitted: string;
  status: string;
  letter: string;
  cited: RegimeId | null;
  deadlines: readonly Deadline[];
}

/**
 * The escalation, once the company's answer window has ended on an open report; null before that, for a
 * resolved report, or when the cited regime has no body that takes complaints (Montreal claims go to court).
 */
export function escalationFor(r: EscalationReport, today: string): Escalation | null {
  if (r.status === 'resolved') return null;
  const ended = r.deadlines.filter((d) => d.kind === 'company-answer' && d.date < today);
  if (ended.length === 0) return null;
  // The body of the regime the letter cited: the traveller escalates the claim they made.
  const body = r.cited ? ESCALATION_BODIES[r.cited] : undefined;
  if (!body) return null;
  const windowEnded = ended[0]!.date;
  const letter = [
    `To ${body.name},`,
    `I filed the complaint below with ${r.airlineName} on ${r.dateSubmitted.slice(0, 10)} (AirDesk report #${r.id}). The time the airline had to answer ended on ${windowEnded}, and the case is still not resolved: no satisfactory answer has been received.`,
    'I ask you to review the case and to help me obtain what the rules cited below provide.',
    '--- The complaint as sent to the airline ---',
    r.letter,
  ].join('\n\n');
  return { body, windowEnded, letter };
}
