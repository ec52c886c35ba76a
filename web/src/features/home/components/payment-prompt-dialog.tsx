// docs/decisions.md#p10, #j1: 1 s after load, the owner account (SPEC's one specific account), when it has
// neither a saved card nor a PayPal subscription, is asked to add a payment method. Nobody else is: the trial
// needs no payment details, so the prompt would contradict the pricing card. Remind Me Later hides it for the
// browser session.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUser } from '../../../lib/session';
import { PAYMENT_PROMPT_DISMISSED_KEY, session } from '../../../lib/storage';
import { PATHS } from '../../../config/paths';
import { useHasPaymentMethod } from '../api/home';

export const PAYMENT_PROMPT_DELAY_MS = 1000;

// The dialog's code loads only for users who will see it.
const PaymentPromptModal = lazy(() => import('./payment-prompt-modal'));

export function PaymentPromptDialog() {
  const { user } = useUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Only a PayPal activation makes a subscription "active"; a button trial or a cancelled one is not.
  const hasPaypal = user?.subscriptionStatus === 'active';
  const eligible = !!user?.isOwner && !hasPaypal && session.get(PAYMENT_PROMPT_DISMISSED_KEY) !== 'true';
  const hasCard = useHasPaymentMethod(eligible);

  useEffect(() => {
    if (!eligible || hasCard !== false) return;
    const t = setTimeout(() => setOpen(true), PAYMENT_PROMPT_DELAY_MS);
    return () => clearTimeout(t);
  }, [eligible, hasCard]);

  const remindLater = () => {
    session.set(PAYMENT_PROMPT_DISMISSED_KEY, 'true');
    setOpen(false);
  };

  if (!open || !eligible) return null;
  return (
    <Suspense fallback={null}>
      <PaymentPromptModal
        onRemindLater={remindLater}
        onAddPaymentMethod={() => {
          setOpen(false);
          void navigate(PATHS.paymentMethods);
        }}
      />
    </Suspense>
  );
}
