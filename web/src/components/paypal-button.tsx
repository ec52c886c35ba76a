// The PayPal subscribe button (@paypal/paypal-js, loaded only when a subscribe card shows it: the home page's
// and the subscription page's, through components/subscribe-actions.tsx). Client id and plan
// id come from GET /api/config. On approval the subscription id is kept in localStorage with the
// direct-approval flag, and /subscription-success sends it to the server.
import { Box, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { User } from '@contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfig } from '../lib/session';
import { local, PAYPAL_DIRECT_APPROVAL_KEY, PAYPAL_SUBSCRIPTION_KEY, session } from '../lib/storage';
import { PATHS } from '../config/paths';

type Status = 'loading' | 'ready' | 'unavailable';

export function PaypalButton({ user, trialAvailable }: { user: User; trialAvailable: boolean }) {
  const { config, loaded } = useConfig();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [loadStatus, setStatus] = useState<Status>('loading');
  const { paypalClientId: clientId, paypalPlanId: planId } = config;
  // Without a client id or plan id there is nothing to load: unavailable as soon as the config is known.
  const status: Status = loaded && (!clientId || !planId) ? 'unavailable' : loadStatus;

  useEffect(() => {
    if (!loaded || !clientId || !planId) return;
    // Aborted when the card unmounts or the config changes, so a late load sets no state.
    const lifetime = new AbortController();
    const live = () => !lifetime.signal.aborted;
    let close: (() => Promise<void>) | undefined;
    void (async () => {
      try {
        const { loadScript } = await import('@paypal/paypal-js');
        const paypal = await loadScript({ clientId, vault: true, intent: 'subscription' });
        if (!live() || !container.current) return;
        if (!paypal?.Buttons) throw new Error('The PayPal SDK has no Buttons component.');
        const buttons = paypal.Buttons({
          style: { shape: 'rect', color: 'gold', layout: 'vertical', label: 'subscribe' },
          createSubscription: (_data, actions) =>
            actions.subscription.create({ plan_id: planId, custom_id: String(user.id) }),
          onApprove: (data) => {
            if (data.subscriptionID) local.set(PAYPAL_SUBSCRIPTION_KEY, data.subscriptionID);
            session.set(PAYPAL_DIRECT_APPROVAL_KEY, 'true');
            void navigate(PATHS.subscriptionSuccess);
            return Promise.resolve();
          },
          onError: (err) => console.error('PayPal button error', err),
        });
        close = () => buttons.close();
        container.current.innerHTML = '';
        await buttons.render(container.current);
        if (live()) setStatus('ready');
      } catch (err) {
        console.error('PayPal could not be loaded', err);
        if (live()) setStatus('unavailable');
      }
    })();
    return () => {
      lifetime.abort();
      close?.().catch(() => undefined);
    };
  }, [loaded, clientId, planId, user.id, navigate]);

  return (
    <Box data-testid="paypal-area">
      {status === 'loading' && (
        <Box display="flex" alignItems="center" gap="2" color="fg.muted" fontSize="sm" py="2">
          <Spinner size="sm" /> <Trans>Loading PayPal…</Trans>
        </Box>
      )}
      {status === 'unavailable' && (
        <Text
          fontSize="sm"
          color="fg.muted"
          bg="bg.muted"
          borderRadius="md"
          px="3"
          py="2"
          data-testid="paypal-unavailable"
        >
          {trialAvailable ? (
            <Trans>Paying with PayPal is not available right now. You can still start your free trial.</Trans>
          ) : (
            <Trans>
              Paying with PayPal is not available right now. Please try again later or contact our support team.
            </Trans>
          )}
        </Text>
      )}
      <Box
        ref={container}
        display={status === 'unavailable' ? 'none' : 'block'}
        minH={status === 'ready' ? '0' : undefined}
      />
    </Box>
  );
}
