// The report form's side column: the "Your rights" card, the chosen company's contacts (for a company with no
// channel of its own, the official bodies of its home country until a flight is given) and tips.
import { Card, Heading, Stack } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Airline } from '@contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { CheckList } from '../../../components/check-list';
import { AirlineContactsCard } from './airline-contacts-card';
import type { Assessment } from '../../../components/rights/rights-card';

// Only a company with no channel of its own shows them: they load when one is chosen.
const HomeCountryRoutes = lazy(() =>
  import('../../../components/complaint-routes').then((m) => ({ default: m.HomeCountryRoutes })),
);

const TIPS: MessageDescriptor[] = [
  msg`Give the flight number and the date of travel so the airline can find your booking.`,
  msg`Say what happened, when, and what you have already tried, in order.`,
  msg`Say what you are asking for: a refund, compensation, your baggage, a rebooking.`,
  msg`Keep receipts, boarding passes and photos: the airline may ask for them.`,
  msg`Airlines typically respond within 5-14 business days.`,
];

function TipsCard() {
  const { i18n } = useLingui();
  return (
    <Card.Root borderRadius="xl" bg="brand.subtle" borderColor="brand.emphasized">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          <Trans>Tips for a report that gets answered</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <CheckList items={TIPS.map((tip) => i18n._(tip))} gap="2" fontSize="sm" />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The chosen company's card and, for a company with no channel of its own, the official bodies of its home
 * country until a flight is given (then the rights card names the bodies for that flight instead).
 */
export function CompanyCards({ airline, assessment }: { airline: Airline | undefined; assessment: Assessment }) {
  const { t } = useLingui();
  return (
    <>
      <AirlineContactsCard airline={airline} />
      {airline?.channel === 'none' && !assessment.key && (
        <Card.Root borderRadius="xl" data-testid="airline-routes">
          <Card.Header pb="0">
            <Heading as="h2" size="md">
              <Trans>Who takes complaints about its flights</Trans>
            </Heading>
          </Card.Header>
          <Card.Body>
            <Suspense fallback={null}>
              <HomeCountryRoutes airline={airline} flightHint={t`For your own flight, give it under Flight details.`} />
            </Suspense>
          </Card.Body>
        </Card.Root>
      )}
    </>
  );
}

/**
 * The side column follows the airline chosen in the form (report-layout.tsx); on a wide screen it holds the rights
 * card (`rights`) and the company's cards (`company`), which a phone shows in the form instead.
 */
export function SideColumn({
  airline,
  assessment,
  rights,
  company,
}: {
  airline: Airline | undefined;
  assessment: Assessment;
  rights: ReactNode;
  company: boolean;
}) {
  return (
    <Stack gap="6">
      {rights}
      {(company || !airline) && <CompanyCards airline={airline} assessment={assessment} />}
      <TipsCard />
    </Stack>
  );
}
