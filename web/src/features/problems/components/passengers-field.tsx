// The report's passengers and booking (docs/api.md#problems): the traveller's own name first (the account has no
// name), up to nine in all, then the booking reference and the optional ticket number. Their checks and messages
// are the contract's.
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FULL_NAME_MAX, PASSENGERS_MAX } from '@contracts';
import { FormField } from '../../../components/form-field';
import { useFieldList } from '../../../lib/form-list';
import type { ReportValues } from './report-values';

export function PassengersField() {
  const list = useFieldList<ReportValues['passengers'][number]>('passengers');
  return (
    <Stack gap="4" data-testid="passengers">
      <Stack gap="3">
        {list.items.map((_, i) => (
          <HStack key={i} align="flex-end" gap="2">
            <Stack flex="1" minW="0">
              <FormField
                name={`passengers.${i}.fullName`}
                label={i === 0 ? 'Your full name' : `Passenger ${i + 1}: full name`}
                autoComplete={i === 0 ? 'name' : 'off'}
                maxLength={FULL_NAME_MAX}
                helperText={i === 0 ? 'As on the booking. The letter is signed with it.' : undefined}
              />
            </Stack>
            {i > 0 && (
              <Button
                variant="outline"
                size="md"
                aria-label={`Remove passenger ${i + 1}`}
                onClick={() => list.remove(i)}
              >
                Remove
              </Button>
            )}
          </HStack>
        ))}
        {list.items.length < PASSENGERS_MAX ? (
          <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => list.push({ fullName: '' })}>
            Add a passenger
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            A report lists at most {PASSENGERS_MAX} passengers.
          </Text>
        )}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField
          name="bookingReference"
          label="Booking reference"
          placeholder="e.g. K7QX2M"
          helperText="Optional. 5 to 8 letters and digits, on your booking confirmation."
          maxLength={8}
          normalize={(s) => s.toUpperCase()}
        />
        <FormField
          name="ticketNumber"
          label="Ticket number"
          placeholder="e.g. 220 1234567890"
          helperText="Optional. 13 digits, on your e-ticket."
          inputMode="numeric"
          maxLength={17}
        />
      </SimpleGrid>
    </Stack>
  );
}
