// The report's passengers and booking (docs/api.md#problems): the traveller's own name first (the account has no
// name), up to nine in all, then the booking reference and the optional ticket number. Their checks and messages
// are the contract's.
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FULL_NAME_MAX, PASSENGERS_MAX } from '@contracts';
import { FormField } from '../../../components/form-field';
import { useFieldList } from '../../../lib/form-list';
import type { ReportValues } from './report-values';

export function PassengersField() {
  const { t } = useLingui();
  const list = useFieldList<ReportValues['passengers'][number]>('passengers');
  const max = PASSENGERS_MAX;
  return (
    <Stack gap="4" data-testid="passengers">
      <Stack gap="3">
        {list.items.map((_, i) => {
          const n = i + 1;
          return (
            <HStack key={i} align="flex-end" gap="2">
              <Stack flex="1" minW="0">
                <FormField
                  name={`passengers.${i}.fullName`}
                  label={i === 0 ? t`Your full name` : t`Passenger ${n}: full name`}
                  autoComplete={i === 0 ? 'name' : 'off'}
                  maxLength={FULL_NAME_MAX}
                  helperText={i === 0 ? t`As on the booking. The letter is signed with it.` : undefined}
                />
              </Stack>
              {i > 0 && (
                <Button
                  variant="outline"
                  size="md"
                  aria-label={t`Remove passenger ${n}`}
                  onClick={() => list.remove(i)}
                >
                  <Trans>Remove</Trans>
                </Button>
              )}
            </HStack>
          );
        })}
        {list.items.length < PASSENGERS_MAX ? (
          <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => list.push({ fullName: '' })}>
            <Trans>Add a passenger</Trans>
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <Trans>A report lists at most {max} passengers.</Trans>
          </Text>
        )}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField
          name="bookingReference"
          label={t`Booking reference`}
          placeholder={t`e.g. K7QX2M`}
          helperText={t`Optional. 5 to 8 letters and digits, on your booking confirmation.`}
          maxLength={8}
          normalize={(s) => s.toUpperCase()}
        />
        <FormField
          name="ticketNumber"
          label={t`Ticket number`}
          placeholder={t`e.g. 220 1234567890`}
          helperText={t`Optional. 13 digits, on your e-ticket.`}
          inputMode="numeric"
          maxLength={17}
        />
      </SimpleGrid>
    </Stack>
  );
}
