// The PayPal subscribe button (@paypal/paypal-js, loaded only when this card is shown). Client id and plan
// id come from GET /api/config. On approval the subscription id is kept in localStorage with the
// direct-approval flag, and /subscription-success sends it to the server.
import { Box, Spinner, Text } from '@chakra-ui/react';
import type { User } from '@contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfig } from '../../../lib/session';
import { local, PAYPAL_DIRECT_APPROVAL_KEY, PAYPAL_SUBSCRIPTION_KEY, session } from '../../../lib/storage';
import { PATHS } from '../../../config/paths';

type Status = 'loading' | 'ready' | 'unavailable';

export function PaypalButton({ user, trialAvailable }: { user: User; trialAvailable: boolean }) {
  const { config, loaded } = useConfig();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const { paypalClientId: clientId, paypalPlanId: planId } = config;

  useEffect(() => {
    if (!loaded) return;
    if (!clientId || !planId) {
      setStatus('unavailable');
      return;
    }
    let cancelled = false;
    let close: (() => Promise<void>) | undefined;
    (async () => {
      try {
        const { loadScript } = await import('@paypal/paypal-js');
        const paypal = await loadScript({ clientId, vault: true, intent: 'subscription' });
        if (cancelled || !container.current) return;
        if (!paypal?.Buttons) throw new Error('The PayPal SDK has no Buttons component.');
        const buttons = paypal.Buttons({
          style: { shape: 'rect', color: 'gold', layout: 'vertical', label: 'subscribe' },
          createSubscription: (_data, actions) =>
            actions.subscription.create({ plan_id: planId, custom_id: String(user.id) }),
          onApprove: async (data) => {
            if (data.subscriptionID) local.set(PAYPAL_SUBSCRIPTION_KEY, data.subscriptionID);
            session.set(PAYPAL_DIRECT_APPROVAL_KEY, 'true');
            navigate(PATHS.subscriptionSuccess);
          },
          onError: (err) => console.error('PayPal button error', err),
        });
        close = () => buttons.close();
        container.current.innerHTML = '';
        await buttons.render(container.current);
        if (!cancelled) setStatus('ready');
      } catch (err) {
        console.error('PayPal could not be loaded', err);
        if (!cancelled) setStatus('unavailable');
      }
    })();
    return () => {
      cancelled = true;
      close?.().catch(() => undefined);
    };
  }, [loaded, clientId, planId, user.id, navigate]);

  return (
    <Box data-testid="paypal-area">
      {status === 'loading' && (
        <Box display="flex" alignItems="center" gap="2" color="fg.muted" fontSize="sm" py="2">
          <Spinner size="sm" /> Loading PayPal…
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
          Paying with PayPal is not available right now.
          {trialAvailable
            ? ' You can still start your free trial.'
            : ' Please try again later or contact our support team.'}
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
