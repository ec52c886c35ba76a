// /how-it-works: three steps, key features, an FAQ of 5 items, reasons to choose AirDesk, and buttons
// to /directory and /auth. Contact Support scrolls to the contact section. How many companies receive
// reports by e-mail or through their own form comes from GET /api/config (true counts, never hard-coded).
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PRICE_SHORT, PRICE_USD, TRIAL_LENGTH } from '@contracts';
import { Link as RouterLink } from 'react-router-dom';
import { ContactSection } from '../../../components/contact-section';
import { FaqAccordion } from '../../../components/faq-accordion';
import { FileTextIcon, MailIcon, PhoneIcon, SearchIcon } from '../../../components/icons';
import { BellIcon, GlobeIcon, ShieldIcon, TrackIcon } from '../../../components/page-icons';
import { PageContainer, PageHeading } from '../../../components/page';
import { StepGrid, type Step } from '../../../components/step-grid';
import { scrollToId } from '../../../lib/scroll';
import { useChannelClaim } from '../../../lib/session';
import { PATHS, SECTION } from '../../../config/paths';

const STEPS: Step[] = [
  {
    icon: SearchIcon,
    title: 'Find your airline',
    text: 'Search by airline name, country or IATA/ICAO code, filter by region, and sort by name, country or popularity.',
  },
  {
    icon: PhoneIcon,
    title: 'Get the contact information',
    text: 'See the customer-service phone, e-mail and website each company publishes. Missing details are marked, never guessed.',
  },
  {
    icon: FileTextIcon,
    title: 'Report your problem',
    text: 'Fill in one form. We e-mail a standardized report to the company with your e-mail as the reply address and a copy to you, or, where it takes complaints through its own web form, give you the letter to paste there.',
  },
];

const FEATURES = [
  {
    icon: GlobeIcon,
    title: 'Airlines, charter and helicopter companies',
    text: 'One directory for all three kinds of operator.',
  },
  {
    icon: MailIcon,
    title: 'Reports by e-mail or the company’s form',
    text: 'E-mail delivery is retried until it succeeds and you see whether it was sent; for a form, you record when you sent it.',
  },
  {
    icon: TrackIcon,
    title: 'Status tracking',
    text: 'Mark each report Submitted, In Progress or Resolved as the case moves.',
  },
  {
    icon: BellIcon,
    title: 'E-mail notifications',
    text: 'Hear about status changes and before your trial or subscription ends.',
  },
];

const faq = (claim: string) => [
  {
    q: 'Who receives my report?',
    a: `The customer-service e-mail address the company publishes: your contact e-mail is the reply address, and you get a copy. A company that publishes no e-mail but takes complaints through its own web form gets the letter from you through that form.${claim ? ` ${claim}` : ''}`,
  },
  { q: 'How long do airlines take to answer?', a: 'Airlines typically respond within 5-14 business days.' },
  {
    q: 'What does it cost?',
    a: `$${PRICE_USD} USD a year after a ${TRIAL_LENGTH} free trial. There are no fees per report.`,
  },
  {
    q: 'Can I cancel?',
    a: 'Yes, at any time. Renewal stops and you keep access until the end of the paid period. Payments are not refunded.',
  },
  {
    q: 'What if an airline publishes no e-mail address?',
    a: 'If it has a complaint form, you get the letter to paste into it. If it publishes neither, the directory says so and shows the phone number and website instead, and you get the letter to send by other means; we never invent contact details.',
  },
];

const REASONS = [
  'Real contact details from the companies themselves',
  'A clear, standardized report instead of a long phone queue',
  'Every case and its status in one place',
  `A simple price: ${PRICE_SHORT} a year, no per-report fees`,
];

// The parts that show the claim from GET /api/config are components of their own: when it answers they
// re-render alone, not the whole page (a store update renders synchronously, all of it in one task).
function ChannelClaim() {
  const claim = useChannelClaim();
  return (
    claim && (
      <Text textAlign="center" color="fg.muted" mt={{ base: '-8', md: '-12' }} data-testid="channel-claim">
        {claim}
      </Text>
    )
  );
}

function Questions() {
  const claim = useChannelClaim();
  return <FaqAccordion items={faq(claim)} openFirst />;
}

export default function HowItWorksPage() {
  return (
    <PageContainer>
      <PageHeading
        eyebrow="How it works"
        title="How AirDesk Works"
        subtitle="From a ruined trip to a report the airline has to answer, in three steps."
      />
      <Stack gap={{ base: '14', md: '20' }}>
        <StepGrid steps={STEPS} headingAs="h2" />
        <ChannelClaim />

        <Box>
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="6">
            Key features
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
            {FEATURES.map((f) => (
              <Stack key={f.title} gap="2" bg="bg.subtle" borderRadius="xl" p="5">
                <f.icon boxSize="6" color="accent" />
                <Text fontWeight="semibold">{f.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {f.text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Box>

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
          <Box>
            <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="4">
              Questions
            </Heading>
            <Questions />
          </Box>
          <Box bg="brand.950" color="white" borderRadius="2xl" p={{ base: '6', md: '8' }}>
            <ShieldIcon boxSize="8" color="brand.300" mb="3" />
            <Heading as="h2" size="xl" mb="4">
              Why travellers choose AirDesk
            </Heading>
            <Stack as="ul" gap="3" mb="6" listStyleType="none">
              {REASONS.map((r) => (
                <Text as="li" key={r} color="gray.200">
                  <span aria-hidden="true">• </span>
                  {r}
                </Text>
              ))}
            </Stack>
            <Flex gap="3" wrap="wrap">
              <Button asChild bg="white" color="primary" _hover={{ bg: 'brand.50' }}>
                <RouterLink to={PATHS.auth}>Try It Now</RouterLink>
              </Button>
              <Button
                asChild
                variant="outline"
                color="white"
                borderColor="whiteAlpha.500"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to={PATHS.directory}>Browse Directory</RouterLink>
              </Button>
            </Flex>
          </Box>
        </SimpleGrid>

        <Flex
          direction={{ base: 'column', md: 'row' }}
          align="center"
          justify="space-between"
          gap="4"
          borderWidth="1px"
          borderRadius="2xl"
          p={{ base: '6', md: '8' }}
        >
          <Box>
            <Heading as="h2" size="lg">
              Ready to try it?
            </Heading>
            <Text color="fg.muted">Seven days free, no payment details needed.</Text>
          </Box>
          <Flex gap="3" wrap="wrap">
            <Button asChild size="lg">
              <RouterLink to={`${PATHS.auth}?tab=register`}>Start Free Trial</RouterLink>
            </Button>
            <Button size="lg" variant="outline" onClick={() => scrollToId(SECTION.contact)}>
              Contact Support
            </Button>
          </Flex>
        </Flex>

        <ContactSection />
      </Stack>
    </PageContainer>
  );
}
