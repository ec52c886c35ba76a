// Every public screen renders at 1280 px and 390 px; screenshots go to test-artifacts/screenshots/.
import { describe, expect } from 'vitest';
import { appUrl, DESKTOP, MOBILE, newContext, screenshot } from './support/browser';
import { it } from './support/browser-test';

const SCREENS: { path: string; name: string; heading: RegExp }[] = [
  { path: '/', name: 'home-signed-out', heading: /Reach the right airline contact/ },
  { path: '/auth', name: 'auth-login', heading: /Sort out airline problems/ },
  { path: '/auth?tab=register', name: 'auth-register', heading: /Sort out airline problems/ },
  { path: '/forgot-password', name: 'forgot-password', heading: /Forgot Password/ },
  { path: '/reset-password', name: 'reset-password-invalid', heading: /Invalid Reset Link/ },
  { path: '/reset-password?token=abc', name: 'reset-password-form', heading: /Set a New Password/ },
  { path: '/how-it-works', name: 'how-it-works', heading: /How AirDesk Works/ },
  { path: '/airline-problems', name: 'airline-problems', heading: /Airline problems/i },
  { path: '/social-media', name: 'social-media', heading: /Social Media/ },
  { path: '/faq', name: 'faq', heading: /Frequently Asked Questions/ },
  { path: '/terms', name: 'terms', heading: /Terms of Service/ },
  { path: '/privacy', name: 'privacy', heading: /Privacy Policy/ },
  { path: '/refund', name: 'refund', heading: /Refund Policy/ },
  { path: '/subscription-success', name: 'subscription-success-unknown', heading: /Payment Status Unknown/ },
  { path: '/subscription-success?canceled=true', name: 'subscription-success-canceled', heading: /Payment Cancelled/ },
  { path: '/problem-management', name: 'problem-management-signed-out', heading: /Not Authorized/ },
];

describe('public screens', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`render at ${viewport.width} px`, async ({ browser }) => {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const s of SCREENS) {
        await page.goto(appUrl(s.path));
        await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toMatch(s.heading);
        await screenshot(page, s.name);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
