// The report form beside its side column. What the traveller needs is shown where they are looking: on a wide
// screen in the side column; on a phone (one column) in the form itself, not below the whole form: the chosen
// company's card and its path (for a company without a channel, the official bodies of its home country) right
// under the company field, the "Your rights" card above the submit button. The assessment is asked once for both.
import { Grid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useAirline } from '../api/problems';
import { CompanyCards, SideColumn } from './report-side-column';
import { RightsCard, useAssessment, type Assessment } from '../../../components/rights/rights-card';
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

/** What the form shows in its own column on a phone (nothing extra on a wide screen: the side column has it). */
export interface FormSlots {
  /** Under the company field: the chosen company's card and path. */
  belowCompany: ReactNode;
  /** Above the submit button: the rights card. */
  aboveSubmit: ReactNode;
}

/**
 * `form` renders the form with the slots it places on a phone, and the journey's assessment (the claim's checkbox
 * asks for a fact the amount still needs).
 */
export function ReportLayout({ form }: { form: (slots: FormSlots, assessment: Assessment) => ReactNode }) {
  const { t } = useLingui();
  const { values } = useFormikContext<ReportValues>();
  const airline = useAirline(values.airlineId);
  const assessment = useAssessment(values.airlineId);
  const wide = useWide();
  const card = <RightsCard assessment={assessment} company={airline?.name ?? t`the airline`} />;
  const company = airline ? <CompanyCards airline={airline} assessment={assessment} /> : null;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '6', lg: '8' }} alignItems="start">
      {form(
        wide ? { belowCompany: null, aboveSubmit: null } : { belowCompany: company, aboveSubmit: card },
        assessment,
      )}
      <SideColumn airline={airline} assessment={assessment} rights={wide ? card : null} company={wide} />
    </Grid>
  );
}
