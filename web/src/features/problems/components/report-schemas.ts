// The report's contract schemas (zod/mini with the rules and messages shared with the server), loaded when
// the report form is first focused rather than with the page: the form paints and takes input without them.
import { flightSchema } from '../../../components/rights/flight-facts';
import { lazySchema } from '../../../lib/zod-formik';

export const reportSchema = lazySchema(() => import('@contracts/schemas/problems').then((m) => m.createProblemForm));

/** Starts both downloads (the form's onFocus). */
export function preloadReportSchemas() {
  reportSchema.preload();
  flightSchema.preload();
}
