// The three outside services the app calls (the mail API, PayPal, the deploy hook) as local fakes on 127.0.0.1,
// started together, with the variables that point the Worker at them. The browser suite and `npm run load` run
// the whole app against them; the worker suite starts the ones each test needs.
import { startDeployHookFake } from './deploy-hook';
import { MAIL_API_KEY, startMailFake } from './mail-api';
import {
  PAYPAL_CLIENT_ID,
  PAYPAL_CLIENT_SECRET,
  PAYPAL_PLAN_ID,
  PAYPAL_WEBHOOK_ID,
  startPaypalFake,
} from './paypal-api';

export async function startServiceFakes() {
  const [mail, paypal, hook] = await Promise.all([startMailFake(), startPaypalFake(), startDeployHookFake()]);
  return {
    mail,
    paypal,
    hook,
    /** The Worker's variables for these fakes. */
    vars: {
      MAIL_API_URL: mail.url,
      MAIL_API_KEY,
      PAYPAL_API_BASE: paypal.url,
      PAYPAL_CLIENT_ID,
      PAYPAL_CLIENT_SECRET,
      PAYPAL_PLAN_ID,
      PAYPAL_WEBHOOK_ID,
      DEPLOY_HOOK_URL: `${hook.url}/hook/secret-token`,
    },
    async close() {
      for (const s of [mail.server, paypal.server, hook.server]) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
    },
  };
}
