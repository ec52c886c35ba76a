// /rights (docs/decisions.md#rights-carriers): what the law says a traveller is owed, for anyone, before any
// account. The airline comes from the public carrier look-up, the journey from the same questions as the report
// form's flight details; the same card asks POST /api/rights/assess as the traveller types. Then one next step,
// carrying what was entered to the report form (report-draft.ts): sign up, subscribe, or report.
import { Box, Button, Card, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NEXT_PARAM, type Carrier } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { PageContainer, PageHeading } from '../../../components/page';
import {
  EMPTY_FLIGHT,
  flightOf,
  flightSchema,
  questionsFor,
  type FlightValues,
} from '../../../components/rights/flight-facts';
import {
  AirportField,
  CauseField,
  EarlierHoursField,
  HoursLateField,
  IncidentField,
  NoAlternativeField,
  NoticeDaysField,
} from '../../../components/rights/flight-fields';
import { reportDraftPath } from '../../../components/rights/report-draft';
import { RightsCard, useAssessment, type Assessment } from '../../../components/rights/rights-card';
import { PATHS, SECTION } from '../../../config/paths';
import { useUser } from '../../../lib/session';
import { CarrierPicker } from './carrier-picker';

interface CheckValues extends FlightValues {
  airlineId: string;
}

const INITIAL: CheckValues = { airlineId: '', date: '', ...EMPTY_FLIGHT };

/** The journey's field errors, from the contract's schema (shown once a field was left). */
async function validateCheck(v: CheckValues) {
  const journey = flightOf(v, await flightSchema.schema());
  return 'errors' in journey ? journey.errors : {};
}

function JourneyQuestions({ carrier, onCarrier }: { carrier: Carrier | null; onCarrier: (c: Carrier | null) => void }) {
  const { t } = useLingui();
  const { values } = useFormikContext<CheckValues>();
  const q = questionsFor(values);
  return (
    <Stack gap="5">
      <CarrierPicker chosen={carrier} onChoose={onCarrier} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <AirportField name="flightDeparture" label={t`Departure airport`} />
        <AirportField name="flightArrival" label={t`Final destination`} />
      </SimpleGrid>
      <FormField name="date" type="date" label={t`Scheduled departure date`} />
      <IncidentField />
      {q.rerouting && <NoAlternativeField />}
      {q.hoursLate && <HoursLateField incident={values.incident} timesAbove={false} />}
      {q.noticeDays && <NoticeDaysField />}
      {q.earlierHours && <EarlierHoursField />}
      {q.cause && <CauseField />}
    </Stack>
  );
}

/** The one next step: the report form with these facts, through sign-up or the subscription where needed. */
function NextStep({ carrier, assessment }: { carrier: Carrier | null; assessment: Assessment }) {
  const { t } = useLingui();
  const { values } = useFormikContext<CheckValues>();
  const { user } = useUser();
  if (!carrier || !assessment.answer) return null;
  const draft = reportDraftPath(String(carrier.id), values);
  const company = carrier.name;
  const step = !user
    ? {
        to: `${PATHS.auth}?tab=register&${NEXT_PARAM}=${encodeURIComponent(draft)}`,
        label: t`Sign up to send the letter`,
        text: t`AirDesk writes the letter to ${company} from what you entered here, sends it where the company takes complaints and tracks the answer. Your details come with you to the report form.`,
      }
    : user.subscribed
      ? {
          to: draft,
          label: t`Report this problem`,
          text: t`The report form opens with what you entered here; AirDesk sends the letter to ${company} and tracks the answer.`,
        }
      : {
          to: `${PATHS.home}#${SECTION.subscription}`,
          label: t`Subscribe to send the letter`,
          text: t`Sending the letter to ${company} and tracking the answer need an active subscription.`,
        };
  return (
    <Card.Root borderRadius="xl" bg="brand.subtle" borderColor="brand.emphasized" data-testid="rights-next-step">
      <Card.Body gap="3">
        <Text fontSize="sm">{step.text}</Text>
        <Button asChild alignSelf="flex-start" size="lg" whiteSpace="normal" h="auto" py="3">
          <RouterLink to={step.to}>{step.label}</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function ResultColumn({ carrier }: { carrier: Carrier | null }) {
  const { t } = useLingui();
  const { values } = useFormikContext<CheckValues>();
  const assessment = useAssessment(values.airlineId);
  return (
    <Stack gap="6">
      {assessment.key ? (
        <RightsCard assessment={assessment} company={carrier?.name ?? t`the airline`} />
      ) : (
        <Card.Root borderRadius="xl" data-testid="rights-waiting">
          <Card.Body>
            <Heading as="h2" size="md" mb="2">
              <Trans>Your rights</Trans>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                Give the airline, the two airports, the date and what happened: the amount each law gives, the article
                it is in and your deadlines appear here.
              </Trans>
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      <Text fontSize="sm" color="fg.muted" data-testid="not-legal-advice">
        <Trans>
          This is information about the law, not legal advice: it is worked out from what you enter and the published
          rules. The airline, a regulator or a court decides each case.
        </Trans>
      </Text>
      <NextStep carrier={carrier} assessment={assessment} />
    </Stack>
  );
}

export default function RightsCheckPage() {
  const { t } = useLingui();
  const [carrier, setCarrier] = useState<Carrier | null>(null);
  return (
    <PageContainer maxW="7xl">
      <PageHeading
        title={t`What the law says you are owed`}
        subtitle={t`Was your flight delayed, cancelled or overbooked? Give the airline, the airports, the date and what happened, and see what EU261, UK261, Canada's APPR, the US DOT rules and the Montreal Convention give, as you type. No account needed.`}
      />
      <Formik<CheckValues> initialValues={INITIAL} validate={validateCheck} onSubmit={() => undefined}>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap={{ base: '6', lg: '8' }}
          alignItems="start"
        >
          <Card.Root borderRadius="xl">
            <Card.Body p={{ base: '5', md: '8' }}>
              <Form noValidate aria-label={t`Your flight`} onFocus={() => flightSchema.preload()}>
                <JourneyQuestions carrier={carrier} onCarrier={setCarrier} />
              </Form>
            </Card.Body>
          </Card.Root>
          <Box>
            <ResultColumn carrier={carrier} />
          </Box>
        </Grid>
      </Formik>
    </PageContainer>
  );
}
