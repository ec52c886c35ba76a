// The report form's optional flight details (docs/api.md#rights): one question at a time, only those whose answer
// changes the result for the incident described (questionsFor). The date is the report's own "Date of travel".
import { Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { AIRPORT_QUERY_MAX, type Incident } from '@contracts';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { useAirports } from '../api/problems';
import { CURRENCY_OPTIONS } from './expenses-field';
import { questionsFor, type FlightValues } from './flight-rights';
import { FlightTimesField } from './flight-times-field';

const INCIDENT_OPTIONS: { value: Incident; label: string }[] = [
  { value: 'delay', label: 'The flight arrived late' },
  { value: 'cancellation', label: 'The flight was cancelled' },
  { value: 'denied_boarding', label: 'I was denied boarding' },
  { value: 'downgrade', label: 'I was downgraded' },
  { value: 'baggage_delayed', label: 'My bag was delayed' },
  { value: 'baggage_damaged', label: 'My bag was damaged' },
  { value: 'baggage_lost', label: 'My bag was lost' },
  { value: 'other', label: 'Something else' },
];
const CAUSE_OPTIONS = [
  { value: 'unknown', label: "I don't know" },
  { value: 'airline', label: "Within the airline's control (e.g. a technical fault, crew)" },
  { value: 'safety', label: 'A safety issue' },
  { value: 'extraordinary', label: 'The airline says extraordinary circumstances (e.g. weather)' },
];

/** The airports a typed text matches, and the one it names exactly. */
function useAirport(value: string) {
  const matches = useAirports(value);
  return { matches, exact: matches.find((a) => a.iataCode === value.trim().toUpperCase()) };
}

function AirportField({ name, label }: { name: 'flightDeparture' | 'flightArrival'; label: string }) {
  const { values, setFieldValue } = useFormikContext<FlightValues>();
  const value = values[name];
  const { matches, exact } = useAirport(value);
  return (
    <Stack gap="1">
      <FormField
        name={name}
        label={label}
        placeholder="Code, city or airport, e.g. FCO or Rome"
        maxLength={AIRPORT_QUERY_MAX}
        helperText={
          exact ? `${exact.name}, ${exact.city}, ${exact.countryName}` : 'Type a code, a city or an airport name'
        }
      />
      {!exact && matches.length > 0 && (
        <Stack gap="1" role="group" aria-label={`Airports matching ${value}`} data-testid={`${name}-matches`}>
          {matches.slice(0, 5).map((a) => (
            <Button
              key={a.iataCode}
              size="xs"
              variant="outline"
              justifyContent="flex-start"
              onClick={() => void setFieldValue(name, a.iataCode)}
            >
              {a.iataCode} · {a.name}, {a.city}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The optional section of the report form. */
export function FlightSection() {
  const { values } = useFormikContext<FlightValues>();
  const [open, setOpen] = useState(false);
  const i = values.incident;
  const q = questionsFor(values);
  // US involuntary denied boarding is paid as a share of the fare (14 CFR 250.5): asked for a flight from the US.
  const fromUs = useAirport(values.flightDeparture).exact?.country === 'US';
  const askFare = i === 'downgrade' || (i === 'denied_boarding' && fromUs);
  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} data-testid="flight-section">
      <Button
        variant="plain"
        px="0"
        h="auto"
        w="full"
        justifyContent="flex-start"
        textAlign="start"
        whiteSpace="normal"
        fontWeight="semibold"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {open ? '−' : '+'} Flight details (optional): see what the law gives you
      </Button>
      {open && (
        <Stack gap="4" mt="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <AirportField name="flightDeparture" label="Departure airport" />
            <AirportField name="flightArrival" label="Final destination" />
          </SimpleGrid>
          <SelectField
            name="incident"
            label="What happened"
            placeholder="Choose what happened"
            options={INCIDENT_OPTIONS}
          />
          {q.rerouting && (
            <CheckboxField name="noAlternative" label="I did not take another flight (refund or own arrangements)" />
          )}
          {q.times && <FlightTimesField flew={q.actualArrival} />}
          {q.hoursLate && (
            <FormField
              name="arrivalDelayHours"
              label={
                i === 'delay'
                  ? 'How many hours late did you arrive?'
                  : 'How many hours late did the alternative flight arrive?'
              }
              helperText="Or give the scheduled and actual arrival above."
              inputMode="decimal"
              placeholder="e.g. 3.5"
            />
          )}
          {q.noticeDays && (
            <FormField
              name="noticeDays"
              label="How many days before departure were you told?"
              inputMode="numeric"
              placeholder="e.g. 2"
            />
          )}
          {q.earlierHours && (
            <FormField
              name="alternativeDepartedEarlierHours"
              label="How many hours before your original departure did the alternative flight you were offered leave?"
              helperText="0 if it left at the same time or later."
              inputMode="decimal"
              placeholder="e.g. 1.5"
            />
          )}
          {askFare && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                name="fareAmount"
                label="One-way fare you paid"
                inputMode="decimal"
                placeholder="e.g. 320"
                helperText="For this journey, taxes included."
              />
              <SelectField name="fareCurrency" label="Fare currency" options={CURRENCY_OPTIONS} />
            </SimpleGrid>
          )}
          {q.baggageReceived && (
            <FormField name="baggageReceivedDate" type="date" label="When did you get the bag back?" />
          )}
          {q.cause && (
            <SelectField name="cause" label="What caused it?" placeholder="Choose the cause" options={CAUSE_OPTIONS} />
          )}
        </Stack>
      )}
    </Box>
  );
}
