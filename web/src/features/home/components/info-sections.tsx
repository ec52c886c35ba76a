// The home page's explanatory blocks: Sign Up Now, the report promo and the three steps.
import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { TRIAL_DAYS } from '@contracts/pricing';
import { useNavigate } from 'react-router-dom';
import { FileTextIcon, PhoneIcon, SearchIcon } from '../../../components/icons';
import { CheckList } from '../../../components/check-list';
import { StepGrid, type Step } from '../../../components/step-grid';
import { PATHS } from '../../../config/paths';

export function SignUpBand() {
  const navigate = useNavigate();
  const trialDays = TRIAL_DAYS;
  return (
    <Flex
      as="section"
      bg="primary"
      color="white"
      borderRadius="2xl"
      p={{ base: '6', md: '10' }}
      direction={{ base: 'column', md: 'row' }}
      gap="5"
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      data-testid="sign-up-band"
    >
      <Box>
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
          <Trans>Stuck with a flight problem?</Trans>
        </Heading>
        <Text opacity="0.9" mt="1">
          <Trans>Create an account in a minute and start your {trialDays}-day free trial.</Trans>
        </Text>
      </Box>
      <Button
        size="lg"
        bg="white"
        color="primary"
        _hover={{ bg: 'brand.50' }}
        onClick={() => navigate(`${PATHS.auth}?tab=register`)}
      >
        <Trans>Sign Up Now</Trans>
      </Button>
    </Flex>
  );
}

const ISSUES: MessageDescriptor[] = [
  msg`Flight delays and cancellations`,
  msg`Lost, delayed or damaged baggage`,
  msg`Refunds that never arrived`,
  msg`Denied boarding and overbooking`,
  msg`Booking and ticketing errors`,
  msg`Poor customer service`,
];

export function ReportPromo({ onReport }: { onReport: () => void }) {
  const { i18n } = useLingui();
  return (
    <Grid
      as="section"
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap={{ base: '6', md: '12' }}
      alignItems="center"
    >
      <Stack gap="4">
        <Heading as="h2" size={{ base: 'xl', md: '3xl' }}>
          <Trans>Report a problem to the airline, properly</Trans>
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          <Trans>
            Fill in one short form. Where the company publishes a complaint e-mail, we e-mail it a standardized report
            with your e-mail as the reply address and a copy to you; where it takes complaints through its own web form,
            you get the letter to paste there. You track its status in one place.
          </Trans>
        </Text>
        <Button alignSelf="flex-start" size="lg" onClick={onReport}>
          <Trans>Report a Problem Now</Trans>
        </Button>
      </Stack>
      <Box bg="bg.subtle" borderRadius="2xl" p={{ base: '5', md: '8' }}>
        <Text fontWeight="semibold" mb="4">
          <Trans>Problems you can report</Trans>
        </Text>
        <CheckList items={ISSUES.map((d) => i18n._(d))} align="center" gap="3" />
      </Box>
    </Grid>
  );
}

const STEPS: { icon: Step['icon']; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: SearchIcon,
    title: msg`Find your airline`,
    text: msg`Search the directory by airline name, country or code.`,
  },
  {
    icon: PhoneIcon,
    title: msg`Get the contact information`,
    text: msg`Customer-service phone, e-mail and website, where the company publishes them.`,
  },
  {
    icon: FileTextIcon,
    title: msg`Report your problem`,
    text: msg`Send a standardized report, by e-mail or through the company’s own form, and follow it until it is resolved.`,
  },
];

export function StepsSection({ onLearnMore }: { onLearnMore: () => void }) {
  const { i18n } = useLingui();
  const steps = STEPS.map((s) => ({ icon: s.icon, title: i18n._(s.title), text: i18n._(s.text) }));
  return (
    <Box as="section" textAlign="center">
      <Heading as="h2" size={{ base: 'xl', md: '3xl' }} mb="2">
        <Trans>How To Resolve Flight Problems</Trans>
      </Heading>
      <Text color="fg.muted" mb="8">
        <Trans>Three steps from a ruined trip to a case the airline has to answer.</Trans>
      </Text>
      <StepGrid steps={steps} headingAs="h3" />
      <Button mt="8" variant="outline" onClick={onLearnMore}>
        <Trans>Learn More</Trans>
      </Button>
    </Box>
  );
}
