// Public configuration for the SPA (docs/api.md#config): PayPal ids and true directory counts.
import { Hono } from 'hono';
import { companiesWithRoute, stateRow } from '../complaint-routes/lookup';
import type { PublicConfig } from '../contracts';
import type { AppEnv } from '../env';
import { describe } from '../lib/describe';

export const configRoutes = new Hono<AppEnv>().get(
  '/',
  describe(
    'Configuration',
    "Public settings for the SPA: PayPal ids, support contacts, the operator and the directory's true counts",
    { 200: ['The public configuration.', 'PublicConfig'] },
  ),
  async (c) => {
    // One row kept by triggers on airlines (migration 0006): constant time however large the directory grows.
    // Its e-mail and form counts follow channelOf(): an e-mail wins, else a form.
    // The route count reads the per-country counts (kept by triggers too) and the routes table: a few hundred rows.
    const [[counts], withRoute] = await Promise.all([
      stateRow(c.var.db),
      companiesWithRoute(c.var.db, new Date().toISOString().slice(0, 10)),
    ]);
    const body: PublicConfig = {
      paypalClientId: c.var.config.paypalPublic.clientId,
      paypalPlanId: c.var.config.paypalPublic.planId,
      supportEmail: c.var.config.support.email,
      supportPhone: c.var.config.support.phone,
      counts: {
        commercial: counts?.commercial ?? 0,
        charter: counts?.charter ?? 0,
        helicopter: counts?.helicopter ?? 0,
      },
      channels: { email: counts?.email ?? 0, form: counts?.form ?? 0 },
      routes: { companies: withRoute },
      operator: c.var.config.operator,
    };
    return c.json(body);
  },
);
