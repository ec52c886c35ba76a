// docs/decisions.md#security-and-reliability headers on every answer, the SPA's files included. One source of truth: the Worker sets these on
// what it answers, and the build writes them into web/dist/_headers (worker/site-headers.ts) for the static
// files, which Workers static assets and Cloudflare Pages both apply.
import { createMiddleware } from 'hono/factory';

const PAYPAL = 'https://*.paypal.com https://*.paypalobjects.com';

/** The Content-Security-Policy, directive by directive. No inline script anywhere: the prerendered pages load modules only. */
const CSP: Record<string, string> = {
  'default-src': "'self'",
  'script-src': `'self' ${PAYPAL}`,
  // Chakra (emotion) injects <style> elements at run time, and the prerendered pages carry their critical CSS inline.
  'style-src': "'self' 'unsafe-inline'",
  'img-src': `'self' data: ${PAYPAL}`,
  'font-src': "'self' data:",
  'connect-src': `'self' ${PAYPAL}`,
  'frame-src': PAYPAL,
  'form-action': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'frame-ancestors': "'none'",
};

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': Object.entries(CSP)
    .map(([k, v]) => `${k} ${v}`)
    .join('; '),
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // PayPal's checkout opens a popup that must be able to talk back to this window.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/** The reset token is in /reset-password's URL: never leak it through a Referer. */
export const RESET_PAGE_HEADERS: Readonly<Record<string, string>> = { 'Referrer-Policy': 'no-referrer' };

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (c.req.path === '/reset-password')
    for (const [name, value] of Object.entries(RESET_PAGE_HEADERS)) c.res.headers.set(name, value);
});
