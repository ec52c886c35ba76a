// Credentials the local fakes accept; shared by the fakes (Node) and the tests (workerd).
export const MAIL_API_KEY = 'test-mail-key';
export const PAYPAL_CLIENT_ID = 'test-client-id';
export const PAYPAL_CLIENT_SECRET = 'test-client-secret';
export const PAYPAL_PLAN_ID = 'P-TESTPLAN';
export const PAYPAL_WEBHOOK_ID = 'WH-TEST';
/** The PayPal fake accepts a webhook whose transmission signature is this value. */
export const VALID_SIGNATURE = 'valid-test-signature';
