import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { homeCountryRoutes } from '../complaint-routes/choose';
import { call, json } from './support';

describe('GET /api/config', () => {
  it('needs no session and gives PayPal ids, support contacts and the true directory counts', async () => {
    const counts = Object.fromEntries(
      (
        await env.DB.prepare('SELECT category, count(*) AS n FROM airlines GROUP BY category').all<{
          category: string;
          n: number;
        }>()
      ).results.map((r) => [r.category, r.n]),
    );
    const channels = await env.DB.prepare(
      "SELECT sum(email <> '') AS email, sum(email = '' AND complaint_form_url <> '') AS form FROM airlines",
    ).first<{ email: number | null; form: number | null }>();
    // Companies whose home country has a route, counted here from the airlines themselves (the answer reads the
    // per-country counts the triggers keep).
    const byCountry = await env.DB.prepare('SELECT country, count(*) AS n FROM airlines GROUP BY country').all<{
      country: string;
      n: number;
    }>();
    const today = new Date().toISOString().slice(0, 10);
    const routed = byCountry.results
      .filter(
        (c) => homeCountryRoutes({ name: '', iataCode: '', country: c.country }, env.TEST_ROUTES, today).length > 0,
      )
      .reduce((n, c) => n + c.n, 0);
    const res = await call('/api/config');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      paypalClientId: env.PAYPAL_CLIENT_ID,
      paypalPlanId: env.PAYPAL_PLAN_ID,
      supportEmail: '',
      supportPhone: '',
      counts: { commercial: counts.commercial ?? 0, charter: counts.charter ?? 0, helicopter: counts.helicopter ?? 0 },
      channels: { email: channels?.email ?? 0, form: channels?.form ?? 0 },
      routes: { companies: routed },
      operator: { name: '', address: '' },
    });
  });

  it('names the operator from OPERATOR_NAME and OPERATOR_ADDRESS', async () => {
    const res = await call('/api/config', {
      env: { OPERATOR_NAME: ' AirDesk Travel Ltd ', OPERATOR_ADDRESS: '1 Harbour Road, Cape Town 8001, South Africa' },
    });
    expect((await json(res)).operator).toEqual({
      name: 'AirDesk Travel Ltd',
      address: '1 Harbour Road, Cape Town 8001, South Africa',
    });
  });

  it('answers empty strings where nothing is configured, and never a secret', async () => {
    const res = await call('/api/config', { env: { PAYPAL_CLIENT_ID: undefined, PAYPAL_PLAN_ID: undefined } });
    const body = await json(res);
    expect(body).toMatchObject({ paypalClientId: '', paypalPlanId: '' });
    const text = JSON.stringify(body);
    for (const secret of [env.PAYPAL_CLIENT_SECRET, env.MAIL_API_KEY, env.JWT_SECRET, env.DEPLOY_HOOK_URL])
      expect(text).not.toContain(secret);
  });
});
