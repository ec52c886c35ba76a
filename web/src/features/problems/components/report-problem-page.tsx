// /report-problem?airline={id} (SPEC.md section 2 "Report a Problem"): the airline (preselected from the
// URL) by type-ahead or dropdown, category, flight number, date, description, contact e-mail and phone,
// validated by the shared contract; a side card with the airline's contacts and a tips card; before sending,
// a notice of how the chosen company receives the report (its channel: e-mail, its own form, or none);
// the "Thank You for Your Report" panel after a successful submission, by channel: the e-mail and its
// delivery state, or the letter to paste into the company's form, or the letter to send by other means.
import { Alert, Box, Button, Card, Flex, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe, cardSlotRecipe, fieldSlotRecipe, inputAddonRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { channelOf, DESCRIPTION_MAX, FLIGHT_NUMBER_MAX, PROBLEM_CATEGORIES, type Airline, type Channel, type CreateProblemBody, type Problem, type ReportFormValues } from '@contracts';
import { createProblemForm, emptyReportForm } from '@contracts/schemas/problems';
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ContactCorrectionDialog } from '../../../components/contact-correction-dialog';
import { ContactLine } from '../../../components/contact-links';
import { FormField } from '../../../components/form-field';
import { CheckIcon } from '../../../components/icons';
import { CheckList } from '../../../components/check-list';
import { PageContainer, PageHeading } from '../../../components/page';
import { ApiError, errorText } from '../../../lib/api-client';
import { useUser } from '../../../lib/session';
import { notify, notifyError } from '../../../lib/toast';
import { issuesToErrors, zodValidate } from '../../../lib/zod-formik';
import { PATHS } from '../../../routes/paths';
import { submitProblem, suggestContact, useAirline, useProblem } from '../api/problems';
import { AirlinePicker } from './airline-picker';
import { LetterPanel } from './letter-panel';
import { CaseRights } from './case-rights';
import { EMPTY_FLIGHT, FlightSection, flightOf, RightsCard, type FlightValues } from './flight-rights';
import { EmailBadge } from './status-badges';
import { registerRecipes } from '../../../theme/recipes';

// The airline picker's recipes (field, input group) come with the page that renders it.
registerRecipes({ recipes: { input: inputRecipe, inputAddon: inputAddonRecipe }, slotRecipes: { alert: alertSlotRecipe, card: cardSlotRecipe, field: fieldSlotRecipe } });

/** The report's fields as the contract lists them, and the optional journey facts. */
interface Values extends FlightValues, ReportFormValues {}

/** The server names a journey fact as flight.<field>; the form's own field for it. */
const FLIGHT_PATHS: Record<string, keyof FlightValues> = {
  'flight.departure': 'flightDeparture',
  'flight.arrival': 'flightArrival',
  'flight.date': 'flightDate',
  'flight.incident': 'incident',
  'flight.arrivalDelayHours': 'arrivalDelayHours',
  'flight.noticeDays': 'noticeDays',
  'flight.baggageReceivedDate': 'baggageReceivedDate',
  'flight.cause': 'cause',
};

const CATEGORY_OPTIONS = PROBLEM_CATEGORIES.map((c) => ({ value: c.id, label: c.label }));

const TIPS = [
  'Give the flight number and the date of travel so the airline can find your booking.',
  'Say what happened, when, and what you have already tried, in order.',
  'Say what you are asking for: a refund, compensation, your baggage, a rebooking.',
  'Keep receipts, boarding passes and photos: the airline may ask for them.',
  'Airlines typically respond within 5-14 business days.',
];

function AirlineContactsCard({ airline }: { airline: Airline | undefined }) {
  return (
    <Card.Root borderRadius="xl" data-testid="airline-contacts">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {airline ? airline.name : 'Airline contacts'}
        </Heading>
        {airline && (
          <Text fontSize="sm" color="fg.muted">
            {airline.country}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="2">
        {airline ? (
          <>
            <ContactLine kind="phone" value={airline.phone} truncate={false} source={airline.sources?.phone ?? ''} checkedAt={airline.checkedAt} company={airline.name} />
            <ContactLine kind="email" value={airline.email} truncate={false} source={airline.sources?.email ?? ''} checkedAt={airline.checkedAt} company={airline.name} />
            <ContactLine kind="website" value={airline.website} truncate={false} />
            {airline.complaintFormUrl?.trim() && (
              <ContactLine
                kind="form"
                value={airline.complaintFormUrl}
                truncate={false}
                source={airline.sources?.complaintFormUrl ?? ''}
                checkedAt={airline.checkedAt}
                company={airline.name}
              />
            )}
          </>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            Choose an airline to see its customer-service phone, e-mail and website.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const channelFor = (a: Pick<Airline, 'channel' | 'email' | 'complaintFormUrl'>): Channel => a.channel ?? channelOf({ email: a.email, complaintFormUrl: a.complaintFormUrl ?? '' });

/** The sentence that tells the traveller, before they send, how the chosen company receives the report. */
export function channelNotice(a: Pick<Airline, 'name' | 'email' | 'channel' | 'complaintFormUrl'>) {
  switch (channelFor(a)) {
    case 'email':
      return `AirDesk e-mails your report to ${a.name} at ${a.email.trim()}; replies come to you.`;
    case 'form':
      return `${a.name} takes complaints through its own web form. After you send, we give you the letter to paste into the form.`;
    default:
      return `${a.name} publishes no complaint e-mail or form that we know of. We will save your report and give you the letter to send by other means.`;
  }
}

/** The airline chosen in the form (fetched by id once; a pick from a list is known already). */
function useChosenAirline() {
  const { values } = useFormikContext<Values>();
  return useAirline(values.airlineId);
}

/** Shown above Submit once a company is chosen; for a company with no channel, "Suggest a contact". */
function ChannelNotice({ onSuggest }: { onSuggest: (a: Airline) => void }) {
  const airline = useChosenAirline();
  if (!airline) return null;
  const channel = channelFor(airline);
  return (
    <Alert.Root status={channel === 'none' ? 'warning' : 'info'} borderRadius="lg" data-testid="channel-notice" data-channel={channel} aria-live="polite">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Description>{channelNotice(airline)}</Alert.Description>
        {channel === 'none' && (
          <Button size="xs" variant="outline" alignSelf="flex-start" bg="bg" onClick={() => onSuggest(airline)}>
            Suggest a contact
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}

function TipsCard() {
  return (
    <Card.Root borderRadius="xl" bg="brand.subtle" borderColor="brand.emphasized">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          Tips for a report that gets answered
        </Heading>
      </Card.Header>
      <Card.Body>
        <CheckList items={TIPS} gap="2" fontSize="sm" />
      </Card.Body>
    </Card.Root>
  );
}

/** The side column follows the airline chosen in the form. */
function SideColumn() {
  const { values } = useFormikContext<Values>();
  const airline = useAirline(values.airlineId);
  return (
    <Stack gap="6">
      <RightsCard airlineId={values.airlineId} />
      <AirlineContactsCard airline={airline} />
      <TipsCard />
    </Stack>
  );
}

/** What happened to the report, by channel (the delivery state of the e-mail, or the letter to send). */
function Delivery({ problem: p, onUpdated, onSuggest }: { problem: Problem; onUpdated: (p: Problem) => void; onSuggest: () => void }) {
  const { airline } = p;
  if (p.channel === 'email') {
    if (p.emailStatus === 'failed') {
      return (
        <Alert.Root status="warning" borderRadius="lg" data-testid="email-not-sent">
          <Alert.Indicator />
          <Alert.Description>
            Your report is saved and you can follow it under All Reported Problems, but the e-mail to {airline.name} could not
            be delivered. Please contact the airline directly with the details below.
          </Alert.Description>
        </Alert.Root>
      );
    }
    return (
      <Stack gap="2" align="center" textAlign="center">
        <Text>
          Your report {p.emailStatus === 'sent' ? 'has been e-mailed' : 'is being e-mailed'} to {airline.name}. Replies go to{' '}
          <Text as="span" fontWeight="semibold">
            {p.contactEmail}
          </Text>
          .
        </Text>
        <Flex gap="2" align="center" fontSize="sm" color="fg.muted" data-testid="delivery-state">
          Delivery: <EmailBadge status={p.emailStatus} />
        </Flex>
      </Stack>
    );
  }
  if (p.channel === 'form') {
    return (
      <Stack gap="4">
        <Alert.Root status="info" borderRadius="lg" data-testid="form-channel">
          <Alert.Indicator />
          <Alert.Description>
            Your report is saved. {airline.name} takes complaints through its own web form, so AirDesk cannot send it for you:
            copy the letter below, open the form, paste the letter there and send it. Then tell us, so your case shows it.
          </Alert.Description>
        </Alert.Root>
        <LetterPanel problem={p} canMarkSent onUpdated={onUpdated} />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Alert.Root status="warning" borderRadius="lg" data-testid="no-channel">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Description>
            Your report is saved and you can follow it under All Reported Problems. {airline.name} publishes no complaint e-mail
            or form that we know of, so AirDesk could not send it. Copy the letter below and send it by other means: call the
            company or write to it through its website.
          </Alert.Description>
          <Button size="xs" variant="outline" alignSelf="flex-start" bg="bg" onClick={onSuggest}>
            Suggest a contact
          </Button>
        </Stack>
      </Alert.Root>
      <LetterPanel problem={p} canMarkSent={false} />
    </Stack>
  );
}

function ThankYou({ problem: filed, onAnother }: { problem: Problem; onAnother: () => void }) {
  // Read again while shown: the e-mail's delivery state moves on, and "sent through the form" is recorded.
  const { problem: fresh } = useProblem(filed.id);
  const [updated, setUpdated] = useState<Problem | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const problem = fresh ?? updated ?? filed;
  const { airline } = problem;
  const attention = problem.channel !== 'email' || problem.emailStatus === 'failed';
  return (
    <PageContainer maxW="3xl">
      <Card.Root borderRadius="2xl" data-testid="report-success" data-channel={problem.channel}>
        <Card.Body gap="5" p={{ base: '6', md: '10' }}>
          <Stack gap="2" align="center" textAlign="center">
            <Box bg={attention ? 'orange.100' : 'green.100'} color={attention ? 'orange.700' : 'green.700'} borderRadius="full" p="3" fontSize="2xl">
              <CheckIcon />
            </Box>
            <Heading as="h1" size="2xl">
              Thank You for Your Report
            </Heading>
            <Text color="fg.muted">Report #{problem.id}</Text>
          </Stack>
          <Delivery problem={problem} onUpdated={setUpdated} onSuggest={() => setSuggesting(true)} />
          <CaseRights problem={problem} />
          <Box bg="bg.subtle" borderRadius="xl" p="5">
            <Text fontWeight="semibold" mb="3">
              {airline.name}
            </Text>
            <Stack gap="2">
              <ContactLine kind="email" value={airline.email} truncate={false} />
              <ContactLine kind="phone" value={airline.phone} truncate={false} />
              <ContactLine kind="website" value={airline.website} truncate={false} />
              {airline.complaintFormUrl?.trim() && <ContactLine kind="form" value={airline.complaintFormUrl} truncate={false} />}
            </Stack>
          </Box>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Button onClick={onAnother}>Submit Another Report</Button>
            <Button asChild variant="outline">
              <RouterLink to={PATHS.home}>Return to Home</RouterLink>
            </Button>
          </SimpleGrid>
          <Text textAlign="center" fontSize="sm">
            <RouterLink to={PATHS.problemManagement} style={{ textDecoration: 'underline' }}>
              Track this report under All Reported Problems
            </RouterLink>
          </Text>
        </Card.Body>
      </Card.Root>
      <ContactCorrectionDialog
        company={suggesting ? { id: problem.airlineId, name: airline.name } : null}
        mode="suggest"
        onClose={() => setSuggesting(false)}
        submit={suggestContact}
      />
    </PageContainer>
  );
}

export default function ReportProblemPage() {
  const [params] = useSearchParams();
  const { user } = useUser();
  const [done, setDone] = useState<Problem | null>(null);
  const [lastAirlineId, setLastAirlineId] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [suggestFor, setSuggestFor] = useState<Airline | null>(null);

  const fromUrl = params.get('airline') ?? '';
  const initialValues = useMemo<Values>(
    () => ({
      ...emptyReportForm(),
      airlineId: lastAirlineId ?? (/^\d+$/.test(fromUrl) ? fromUrl : ''),
      contactEmail: user?.email || user?.username || '',
      ...EMPTY_FLIGHT,
    }),
    // A fresh form (formKey) starts from the airline just reported.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formKey, fromUrl, user?.email],
  );

  if (done) {
    return (
      <ThankYou
        problem={done}
        onAnother={() => {
          setDone(null);
          setFormKey((k) => k + 1);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }

  return (
    <PageContainer maxW="7xl">
      <PageHeading
        title="Report a Problem"
        subtitle="Fill in the form and AirDesk e-mails a clear, standardized report to the airline's customer service, or gives you the letter for the company's own complaint form. You can follow it under All Reported Problems."
      />
      <Formik<Values>
        key={formKey}
        initialValues={initialValues}
        enableReinitialize={false}
        validate={zodValidate<Values>(createProblemForm)}
        onSubmit={async (values, { setErrors }) => {
          const journey = flightOf(values);
          if ('errors' in journey) {
            setErrors(journey.errors);
            return;
          }
          try {
            const body: CreateProblemBody = { ...createProblemForm.parse(values), ...(journey.flight ? { flight: journey.flight } : {}) };
            const problem = await submitProblem(body);
            const name = problem.airline?.name || 'the airline';
            if (problem.channel === 'form') {
              notify('Problem reported successfully', `Your report has been saved. Send the letter through ${name}'s complaint form.`);
            } else if (problem.channel === 'none') {
              notify('Problem reported successfully', `Your report has been saved. ${name} publishes no complaint e-mail or form that we know of, so it was not sent.`);
            } else if (problem.emailStatus === 'failed') {
              notify('Problem reported successfully', `Your report has been saved, but the e-mail to ${name} could not be delivered.`);
            } else {
              notify('Problem reported successfully', `Your report has been submitted to ${name}.`);
            }
            setLastAirlineId(values.airlineId);
            setDone(problem);
            window.scrollTo({ top: 0 });
          } catch (err) {
            if (err instanceof ApiError && err.issues.length) {
              setErrors(issuesToErrors<Values>(err.issues.map((i) => ({ ...i, path: FLIGHT_PATHS[i.path] ?? i.path }))));
            }
            notifyError('Failed to submit report', errorText(err));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '6', lg: '8' }} alignItems="start">
            <Card.Root borderRadius="xl">
              <Card.Body p={{ base: '5', md: '8' }}>
                <Form noValidate aria-label="Report a problem">
                  <Stack gap="5">
                    <AirlinePicker />
                    <FormField name="category" type="select" label="Problem category" required placeholder="Select a category" options={CATEGORY_OPTIONS} />
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                      <FormField name="flightNumber" label="Flight number" placeholder="e.g. BA117" helperText="Optional" maxLength={FLIGHT_NUMBER_MAX} />
                      <FormField name="date" type="date" label="Date of travel" helperText="Optional" />
                    </SimpleGrid>
                    <FormField
                      name="description"
                      type="textarea"
                      label="Description"
                      required
                      rows={7}
                      maxLength={DESCRIPTION_MAX}
                      placeholder="What happened, when, and what you would like the airline to do."
                    />
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                      <FormField name="contactEmail" type="email" label="Contact e-mail" required autoComplete="email" helperText="The airline replies to this address." />
                      <FormField name="contactPhone" type="tel" label="Phone" autoComplete="tel" helperText="Optional" placeholder="+1 555 010 0000" />
                    </SimpleGrid>
                    <FlightSection />
                    <ChannelNotice onSuggest={setSuggestFor} />
                    <Button type="submit" size="lg" loading={isSubmitting} loadingText="Submitting…" alignSelf={{ md: 'flex-start' }} px="10">
                      Submit Report
                    </Button>
                  </Stack>
                </Form>
              </Card.Body>
            </Card.Root>
            <SideColumn />
          </Grid>
        )}
      </Formik>
      <ContactCorrectionDialog company={suggestFor} mode="suggest" onClose={() => setSuggestFor(null)} submit={suggestContact} />
    </PageContainer>
  );
}
