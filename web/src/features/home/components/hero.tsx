import { Badge, Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRICE_SHORT, TRIAL_DAYS } from '@contracts/pricing';
import { HeroArt } from '../../../components/illustrations/hero-art';
import { ArrowRightIcon, CheckIcon } from '../../../components/icons';
import { formatCount } from '../../../lib/format-count';
import { companyCount, useChannelClaim, useConfig } from '../../../lib/session';

interface Props {
  onAccessContacts: () => void;
  onReportProblem: () => void;
}

// The lines that read GET /api/config are components of their own: when its answer arrives they re-render
// alone, not the whole hero (a store update renders synchronously, all of it in one task).
function HeroText() {
  const { config, loaded } = useConfig();
  const total = companyCount(config);
  const count = formatCount(total);
  return (
    <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl" data-testid="hero-text">
      {loaded && total > 0 ? (
        <Trans>
          Customer-service phone numbers, e-mail addresses and websites of {count} airline, charter and helicopter
          companies. Send a standardized problem report and track it until it is resolved.
        </Trans>
      ) : (
        <Trans>
          Customer-service phone numbers, e-mail addresses and websites of airline, charter and helicopter companies.
          Send a standardized problem report and track it until it is resolved.
        </Trans>
      )}
    </Text>
  );
}

function ChannelClaim() {
  const claim = useChannelClaim();
  return (
    claim && (
      <Text fontSize={{ base: 'sm', md: 'md' }} color="fg.muted" maxW="2xl" mt="-3" data-testid="channel-claim">
        {claim}
      </Text>
    )
  );
}

export function Hero({ onAccessContacts, onReportProblem }: Props) {
  const { t } = useLingui();
  const trialDays = TRIAL_DAYS;
  const price = PRICE_SHORT;
  return (
    <Box
      as="section"
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="white"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '20' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.15fr 1fr' }} gap={{ base: '10', lg: '12' }} alignItems="center">
          <Stack gap="6">
            <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" size="lg" borderRadius="full" px="3">
              <Trans>For air travellers with a problem</Trans>
            </Badge>
            <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="-0.03em">
              <Trans>
                Reach the right airline contact and get your problem{' '}
                <Box as="span" color="primary">
                  resolved
                </Box>
              </Trans>
            </Heading>
            <HeroText />
            <ChannelClaim />
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button size="xl" onClick={onAccessContacts}>
                <Trans>Access Airline Contacts</Trans> <ArrowRightIcon />
              </Button>
              <Button size="xl" variant="outline" bg="white" onClick={onReportProblem}>
                <Trans>Report a Problem</Trans>
              </Button>
            </Stack>
            <HStack gap={{ base: '3', md: '6' }} wrap="wrap" color="fg.muted" fontSize="sm">
              {[t`${trialDays}-day free trial`, t`${price} a year`, t`Cancel any time`].map((point) => (
                <HStack key={point} gap="1.5">
                  <CheckIcon color="accent" />
                  <Text>{point}</Text>
                </HStack>
              ))}
            </HStack>
          </Stack>
          <HeroArt maxW={{ base: '340px', md: '440px' }} mx="auto" w="full" display={{ base: 'none', sm: 'block' }} />
        </Grid>
      </Container>
    </Box>
  );
}
