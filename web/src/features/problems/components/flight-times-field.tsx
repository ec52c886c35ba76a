// The flight's times in the flight details (local times at each airport): the scheduled departure and arrival
// and the actual arrival. Given both arrivals, the delay follows from them and is shown, not asked.
import { SimpleGrid, Text } from '@chakra-ui/react';
import { isLocalTime, localMinutesBetween } from '@contracts';
import { useFormikContext } from 'formik';
import { FormField } from '../../../components/form-field';
import type { FlightValues } from '../../../components/rights/flight-facts';

/** The arrival delay in minutes that the times give, or null while they do not give one. */
export function delayFromTimes(v: Pick<FlightValues, 'scheduledArrivalAt' | 'actualArrivalAt'>): number | null {
  if (!isLocalTime(v.scheduledArrivalAt) || !isLocalTime(v.actualArrivalAt)) return null;
  return localMinutesBetween(v.scheduledArrivalAt, v.actualArrivalAt);
}

const delayText = (minutes: number) => {
  if (minutes <= 0) return 'You arrived on time or early.';
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return `You arrived ${h > 0 ? `${h} h ` : ''}${m > 0 || h === 0 ? `${m} min ` : ''}late.`;
};

export function FlightTimesField({ flew }: { flew: boolean }) {
  const { values } = useFormikContext<FlightValues>();
  const i = values.incident;
  const minutes = delayFromTimes(values);
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField
          name="scheduledDepartureAt"
          type="datetime-local"
          label="Scheduled departure"
          helperText="Optional. Local time."
        />
        <FormField
          name="scheduledArrivalAt"
          type="datetime-local"
          label="Scheduled arrival"
          helperText="Optional. Local time."
        />
        {flew && (
          <FormField
            name="actualArrivalAt"
            type="datetime-local"
            label="Actual arrival"
            helperText={
              i === 'delay' || i === '' ? 'Optional. Local time.' : 'Of the flight you took instead. Local time.'
            }
          />
        )}
      </SimpleGrid>
      {flew && minutes !== null && (
        <Text fontSize="sm" fontWeight="semibold" data-testid="computed-delay">
          {delayText(minutes)}
        </Text>
      )}
    </>
  );
}
