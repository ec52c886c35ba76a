// /airline-problems: a card rotating every 10 s through 10 problem types, all 10 listed with what the
// passenger rules say (no invented statistics: docs/decisions.md#p8), benefits and sign-up buttons.
import { Badge, Box, Button, Card, Flex, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CheckIcon } from '../../../components/icons';
import { PageContainer, PageHeading } from '../../../components/page';
import { PATHS } from '../../../config/paths';

export const ROTATE_MS = 10_000;

const PROBLEMS: { title: MessageDescriptor; text: MessageDescriptor; rule: MessageDescriptor }[] = [
  {
    title: msg`Flight Delays`,
    text: msg`Hours at the gate, missed connections and meetings.`,
    rule: msg`EU261/UK261: compensation of €250 to €600 when a covered flight arrives 3+ hours late for a reason within the airline’s control.`,
  },
  {
    title: msg`Flight Cancellations`,
    text: msg`A cancelled flight and no clear alternative.`,
    rule: msg`EU261/UK261: a refund or re-routing, and compensation when you were told less than 14 days before departure.`,
  },
  {
    title: msg`Lost Baggage`,
    text: msg`A bag that never arrived at your destination.`,
    rule: msg`Montreal Convention: a checked bag still missing after 21 days counts as lost, and the airline is liable up to a set limit.`,
  },
  {
    title: msg`Delayed Baggage`,
    text: msg`Days without your belongings.`,
    rule: msg`Montreal Convention: make a written complaint within 21 days of receiving the bag.`,
  },
  {
    title: msg`Damaged Baggage`,
    text: msg`Broken wheels, torn cases, damaged contents.`,
    rule: msg`Montreal Convention: make a written complaint within 7 days of receiving the bag.`,
  },
  {
    title: msg`Refund Problems`,
    text: msg`Refunds promised but not paid, or vouchers you did not ask for.`,
    rule: msg`EU261: a refund for a cancelled flight is due within 7 days. US DOT: refunds for cancelled or significantly changed flights must be made in the original form of payment.`,
  },
  {
    title: msg`Denied Boarding`,
    text: msg`Overbooked flights and bumped passengers.`,
    rule: msg`EU261/UK261: passengers denied boarding against their will get the same compensation as for a cancellation, plus care.`,
  },
  {
    title: msg`Booking Issues`,
    text: msg`Wrong names, duplicate charges, lost reservations.`,
    rule: msg`US DOT: a booking made 7+ days before departure can be cancelled without penalty within 24 hours (or held without payment).`,
  },
  {
    title: msg`Special Assistance`,
    text: msg`Wheelchair or assistance requests that were not met.`,
    rule: msg`EU Regulation 1107/2006: free assistance for passengers with reduced mobility, when requested at least 48 hours ahead.`,
  },
  {
    title: msg`Customer Service`,
    text: msg`Unanswered e-mails, endless phone queues, no reference number.`,
    rule: msg`A written report to the right address gives you a dated record and a reply to your own e-mail.`,
  },
];

const BENEFITS: MessageDescriptor[] = [
  msg`The right customer-service contact, first time`,
  msg`A standardized report the airline can act on`,
  msg`Your e-mail as the reply address, and a copy for you`,
  msg`The status of every case in one place`,
];

export default function AirlineProblemsPage() {
  const { i18n } = useLingui();
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
  const position = index + 1;
  const count = PROBLEMS.length;

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
            eyebrow={<Trans>Airline Problems</Trans>}
            title={<Trans>Airline problems, solved the right way</Trans>}
            subtitle={
              <Trans>
                Delays, cancellations, lost bags and missing refunds: find who to contact, know what the rules say, and
                send a report that gets an answer.
              </Trans>
            }
          />
          <Flex gap="3" wrap="wrap" mt="-4">
            <Button asChild size="lg">
              <RouterLink to={`${PATHS.auth}?tab=register`}>
                <Trans>Sign Up Free</Trans>
              </RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={PATHS.directory}>
                <Trans>Browse the Directory</Trans>
              </RouterLink>
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
                <Trans>
                  Problem {position} of {count}
                </Trans>
              </Badge>
              <HStack gap="1" aria-hidden="true">
                {PROBLEMS.map((p, i) => (
                  <Box key={p.title.id} boxSize="1.5" borderRadius="full" bg={i === index ? 'primary' : 'gray.300'} />
                ))}
              </HStack>
            </HStack>
            <Heading as="h2" size="xl">
              {i18n._(current.title)}
            </Heading>
            <Text color="fg.muted">{i18n._(current.text)}</Text>
            <Text fontSize="sm" bg="brand.subtle" borderRadius="md" p="3">
              {i18n._(current.rule)}
            </Text>
          </Card.Body>
        </Card.Root>
      </Grid>

      <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="2">
        <Trans>Ten problems we help with</Trans>
      </Heading>
      <Text color="fg.muted" mb="6">
        <Trans>What the passenger rules say. Which rules apply depends on your route and airline.</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb={{ base: '14', md: '20' }}>
        {PROBLEMS.map((p, i) => (
          <Stack
            key={p.title.id}
            gap="1.5"
            borderWidth="1px"
            borderRadius="xl"
            p="5"
            bg={i === index ? 'brand.subtle' : 'white'}
          >
            <Text fontWeight="semibold">
              {i + 1}. {i18n._(p.title)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {i18n._(p.text)}
            </Text>
            <Text fontSize="sm">{i18n._(p.rule)}</Text>
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
            <Trans>What you get</Trans>
          </Heading>
          <Stack gap="2">
            {BENEFITS.map((b) => (
              <HStack key={b.id} gap="2">
                <CheckIcon color="brand.300" />
                <Text color="gray.200">{i18n._(b)}</Text>
              </HStack>
            ))}
          </Stack>
        </Box>
        <Stack gap="3" minW={{ md: '15rem' }}>
          <Button asChild size="lg" bg="white" color="primary" _hover={{ bg: 'brand.50' }}>
            <RouterLink to={`${PATHS.auth}?tab=register`}>
              <Trans>Start Your Free Trial</Trans>
            </RouterLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.500"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to={PATHS.auth}>
              <Trans>Log In</Trans>
            </RouterLink>
          </Button>
        </Stack>
      </Flex>
    </PageContainer>
  );
}
