// /subscription-success: the payment return page (docs/product.md#states). Processing, then success, canceled
// or unknown; on success a signed-in user's PayPal subscription id is sent as the purchase orderId.
import { Button, Center, Heading, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { HelpIcon } from '../../../components/page-icons';
import { ApiError, errorText } from '../../../lib/api-client';
import { purchase, useUser } from '../../../lib/session';
import { local, PAYPAL_DIRECT_APPROVAL_KEY, PAYPAL_SUBSCRIPTION_KEY, session } from '../../../lib/storage';
import { dismissToasts, notify } from '../../../lib/toast';
import { PATHS } from '../../../config/paths';

export const REDIRECT_AFTER_PAYMENT_MS = 5000;

type State = 'processing' | 'success' | 'canceled' | 'unknown' | 'refused';

function Panel({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Center flex="1" px="6" py={{ base: '12', md: '20' }}>
      <VStack gap="5" maxW="lg" textAlign="center" data-testid={testId}>
        {icon}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {children}
      </VStack>
    </Center>
  );
}

const circle = (bg: string, color: string, icon: ReactNode) => (
  <Center boxSize="16" borderRadius="full" bg={bg} color={color}>
    {icon}
  </Center>
);

type Return = { state: 'canceled' | 'unknown' | 'success' } | { state: 'processing'; id: string };

/** What PayPal's return says: an outcome to show, or the subscription id a signed-in user's account activates. */
function readReturn(params: URLSearchParams, signedIn: boolean): Return {
  if (params.get('canceled') === 'true') return { state: 'canceled' };
  const id =
    params.get('subscriptionID') || local.get(PAYPAL_SUBSCRIPTION_KEY) || params.get('paymentId') || params.get('tx');
  const direct = session.get(PAYPAL_DIRECT_APPROVAL_KEY) === 'true';
  if (!id && params.get('success') !== 'true' && !direct) return { state: 'unknown' };
  if (!signedIn || !id) return { state: 'success' };
  return { state: 'processing', id };
}

export default function SubscriptionSuccessPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, isLoading } = useUser();
  const [state, setState] = useState<State>('processing');
  const [problem, setProblem] = useState('');
  const [ret, setRet] = useState<Return | null>(null);
  const started = useRef(false);

  // Read once, as soon as the user is known: the return's storage keys are cleared below, so a later
  // render must not read them again.
  if (!isLoading && ret === null) {
    const read = readReturn(params, user != null);
    setRet(read);
    setState(read.state);
  }

  useEffect(() => {
    if (!ret || started.current) return;
    started.current = true;
    if (ret.state === 'canceled') {
      local.remove(PAYPAL_SUBSCRIPTION_KEY);
      return;
    }
    session.remove(PAYPAL_DIRECT_APPROVAL_KEY);
    if (ret.state !== 'processing') return;
    notify(t`Processing your subscription`, t`Please wait while we activate your subscription...`, 'loading');
    purchase(ret.id)
      .then(() => {
        local.remove(PAYPAL_SUBSCRIPTION_KEY);
        notify(
          t`Subscription active!`,
          t`Your annual subscription has been activated successfully. Your next automatic debit order will be processed in one year.`,
        );
        setState('success');
      })
      .catch((err: unknown) => {
        console.error('Subscription update failed', err);
        // Logged only (docs/product.md#messages): the page says what happened; the loading toast must not spin on.
        dismissToasts();
        // A refused id will never be accepted: forget it. Keep it when PayPal or the server was unreachable.
        if (err instanceof ApiError && err.status < 500) local.remove(PAYPAL_SUBSCRIPTION_KEY);
        setProblem(err instanceof ApiError ? err.detail : errorText(err));
        setState('refused');
      });
  }, [ret, t]);

  useEffect(() => {
    if (state !== 'success' && state !== 'canceled') return;
    const timer = setTimeout(() => void navigate(PATHS.home), REDIRECT_AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const home = (
    <Button asChild>
      <RouterLink to={PATHS.home}>
        <Trans>Go to Home</Trans>
      </RouterLink>
    </Button>
  );

  switch (state) {
    case 'processing':
      return (
        <Panel
          testId="payment-processing"
          icon={<Spinner size="xl" color="primary" borderWidth="3px" />}
          title={t`Processing`}
        >
          <Text color="fg.muted">
            <Trans>Please wait while we confirm your subscription…</Trans>
          </Text>
        </Panel>
      );
    case 'success':
      return (
        <Panel
          testId="payment-success"
          icon={circle('green.100', 'green.600', <CheckIcon boxSize="8" />)}
          title={t`Subscription Activated`}
        >
          <Text color="fg.muted">
            {user ? (
              <Trans>
                Thank you! Your subscription is active: the directory and problem reporting are ready for you.
              </Trans>
            ) : (
              <Trans>Thank you! Log in to use your subscription.</Trans>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Returning to the home page in 5 seconds…</Trans>
          </Text>
          {home}
        </Panel>
      );
    case 'canceled':
      return (
        <Panel
          testId="payment-canceled"
          icon={circle('orange.100', 'orange.600', <AlertIcon boxSize="8" />)}
          title={t`Payment Cancelled`}
        >
          <Text color="fg.muted">
            <Trans>You cancelled the payment. Nothing was charged.</Trans>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Returning to the home page in 5 seconds…</Trans>
          </Text>
          {home}
        </Panel>
      );
    case 'refused':
      return (
        <Panel
          testId="payment-refused"
          icon={circle('red.100', 'red.600', <AlertIcon boxSize="8" />)}
          title={t`We Could Not Confirm Your Subscription`}
        >
          <Text color="fg.muted">{problem}</Text>
          <Text color="fg.muted" fontSize="sm">
            <Trans>If PayPal charged you, contact our support team with your PayPal receipt.</Trans>
          </Text>
          <Stack direction="row" gap="3">
            {home}
            <Button asChild variant="outline">
              <RouterLink to={PATHS.faq}>
                <Trans>Help</Trans>
              </RouterLink>
            </Button>
          </Stack>
        </Panel>
      );
    default:
      return (
        <Panel
          testId="payment-unknown"
          icon={circle('gray.100', 'gray.600', <HelpIcon boxSize="8" />)}
          title={t`Payment Status Unknown`}
        >
          <Text color="fg.muted">
            <Trans>
              We could not find the result of a payment. If you completed one, check Subscription Details or contact our
              support team.
            </Trans>
          </Text>
          <Stack direction="row" gap="3">
            {home}
            <Button asChild variant="outline">
              <RouterLink to={PATHS.subscription}>
                <Trans>Subscription Details</Trans>
              </RouterLink>
            </Button>
          </Stack>
        </Panel>
      );
  }
}
