// Featured Airlines, subscribers only: 1 column on small screens, 2 on medium, 3 on large.
import { Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton';
import { Link as RouterLink } from 'react-router-dom';
import { ContactLine, contactNote } from '../../../components/contact-links';
import { PATHS, reportProblemUrl } from '../../../config/paths';
import { trackContact } from '../../../lib/contact-calls';
import { useFeaturedAirlines, type FeaturedAirline } from '../api/home';

function AirlineCard({ a, phoneHidden }: { a: FeaturedAirline; phoneHidden: boolean }) {
  return (
    <Card.Root
      display={{ base: phoneHidden ? 'none' : 'flex', md: 'flex' }}
      borderRadius="xl"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.2s"
    >
      <Card.Body gap="3">
        <Box>
          <Heading as="h3" size="md">
            {a.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {a.country}
          </Text>
        </Box>
        <ContactLine
          kind="phone"
          value={a.phone}
          note={contactNote('phone', a)}
          onUse={() => trackContact(a.id, 'phone')}
        />
        <ContactLine kind="email" value={a.email} onUse={() => trackContact(a.id, 'email')} />
        <ContactLine kind="website" value={a.website} onUse={() => trackContact(a.id, 'website')} />
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" variant="outline" w="full">
          <RouterLink to={reportProblemUrl(a.id)}>
            <Trans>Report Problem</Trans>
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

export function FeaturedAirlines() {
  const { airlines, isLoading } = useFeaturedAirlines(true);
  return (
    <Box as="section" data-testid="featured-airlines">
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        mb="6"
      >
        <Box>
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
            <Trans>Featured Airlines</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Frequently needed customer-service contacts.</Trans>
          </Text>
        </Box>
        <Button asChild variant="outline">
          <RouterLink to={PATHS.directory}>
            <Trans>View All Airlines</Trans>
          </RouterLink>
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
        {isLoading
          ? [0, 1, 2].map((i) => <Skeleton key={i} h="44" borderRadius="xl" />)
          : airlines.slice(0, 6).map((a, i) => <AirlineCard key={a.id} a={a} phoneHidden={i >= 3} />)}
      </SimpleGrid>
      {!isLoading && airlines.length === 0 && (
        <Stack bg="bg.subtle" borderRadius="xl" p="6" color="fg.muted" fontSize="sm">
          <Text>
            <Trans>Featured airlines are not available right now. The full directory has every company.</Trans>
          </Text>
        </Stack>
      )}
    </Box>
  );
}
