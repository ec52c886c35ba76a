// /airline-problems: a card rotating every 10 s through 10 problem types, all 10 listed with what the
// passenger rules say (no invented statistics: docs/decisions.md#p8), benefits and sign-up buttons.
import { Badge, Box, Button, Card, Flex, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CheckIcon } from '../../../components/icons';
import { PageContainer, PageHeading } from '../../../components/page';
import { PATHS } from '../../../config/paths';

export const ROTATE_MS = 10_000;

const PROBLEMS = [
  {
    title: 'Flight Delays',
    text: 'Hours at the gate, missed connections and meetings.',
    rule: 'EU261/UK261: compensation of €250 to €600 when a covered flight arrives 3+ hours late for a reason within the airline’s control.',
  },
  {
    title: 'Flight Cancellations',
    text: 'A cancelled flight and no clear alternative.',
    rule: 'EU261/UK261: a refund or re-routing, and compensation when you were told less than 14 days before departure.',
  },
  {
    title: 'Lost Baggage',
    text: 'A bag that never arrived at your destination.',
    rule: 'Montreal Convention: a checked bag still missing after 21 days counts as lost, and the airline is liable up to a set limit.',
  },
  {
    title: 'Delayed Baggage',
    text: 'Days without your belongings.',
    rule: 'Montreal Convention: make a written complaint within 21 days of receiving the bag.',
  },
  {
    title: 'Damaged Baggage',
    text: 'Broken wheels, torn cases, damaged contents.',
    rule: 'Montreal Convention: make a written complaint within 7 days of receiving the bag.',
  },
  {
    title: 'Refund Problems',
    text: 'Refunds promised but not paid, or vouchers you did not ask for.',
    rule: 'EU261: a refund for a cancelled flight is due within 7 days. US DOT: refunds for cancelled or significantly changed flights must be made in the original form of payment.',
  },
  {
    title: 'Denied Boarding',
    text: 'Overbooked flights and bumped passengers.',
    rule: 'EU261/UK261: passengers denied boarding against their will get the same compensation as for a cancellation, plus care.',
  },
  {
    title: 'Booking Issues',
    text: 'Wrong names, duplicate charges, lost reservations.',
    rule: 'US DOT: a booking made 7+ days before departure can be cancelled without penalty within 24 hours (or held without payment).',
  },
  {
    title: 'Special Assistance',
    text: 'Wheelchair or assistance requests that were not met.',
    rule: 'EU Regulation 1107/2006: free assistance for passengers with reduced mobility, when requested at least 48 hours ahead.',
  },
  {
    title: 'Customer Service',
    text: 'Unanswered e-mails, endless phone queues, no reference number.',
    rule: 'A written report to the right address gives you a dated record and a reply to your own e-mail.',
  },
];

const BENEFITS = [
  'The right customer-service contact, first time',
  'A standardized report the airline can act on',
  'Your e-mail as the reply address, and a copy for you',
  'The status of every case in one place',
];

export default function AirlineProblemsPage() {
  const [index, setIndex] = useState(0);
  // The card holds still while the pointer rests on it (time to read) and for users who ask for reduced motion.
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- feature detection: the DOM types declare matchMedia, but embedded web views may lack it
    if (paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % PROBLEMS.length), ROTATE_MS);
    return () => clearInterval(t);
  }, [paused]);
  const current = PROBLEMS[index]!;

  return (
    <PageContainer>
      <Grid
        templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }}
        gap={{ base: '8', lg: '12' }}
        alignItems="center"
        mb={{ base: '14', md: '20' }}
      >
        <Box>
          <PageHeading
            eyebrow="Airline Problems"
            title="Airline problems, solved the right way"
            subtitle="Delays, cancellations, lost bags and missing refunds: find who to contact, know what the rules say, and send a report that gets an answer."
          />
          <Flex gap="3" wrap="wrap" mt="-4">
            <Button asChild size="lg">
              <RouterLink to={`${PATHS.auth}?tab=register`}>Sign Up Free</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={PATHS.directory}>Browse the Directory</RouterLink>
            </Button>
          </Flex>
        </Box>
        {/* No live region: a screen reader would be interrupted every 10 s; all ten problems are listed below. */}
        <Card.Root
          borderRadius="2xl"
          shadow="lg"
          borderTopWidth="4px"
          borderTopColor="primary"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          data-testid="rotating-problem"
        >
          <Card.Body gap="3" minH="56">
            <HStack justify="space-between">
              <Badge colorPalette="brand">
                Problem {index + 1} of {PROBLEMS.length}
              </Badge>
              <HStack gap="1" aria-hidden="true">
                {PROBLEMS.map((p, i) => (
                  <Box key={p.title} boxSize="1.5" borderRadius="full" bg={i === index ? 'primary' : 'gray.300'} />
                ))}
              </HStack>
            </HStack>
            <Heading as="h2" size="xl">
              {current.title}
            </Heading>
            <Text color="fg.muted">{current.text}</Text>
            <Text fontSize="sm" bg="brand.subtle" borderRadius="md" p="3">
              {current.rule}
            </Text>
          </Card.Body>
        </Card.Root>
      </Grid>

      <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="2">
        Ten problems we help with
      </Heading>
      <Text color="fg.muted" mb="6">
        What the passenger rules say. Which rules apply depends on your route and airline.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb={{ base: '14', md: '20' }}>
        {PROBLEMS.map((p, i) => (
          <Stack
            key={p.title}
            gap="1.5"
            borderWidth="1px"
            borderRadius="xl"
            p="5"
            bg={i === index ? 'brand.subtle' : 'white'}
          >
            <Text fontWeight="semibold">
              {i + 1}. {p.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {p.text}
            </Text>
            <Text fontSize="sm">{p.rule}</Text>
          </Stack>
        ))}
      </SimpleGrid>

      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap="8"
        bg="brand.950"
        color="white"
        borderRadius="2xl"
        p={{ base: '6', md: '10' }}
        align={{ md: 'center' }}
        justify="space-between"
      >
        <Box>
          <Heading as="h2" size="xl" mb="4">
            What you get
          </Heading>
          <Stack gap="2">
            {BENEFITS.map((b) => (
              <HStack key={b} gap="2">
                <CheckIcon color="brand.300" />
                <Text color="gray.200">{b}</Text>
              </HStack>
            ))}
          </Stack>
        </Box>
        <Stack gap="3" minW={{ md: '15rem' }}>
          <Button asChild size="lg" bg="white" color="primary" _hover={{ bg: 'brand.50' }}>
            <RouterLink to={`${PATHS.auth}?tab=register`}>Start Your Free Trial</RouterLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.500"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to={PATHS.auth}>Log In</RouterLink>
          </Button>
        </Stack>
      </Flex>
    </PageContainer>
  );
}
