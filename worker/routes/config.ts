// Public configuration for the SPA (docs/api.md#config): PayPal ids and true directory counts.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { directoryState } from '../../schema';
import type { PublicConfig } from '../contracts';
import type { AppEnv } from '../env';

export const configRoutes = new Hono<AppEnv>().get('/', async (c) => {
  // One row kept by triggers on airlines (migration 0006): constant time however large the directory grows.
  // Its e-mail and form counts follow channelOf(): an e-mail wins, else a form.
  const [counts] = await c.var.db.select().from(directoryState).where(eq(directoryState.id, 1));
  const body: PublicConfig = {
    paypalClientId: c.env.PAYPAL_CLIENT_ID ?? '',
    paypalPlanId: c.env.PAYPAL_PLAN_ID ?? '',
    supportEmail: c.env.SUPPORT_EMAIL ?? '',
    supportPhone: c.env.SUPPORT_PHONE ?? '',
    counts: { commercial: counts?.commercial ?? 0, charter: counts?.charter ?? 0, helicopter: counts?.helicopter ?? 0 },
    channels: { email: counts?.email ?? 0, form: counts?.form ?? 0 },
  };
  return c.json(body);
});
