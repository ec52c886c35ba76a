// The report form's side card: the chosen company's published contacts, each with its source and check date.
import { Card, Heading, Text } from '@chakra-ui/react';
import type { Airline } from '@contracts';
import { ContactLine } from '../../../components/contact-links';

export function AirlineContactsCard({ airline }: { airline: Airline | undefined }) {
  return (
    <Card.Root borderRadius="xl" data-testid="airline-contacts">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {airline ? airline.name : 'Airline contacts'}
        </Heading>
        {airline && (
          <Text fontSize="sm" color="fg.muted">
            {airline.country}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="2">
        {airline ? (
          <>
            <ContactLine
              kind="phone"
              value={airline.phone}
              truncate={false}
              source={airline.sources.phone}
              checkedAt={airline.checkedAt}
              company={airline.name}
            />
            <ContactLine
              kind="email"
              value={airline.email}
              truncate={false}
              source={airline.sources.email}
              checkedAt={airline.checkedAt}
              company={airline.name}
            />
            <ContactLine kind="website" value={airline.website} truncate={false} />
            {airline.complaintFormUrl.trim() && (
              <ContactLine
                kind="form"
                value={airline.complaintFormUrl}
                truncate={false}
                source={airline.sources.complaintFormUrl}
                checkedAt={airline.checkedAt}
                company={airline.name}
              />
            )}
          </>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            Choose an airline to see its customer-service phone, e-mail and website.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
