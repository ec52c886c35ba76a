// The flight's times in the flight details (local times at each airport): the scheduled departure and arrival
// and the actual arrival. Given both arrivals, the delay follows from them and is shown, not asked.
import { SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isLocalTime, localMinutesBetween } from '@contracts';
import { useFormikContext } from 'formik';
import { FormField } from '../../../components/form-field';
import type { FlightValues } from '../../../components/rights/flight-facts';

/** The arrival delay in minutes that the times give, or null while they do not give one. */
export function delayFromTimes(v: Pick<FlightValues, 'scheduledArrivalAt' | 'actualArrivalAt'>): number | null {
  if (!isLocalTime(v.scheduledArrivalAt) || !isLocalTime(v.actualArrivalAt)) return null;
  return localMinutesBetween(v.scheduledArrivalAt, v.actualArrivalAt);
}

/** The delay the times give, in words. */
function DelayText({ minutes }: { minutes: number }) {
  const { t } = useLingui();
  if (minutes <= 0) return t`You arrived on time or early.`;
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return t`You arrived ${m} min late.`;
  return m > 0 ? t`You arrived ${h} h ${m} min late.` : t`You arrived ${h} h late.`;
}

export function FlightTimesField({ flew }: { flew: boolean }) {
  const { t } = useLingui();
  const { values } = useFormikContext<FlightValues>();
  const i = values.incident;
  const minutes = delayFromTimes(values);
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField
          name="scheduledDepartureAt"
          type="datetime-local"
          label={t`Scheduled departure`}
          helperText={t`Optional. Local time.`}
        />
        <FormField
          name="scheduledArrivalAt"
          type="datetime-local"
          label={t`Scheduled arrival`}
          helperText={t`Optional. Local time.`}
        />
        {flew && (
          <FormField
            name="actualArrivalAt"
            type="datetime-local"
            label={t`Actual arrival`}
            helperText={
              i === 'delay' || i === '' ? t`Optional. Local time.` : t`Of the flight you took instead. Local time.`
            }
          />
        )}
      </SimpleGrid>
      {flew && minutes !== null && (
        <Text fontSize="sm" fontWeight="semibold" data-testid="computed-delay">
          <DelayText minutes={minutes} />
        </Text>
      )}
    </>
  );
}
