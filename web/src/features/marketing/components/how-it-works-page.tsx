// /how-it-works: three steps, key features, an FAQ of 5 items, reasons to choose AirDesk, and buttons
// to /directory and /auth. Contact Support scrolls to the contact section. How many companies receive
// reports by e-mail or through their own form comes from GET /api/config (true counts, never hard-coded).
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { PRICE_SHORT, PRICE_USD, TRIAL_DAYS } from '@contracts';
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

interface Card {
  icon: Step['icon'];
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const STEPS: Card[] = [
  {
    icon: SearchIcon,
    title: msg`Find your airline`,
    text: msg`Search by airline name, country or IATA/ICAO code, filter by region, and sort by name, country or popularity.`,
  },
  {
    icon: PhoneIcon,
    title: msg`Get the contact information`,
    text: msg`See the customer-service phone, e-mail and website each company publishes. Missing details are marked, never guessed.`,
  },
  {
    icon: FileTextIcon,
    title: msg`Report your problem`,
    text: msg`Fill in one form. We e-mail a standardized report to the company with your e-mail as the reply address and a copy to you, or, where it takes complaints through its own web form, give you the letter to paste there.`,
  },
];

const FEATURES: Card[] = [
  {
    icon: GlobeIcon,
    title: msg`Airlines, charter and helicopter companies`,
    text: msg`One directory for all three kinds of operator.`,
  },
  {
    icon: MailIcon,
    title: msg`Reports by e-mail or the company’s form`,
    text: msg`E-mail delivery is retried until it succeeds and you see whether it was sent; for a form, you record when you sent it.`,
  },
  {
    icon: TrackIcon,
    title: msg`Status tracking`,
    text: msg`Mark each report Submitted, In Progress or Resolved as the case moves.`,
  },
  {
    icon: BellIcon,
    title: msg`E-mail notifications`,
    text: msg`Hear about status changes and before your trial or subscription ends.`,
  },
];

const price = PRICE_SHORT;
const REASONS = [
  msg`Real contact details from the companies themselves`,
  msg`A clear, standardized report instead of a long phone queue`,
  msg`Every case and its status in one place`,
  msg`A simple price: ${price} a year, no per-report fees`,
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
  const { t } = useLinguiMacro();
  const yearlyPrice = `$${PRICE_USD}`;
  const trialDays = TRIAL_DAYS;
  const receives = t`The customer-service e-mail address the company publishes: your contact e-mail is the reply address, and you get a copy. A company that publishes no e-mail but takes complaints through its own web form gets the letter from you through that form.`;
  const items = [
    { q: t`Who receives my report?`, a: claim ? `${receives} ${claim}` : receives },
    { q: t`How long do airlines take to answer?`, a: t`Airlines typically respond within 5-14 business days.` },
    {
      q: t`What does it cost?`,
      a: t`${yearlyPrice} USD a year after a ${trialDays}-day free trial. There are no fees per report.`,
    },
    {
      q: t`Can I cancel?`,
      a: t`Yes, at any time. Renewal stops and you keep access until the end of the paid period. Payments are not refunded.`,
    },
    {
      q: t`What if an airline publishes no e-mail address?`,
      a: t`If it has a complaint form, you get the letter to paste into it. If it publishes neither, the directory says so and shows the phone number and website instead, and you get the letter to send by other means; we never invent contact details.`,
    },
  ];
  return <FaqAccordion items={items} openFirst />;
}

export default function HowItWorksPage() {
  const { i18n } = useLingui();
  const steps = STEPS.map((s) => ({ icon: s.icon, title: i18n._(s.title), text: i18n._(s.text) }));
  return (
    <PageContainer>
      <PageHeading
        eyebrow={<Trans>How it works</Trans>}
        title={<Trans>How AirDesk Works</Trans>}
        subtitle={<Trans>From a ruined trip to a report the airline has to answer, in three steps.</Trans>}
      />
      <Stack gap={{ base: '14', md: '20' }}>
        <StepGrid steps={steps} headingAs="h2" />
        <ChannelClaim />

        <Box>
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="6">
            <Trans>Key features</Trans>
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
            {FEATURES.map((f) => (
              <Stack key={f.title.id} gap="2" bg="bg.subtle" borderRadius="xl" p="5">
                <f.icon boxSize="6" color="accent" />
                <Text fontWeight="semibold">{i18n._(f.title)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {i18n._(f.text)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Box>

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
          <Box>
            <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="4">
              <Trans>Questions</Trans>
            </Heading>
            <Questions />
          </Box>
          <Box bg="brand.950" color="white" borderRadius="2xl" p={{ base: '6', md: '8' }}>
            <ShieldIcon boxSize="8" color="brand.300" mb="3" />
            <Heading as="h2" size="xl" mb="4">
              <Trans>Why travellers choose AirDesk</Trans>
            </Heading>
            <Stack as="ul" gap="3" mb="6" listStyleType="none">
              {REASONS.map((r) => (
                <Text as="li" key={r.id} color="gray.200">
                  <span aria-hidden="true">• </span>
                  {i18n._(r)}
                </Text>
              ))}
            </Stack>
            <Flex gap="3" wrap="wrap">
              <Button asChild bg="white" color="primary" _hover={{ bg: 'brand.50' }}>
                <RouterLink to={PATHS.auth}>
                  <Trans>Try It Now</Trans>
                </RouterLink>
              </Button>
              <Button
                asChild
                variant="outline"
                color="white"
                borderColor="whiteAlpha.500"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to={PATHS.directory}>
                  <Trans>Browse Directory</Trans>
                </RouterLink>
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
              <Trans>Ready to try it?</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>Seven days free, no payment details needed.</Trans>
            </Text>
          </Box>
          <Flex gap="3" wrap="wrap">
            <Button asChild size="lg">
              <RouterLink to={`${PATHS.auth}?tab=register`}>
                <Trans>Start Free Trial</Trans>
              </RouterLink>
            </Button>
            <Button size="lg" variant="outline" onClick={() => scrollToId(SECTION.contact)}>
              <Trans>Contact Support</Trans>
            </Button>
          </Flex>
        </Flex>

        <ContactSection />
      </Stack>
    </PageContainer>
  );
}
