// The report form beside its side column. The "Your rights" card is shown where the traveller is looking: in
// the side column on a wide screen, and on a phone (one column) in the form itself, above the submit button,
// not below the whole form. The assessment is asked once for both places.
import { Grid } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useAirline } from '../api/problems';
import { SideColumn } from './report-side-column';
import { RightsCard, useAssessment } from '../../../components/rights/rights-card';
import type { ReportValues } from './report-values';

/** Chakra's `lg`, where the grid takes two columns. */
const WIDE = '(min-width: 64rem)';

function useWide() {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(WIDE).matches,
  );
}

/** `form` renders the form with what goes above its submit button (the rights card on a phone). */
export function ReportLayout({ form }: { form: (aboveSubmit: ReactNode) => ReactNode }) {
  const { values } = useFormikContext<ReportValues>();
  const airline = useAirline(values.airlineId);
  const assessment = useAssessment(values.airlineId);
  const wide = useWide();
  const card = <RightsCard assessment={assessment} company={airline?.name ?? 'the airline'} />;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '6', lg: '8' }} alignItems="start">
      {form(wide ? null : card)}
      <SideColumn airline={airline} assessment={assessment} rights={wide ? card : null} />
    </Grid>
  );
}
