// /auth: log in and sign up (docs/product.md#auth). Signed-in users are sent home by the guard.
import { Box, Card, Container, Grid, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '../../../components/ui/tabs';
import { NEXT_PARAM, safeNextPath, TRIAL_DAYS } from '@contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AirlinerArt, CharterJetArt, HelicopterArt } from '../../../components/illustrations/aircraft';
import { CheckIcon } from '../../../components/icons';
import { useOnceHydrated } from '../../../lib/hydration';
import { PATHS } from '../../../config/paths';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

// Real use cases of the service, not testimonials (docs/decisions.md#p8).
const USE_CASES: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Cancelled at the gate`,
    text: msg`Find the airline’s customer-service e-mail in seconds and send a report with your flight number, date and what you need: rebooking, a refund or compensation.`,
  },
  {
    title: msg`Bag did not arrive`,
    text: msg`File a baggage report to the right address, keep the reference, and follow its status until the case is resolved.`,
  },
  {
    title: msg`Refund still pending`,
    text: msg`Send a clear, standardized reminder from your own e-mail address: the airline answers you directly, and you get a copy.`,
  },
];

export default function AuthPage() {
  const { t, i18n } = useLingui();
  const days = TRIAL_DAYS;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  // The prerendered /auth shows the login tab (a query string has no file of its own): hydration renders that
  // too, then ?tab=register switches.
  const tab = useOnceHydrated(params.get('tab') === 'register') ? 'register' : 'login';
  // The page the visitor asked for: ?next= (from the Worker's redirect of a signed-out visit, or the guard),
  // kept only when it is a path of this site; the tab switch keeps it.
  const state: unknown = location.state;
  const next = safeNextPath(params.get(NEXT_PARAM));
  const from = (state as { from?: string } | null)?.from ?? next;
  const done = () => navigate(from && from !== PATHS.auth ? from : PATHS.home, { replace: true });

  return (
    <Box bg="bg.subtle" flex="1">
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '8', lg: '14' }} alignItems="start">
          {/* The card comes first in the HTML, as on a phone; a wide screen places it on the right. A phone may
              paint the HTML before all of it is parsed, and with the card later in the HTML (moved up by CSS
              order) its arrival pushed the text below it down: a layout shift of 0.1 to 0.36 in a throttled probe. */}
          <Card.Root gridColumn={{ lg: 2 }} gridRow={{ lg: 1 }} shadow="md" borderRadius="2xl">
            <Card.Body p={{ base: '5', md: '8' }}>
              <Tabs.Root
                value={tab}
                onValueChange={(e) =>
                  setParams(
                    { ...(e.value === 'register' ? { tab: 'register' } : {}), ...(next ? { [NEXT_PARAM]: next } : {}) },
                    { replace: true, state },
                  )
                }
                variant="enclosed"
                fitted
                lazyMount
              >
                <Tabs.List mb="6">
                  <Tabs.Trigger value="login">
                    <Trans>Log In</Trans>
                  </Tabs.Trigger>
                  <Tabs.Trigger value="register">
                    <Trans>Sign Up</Trans>
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="login">
                  <Stack gap="1" mb="5">
                    <Heading as="h2" size="lg">
                      <Trans>Welcome back</Trans>
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      <Trans>Log in to reach the directory and your reports.</Trans>
                    </Text>
                  </Stack>
                  <LoginForm onDone={done} />
                </Tabs.Content>
                <Tabs.Content value="register">
                  <Stack gap="1" mb="5">
                    <Heading as="h2" size="lg">
                      <Trans>Create your account</Trans>
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      <Trans>Sign up, then start your {days}-day free trial.</Trans>
                    </Text>
                  </Stack>
                  {/* A new subscriber goes where they were going, else straight to the directory. */}
                  <RegisterForm
                    onDone={() => navigate(from && from !== PATHS.auth ? from : PATHS.directory, { replace: true })}
                  />
                </Tabs.Content>
              </Tabs.Root>
            </Card.Body>
          </Card.Root>

          <Stack gap="6" gridColumn={{ lg: 1 }} gridRow={{ lg: 1 }}>
            <Stack gap="3">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
                <Trans>Sort out airline problems without the runaround</Trans>
              </Heading>
              <Text color="fg.muted" fontSize="lg">
                <Trans>
                  One account gives you the customer-service contacts of airlines, charter and helicopter companies,
                  reports sent to them by e-mail, and one place to track every case.
                </Trans>
              </Text>
            </Stack>
            <SimpleGrid columns={3} gap="3" role="group" aria-label={t`Aircraft covered by the directory`}>
              <AirlinerArt borderRadius="xl" overflow="hidden" />
              <CharterJetArt borderRadius="xl" overflow="hidden" />
              <HelicopterArt borderRadius="xl" overflow="hidden" />
            </SimpleGrid>
            <Stack gap="4" as="ul" listStyleType="none">
              {USE_CASES.map((u) => (
                <Stack as="li" key={u.title.id} direction="row" gap="3" align="flex-start">
                  <Box bg="brand.muted" color="primary" borderRadius="full" p="1.5" mt="0.5">
                    <CheckIcon boxSize="4" />
                  </Box>
                  <Box>
                    <Text fontWeight="semibold">{i18n._(u.title)}</Text>
                    <Text color="fg.muted" fontSize="sm">
                      {i18n._(u.text)}
                    </Text>
                  </Box>
                </Stack>
              ))}
            </Stack>
            {/* The way to the report form leads past the rights check, which needs no account
                (docs/decisions.md#rights-carriers); not for a visitor who comes from it with a journey. */}
            {!next?.includes('incident=') && (
              <Text fontSize="sm" bg="bg" borderRadius="lg" px="4" py="3" data-testid="auth-rights-lead">
                <Trans>
                  Was your flight delayed, cancelled or overbooked?{' '}
                  <Link asChild color="primary" fontWeight="medium">
                    <RouterLink to={PATHS.rights}>See what the law says you are owed</RouterLink>
                  </Link>
                  , no account needed.
                </Trans>
              </Text>
            )}
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}
