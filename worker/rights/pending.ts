// Law announced but not in force on the flight's date, told to the traveller where it would change this journey's
// answer (docs/api.md#rights, `pending`). Pure, like the regimes: the journey and the regimes' own results in, a list
// out. Nothing here changes an amount, and the company's letter never reads it (worker/rights/letter*.ts build from
// the regimes only): it is information for the traveller, next to the regime it concerns.
//
// Sources: the pages cited on each entry, as read on 2026-11-29; docs/rights-sources.md#pending-law-workerrightspendingts.
//
// Each entry has a trigger that says when it would change THIS journey's answer; where the facts leave that open
// the entry is left out rather than shown to everyone the law might concern.
import type { PendingLaw, RegimeResult } from '../contracts/rights';
import type { Journey } from './common';
import { inForce } from './common';
import { EU261_RULES, eu261Band, eu261Scope } from './eu261';
import { inUs } from './membership';
import { PART_260_FROM } from './us-dot';

// ---- EU261: the revision agreed in conciliation on 15 June 2026 ----
//
// Council position of 5 June 2025 (4 h / EUR 300 up to 3,500 km, 6 h / EUR 500 beyond); Parliament's second reading
// of 21 January 2026 kept 3 h; on Monday 15 June 2026 the conciliation committee's negotiators reached a
// provisional agreement (the European Parliament's press release of 16 June 2026: "maintains compensation for
// three-hour delays, ensures faster reimbursement"). As reported (Politico, reproduced by dailyguardian.eu and
// cyprus-today.online): the 3 h threshold stays; EUR 250 up to 1,500 km and EUR 400 from 1,500 to 3,500 km stay;
// over 3,500 km EUR 300 for an arrival 3 to 4 h late and EUR 600 beyond 4 h OR FOR A CANCELLATION; a claim-form
// link within 48 h of the scheduled arrival; 30 days to pay or give reasons. Not adopted by both institutions,
// not in the Official Journal, no application date found: not in force for any flight.
//
// Against today's answer, the one change to an amount is the cancelled flight over 3,500 km (band (c), outside the
// Community) whose alternative arrived at most 4 h late: Art. 7(2)(c) lets the carrier halve EUR 600 to 300 today;
// the deal gives EUR 600 for a cancellation. Delays are unchanged (Sturgeon already halves band (c) at 3 to 4 h,
// as the deal does). Intra-Community flights over 3,500 km (EUR 400 today, Art. 7(1)(b)) are left out: the reports
// do not say whether the deal keeps that rule. The 48 h link and the 30 days concern every claim and change no
// entitlement, so they are said in the entry's text, never a reason for one. A revision applies to flights from
// its application date, never to a flight before the deal: only flights from 15 June 2026 get the entry.
export const EU261_REVISION_AGREED = '2026-06-15';
const EU261_REVISION_SOURCE =
  'http://livenewsmalta.com/index.php/2026/06/16/deal-on-air-passenger-rights-meps-secure-improved-traveller-protection/';

function eu261Revision(j: Journey, r: RegimeResult | undefined): PendingLaw | undefined {
  if (!r?.applies || j.date < EU261_REVISION_AGREED || j.incident !== 'cancellation') return undefined;
  const rule = inForce(EU261_RULES, j.date);
  const scope = eu261Scope(j);
  if (!rule || scope.intraCommunity || eu261Band(j.distanceKm, false) !== 'c') return undefined;
  const half = rule.amounts.c / 2;
  if (r.amount !== half) return undefined;
  return {
    regime: 'EU261',
    what: `A revision of Regulation 261/2004 agreed in June 2026 would pay EUR ${rule.amounts.c} instead of EUR ${half} for a cancelled flight over 3,500 km, even when the alternative arrived at most 4 hours late; it would also oblige the airline to send a claim-form link within 48 hours and to pay or give its reasons within 30 days. It does not apply to your flight: the amount shown is the one the law in force gives.`,
    status:
      'Provisional agreement of the European Parliament and the Council in conciliation, 15 June 2026; not yet adopted or published in the Official Journal, and no date of application set.',
    source: EU261_REVISION_SOURCE,
  };
}

// ---- US DOT: enforcement paused for flights only renumbered, 5 December 2025 to 30 June 2026 ----
//
// 14 CFR 260.2 counts a flight whose number changed as cancelled, so a refund is owed under s.260.6 when the
// passenger does not accept the rebooking. The DOT's notice "Airline Refunds and Other Consumer Protections"
// (Federal Register Doc. 2025-22140, 4-5 December 2025) says it will not enforce that refund "so long as the
// passenger is re-booked on the flight with the new number and the new flight is operated without any significant
// change or delay", until 30 June 2026, while it reconsiders the definition of a cancelled flight (Bloomberg Tax,
// 4 Dec 2025; Fox, 5 Dec 2025). The rule itself is unchanged; what happens after 30 June 2026 was not found.
// Trigger: US_DOT applies to a cancellation of a flight dated 5 December 2025 to 30 June 2026 (Part 260 in force),
// and nothing known makes it a significant change: no arrival delay of the alternative of 3 h (domestic) or 6 h
// (international) or more, no departure moved that much earlier. Only then can the "cancellation" be a
// renumbering the DOT no longer enforces; a significant change keeps the refund the DOT enforces.
export const DOT_PAUSE_FROM = '2025-12-05';
export const DOT_PAUSE_TO = '2026-06-30';
const DOT_PAUSE_SOURCE =
  'https://news.bloombergtax.com/bankruptcy-law/dot-pauses-enforcement-of-refunds-for-flights-with-new-numbers';

function dotRenumberPause(j: Journey, r: RegimeResult | undefined): PendingLaw | undefined {
  if (!r?.applies || j.incident !== 'cancellation') return undefined;
  if (j.date < DOT_PAUSE_FROM || j.date > DOT_PAUSE_TO || j.date < PART_260_FROM) return undefined;
  const threshold = inUs(j.departure.country) && inUs(j.arrival.country) ? 3 : 6;
  const significant =
    (j.arrivalDelayHours !== undefined && j.arrivalDelayHours >= threshold) ||
    (j.alternativeDepartedEarlierHours !== undefined && j.alternativeDepartedEarlierHours >= threshold);
  if (significant) return undefined;
  return {
    regime: 'US_DOT',
    what: `If the airline only gave your flight a new number and you were rebooked on it at about the same time (less than ${threshold} hours off), the DOT does not enforce the refund for flights from 5 December 2025 to 30 June 2026. The rule itself still counts a renumbered flight as cancelled, and a refund for a real cancellation or a significant change is still enforced.`,
    status:
      'DOT enforcement pause (Federal Register Doc. 2025-22140, December 2025), 5 December 2025 to 30 June 2026, while the DOT reconsiders the definition of a cancelled flight; 14 CFR Part 260 itself is unchanged.',
    source: DOT_PAUSE_SOURCE,
  };
}

// ---- Brazil: the Supreme Court's suspension of damages suits, 26 November 2025 ----
//
// Justice Dias Toffoli (STF), in Azul's extraordinary appeal against a Rio de Janeiro judgment, suspended nationwide
// every court case on damages (material or moral) for flight delays, cancellations or changes caused by force
// majeure, such as bad weather, until the Court's final judgment; no date is set (Agência Brasil, 26 Nov 2025).
// Resolution 400's assistance, rebooking and refund are not touched. Trigger: BR_ANAC applies to a delay,
// cancellation or moved flight and the carrier invokes (or has shown) extraordinary circumstances, the force
// majeure the suspension concerns; a disruption within the carrier's control or of unknown cause gets no entry.
const STF_SOURCE =
  'https://agenciabrasil.ebc.com.br/justica/noticia/2025-11/stf-suspende-acoes-de-indenizacoes-por-atraso-e-cancelamento-de-voos';

function stfSuspension(j: Journey, r: RegimeResult | undefined): PendingLaw | undefined {
  if (!r?.applies) return undefined;
  if (!['delay', 'cancellation', 'moved_earlier'].includes(j.incident)) return undefined;
  if (j.cause !== 'extraordinary' && j.cause !== 'extraordinary_proven') return undefined;
  return {
    regime: 'BR_ANAC',
    what: "Brazil's Supreme Court has suspended, nationwide, court cases claiming damages for delays, cancellations or changes caused by force majeure (such as bad weather) until it decides the question, so a damages suit over this disruption would wait for that ruling. Assistance, rebooking and refunds under Resolution 400 are not affected.",
    status:
      "Decision of Justice Dias Toffoli (STF), 26 November 2025, in force until the Court's final judgment; no date set.",
    source: STF_SOURCE,
  };
}

/** The pending law that would change this journey's answer, in the order of the regimes it concerns. */
export function pendingLaw(j: Journey, regimes: readonly RegimeResult[]): PendingLaw[] {
  const of = (id: RegimeResult['regime']) => regimes.find((r) => r.regime === id);
  return [eu261Revision(j, of('EU261')), dotRenumberPause(j, of('US_DOT')), stfSuspension(j, of('BR_ANAC'))].filter(
    (p): p is PendingLaw => p !== undefined,
  );
}
