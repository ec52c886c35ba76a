// Every text of the rights engine a traveller reads, found by running the engine (not copied by hand), and the
// complaint routes' reasons (here because the rights engine itself may not import the routes): the regimes'
// reasons and time limits, the deadlines, the pending-law notes, the company-answer windows and the complaint
// routes' reasons. A grid of real journeys, each incident with the facts that change its wording; the amounts,
// hours and dates vary too, but the catalogues only hold templates, so a handful of values per fact is enough.
import { readRoutesFile } from './routes-file';
import { assess, notYetFlown } from '../rights/assess';
import type { CarrierFacts, Cause, Fare, Incident, Rerouting } from '../rights/common';
import { ANSWER_WINDOWS } from '../rights/deadlines';
import { airport, CARRIERS } from '../rights/journeys.node-fixture';
import { CAUSES, INCIDENTS } from '../contracts/rights';

const C = CARRIERS;

/** Routes that reach each regime and each limitation forum, with the carriers that change the answer. */
const ROUTES: [string, string, CarrierFacts[]][] = [
  ['TLV', 'ETM', [C.elAl]],
  ['FRA', 'MUC', [C.lufthansa]],
  ['FRA', 'LIS', [C.lufthansa]],
  ['FRA', 'JFK', [C.lufthansa, C.delta]],
  ['JFK', 'FRA', [C.lufthansa, C.delta]],
  ['CDG', 'RUN', [C.airAustral]],
  ['DUB', 'CDG', [C.ryanair]],
  ['LHR', 'EDI', [C.britishAirways]],
  ['BFS', 'LHR', [C.easyJet]],
  ['LHR', 'JFK', [C.britishAirways, C.delta]],
  ['JFK', 'LHR', [C.britishAirways, C.delta]],
  ['ZRH', 'KEF', [C.swiss, C.icelandair]],
  ['YYZ', 'YVR', [C.airCanada, C.porter, C.flair, C.jazz, C.pal]],
  // A small carrier flying for a large one (the ticket's): APPR's large-carrier amounts, with a note saying why.
  ['YYZ', 'YUL', [C.jazz, C.pal]],
  ['YYZ', 'LHR', [C.airCanada]],
  ['JFK', 'LAX', [C.delta, C.skywest, C.united]],
  ['JFK', 'YYZ', [C.delta]],
  ['IST', 'AYT', [C.turkish, C.pegasus]],
  ['IST', 'FRA', [C.turkish, C.lufthansa]],
  ['FRA', 'IST', [C.lufthansa, C.turkish]],
  ['TLV', 'FRA', [C.elAl, C.lufthansa]],
  ['DEL', 'BOM', [C.indigo, C.airIndia]],
  ['DEL', 'DXB', [C.airIndia, C.emirates]],
  ['DEL', 'KTM', [C.airIndia]],
  ['DEL', 'LHR', [C.airIndia]],
  ['GRU', 'GIG', [C.latam]],
  ['GRU', 'LIS', [C.latam]],
  ['DXB', 'BKK', [C.emirates]],
];

const MAIN_DATE = '2025-06-01';
const DATES = [
  MAIN_DATE,
  '2002-06-01',
  '2004-06-01',
  '2015-06-01',
  '2019-06-01',
  '2020-06-01',
  '2022-06-01',
  '2026-01-15',
  '2026-07-01',
];

interface Facts {
  arrivalDelayHours?: number;
  noticeDays?: number;
  rerouting?: Rerouting;
  alternativeDepartedEarlierHours?: number;
  farePaid?: Fare;
  baggageReceived?: boolean;
}

const DELAYS = [undefined, 1.5, 2.5, 3.5, 4.5, 6.5, 9.5, 12.5, 25];
const NOTICES = [undefined, 0, 1, 5, 10, 20];
const EARLY = [undefined, 0.5, 1, 1.5, 2.5, 5];
const FARES: (Fare | undefined)[] = [
  undefined,
  { amount: 500, currency: 'EUR' },
  { amount: 300, currency: 'CAD' },
  { amount: 250.5, currency: 'USD' },
];

const def = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The facts that change an incident's wording, in every combination that matters. */
function factsFor(incident: Incident): Facts[] {
  switch (incident) {
    case 'delay':
      return DELAYS.map((h) => def({ arrivalDelayHours: h }));
    case 'cancellation':
      return [
        // A fare changes the answer where the sums depend on it (India's CAR: the fare caps them).
        ...NOTICES.flatMap((n) =>
          [{ amount: 3000, currency: 'INR' } as const, { amount: 20000, currency: 'INR' } as const, FARES[3]].map((f) =>
            def({ noticeDays: n, rerouting: 'none' as const, farePaid: f }),
          ),
        ),
        ...NOTICES.flatMap((n) =>
          [undefined, 1.5, 3, 5, 10].flatMap((h) =>
            [undefined, 0.5, 1.5, 3].flatMap((e) =>
              (['taken', 'none'] as const).map((r) =>
                def({ noticeDays: n, arrivalDelayHours: h, alternativeDepartedEarlierHours: e, rerouting: r }),
              ),
            ),
          ),
        ),
      ];
    case 'moved_earlier':
      return EARLY.flatMap((e) => NOTICES.map((n) => def({ alternativeDepartedEarlierHours: e, noticeDays: n })));
    case 'denied_boarding':
      return (['taken', 'none'] as const).flatMap((r) =>
        [undefined, 0.5, 1.5, 2.5, 3.5, 5, 10].flatMap((h) =>
          [
            undefined,
            { amount: 250.5, currency: 'USD' } as const,
            { amount: 2000, currency: 'USD' } as const,
            { amount: 3000, currency: 'INR' } as const,
            { amount: 20000, currency: 'INR' } as const,
            FARES[1],
          ].map((f) => def({ rerouting: r, arrivalDelayHours: h, farePaid: f })),
        ),
      );
    case 'downgrade':
      return FARES.map((f) => def({ farePaid: f }));
    case 'baggage_delayed':
    case 'baggage_damaged':
    case 'baggage_lost':
      return [{}, { baggageReceived: true }];
    default:
      return [{}];
  }
}

/** Each distinct text the engine gave, with where it came from (for a failure's message). */
export function engineTexts(): Map<string, string> {
  const out = new Map<string, string>();
  const add = (text: string | undefined, where: string) => {
    if (text && !out.has(text)) out.set(text, where);
  };
  for (const [from, to, carriers] of ROUTES)
    for (const carrier of carriers)
      for (const date of DATES)
        for (const incident of INCIDENTS)
          for (const cause of CAUSES as readonly Cause[])
            // Every fact on the main date; a sample of them on the dates where a rule starts or a pending law
            // applies (the wording of the facts is the same, only the rule in force differs), to keep this fast.
            for (const f of factsFor(incident).filter((_, i) => date === MAIN_DATE || i % 5 === 0))
              for (const today of date === MAIN_DATE ? [undefined, '2099-12-31'] : [undefined]) {
                const forLarge = from === 'YYZ' && to === 'YUL';
                const a = assess({
                  date,
                  departure: airport(from),
                  arrival: airport(to),
                  carrier: forLarge ? C.airCanada : carrier,
                  ...(forLarge ? { disruptedLegCarrier: carrier } : {}),
                  incident,
                  cause,
                  ...def({
                    arrivalDelayHours: f.arrivalDelayHours,
                    noticeDays: f.noticeDays,
                    rerouting: f.rerouting,
                    alternativeDepartedEarlierHours: f.alternativeDepartedEarlierHours,
                    farePaid: f.farePaid,
                  }),
                  ...(f.baggageReceived ? { baggageReceivedDate: date } : {}),
                  ...(today ? { today } : {}),
                });
                const where = `${from}-${to} ${carrier.name} ${date} ${incident} ${cause} ${JSON.stringify(f)}`;
                for (const r of a.regimes) {
                  add(r.reason, `${r.regime} reason: ${where}`);
                  add(r.timeLimit?.description, `${r.regime} time limit: ${where}`);
                  // A flight not flown yet: the same regime's answer as the assessment gives it before the date.
                  if (!today) add(notYetFlown(r, date).reason, `${r.regime} not yet flown: ${where}`);
                }
                for (const d of a.deadlines) add(d.description, `${d.kind} deadline: ${where}`);
                for (const p of a.pending) {
                  add(p.what, `${p.regime} pending law: ${where}`);
                  add(p.status, `${p.regime} pending law status: ${where}`);
                }
              }
  for (const [id, w] of Object.entries(ANSWER_WINDOWS)) {
    add(w.description, `${id} company-answer window`);
    add(w.withBody, `${id} company-answer window, filed with its body`);
  }
  for (const r of readRoutesFile().routes) {
    add(r.reason, `route ${r.id}:${r.country} reason`);
    add(r.binding ?? undefined, `route ${r.id}:${r.country} binding`);
  }
  return out;
}
