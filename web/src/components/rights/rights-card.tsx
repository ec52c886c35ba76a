// The live "Your rights" card of the report form and the public rights check (docs/api.md#rights): asks the
// server's engine as the traveller describes the journey and shows only what it answers (never an amount the
// rules did not give), and the official bodies that take up a complaint about that flight (the assessment's
// `routes`, flight basis). The card's body (rights-card-view.tsx) loads once a journey is described.
import type { RightsAssessment } from '@contracts';
import { useFormikContext } from 'formik';
import { lazy, Suspense, useEffect, useState } from 'react';
import { assessRights } from '../../lib/rights-calls';
import { useLoadedSchema } from '../../lib/zod-formik';
import { flightGiven, flightOf, flightSchema, type FlightValues } from './flight-facts';

const RightsCardView = lazy(() => import('./rights-card-view'));

export interface Assessment {
  /** The request for the journey as described, '' while none is (then there is no card). */
  key: string;
  answer: RightsAssessment | null;
  problem: string;
}

/**
 * The engine's answer for the journey in the form (debounced). The side column reads it once for the card and
 * for the home-country routes it replaces once a flight is given.
 */
export function useAssessment(airlineId: string): Assessment {
  const { values } = useFormikContext<FlightValues>();
  const [answer, setAnswer] = useState<RightsAssessment | null>(null);
  const [problem, setProblem] = useState('');
  // The schema is there by the time facts are typed (the form's focus loaded it); until then, no card.
  const rightsFlight = useLoadedSchema(flightSchema, flightGiven(values));
  const parsed = rightsFlight ? flightOf(values, rightsFlight) : { flight: null };
  const flight = 'flight' in parsed ? parsed.flight : null;
  const key = flight && /^\d+$/.test(airlineId) ? JSON.stringify({ ...flight, airlineId: Number(airlineId) }) : '';
  // A journey no longer described forgets the last answer, so a new one never shows a stale card.
  if (!key && answer) setAnswer(null);
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => {
      // the key is the JSON of the body built just above
      assessRights(JSON.parse(key) as Parameters<typeof assessRights>[0])
        .then((a) => {
          setAnswer(a);
          setProblem('');
        })
        .catch((err: unknown) => setProblem(err instanceof Error ? err.message : String(err)));
    }, 400);
    return () => clearTimeout(timer);
  }, [key]);
  return { key, answer, problem };
}

/** The live card; nothing until the journey is described. */
export function RightsCard({ assessment, company }: { assessment: Assessment; company: string }) {
  if (!assessment.key) return null;
  return (
    <Suspense fallback={null}>
      <RightsCardView assessment={assessment} company={company} />
    </Suspense>
  );
}
