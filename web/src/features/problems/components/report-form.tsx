// The report form: the company (type-ahead or dropdown), category, flight number, date, description, contact
// e-mail and phone, the optional flight facts and documents, validated by the shared contract; the channel
// notice above Submit; the side column beside it. The documents are uploaded right after filing, and the
// report's mail waits for them (it is told how many come: `documents`). On success it says how the report went
// out and hands the report and its uploads to the page.
import { Button, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field } from '../../../components/ui/field';
import {
  CASE_LIMITS,
  CASE_MSG,
  DESCRIPTION_MAX,
  FLIGHT_NUMBER_MAX,
  PROBLEM_CATEGORIES,
  type CreateProblemBody,
  type Problem,
} from '@contracts';
import type { Language } from '@contracts/languages';
import { Form, Formik } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { FormField } from '../../../components/form-field';
import { ApiError, errorText } from '../../../lib/api-client';
import { serverTextNow } from '../../../i18n/language';
import { CATEGORY_LABELS } from './category-labels';
import { notify, notifyError } from '../../../lib/toast';
import { issuesToErrors } from '../../../lib/zod-formik';
import { submitProblem } from '../api/problems';
import { AirlinePicker } from './airline-picker';
import { DocumentPicker } from './document-picker';
import { useDocumentUploads, type PendingDocument } from './documents';
import { flightOf, flightSchema } from '../../../components/rights/flight-facts';
import { FlightSection } from './flight-section';
import { ReportLayout } from './report-layout';
import { preloadReportSchemas, reportSchema } from './report-schemas';
import { ClaimField, ExpensesField } from './expenses-field';
import { PassengersField } from './passengers-field';
import { FLIGHT_PATHS, reportInput, type ReportValues } from './report-values';

const validateReport = reportSchema.validate<ReturnType<typeof reportInput>>();

// How the chosen company receives the report: it has nothing to say until a company is chosen, so it loads then.
const ChannelNotice = lazy(() => import('./channel-notice').then((m) => ({ default: m.ChannelNotice })));
// The letter's language is offered for the chosen company's country (with the country tables it needs): loaded then.
const ReportLetterLanguage = lazy(() =>
  import('./letter-language-field').then((m) => ({ default: m.ReportLetterLanguage })),
);

interface Props {
  initialValues: ReportValues;
  /**
   * The report was filed; `airlineId` is the form's company, which the next fresh form starts from; `uploads`
   * what became of each document sent with it.
   */
  onFiled: (problem: Problem, airlineId: string, uploads: PendingDocument[]) => void;
}

export function ReportForm({ initialValues, onFiled }: Props) {
  const { t, i18n } = useLingui();
  const documents = useDocumentUploads();
  const [uploading, setUploading] = useState(false);
  // The letter's language (English, or the company's own): kept beside the form's values, it is not one of the
  // report's facts and the field offers it only once the company is known.
  const [letterLanguage, setLetterLanguage] = useState<Language>('en');
  const categoryOptions = PROBLEM_CATEGORIES.map((c) => ({ value: c.id, label: i18n._(CATEGORY_LABELS[c.id]) }));
  return (
    <Formik<ReportValues>
      initialValues={initialValues}
      enableReinitialize={false}
      validate={(values) => validateReport(reportInput(values))}
      onSubmit={async (values, { setErrors }) => {
        const journey = flightOf(values, await flightSchema.schema());
        if ('errors' in journey) {
          setErrors(journey.errors);
          return;
        }
        // A report holds 20 documents: more would be refused with the whole report, so it is said here first.
        if (documents.ready() > CASE_LIMITS.attachmentsPerReport) {
          // The contract's message, in the page's language: the form loads the server catalogue only now.
          notifyError(t`Too many documents`, await serverTextNow(CASE_MSG.tooMany));
          return;
        }
        try {
          // What was not given (no names, no expenses, nothing ticked) is left out, so the server keeps it as not given.
          const { passengers, expenses, claim, ...fields } = (await reportSchema.schema()).parse(reportInput(values));
          const body: CreateProblemBody = {
            ...fields,
            ...(passengers.length ? { passengers } : {}),
            ...(expenses.length ? { expenses } : {}),
            ...(claim ? { claim } : {}),
            ...(journey.flight ? { flight: journey.flight } : {}),
            ...(documents.ready() ? { documents: documents.ready() } : {}),
            ...(letterLanguage !== 'en' ? { letterLanguage } : {}),
          };
          const problem = await submitProblem(body);
          setUploading(true);
          const uploads = await documents.uploadAll(problem.id).finally(() => setUploading(false));
          const name = problem.airline.name || t`the airline`;
          const reported = t`Problem reported successfully`;
          if (problem.channel === 'form') {
            notify(reported, t`Your report has been saved. Send the letter through ${name}'s complaint form.`);
          } else if (problem.channel === 'regulator') {
            notify(
              reported,
              t`Your report has been saved. Send the letter through the official complaint form, which forwards it to ${name}.`,
            );
          } else if (problem.channel === 'none') {
            notify(
              reported,
              t`Your report has been saved. ${name} publishes no complaint e-mail or form that we know of, so it was not sent.`,
            );
          } else if (problem.emailStatus === 'failed') {
            notify(reported, t`Your report has been saved, but the e-mail to ${name} could not be delivered.`);
          } else {
            notify(reported, t`Your report has been submitted to ${name}.`);
          }
          onFiled(problem, values.airlineId, [...documents.all().filter((d) => d.state === 'invalid'), ...uploads]);
        } catch (err) {
          if (err instanceof ApiError && err.issues.length) {
            setErrors(
              issuesToErrors<ReportValues>(err.issues.map((i) => ({ ...i, path: FLIGHT_PATHS[i.path] ?? i.path }))),
            );
          }
          notifyError(t`Failed to submit report`, errorText(err));
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <ReportLayout
          form={({ belowCompany, aboveSubmit }, assessment) => (
            <Card.Root borderRadius="xl">
              <Card.Body p={{ base: '5', md: '8' }}>
                <Form noValidate aria-label={t`Report a problem`} onFocus={preloadReportSchemas}>
                  <Stack gap="5">
                    <AirlinePicker />
                    {/* How the chosen company receives the report, said the moment it is chosen. */}
                    {values.airlineId && (
                      <Suspense fallback={null}>
                        <ChannelNotice />
                      </Suspense>
                    )}
                    {belowCompany}
                    <SelectField
                      name="category"
                      label={t`Problem category`}
                      required
                      placeholder={t`Select a category`}
                      options={categoryOptions}
                    />
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                      <FormField
                        name="flightNumber"
                        label={t`Flight number`}
                        placeholder={t`e.g. BA117`}
                        helperText={t`Optional`}
                        maxLength={FLIGHT_NUMBER_MAX}
                      />
                      <FormField name="date" type="date" label={t`Date of travel`} helperText={t`Optional`} />
                    </SimpleGrid>
                    <FormField
                      name="description"
                      type="textarea"
                      label={t`Description`}
                      required
                      rows={7}
                      maxLength={DESCRIPTION_MAX}
                      placeholder={t`What happened, when, and what you would like the airline to do.`}
                    />
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                      <FormField
                        name="contactEmail"
                        type="email"
                        label={t`Contact e-mail`}
                        required
                        autoComplete="email"
                        helperText={t`Where AirDesk writes to you about this report, with the airline's answers.`}
                      />
                      <FormField
                        name="contactPhone"
                        type="tel"
                        label={t`Phone`}
                        autoComplete="tel"
                        helperText={t`Optional`}
                        placeholder="+1 555 010 0000"
                      />
                    </SimpleGrid>
                    <PassengersField />
                    <FlightSection />
                    <ExpensesField />
                    <ClaimField assessment={assessment} />
                    <Field.Root>
                      <Field.Label>
                        <Trans>Documents</Trans>
                      </Field.Label>
                      <DocumentPicker
                        docs={documents.docs}
                        onAdd={documents.add}
                        onRemove={documents.remove}
                        label={t`Add documents`}
                        disabled={isSubmitting}
                        testId="report-documents"
                      />
                      <Field.HelperText>
                        <Trans>
                          Optional. Boarding passes, receipts, photos: PDF, JPEG, PNG, HEIC or WebP, up to 10 MB each.
                          They go to the company with your report.
                        </Trans>
                      </Field.HelperText>
                    </Field.Root>
                    {values.airlineId && (
                      <Suspense fallback={null}>
                        <ReportLetterLanguage value={letterLanguage} onChange={setLetterLanguage} />
                      </Suspense>
                    )}
                    {aboveSubmit}
                    <Button
                      type="submit"
                      size="lg"
                      loading={isSubmitting}
                      loadingText={uploading ? t`Uploading documents…` : t`Submitting…`}
                      alignSelf={{ md: 'flex-start' }}
                      px="10"
                    >
                      <Trans>Submit Report</Trans>
                    </Button>
                  </Stack>
                </Form>
              </Card.Body>
            </Card.Root>
          )}
        />
      )}
    </Formik>
  );
}
