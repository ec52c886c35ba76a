// Time limits (docs/api.md#rights, docs/rights-sources.md): the last day to claim under each regime that applies, as
// the regime result's `timeLimit`, said in its reason (a warning once that day has passed). Pure: `today` is passed in.
//
// - EU261 and UK261 set no time limit of their own: the limitation period is that of the country whose courts hear
//   the claim (Moré v KLM, C-139/11, 22 Nov 2012, ECLI:EU:C:2012:741); in England and Wales the six years for
//   sums recoverable by statute (Limitation Act 1980 s.9; Dawson v Thomson Airways [2014] EWCA Civ 845,
//   paras 2-3: not the Montreal Convention's two years). A claim may be heard where the flight departed or arrived (Rehder, C-204/08), so the
//   earlier of those two countries' recorded periods is given (both are named); with neither recorded, the reason
//   says so.
// - APPR: the passenger files the request for compensation with the carrier within 1 year after the day of the
//   delay or cancellation (SOR/2019-150 s.19(3)).
// - Montreal Convention Art. 35: 2 years to sue (also the `legal-action` deadline, deadlines.ts).
// - US DOT, TR_SHY, IL_ASL, IN_CAR, BR_ANAC: no time limit recorded (docs/rights-sources.md says why).
import type { TimeLimit } from '../contracts/rights';
import type { Journey, RegimeResult } from './common';
import { addYears } from './common';

export interface LimitationRule {
  /** Where the period is that country's, e.g. "England and Wales". */
  forum: string;
  years: number;
  /** The period runs from the end of the year the claim arose in (Germany, BGB s.199(1)). */
  fromYearEnd: boolean;
  law: string;
  source: string;
}

const ENGLAND_WALES: LimitationRule = {
  forum: 'England and Wales',
  years: 6,
  fromYearEnd: false,
  law: 'Limitation Act 1980, s.9; Dawson v Thomson Airways [2014] EWCA Civ 845',
  source: 'https://www.legislation.gov.uk/ukpga/1980/58/section/9',
};
const NORTHERN_IRELAND: LimitationRule = {
  forum: 'Northern Ireland',
  years: 6,
  fromYearEnd: false,
  law: 'Limitation (Northern Ireland) Order 1989, art. 4',
  source: 'https://www.legislation.gov.uk/nisi/1989/1339/article/4',
};
const SCOTLAND: LimitationRule = {
  forum: 'Scotland',
  years: 5,
  fromYearEnd: false,
  law: 'Prescription and Limitation (Scotland) Act 1973, s.6 and Sch. 1',
  source: 'https://www.legislation.gov.uk/ukpga/1973/52/section/6',
};

/** Country (ISO code of the airport) -> limitation period of its courts. Only periods read in the statute itself. */
export const LIMITATION: Readonly<Record<string, LimitationRule>> = {
  GB: ENGLAND_WALES,
  DE: {
    forum: 'Germany',
    years: 3,
    fromYearEnd: true,
    law: 'BGB s.195 and s.199(1)',
    source: 'https://www.gesetze-im-internet.de/bgb/__195.html',
  },
  FR: {
    forum: 'France',
    years: 5,
    fromYearEnd: false,
    law: 'Code civil, art. 2224',
    source: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000019017112',
  },
  IE: {
    forum: 'Ireland',
    years: 6,
    fromYearEnd: false,
    law: 'Statute of Limitations 1957, s.11(1)(a)',
    source: 'https://www.irishstatutebook.ie/eli/1957/act/6/section/11/enacted/en/html',
  },
};

/** Scheduled airports in Scotland and Northern Ireland (the data gives the UK one country code, GB). */
const SCOTTISH_AIRPORTS = new Set([
  'ABZ', 'EDI', 'GLA', 'PIK', 'INV', 'DND', 'PSL', 'SYY', 'KOI', 'LSI', 'BRR', 'BEB', 'CAL', 'ILY', 'TRE', 'WIC',
  'CSA', 'COL', 'NRL', 'SOY', 'PPW', 'EOI', 'WRY', 'FIE', 'FOA', 'OBN', 'LWK', 'UNT', 'NDY', 'WHS', 'PSV', 'OUK',
]); // prettier-ignore
const NORTHERN_IRISH_AIRPORTS = new Set(['BFS', 'BHD', 'LDY']);

export function limitationFor(airport: { iataCode: string; country: string }): LimitationRule | undefined {
  if (airport.country === 'GB') {
    if (SCOTTISH_AIRPORTS.has(airport.iataCode)) return SCOTLAND;
    if (NORTHERN_IRISH_AIRPORTS.has(airport.iataCode)) return NORTHERN_IRELAND;
  }
  return LIMITATION[airport.country];
}

export function limitationEnd(date: string, rule: LimitationRule): string {
  return rule.fromYearEnd ? `${Number(date.slice(0, 4)) + rule.years}-12-31` : addYears(date, rule.years);
}

export const APPR_CLAIM_YEARS = 1;
export const MONTREAL_ACTION_YEARS = 2;

/**
 * The time limit of regime `r` on journey `j`, or undefined when none is recorded: EU261/UK261 the earlier of the
 * recorded periods of the departure and arrival countries' courts; APPR 1 year (s.19(3)); Montreal 2 years (Art. 35).
 */
function timeLimitWithShort(
  r: RegimeResult,
  j: Journey,
  today: string | undefined,
): { limit: TimeLimit; short: string } | undefined {
  const mk = (date: string, description: string, short: string) => ({
    limit: { date, description, expired: today !== undefined && today > date },
    short,
  });
  if (r.regime === 'EU261' || r.regime === 'UK261') {
    const found = [j.departure, j.arrival]
      .map((a) => limitationFor(a))
      .filter((x): x is LimitationRule => !!x)
      .map((rule) => ({ rule, date: limitationEnd(j.date, rule) }))
      .sort((a, b) => a.date.localeCompare(b.date));
    const first = found[0];
    if (!first) return undefined;
    const period = (f: { rule: LimitationRule }) =>
      `${f.rule.years} years${f.rule.fromYearEnd ? ' from the end of the year of the flight' : ''} (${f.rule.law})`;
    const others = found.filter((f) => f.rule.forum !== first.rule.forum);
    return mk(
      first.date,
      `Before the courts of ${first.rule.forum}: ${period(first)}` +
        others.map((o) => `; of ${o.rule.forum}: ${period(o)}, to ${o.date}`).join('') +
        `. ${r.regime} sets no time limit of its own, so the period of the country whose courts hear the claim applies (Moré, C-139/11).`,
      `before the courts of ${first.rule.forum}, ${first.rule.law}`,
    );
  }
  if (r.regime === 'APPR')
    return mk(
      addYears(j.date, APPR_CLAIM_YEARS),
      'Ask the carrier for compensation within 1 year of the delay or cancellation (SOR/2019-150, s.19(3)).',
      'SOR/2019-150, s.19(3)',
    );
  if (r.regime === 'MONTREAL')
    return mk(
      addYears(j.date, MONTREAL_ACTION_YEARS),
      'A court action within 2 years of the arrival (Montreal Convention, Art. 35(1)).',
      'Montreal Convention, Art. 35(1)',
    );
  return undefined;
}

/**
 * Adds the regime's time limit (`timeLimit`) and, for an amount, says it in the reason: the last day to claim, or a
 * warning once it has passed, or, for EU261/UK261 with no period recorded for either country, that the period is
 * the forum country's. An amount is never a silent "is due".
 */
export function withTimeLimit(r: RegimeResult, j: Journey, today: string | undefined): RegimeResult {
  if (!r.applies) return r;
  const found = timeLimitWithShort(r, j, today);
  const owes = r.amount !== null && r.amount > 0;
  if (!found) {
    if (owes && (r.regime === 'EU261' || r.regime === 'UK261'))
      return {
        ...r,
        reason: `${r.reason} Time limit: that of the country whose courts hear the claim (Moré, C-139/11); AirDesk has none recorded for ${j.departure.country} or ${j.arrival.country}.`,
      };
    return r;
  }
  const { limit, short } = found;
  if (!owes) return { ...r, timeLimit: limit };
  const sentence = limit.expired
    ? ` Warning: the time limit ran out on ${limit.date} (${short}); the carrier may refuse the claim as too old.`
    : ` Claim by ${limit.date} (${short}).`;
  return { ...r, timeLimit: limit, reason: `${r.reason}${sentence}` };
}
