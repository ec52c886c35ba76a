// The report form's flight details once opened (flight-section.tsx): one question at a time, only those whose answer
// changes the result for the incident described (questionsFor). Its own chunk, loaded when the section opens: most
// reports leave it closed.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { questionsFor, type FlightValues } from '../../../components/rights/flight-facts';
import {
  AirportField,
  CauseField,
  EarlierHoursField,
  HoursLateField,
  IncidentField,
  NoAlternativeField,
  NoticeDaysField,
  useAirport,
} from '../../../components/rights/flight-fields';
import { CURRENCY_OPTIONS } from './expense-row';
import { FlightTimesField } from './flight-times-field';

export default function FlightQuestions() {
  const { t } = useLingui();
  const { values } = useFormikContext<FlightValues>();
  const i = values.incident;
  const q = questionsFor(values);
  // US involuntary denied boarding is paid as a share of the fare (14 CFR 250.5): asked for a flight from the US.
  const fromUs = useAirport(values.flightDeparture).exact?.country === 'US';
  const askFare = i === 'downgrade' || (i === 'denied_boarding' && fromUs);
  return (
    <Stack gap="4" mt="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <AirportField name="flightDeparture" label={t`Departure airport`} />
        <AirportField name="flightArrival" label={t`Final destination`} />
      </SimpleGrid>
      <IncidentField />
      {q.rerouting && <NoAlternativeField />}
      {q.times && <FlightTimesField flew={q.actualArrival} />}
      {q.hoursLate && <HoursLateField incident={i} timesAbove />}
      {q.noticeDays && <NoticeDaysField />}
      {q.earlierHours && <EarlierHoursField />}
      {askFare && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            name="fareAmount"
            label={t`One-way fare you paid`}
            inputMode="decimal"
            placeholder={t`e.g. 320`}
            helperText={t`For this journey, taxes included.`}
          />
          <SelectField name="fareCurrency" label={t`Fare currency`} options={CURRENCY_OPTIONS} />
        </SimpleGrid>
      )}
      {q.baggageReceived && (
        <FormField name="baggageReceivedDate" type="date" label={t`When did you get the bag back?`} />
      )}
      {q.cause && <CauseField />}
    </Stack>
  );
}
