// Featured Airlines, subscribers only: 1 column on small screens, 2 on medium, 3 on large.
import { Box, Button, Card, Flex, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { GlobeIcon, MailIcon, PhoneIcon } from '../../../components/icons';
import { PATHS, reportProblemUrl } from '../../../routes/paths';
import { trackContact, useFeaturedAirlines, type FeaturedAirline } from '../api/home';

const host = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="2" align="center" fontSize="sm" minW="0">
      <Box color="fg.muted">{icon}</Box>
      <Box truncate>{children}</Box>
    </Flex>
  );
}

const missing = <Text as="span" color="fg.subtle">Not published</Text>;

function AirlineCard({ a }: { a: FeaturedAirline }) {
  return (
    <Card.Root borderRadius="xl" _hover={{ shadow: 'md' }} transition="box-shadow 0.2s">
      <Card.Body gap="3">
        <Box>
          <Heading as="h3" size="md">{a.name}</Heading>
          <Text fontSize="sm" color="fg.muted">{a.country}</Text>
        </Box>
        <Line icon={<PhoneIcon />}>
          {a.phone ? <Link href={`tel:${a.phone.replace(/\D/g, '')}`} onClick={() => trackContact(a.id, 'phone')}>{a.phone}</Link> : missing}
        </Line>
        <Line icon={<MailIcon />}>
          {a.email ? <Link href={`mailto:${a.email}`} onClick={() => trackContact(a.id, 'email')}>{a.email}</Link> : missing}
        </Line>
        <Line icon={<GlobeIcon />}>
          {a.website ? (
            <Link href={`https://${host(a.website)}`} target="_blank" rel="noopener noreferrer" onClick={() => trackContact(a.id, 'website')}>
              {host(a.website)}
            </Link>
          ) : (
            missing
          )}
        </Line>
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" variant="outline" w="full">
          <RouterLink to={reportProblemUrl(a.id)}>Report Problem</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

export function FeaturedAirlines() {
  const { airlines, isLoading } = useFeaturedAirlines(true);
  return (
    <Box as="section" data-testid="featured-airlines">
      <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="6">
        <Box>
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>Featured Airlines</Heading>
          <Text color="fg.muted">Frequently needed customer-service contacts.</Text>
        </Box>
        <Button asChild variant="outline">
          <RouterLink to={PATHS.directory}>View All Airlines</RouterLink>
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
        {isLoading
          ? [0, 1, 2].map((i) => <Skeleton key={i} h="44" borderRadius="xl" />)
          : airlines.slice(0, 9).map((a) => <AirlineCard key={a.id} a={a} />)}
      </SimpleGrid>
      {!isLoading && airlines.length === 0 && (
        <Stack bg="bg.subtle" borderRadius="xl" p="6" color="fg.muted" fontSize="sm">
          <Text>Featured airlines are not available right now. The full directory has every company.</Text>
        </Stack>
      )}
    </Box>
  );
}
