// The passenger-rights part of a report: which regime the letter cites and the paragraph that cites it.
// Pure and built only from the engine's own results, so bad input can never produce a citation the rules
// did not give: a regime that does not apply is never named, and an amount is asked for only when the
// engine computed one.
import type { Assessment } from './assess';
import type { Deadline } from './deadlines';
import { citedRegime } from './common';

const money = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;

const INCIDENT_WORDS: Record<string, string> = {
  delay: 'a delayed flight',
  cancellation: 'a cancelled flight',
  denied_boarding: 'denied boarding',
  downgrade: 'a downgrade',
  baggage_delayed: 'delayed baggage',
  baggage_damaged: 'damaged baggage',
  baggage_lost: 'lost baggage',
  other: 'a problem with the flight',
};

export interface LetterFlight {
  departure: string;
  arrival: string;
  date: string;
  incident: string;
}

/**
 * The paragraph of the letter that names the law: the regime, its article, the amount asked for in the
 * regime's currency, and the date by which an answer is expected. Plain, polite and firm.
 */
export function rightsParagraph(
  flight: LetterFlight,
  assessment: Pick<Assessment, 'distanceKm' | 'regimes'>,
  deadlines: readonly Deadline[],
): string {
  const lines: string[] = [
    `Journey: ${flight.departure} to ${flight.arrival} on ${flight.date} (${assessment.distanceKm.toLocaleString('en-GB')} km), ${INCIDENT_WORDS[flight.incident] ?? 'a problem with the flight'}.`,
  ];
  const cited = citedRegime(assessment.regimes);
  if (!cited) {
    lines.push(
      'No fixed compensation scheme applies to this journey as described; the passenger asks you to review the case and answer in writing.',
    );
  } else if (cited.amount !== null && cited.amount > 0 && cited.currency) {
    lines.push(
      `Under ${cited.citation}, compensation of ${money(cited.amount, cited.currency)} is due for this journey. The passenger asks you to pay it.`,
    );
    lines.push(cited.reason);
  } else if (cited.limit) {
    lines.push(
      `Under ${cited.citation}, the carrier is liable for the passenger's proven damage up to ${cited.limit.amount.toLocaleString('en-GB')} SDR. The passenger asks you to settle the claim.`,
    );
    lines.push(cited.reason);
  } else {
    lines.push(`This journey falls under ${cited.citation}. ${cited.reason}`);
  }
  const answer = deadlines.find((d) => d.kind === 'company-answer');
  if (answer)
    lines.push(
      `Please answer in writing by ${answer.date}. Without an answer by then, the passenger will take the complaint to the body that enforces these rules.`,
    );
  return lines.join('\n');
}
