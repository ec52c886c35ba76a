// Public configuration for the SPA (API.md "Public configuration"): PayPal ids and true directory counts.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { airlines } from '../../schema';
import type { PublicConfig } from '../contracts';
import type { AppEnv } from '../env';

export const configRoutes = new Hono<AppEnv>().get('/', async (c) => {
  // The same rule as channelOf(): an e-mail wins, else a form.
  const rows = await c.var.db
    .select({
      category: airlines.category,
      n: sql<number>`count(*)`,
      email: sql<number>`sum(${airlines.email} <> '')`,
      form: sql<number>`sum(${airlines.email} = '' AND ${airlines.complaintFormUrl} <> '')`,
    })
    .from(airlines)
    .groupBy(airlines.category);
  const count = (k: string) => rows.find((r) => r.category === k)?.n ?? 0;
  const total = (k: 'email' | 'form') => rows.reduce((sum, r) => sum + Number(r[k] ?? 0), 0);
  const body: PublicConfig = {
    paypalClientId: c.env.PAYPAL_CLIENT_ID ?? '',
    paypalPlanId: c.env.PAYPAL_PLAN_ID ?? '',
    supportEmail: c.env.SUPPORT_EMAIL ?? '',
    supportPhone: c.env.SUPPORT_PHONE ?? '',
    counts: { commercial: count('commercial'), charter: count('charter'), helicopter: count('helicopter') },
    channels: { email: total('email'), form: total('form') },
  };
  return c.json(body);
});
