// The home page's explanatory blocks: Sign Up Now, the report promo and the three steps.
import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { TRIAL_LENGTH } from '@contracts/pricing';
import { useNavigate } from 'react-router-dom';
import { FileTextIcon, PhoneIcon, SearchIcon } from '../../../components/icons';
import { CheckList } from '../../../components/check-list';
import { StepGrid, type Step } from '../../../components/step-grid';
import { PATHS } from '../../../config/paths';

export function SignUpBand() {
  const navigate = useNavigate();
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
          Stuck with a flight problem?
        </Heading>
        <Text opacity="0.9" mt="1">
          Create an account in a minute and start your {TRIAL_LENGTH} free trial.
        </Text>
      </Box>
      <Button
        size="lg"
        bg="white"
        color="primary"
        _hover={{ bg: 'brand.50' }}
        onClick={() => navigate(`${PATHS.auth}?tab=register`)}
      >
        Sign Up Now
      </Button>
    </Flex>
  );
}

const ISSUES = [
  'Flight delays and cancellations',
  'Lost, delayed or damaged baggage',
  'Refunds that never arrived',
  'Denied boarding and overbooking',
  'Booking and ticketing errors',
  'Poor customer service',
];

export function ReportPromo({ onReport }: { onReport: () => void }) {
  return (
    <Grid
      as="section"
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap={{ base: '6', md: '12' }}
      alignItems="center"
    >
      <Stack gap="4">
        <Heading as="h2" size={{ base: 'xl', md: '3xl' }}>
          Report a problem to the airline, properly
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Fill in one short form. Where the company publishes a complaint e-mail, we e-mail it a standardized report
          with your e-mail as the reply address and a copy to you; where it takes complaints through its own web form,
          you get the letter to paste there. You track its status in one place.
        </Text>
        <Button alignSelf="flex-start" size="lg" onClick={onReport}>
          Report a Problem Now
        </Button>
      </Stack>
      <Box bg="bg.subtle" borderRadius="2xl" p={{ base: '5', md: '8' }}>
        <Text fontWeight="semibold" mb="4">
          Problems you can report
        </Text>
        <CheckList items={ISSUES} align="center" gap="3" />
      </Box>
    </Grid>
  );
}

const STEPS: Step[] = [
  { icon: SearchIcon, title: 'Find your airline', text: 'Search the directory by airline name, country or code.' },
  {
    icon: PhoneIcon,
    title: 'Get the contact information',
    text: 'Customer-service phone, e-mail and website, where the company publishes them.',
  },
  {
    icon: FileTextIcon,
    title: 'Report your problem',
    text: 'Send a standardized report, by e-mail or through the company’s own form, and follow it until it is resolved.',
  },
];

export function StepsSection({ onLearnMore }: { onLearnMore: () => void }) {
  return (
    <Box as="section" textAlign="center">
      <Heading as="h2" size={{ base: 'xl', md: '3xl' }} mb="2">
        How To Resolve Flight Problems
      </Heading>
      <Text color="fg.muted" mb="8">
        Three steps from a ruined trip to a case the airline has to answer.
      </Text>
      <StepGrid steps={STEPS} headingAs="h3" />
      <Button mt="8" variant="outline" onClick={onLearnMore}>
        Learn More
      </Button>
    </Box>
  );
}
