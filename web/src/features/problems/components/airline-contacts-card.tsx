// The report form's side card: the chosen company's published contacts, each with its source and check date.
import { Card, Heading, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Airline } from '@contracts';
import { lazy, Suspense } from 'react';

// The contact lines load once a company is chosen: a form opened without one (from the header) does not need them.
const AirlineContactLines = lazy(() => import('./airline-contact-lines'));

export function AirlineContactsCard({ airline }: { airline: Airline | undefined }) {
  return (
    <Card.Root borderRadius="xl" data-testid="airline-contacts">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {airline ? airline.name : <Trans>Airline contacts</Trans>}
        </Heading>
        {airline && (
          <Text fontSize="sm" color="fg.muted">
            {airline.country}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="2">
        {airline ? (
          <Suspense fallback={null}>
            <AirlineContactLines airline={airline} />
          </Suspense>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            <Trans>Choose an airline to see its customer-service phone, e-mail and website.</Trans>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
