// /admin (docs/product.md#admin, docs/decisions.md#p8, docs/decisions.md#p9): figures computed by the server
// with real trends, Recent Subscribers with real pagination and working Suspend / Reactivate, Redeploy App
// for the owner account only, the queue of contact corrections, the companies without a channel (the operator's
// to-do list, with Add contact), and the complaint routes (read-only). The
// route guard already sends non-admins to /; Access Denied covers an admin whose rights were withdrawn while
// the page was open (the API answers 403).
import { Box, Button, Center, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeading } from '../../../components/page';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/session';
import { notify, notifyError } from '../../../lib/toast';
import { PATHS } from '../../../config/paths';
import { redeploy, useStats } from '../api/admin';
import { ComplaintRoutesTable } from './complaint-routes-table';
import { CorrectionsQueue } from './corrections-queue';
import { CoverageList } from './coverage-list';
import { StatCards } from './stat-cards';
import { SubscribersTable } from './subscribers-table';

export const REDEPLOY_COMPLETE_DELAY_MS = 3000;

function AccessDenied() {
  return (
    <Center minH="50vh" px="6">
      <VStack gap="3" textAlign="center" data-testid="access-denied">
        <Heading as="h1" size="2xl">
          <Trans>Access Denied</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>You do not have permission to view the admin dashboard.</Trans>
        </Text>
        <Button asChild>
          <RouterLink to={PATHS.home}>
            <Trans>Back to Home</Trans>
          </RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}

function RedeployButton() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await redeploy();
      notify(t`Redeploy Initiated`, t`Your application is being redeployed. This may take a few moments.`);
      timer.current = setTimeout(() => {
        notify(t`Redeployment Complete`, t`The application has been successfully redeployed.`);
        setBusy(false);
      }, REDEPLOY_COMPLETE_DELAY_MS);
    } catch (err) {
      notifyError(t`Redeploy Failed`, t`There was an issue redeploying the application. Please try again.`);
      setProblem(err instanceof ApiError ? err.detail : err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <Stack gap="1" align={{ base: 'stretch', sm: 'flex-start' }} mt={{ base: '-2', md: '-6' }} mb="8">
      <Button onClick={() => void run()} disabled={busy} variant="outline" data-testid="redeploy">
        {busy ? <Trans>Redeploying...</Trans> : <Trans>Redeploy App</Trans>}
      </Button>
      {problem && (
        <Text fontSize="xs" color="fg.error" data-testid="redeploy-problem">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

export default function AdminPage() {
  const { user } = useUser();
  const { stats, error, isLoading } = useStats();

  const errorMessage = error?.message;

  if (!user?.isAdmin || (error instanceof ApiError && (error.status === 403 || error.status === 401)))
    return <AccessDenied />;

  return (
    <PageContainer maxW="7xl">
      <PageHeading
        title={<Trans>Admin Dashboard</Trans>}
        subtitle={<Trans>Subscribers, reports and revenue, computed from the database.</Trans>}
      />
      {/* Below the heading, not top-right, so the toasts (top-right) never cover it. */}
      {user.isOwner && <RedeployButton />}
      <Stack gap="10">
        {error && !stats ? (
          <Alert.Root status="error" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Description>
              <Trans>The figures could not be loaded. {errorMessage}</Trans>
            </Alert.Description>
          </Alert.Root>
        ) : (
          <StatCards stats={stats} isLoading={isLoading} />
        )}
        <Box as="section">
          <Heading as="h2" size="lg" mb="4">
            <Trans>Recent Subscribers</Trans>
          </Heading>
          <SubscribersTable currentUserId={user.id} />
        </Box>
        <CorrectionsQueue openCount={stats?.openCorrections} />
        <CoverageList />
        <Box as="section">
          <Heading as="h2" size="lg" mb="2">
            <Trans>Complaint routes</Trans>
          </Heading>
          <ComplaintRoutesTable />
        </Box>
      </Stack>
    </PageContainer>
  );
}
