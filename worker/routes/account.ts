// "Your data" (docs/api.md#accounts, docs/decisions.md#your-data): the owner's export and the erasure of the
// account. The work is in worker/account/.
import { Hono } from 'hono';
import { clearSessionCookie } from '../auth/cookies';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { passwordPepper } from '../auth/secrets';
import { eraseAccount, otherActiveAdmins } from '../account/erase';
import { exportData } from '../account/export-data';
import { zipStream } from '../zip-stream-module';
import { ACCOUNT_MSG, EXPORT_PER_DAY } from '../contracts';
import { deleteAccountBody } from '../contracts/schemas/account';
import { deliverSoon } from '../delivery';
import type { AppEnv } from '../env';
import { ApiError, conflict, forbidden } from '../lib/errors';
import { describe } from '../lib/describe';
import { addressTag, hit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireUser } from '../middleware/session';
import { cancelSubscription } from '../subscription/paypal';
import { isActiveAdmin } from '../subscription/status';

const DAY_SECONDS = 24 * 60 * 60;
/** A stolen session must not be able to guess the password through the 403s. */
const DELETE_ATTEMPTS = { max: 10, windowSeconds: 60 * 60 };

const T = 'Accounts';

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get(
    '/export',
    describe(
      T,
      'Everything the account holds, as a ZIP of JSON and its documents',
      {
        200: ['A ZIP of JSON and the documents, as an attachment.', 'application/zip'],
      },
      { 429: 'Over the daily number of exports.' },
    ),
    async (c) => {
      const user = c.var.user;
      await hit(c, `export:acct:${user.id}`, { max: EXPORT_PER_DAY, windowSeconds: DAY_SECONDS });
      const now = new Date().toISOString();
      const { data, documents } = await exportData(c.var.db, c.env.FILES, user, now);
      c.header('Content-Type', 'application/zip');
      c.header('Content-Disposition', `attachment; filename="airdesk-data-${now.slice(0, 10)}.zip"`);
      c.header('Cache-Control', 'private, no-store');
      const json = { path: 'data.json', bytes: new TextEncoder().encode(JSON.stringify(data, null, 2)), deflate: true };
      return c.body(await zipStream([json], documents, c.env.FILES));
    },
  )

  .delete(
    '/',
    describe(
      T,
      'Delete the account and everything it holds (password confirmed)',
      {
        204: 'Erased; the cookie is cleared.',
      },
      {
        409: 'The only active admin cannot delete their account.',
        429: 'Too many attempts (Retry-After).',
        502: 'PayPal could not cancel the subscription; nothing was erased.',
      },
    ),
    validate('json', deleteAccountBody),
    async (c) => {
      const user = c.var.user;
      const { password } = c.req.valid('json');
      await hit(c, `delete:acct:${user.id}`, DELETE_ATTEMPTS);
      const pepper = passwordPepper(c.var.config);
      if (!(await verifyPassword(password, user.passwordHash || (await dummyPasswordHash(pepper)), pepper)))
        throw forbidden(ACCOUNT_MSG.wrongPassword);
      if (isActiveAdmin(user)) {
        if ((await otherActiveAdmins(c.var.db, user.id)) === 0) throw conflict(ACCOUNT_MSG.onlyAdmin);
      }

      // Billing stops before anything is erased: a PayPal failure leaves the account whole, to be tried again.
      if (
        user.paypalSubscriptionId &&
        user.subscriptionStatus !== 'canceled' &&
        user.subscriptionStatus !== 'expired'
      ) {
        const paypal = c.var.config.paypal;
        if (!paypal) throw new ApiError(503, ACCOUNT_MSG.paypalNotConfigured);
        await cancelSubscription(paypal, user.paypalSubscriptionId, 'The customer deleted their AirDesk account');
      }

      const erased = await eraseAccount(c.env.DB, c.var.db, c.env.FILES, {
        id: user.id,
        username: user.username,
        email: user.email,
        language: user.language,
        addressTags: await Promise.all(
          [...new Set([user.username, user.email].filter(Boolean))].map((a) => addressTag(pepper, a)),
        ),
      });
      if (!erased) throw conflict(ACCOUNT_MSG.onlyAdmin);
      clearSessionCookie(c);
      deliverSoon(c);
      return c.body(null, 204);
    },
  );
