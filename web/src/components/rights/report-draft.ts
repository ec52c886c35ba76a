// The journey a traveller described on the public rights check, carried to the report form in its address
// (docs/decisions.md#rights-carriers): /report-problem?airline=…&from=…&to=…&date=…&incident=…&delay=…&notice=…
// &cause=…&rerouting=none&earlier=…. The address survives sign-up (its `next`), as the airline's id always did,
// and nothing is stored before the report is filed. Read back, only well-formed values are kept; the report's
// own checks (the form's and the server's) still apply to everything.
import { CAUSES, INCIDENTS, isIsoDate, type ProblemCategory } from '@contracts';
import { PATHS } from '../../config/paths';
import { questionsFor, type FlightValues } from './flight-facts';

type DraftFacts = Pick<
  FlightValues,
  | 'date'
  | 'flightDeparture'
  | 'flightArrival'
  | 'incident'
  | 'arrivalDelayHours'
  | 'noticeDays'
  | 'cause'
  | 'noAlternative'
  | 'alternativeDepartedEarlierHours'
>;

/** The report's category for what happened, so the form starts with the one it would be filed under. */
const CATEGORY_OF: Partial<Record<string, ProblemCategory>> = {
  delay: 'flight-delay',
  cancellation: 'cancellation',
  moved_earlier: 'cancellation',
  baggage_delayed: 'baggage',
  baggage_damaged: 'baggage',
  baggage_lost: 'baggage',
};

/** The report form's address with the airline and the facts the traveller gave (only the questions asked). */
export function reportDraftPath(airlineId: string, v: FlightValues) {
  const q = questionsFor(v);
  const p = new URLSearchParams();
  const put = (key: string, value: string, asked = true) => {
    if (asked && value.trim() !== '') p.set(key, value.trim());
  };
  put('airline', airlineId);
  put('from', v.flightDeparture.toUpperCase());
  put('to', v.flightArrival.toUpperCase());
  put('date', v.date);
  put('incident', v.incident);
  put('delay', v.arrivalDelayHours, q.hoursLate);
  put('notice', v.noticeDays, q.noticeDays);
  put('earlier', v.alternativeDepartedEarlierHours, q.earlierHours);
  put('cause', v.cause, q.cause);
  if (q.noAlternative) p.set('rerouting', 'none');
  return `${PATHS.reportProblem}?${p.toString()}`;
}

const oneOf = (list: readonly string[], s: string | null) => (s !== null && list.includes(s) ? s : '');
const code = (s: string | null) => (s !== null && /^[A-Za-z]{3}$/.test(s) ? s.toUpperCase() : '');
const amount = (s: string | null) => (s !== null && /^\d{1,3}(\.\d{1,2})?$/.test(s) ? s : '');

/** The facts an address carries, as the report form's values (blank where absent or malformed), and the category. */
export function draftFromParams(params: URLSearchParams): Partial<DraftFacts> & { category?: string } {
  const incident = oneOf(INCIDENTS, params.get('incident'));
  const date = params.get('date') ?? '';
  const facts: Partial<DraftFacts> & { category?: string } = {};
  const set = <K extends keyof DraftFacts>(key: K, value: DraftFacts[K]) => {
    if (value !== '' && value !== false) facts[key] = value;
  };
  set('flightDeparture', code(params.get('from')));
  set('flightArrival', code(params.get('to')));
  set('date', isIsoDate(date) ? date : '');
  set('incident', incident);
  set('arrivalDelayHours', amount(params.get('delay')));
  set('noticeDays', amount(params.get('notice')));
  set('alternativeDepartedEarlierHours', amount(params.get('earlier')));
  set('cause', oneOf(CAUSES, params.get('cause')));
  set('noAlternative', params.get('rerouting') === 'none');
  const category = CATEGORY_OF[incident];
  if (category) facts.category = category;
  return facts;
}
