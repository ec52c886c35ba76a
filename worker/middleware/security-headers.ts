// SECURITY.md headers on every answer, the SPA's files included (the Worker runs first for every path).
import { secureHeaders } from 'hono/secure-headers';

const PAYPAL = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...PAYPAL],
    // Chakra (emotion) injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...PAYPAL],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...PAYPAL],
    frameSrc: PAYPAL,
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  // PayPal's checkout opens a popup that must be able to talk back to this window.
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
  crossOriginEmbedderPolicy: false,
});
