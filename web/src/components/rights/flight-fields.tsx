// The journey's questions (docs/api.md#rights), shared by the report form's flight details and the public rights
// check: the two airports (a type-ahead on GET /api/airports), what happened, and the questions whose answer
// changes the result for that incident (questionsFor decides which are shown). Formik fields of FlightValues.
import { Button, Stack } from '@chakra-ui/react';
import { AIRPORT_QUERY_MAX, type Incident } from '@contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { CheckboxField } from '../checkbox-field';
import { FormField } from '../form-field';
import { SelectField } from '../select-field';
import { useAirports } from '../../lib/rights-calls';
import type { FlightValues } from './flight-facts';

const INCIDENT_OPTIONS: { value: Incident; label: MessageDescriptor }[] = [
  { value: 'delay', label: msg`The flight arrived late` },
  { value: 'cancellation', label: msg`The flight was cancelled` },
  { value: 'denied_boarding', label: msg`I was denied boarding` },
  { value: 'downgrade', label: msg`I was downgraded` },
  { value: 'baggage_delayed', label: msg`My bag was delayed` },
  { value: 'baggage_damaged', label: msg`My bag was damaged` },
  { value: 'baggage_lost', label: msg`My bag was lost` },
  { value: 'other', label: msg`Something else` },
];
const CAUSE_OPTIONS: { value: string; label: MessageDescriptor }[] = [
  { value: 'unknown', label: msg`I don't know` },
  { value: 'airline', label: msg`Within the airline's control (e.g. a technical fault, crew)` },
  { value: 'safety', label: msg`A safety issue` },
  { value: 'extraordinary', label: msg`The airline says extraordinary circumstances (e.g. weather)` },
];

/** The airports a typed text matches, and the one it names exactly. */
export function useAirport(value: string) {
  const matches = useAirports(value);
  return { matches, exact: matches.find((a) => a.iataCode === value.trim().toUpperCase()) };
}

export function AirportField({ name, label }: { name: 'flightDeparture' | 'flightArrival'; label: string }) {
  const { values, setFieldValue } = useFormikContext<FlightValues>();
  const { t } = useLinguiMacro();
  const value = values[name];
  const { matches, exact } = useAirport(value);
  return (
    <Stack gap="1">
      <FormField
        name={name}
        label={label}
        placeholder={t`Code, city or airport, e.g. FCO or Rome`}
        maxLength={AIRPORT_QUERY_MAX}
        helperText={
          exact ? `${exact.name}, ${exact.city}, ${exact.countryName}` : t`Type a code, a city or an airport name`
        }
      />
      {!exact && matches.length > 0 && (
        <Stack gap="1" role="group" aria-label={t`Airports matching ${value}`} data-testid={`${name}-matches`}>
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

export function IncidentField() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const options = INCIDENT_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  return (
    <SelectField name="incident" label={t`What happened`} placeholder={t`Choose what happened`} options={options} />
  );
}

export function NoAlternativeField() {
  const { t } = useLinguiMacro();
  return <CheckboxField name="noAlternative" label={t`I did not take another flight (refund or own arrangements)`} />;
}

/** `timesAbove`: the form also asks the scheduled and actual arrival, which give the delay instead. */
export function HoursLateField({ incident, timesAbove }: { incident: string; timesAbove: boolean }) {
  const { t } = useLinguiMacro();
  return (
    <FormField
      name="arrivalDelayHours"
      label={
        incident === 'delay'
          ? t`How many hours late did you arrive?`
          : t`How many hours late did the alternative flight arrive?`
      }
      helperText={timesAbove ? t`Or give the scheduled and actual arrival above.` : t`At your final destination.`}
      inputMode="decimal"
      placeholder={t`e.g. 3.5`}
    />
  );
}

export function NoticeDaysField() {
  const { t } = useLinguiMacro();
  return (
    <FormField
      name="noticeDays"
      label={t`How many days before departure were you told?`}
      inputMode="numeric"
      placeholder={t`e.g. 2`}
    />
  );
}

export function EarlierHoursField() {
  const { t } = useLinguiMacro();
  return (
    <FormField
      name="alternativeDepartedEarlierHours"
      label={t`How many hours before your original departure did the alternative flight you were offered leave?`}
      helperText={t`0 if it left at the same time or later.`}
      inputMode="decimal"
      placeholder={t`e.g. 1.5`}
    />
  );
}

export function CauseField() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const options = CAUSE_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  return <SelectField name="cause" label={t`What caused it?`} placeholder={t`Choose the cause`} options={options} />;
}
