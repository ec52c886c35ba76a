// The journey's questions (docs/api.md#rights), shared by the report form's flight details and the public rights
// check: the two airports (a type-ahead on GET /api/airports), what happened, and the questions whose answer
// changes the result for that incident (questionsFor decides which are shown). Formik fields of FlightValues.
import { Button, Stack } from '@chakra-ui/react';
import { AIRPORT_QUERY_MAX, type Incident } from '@contracts';
import { useFormikContext } from 'formik';
import { CheckboxField } from '../checkbox-field';
import { FormField } from '../form-field';
import { SelectField } from '../select-field';
import { useAirports } from '../../lib/rights-calls';
import type { FlightValues } from './flight-facts';

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
export function useAirport(value: string) {
  const matches = useAirports(value);
  return { matches, exact: matches.find((a) => a.iataCode === value.trim().toUpperCase()) };
}

export function AirportField({ name, label }: { name: 'flightDeparture' | 'flightArrival'; label: string }) {
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
              // A long airport name wraps inside the button rather than running past a phone's edge.
              whiteSpace="normal"
              textAlign="start"
              h="auto"
              py="1"
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

export const IncidentField = () => (
  <SelectField name="incident" label="What happened" placeholder="Choose what happened" options={INCIDENT_OPTIONS} />
);

export const NoAlternativeField = () => (
  <CheckboxField name="noAlternative" label="I did not take another flight (refund or own arrangements)" />
);

/** `timesAbove`: the form also asks the scheduled and actual arrival, which give the delay instead. */
export const HoursLateField = ({ incident, timesAbove }: { incident: string; timesAbove: boolean }) => (
  <FormField
    name="arrivalDelayHours"
    label={
      incident === 'delay'
        ? 'How many hours late did you arrive?'
        : 'How many hours late did the alternative flight arrive?'
    }
    helperText={timesAbove ? 'Or give the scheduled and actual arrival above.' : 'At your final destination.'}
    inputMode="decimal"
    placeholder="e.g. 3.5"
  />
);

export const NoticeDaysField = () => (
  <FormField
    name="noticeDays"
    label="How many days before departure were you told?"
    inputMode="numeric"
    placeholder="e.g. 2"
  />
);

export const EarlierHoursField = () => (
  <FormField
    name="alternativeDepartedEarlierHours"
    label="How many hours before your original departure did the alternative flight you were offered leave?"
    helperText="0 if it left at the same time or later."
    inputMode="decimal"
    placeholder="e.g. 1.5"
  />
);

export const CauseField = () => (
  <SelectField name="cause" label="What caused it?" placeholder="Choose the cause" options={CAUSE_OPTIONS} />
);
