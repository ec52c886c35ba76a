// The report form's side column: the "Your rights" card, the chosen company's contacts and tips.
import { Card, Heading, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { CheckList } from '../../../components/check-list';
import { useAirline } from '../api/problems';
import { AirlineContactsCard } from './airline-contacts-card';
import { RightsCard } from './flight-rights';
import type { ReportValues } from './report-values';

const TIPS = [
  'Give the flight number and the date of travel so the airline can find your booking.',
  'Say what happened, when, and what you have already tried, in order.',
  'Say what you are asking for: a refund, compensation, your baggage, a rebooking.',
  'Keep receipts, boarding passes and photos: the airline may ask for them.',
  'Airlines typically respond within 5-14 business days.',
];

function TipsCard() {
  return (
    <Card.Root borderRadius="xl" bg="brand.subtle" borderColor="brand.emphasized">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          Tips for a report that gets answered
        </Heading>
      </Card.Header>
      <Card.Body>
        <CheckList items={TIPS} gap="2" fontSize="sm" />
      </Card.Body>
    </Card.Root>
  );
}

/** The side column follows the airline chosen in the form. */
export function SideColumn() {
  const { values } = useFormikContext<ReportValues>();
  const airline = useAirline(values.airlineId);
  return (
    <Stack gap="6">
      <RightsCard airlineId={values.airlineId} />
      <AirlineContactsCard airline={airline} />
      <TipsCard />
    </Stack>
  );
}
