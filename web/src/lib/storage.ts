// Browser storage keys (docs/product.md#storage; docs/decisions.md#p10).
export const PAYPAL_SUBSCRIPTION_KEY = 'paypal-subscription-id';
export const PAYPAL_DIRECT_APPROVAL_KEY = 'paypal-direct-approval';
export const PAYMENT_PROMPT_DISMISSED_KEY = 'payment-prompt-dismissed';

// Storage can be unavailable (privacy modes); the app keeps working without it.
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (k: string) => safe(() => window.localStorage.getItem(k), null),
  set: (k: string, v: string) => safe(() => window.localStorage.setItem(k, v), undefined),
  remove: (k: string) => safe(() => window.localStorage.removeItem(k), undefined),
};

export const session = {
  get: (k: string) => safe(() => window.sessionStorage.getItem(k), null),
  set: (k: string, v: string) => safe(() => window.sessionStorage.setItem(k, v), undefined),
  remove: (k: string) => safe(() => window.sessionStorage.removeItem(k), undefined),
};
