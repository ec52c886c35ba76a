// The one Hono app, made by a factory shared by production (index.ts) and tests.
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { onError, onNotFound } from './lib/errors';
import { limitBody } from './middleware/body-limit';
import { loadConfig } from './middleware/config';
import { requestLanguageTexts } from './middleware/request-language';
import { d1Session } from './middleware/d1-session';
import { requestGuard } from './middleware/request-guard';
import { securityHeaders } from './middleware/security-headers';
import { languageRedirect } from './middleware/language-redirect';
import { signInRedirect } from './middleware/sign-in-redirect';
import { staticHeadersFor } from './middleware/static-headers';
import { ROBOTS_TXT } from './lib/robots';
import { authRoutes } from './routes/auth';
import { accountRoutes } from './routes/account';
import { configRoutes } from './routes/config';
import { paypalWebhookRoutes } from './routes/paypal-webhook';
import { subscriptionRoutes } from './routes/subscription';
import { airlineRoutes } from './routes/airlines';
import { trackContactRoutes } from './routes/track-contact';
import { problemRoutes } from './routes/problems';
import { caseAttachmentRoutes } from './routes/case-attachments';
import { caseMessageRoutes } from './routes/case-messages';
import { casePdfRoutes } from './routes/case-pdf';
import { paymentMethodRoutes } from './routes/payment-methods';
import { adminRoutes } from './routes/admin';
import { contactCorrectionRoutes } from './routes/contact-corrections';
import { rightsRoutes } from './routes/rights';
import { airportRoutes } from './routes/airports';
import { complaintRouteRoutes } from './routes/complaint-routes';
import { adminComplaintRouteRoutes } from './routes/admin-complaint-routes';
import { adminCoverageRoutes } from './routes/admin-coverage';

export function createApp() {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders);
  app.get('/robots.txt', (c) => c.text(ROBOTS_TXT));

  // One chain, so the routers' types add up to AppType: the SPA's client (web/src/lib/api-client.ts) is typed
  // from it (Hono's RPC guide). The middleware runs in this order before every router.
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use(requestLanguageTexts)
    .use(loadConfig)
    .use(d1Session)
    .use(requestGuard)
    .use(limitBody)
    .route('/', authRoutes)
    .route('/account', accountRoutes)
    .route('/config', configRoutes)
    .route('/subscription', subscriptionRoutes)
    .route('/paypal', paypalWebhookRoutes)
    .route('/airlines', airlineRoutes)
    .route('/track-contact', trackContactRoutes)
    .route('/problems', problemRoutes)
    .route('/problems', caseAttachmentRoutes)
    .route('/problems', caseMessageRoutes)
    .route('/problems', casePdfRoutes)
    .route('/payment-methods', paymentMethodRoutes)
    .route('/admin/corrections', contactCorrectionRoutes)
    .route('/admin/complaint-routes', adminComplaintRouteRoutes)
    .route('/admin/coverage', adminCoverageRoutes)
    .route('/admin', adminRoutes)
    .route('/rights', rightsRoutes)
    .route('/airports', airportRoutes)
    .route('/complaint-routes', complaintRouteRoutes);
  // Unknown API paths are JSON 404s, never the SPA's index.html.
  api.all('*', onNotFound);
  api.onError(onError);
  const routes = app.route('/api', api);

  // Everything else is the SPA (index.html for client routes), served through the Worker so the
  // security headers above apply to it too; a page that needs an account sends a signed-out visitor to /auth.
  app.use(languageRedirect);
  app.use(signInRedirect);
  app.all('*', async (c) => {
    if (!c.env.ASSETS) return c.text('Not found', 404);
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    // Fetched responses have immutable headers; copy so the middleware above can add its own.
    const res = new Response(asset.body, asset);
    // The static site's rules (web/dist/_headers holds the same): hashed assets immutable, pages no-cache.
    for (const [name, value] of staticHeadersFor(c.req.path)) res.headers.set(name, value);
    return res;
  });
  app.onError(onError);
  return routes;
}

/**
 * The API's routes with their inputs and answers, for Hono's typed client (`hc<AppType>`) in the SPA, which imports
 * it as "@api/app" (web/tsconfig.json).
 */
export type AppType = ReturnType<typeof createApp>;
