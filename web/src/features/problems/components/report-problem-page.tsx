// /report-problem?airline={id} (SPEC.md section 2 "Report a Problem"): the airline (preselected from the
// URL) by type-ahead or dropdown, category, flight number, date, description, contact e-mail and phone,
// validated by the shared contract; a side card with the airline's contacts and a tips card; the
// "Thank You for Your Report" panel after a successful submission.
import { Alert, Box, Button, Card, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createProblemForm, PROBLEM_CATEGORIES, type Airline, type CreateProblemBody, type Problem } from '@contracts';
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
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
import { submitProblem, useAllAirlines } from '../api/problems';
import { AirlinePicker } from './airline-picker';

interface Values {
  airlineId: string;
  category: string;
  flightNumber: string;
  date: string;
  description: string;
  contactEmail: string;
  contactPhone: string;
}

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
            <ContactLine kind="phone" value={airline.phone} truncate={false} />
            <ContactLine kind="email" value={airline.email} truncate={false} />
            <ContactLine kind="website" value={airline.website} truncate={false} />
            {!airline.email.trim() && (
              <Alert.Root status="warning" borderRadius="md" mt="2" size="sm" data-testid="no-airline-email">
                <Alert.Indicator />
                <Alert.Description>
                  This airline publishes no e-mail address. Your report will be saved and tracked here, but it cannot be
                  e-mailed to the airline: contact it by phone or through its website.
                </Alert.Description>
              </Alert.Root>
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
function SideColumn({ airlines }: { airlines: Airline[] }) {
  const { values } = useFormikContext<Values>();
  const airline = airlines.find((a) => String(a.id) === values.airlineId);
  return (
    <Stack gap="6">
      <AirlineContactsCard airline={airline} />
      <TipsCard />
    </Stack>
  );
}

function ThankYou({ problem, onAnother }: { problem: Problem; onAnother: () => void }) {
  const { airline } = problem;
  const failed = problem.emailStatus === 'failed';
  return (
    <PageContainer maxW="3xl">
      <Card.Root borderRadius="2xl" data-testid="report-success">
        <Card.Body gap="5" p={{ base: '6', md: '10' }}>
          <Stack gap="2" align="center" textAlign="center">
            <Box bg={failed ? 'orange.100' : 'green.100'} color={failed ? 'orange.700' : 'green.700'} borderRadius="full" p="3" fontSize="2xl">
              <CheckIcon />
            </Box>
            <Heading as="h1" size="2xl">
              Thank You for Your Report
            </Heading>
            <Text color="fg.muted">Report #{problem.id}</Text>
          </Stack>
          {failed ? (
            <Alert.Root status="warning" borderRadius="lg" data-testid="email-not-sent">
              <Alert.Indicator />
              <Alert.Description>
                Your report is saved and you can follow it under All Reported Problems, but {airline.name} has no e-mail address
                on file, so it could not be e-mailed to the airline. Please contact the airline directly with the details below.
              </Alert.Description>
            </Alert.Root>
          ) : (
            <Text textAlign="center">
              Your report {problem.emailStatus === 'sent' ? 'has been e-mailed' : 'is being e-mailed'} to {airline.name}. Replies go to{' '}
              <Text as="span" fontWeight="semibold">
                {problem.contactEmail}
              </Text>
              .
            </Text>
          )}
          <Box bg="bg.subtle" borderRadius="xl" p="5">
            <Text fontWeight="semibold" mb="3">
              {airline.name}
            </Text>
            <Stack gap="2">
              <ContactLine kind="email" value={airline.email} truncate={false} />
              <ContactLine kind="phone" value={airline.phone} truncate={false} />
              <ContactLine kind="website" value={airline.website} truncate={false} />
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
    </PageContainer>
  );
}

export default function ReportProblemPage() {
  const [params] = useSearchParams();
  const { user } = useUser();
  const { airlines, loaded, error } = useAllAirlines();
  const [done, setDone] = useState<Problem | null>(null);
  const [lastAirlineId, setLastAirlineId] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const fromUrl = params.get('airline') ?? '';
  const initialValues = useMemo<Values>(
    () => ({
      airlineId: lastAirlineId ?? (/^\d+$/.test(fromUrl) ? fromUrl : ''),
      category: '',
      flightNumber: '',
      date: '',
      description: '',
      contactEmail: user?.email || user?.username || '',
      contactPhone: '',
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
        subtitle="Fill in the form and AirDesk e-mails a clear, standardized report to the airline's customer service. You can follow it under All Reported Problems."
      />
      <Formik<Values>
        key={formKey}
        initialValues={initialValues}
        enableReinitialize={false}
        validate={zodValidate<Values>(createProblemForm)}
        onSubmit={async (values, { setErrors }) => {
          try {
            const body: CreateProblemBody = createProblemForm.parse(values);
            const problem = await submitProblem(body);
            const name = problem.airline?.name || airlines.find((a) => String(a.id) === values.airlineId)?.name || 'the airline';
            if (problem.emailStatus === 'failed') {
              notify('Problem reported successfully', `Your report has been saved. ${name} has no e-mail address on file, so it was not e-mailed.`);
            } else {
              notify('Problem reported successfully', `Your report has been submitted to ${name}.`);
            }
            setLastAirlineId(values.airlineId);
            setDone(problem);
            window.scrollTo({ top: 0 });
          } catch (err) {
            if (err instanceof ApiError && err.issues.length) setErrors(issuesToErrors<Values>(err.issues));
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
                    <AirlinePicker airlines={airlines} loaded={loaded} loadError={error} />
                    <FormField name="category" type="select" label="Problem category" required placeholder="Select a category" options={CATEGORY_OPTIONS} />
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                      <FormField name="flightNumber" label="Flight number" placeholder="e.g. BA117" helperText="Optional" maxLength={10} />
                      <FormField name="date" type="date" label="Date of travel" helperText="Optional" />
                    </SimpleGrid>
                    <FormField
                      name="description"
                      type="textarea"
                      label="Description"
                      required
                      rows={7}
                      maxLength={5000}
                      placeholder="What happened, when, and what you would like the airline to do."
                    />
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                      <FormField name="contactEmail" type="email" label="Contact e-mail" required autoComplete="email" helperText="The airline replies to this address." />
                      <FormField name="contactPhone" type="tel" label="Phone" autoComplete="tel" helperText="Optional" placeholder="+1 555 010 0000" />
                    </SimpleGrid>
                    <Button type="submit" size="lg" loading={isSubmitting} loadingText="Submitting…" alignSelf={{ md: 'flex-start' }} px="10">
                      Submit Report
                    </Button>
                  </Stack>
                </Form>
              </Card.Body>
            </Card.Root>
            <SideColumn airlines={airlines} />
          </Grid>
        )}
      </Formik>
    </PageContainer>
  );
}
