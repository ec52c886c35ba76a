// The report form's optional flight facts (docs/api.md#rights), and the lines of a rights answer that the
// live card (rights-card.tsx) and a filed report (case-rights.tsx) share. The facts are flat form values;
// `flightOf` turns them into the report's `flight` (or nothing, for a plain report), checked by the shared
// `rightsFlight` schema.
import { Badge, Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { AIRPORT_QUERY_MAX, type Deadline, type Incident, type RegimeResult, type RightsFlight } from '@contracts';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { FormField } from '../../../components/form-field';
import { useAirports } from '../api/problems';
import { formatCalendarDay } from './format';
import { flightSchema } from './report-schemas';
import { registerRecipes } from '../../../theme/recipes';

registerRecipes({ recipes: { badge: badgeRecipe } });

export interface FlightValues {
  flightDeparture: string;
  flightArrival: string;
  flightDate: string;
  incident: string;
  arrivalDelayHours: string;
  noticeDays: string;
  baggageReceivedDate: string;
  cause: string;
}

export const EMPTY_FLIGHT: FlightValues = {
  flightDeparture: '',
  flightArrival: '',
  flightDate: '',
  incident: '',
  arrivalDelayHours: '',
  noticeDays: '',
  baggageReceivedDate: '',
  cause: '',
};

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

const FIELD_OF: Record<string, keyof FlightValues> = {
  departure: 'flightDeparture',
  arrival: 'flightArrival',
  date: 'flightDate',
  incident: 'incident',
  arrivalDelayHours: 'arrivalDelayHours',
  noticeDays: 'noticeDays',
  baggageReceivedDate: 'baggageReceivedDate',
  cause: 'cause',
};

type RightsFlightSchema = NonNullable<ReturnType<typeof flightSchema.current>>;

/** Whether the traveller has started on the journey facts (the section is optional). */
export const flightGiven = (v: FlightValues) =>
  [v.flightDeparture, v.flightArrival, v.flightDate, v.incident].some((s) => s.trim() !== '');

/**
 * The report's `flight`, `null` when the section is left empty, or the field errors to show. `rightsFlight` is
 * the contract's schema (report-schemas.ts loads it).
 */
export function flightOf(
  v: FlightValues,
  rightsFlight: RightsFlightSchema,
): { flight: RightsFlight | null } | { errors: Partial<Record<keyof FlightValues, string>> } {
  if (!flightGiven(v)) return { flight: null };
  const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
  const parsed = rightsFlight.safeParse({
    departure: v.flightDeparture,
    arrival: v.flightArrival,
    date: v.flightDate,
    incident: v.incident || undefined,
    arrivalDelayHours: num(v.arrivalDelayHours),
    noticeDays: num(v.noticeDays),
    baggageReceivedDate: v.baggageReceivedDate || undefined,
    cause: v.cause || undefined,
  });
  if (parsed.success) return { flight: parsed.data };
  const errors: Partial<Record<keyof FlightValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = field === 'incident' ? 'Please choose what happened' : issue.message;
  }
  return { errors };
}

function AirportField({ name, label }: { name: 'flightDeparture' | 'flightArrival'; label: string }) {
  const { values, setFieldValue } = useFormikContext<FlightValues>();
  const value = values[name];
  const matches = useAirports(value);
  const exact = matches.find((a) => a.iataCode === value.trim().toUpperCase());
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

/** The optional section of the report form: one question at a time, only those that matter for the incident. */
export function FlightSection() {
  const { values } = useFormikContext<FlightValues>();
  const [open, setOpen] = useState(false);
  const i = values.incident;
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
          <FormField name="flightDate" type="date" label="Scheduled departure date" />
          <SelectField
            name="incident"
            label="What happened"
            placeholder="Choose what happened"
            options={INCIDENT_OPTIONS}
          />
          {(i === 'delay' || i === 'cancellation' || i === 'denied_boarding') && (
            <FormField
              name="arrivalDelayHours"
              label={
                i === 'delay'
                  ? 'How many hours late did you arrive?'
                  : 'How many hours late did the alternative flight arrive?'
              }
              inputMode="decimal"
              placeholder="e.g. 3.5"
            />
          )}
          {i === 'cancellation' && (
            <FormField
              name="noticeDays"
              label="How many days before departure were you told?"
              inputMode="numeric"
              placeholder="e.g. 2"
            />
          )}
          {(i === 'baggage_delayed' || i === 'baggage_damaged') && (
            <FormField name="baggageReceivedDate" type="date" label="When did you get the bag back?" />
          )}
          {(i === 'delay' || i === 'cancellation') && (
            <SelectField name="cause" label="What caused it?" placeholder="Choose the cause" options={CAUSE_OPTIONS} />
          )}
        </Stack>
      )}
    </Box>
  );
}

export const money = (amount: number, currency: string) => `${currency} ${amount.toLocaleString('en-GB')}`;

export function RegimeLine({ r }: { r: RegimeResult }) {
  return (
    <Box data-testid="regime" data-regime={r.regime}>
      <Text fontWeight="semibold">
        {r.amount !== null && r.amount > 0 && r.currency
          ? money(r.amount, r.currency)
          : r.limit
            ? `Up to ${r.limit.amount.toLocaleString('en-GB')} SDR`
            : 'No fixed amount'}
      </Text>
      <Text fontSize="sm">{r.citation}</Text>
      <Text fontSize="sm" color="fg.muted">
        {r.reason}
      </Text>
    </Box>
  );
}

export function DeadlineList({
  deadlines,
  today = new Date().toISOString().slice(0, 10),
}: {
  deadlines: readonly Deadline[];
  today?: string;
}) {
  if (deadlines.length === 0) return null;
  return (
    <Stack gap="2" data-testid="deadlines">
      {deadlines.map((d) => (
        <Box key={`${d.kind}-${d.date}`} data-kind={d.kind}>
          <Text fontSize="sm" fontWeight="semibold">
            {formatCalendarDay(d.date)}{' '}
            {d.date < today && (
              <Badge size="sm" colorPalette="gray">
                passed
              </Badge>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {d.description}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
