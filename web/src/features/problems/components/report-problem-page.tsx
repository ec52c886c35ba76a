// /report-problem?airline={id} (docs/product.md#report-problem): the airline (preselected from the
// URL) by type-ahead or dropdown, category, flight number, date, description, contact e-mail and phone,
// validated by the shared contract; a side card with the airline's contacts and a tips card; before sending,
// a notice of how the chosen company receives the report (its channel: e-mail, its own form, or none);
// the "Thank You for Your Report" panel after a successful submission, by channel: the e-mail and its
// delivery state, or the letter to paste into the company's form, or the letter to send by other means.
// The page holds what outlives one form (the report just filed, the next form's company); the form is
// report-form.tsx and the panel report-thank-you.tsx.
import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { emptyReportForm, type Problem } from '@contracts';
import { lazy, Suspense, use, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeading } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { useUser } from '../../../lib/session';
import { EMPTY_FLIGHT } from '../../../components/rights/flight-facts';
import type { PendingDocument } from './documents';
import { ReportForm } from './report-form';
import { EMPTY_FACTS, type ReportValues } from './report-values';

// The panel after filing (delivery, the letter, the route plan, documents, rights) is its own chunk: it loads
// once the traveller starts on the form, not with the page.
const loadThankYou = () => import('./report-thank-you');
const ReportThankYou = lazy(loadThankYou);
const preloadThankYou = () => void loadThankYou();

// The journey carried from the public rights check (docs/decisions.md#rights-carriers) is read by a module of its own
// (with the rights vocabulary it checks the address against): only an address that carries more than the company
// loads it, and the page waits for it then.
const loadDraft = () => import('../../../components/rights/report-draft');
let draftModule: ReturnType<typeof loadDraft> | undefined;
function useCarriedDraft(params: URLSearchParams, firstForm: boolean) {
  if (!firstForm || [...params.keys()].every((key) => key === 'airline')) return {};
  return use((draftModule ??= loadDraft())).draftFromParams(params);
}

export default function ReportProblemPage() {
  const [params] = useSearchParams();
  const { user } = useUser();
  const [done, setDone] = useState<Problem | null>(null);
  const [uploads, setUploads] = useState<PendingDocument[]>([]);
  const [lastAirlineId, setLastAirlineId] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const fromUrl = params.get('airline') ?? '';
  const draft = useCarriedDraft(params, formKey === 0);
  const initialValues = useMemo<ReportValues>(
    () => ({
      ...emptyReportForm(),
      airlineId: lastAirlineId ?? (/^\d+$/.test(fromUrl) ? fromUrl : ''),
      contactEmail: user?.email || user?.username || '',
      ...EMPTY_FLIGHT,
      ...EMPTY_FACTS,
      // The journey carried from the public rights check, for the first form.
      ...draft,
    }),
    // A fresh form (formKey) starts from the airline just reported.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formKey, fromUrl, user?.email],
  );

  const filed = (problem: Problem, airlineId: string, documents: PendingDocument[]) => {
    setLastAirlineId(airlineId);
    setUploads(documents);
    setDone(problem);
    window.scrollTo({ top: 0 });
  };

  if (done) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ReportThankYou
          problem={done}
          uploads={uploads}
          onAnother={() => {
            setDone(null);
            setFormKey((k) => k + 1);
            window.scrollTo({ top: 0 });
          }}
        />
      </Suspense>
    );
  }

  return (
    <PageContainer maxW="7xl" onFocus={preloadThankYou}>
      <PageHeading
        title={<Trans>Report a Problem</Trans>}
        subtitle={
          <Trans>
            Fill in the form and AirDesk e-mails a clear, standardized report to the airline's customer service, or
            gives you the letter for the company's own complaint form. You can follow it under Problem Management.
          </Trans>
        }
      />
      {/* The form leads with what the traveller may be owed (docs/decisions.md#j3): the rights card answers as the
          flight is described. */}
      <Text
        bg="brand.subtle"
        borderRadius="lg"
        px="4"
        py="3"
        mb="6"
        fontWeight="semibold"
        color="brand.900"
        data-testid="rights-lead"
      >
        <Trans>
          Was your flight delayed, cancelled or overbooked? See what the law says you are owed: give the airports and
          what happened under “Departure airport”, and the card beside the form shows the amount and your deadlines.
        </Trans>
      </Text>
      <ReportForm key={formKey} initialValues={initialValues} onFiled={filed} />
    </PageContainer>
  );
}
