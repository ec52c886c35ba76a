// The fit and accessibility sweep: every screen and every dialog of one table, at 1280 px and at 390 px, signed
// out, signed in or as an admin as each needs, with nothing outside its box or the viewport, no button text cut,
// no sideways scroll, no toast over a heading (audit.ts) and no WCAG 2.2 A/AA violation that axe-core finds.
// The table runs as four files (web/test/screen-audit-*.browser.test.ts: the public screens and the account
// screens, each at both widths) so the shards share it; each file opens one page per kind of visitor it needs and
// reuses it across its part of the table.
import type { AirlineList, Problem } from '@contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createAccount, PASSWORD, uniqueEmail } from './accounts';
import { OWNER_EMAIL } from './app';
import { audit, OPEN_DIALOG } from './audit';
import { appUrl, DESKTOP, MOBILE, networkSettled, newContext, screenshot, SCREENSHOTS } from './browser';
import { it } from './browser-test';
import { d1, grantAdmin, sqlText } from './d1';
import { loginThroughApi, postponePaymentPrompt } from './journey';

/**
 * out: signed out. user: a subscriber (trial) with two cards and a report. prompt: the owner account with no
 * card, which is asked to add one. admin: an admin.
 */
type Who = 'out' | 'user' | 'prompt' | 'admin';

interface Fixtures {
  /** The visitors' pages: `out` always; the others only for the account screens. */
  pages: Partial<Record<Who, Page>>;
  problemId: number;
  silentAirlineId: number;
}

interface Entry {
  name: string;
  as: Who;
  path: (f: Fixtures) => string;
  /** What shows once the screen is ready (default: the page's h1). */
  ready?: string;
  /** Opens a dialog (or brings the screen into the state checked); the check then covers that dialog. */
  open?: (page: Page) => Promise<void>;
  /** Only at these widths (the mobile menu exists only below the desktop navigation). */
  widths?: number[];
}

const byName = (name: RegExp) => (page: Page) => page.getByRole('button', { name }).first().click();
/** Clicks the button, then waits for its dialog. */
const dialogOf = (name: RegExp) => async (page: Page) => {
  await byName(name)(page);
  await page.locator(OPEN_DIALOG).first().waitFor();
};

/** The rights check with a journey described (from a fresh page): the card and the next step show. */
async function describeFlight(page: Page) {
  await page.reload();
  const form = page.locator('form[aria-label="Your flight"]');
  await form.getByTestId('carrier-typeahead').pressSequentially('lufth', { delay: 40 });
  await page.getByRole('option', { name: /^Lufthansa LH/ }).click();
  await form.getByLabel('Departure airport').fill('FRA');
  await form.getByLabel('Final destination').fill('JFK');
  await form.getByLabel('Scheduled departure date').fill('2026-10-01');
  await form.getByLabel('What happened').selectOption('delay');
  await form.getByLabel('How many hours late did you arrive?').fill('4');
  await page.getByTestId('rights-next-step').waitFor({ timeout: 15_000 });
}

const SCREENS: Entry[] = [
  { name: 'home', as: 'out', path: () => '/' },
  { name: 'how-it-works', as: 'out', path: () => '/how-it-works' },
  { name: 'airline-problems', as: 'out', path: () => '/airline-problems' },
  { name: 'social-media', as: 'out', path: () => '/social-media' },
  { name: 'faq', as: 'out', path: () => '/faq' },
  { name: 'terms', as: 'out', path: () => '/terms' },
  { name: 'privacy', as: 'out', path: () => '/privacy' },
  { name: 'refund', as: 'out', path: () => '/refund' },
  { name: 'auth-login', as: 'out', path: () => '/auth' },
  { name: 'auth-register', as: 'out', path: () => '/auth?tab=register' },
  { name: 'forgot-password', as: 'out', path: () => '/forgot-password' },
  { name: 'reset-password', as: 'out', path: () => '/reset-password?token=abc' },
  { name: 'reset-password-invalid', as: 'out', path: () => '/reset-password' },
  { name: 'subscription-cancelled', as: 'out', path: () => '/subscription-success?canceled=true' },
  { name: 'not-found', as: 'out', path: () => '/no-such-page' },
  { name: 'not-authorized', as: 'out', path: () => '/problem-management' },
  { name: 'rights-check', as: 'out', path: () => '/rights' },
  { name: 'rights-check-answered', as: 'out', path: () => '/rights', open: (page) => describeFlight(page) },
  { name: 'menu-signed-out', as: 'out', path: () => '/', open: dialogOf(/^Open menu$/), widths: [MOBILE.width] },

  { name: 'home-signed-in', as: 'user', path: () => '/' },
  { name: 'directory', as: 'user', path: () => '/directory', ready: '[data-testid=airline-card]' },
  {
    name: 'company-details',
    as: 'user',
    path: () => '/directory',
    ready: '[data-testid=airline-card]',
    open: dialogOf(/^View details of /),
  },
  {
    name: 'corrections',
    as: 'user',
    path: () => '/directory',
    ready: '[data-testid=airline-card]',
    open: async (page) => {
      await byName(/^View details of /)(page);
      await page
        .getByTestId('airline-details')
        .getByRole('button', { name: /^Report a wrong contact of / })
        .click();
      await page.getByTestId('correction-dialog').waitFor();
    },
  },
  {
    name: 'directory-did-you-mean',
    as: 'user',
    path: () => '/directory?query=lufhtansa',
    ready: '[data-testid=airline-card], main h1',
  },
  { name: 'email-directory', as: 'user', path: () => '/email-directory' },
  { name: 'report-problem', as: 'user', path: () => '/report-problem', ready: 'form[aria-label="Report a problem"]' },
  {
    name: 'report-problem-errors',
    as: 'user',
    path: () => '/report-problem',
    ready: 'form[aria-label="Report a problem"]',
    open: async (page) => {
      await page.getByRole('button', { name: 'Submit Report' }).click();
      await page.locator('[aria-invalid=true]').first().waitFor();
    },
  },
  {
    name: 'suggest-contact',
    as: 'user',
    path: (f) => `/report-problem?airline=${f.silentAirlineId}`,
    ready: '[data-testid=channel-notice]',
    open: async (page) => {
      await page.getByTestId('channel-notice').getByRole('button', { name: 'Suggest a contact' }).click();
      await page.getByTestId('correction-dialog').waitFor();
    },
  },
  { name: 'rights-check-signed-in', as: 'user', path: () => '/rights', open: (page) => describeFlight(page) },
  { name: 'reports', as: 'user', path: () => '/problem-management', ready: '[data-problem-id]:visible' },
  {
    name: 'case',
    as: 'user',
    path: (f) => `/problem-management?report=${f.problemId}`,
    ready: '[data-testid=problem-history]',
  },
  { name: 'subscription', as: 'user', path: () => '/subscription' },
  { name: 'payment-methods', as: 'user', path: () => '/payment-methods', ready: '[data-testid=saved-card]' },
  {
    name: 'payment-method-delete',
    as: 'user',
    path: () => '/payment-methods',
    ready: '[data-testid=saved-card]',
    open: dialogOf(/^Delete /),
  },
  {
    // A toast on a page with its heading at the top.
    name: 'payment-method-toast',
    as: 'user',
    path: () => '/payment-methods',
    ready: '[data-testid=saved-card]',
    open: async (page) => {
      await byName(/^Make Default /)(page);
      await page.getByTestId('toast').waitFor();
    },
  },
  { name: 'cancel-subscription', as: 'user', path: () => '/cancel-subscription' },
  {
    name: 'cancel-dialog',
    as: 'user',
    path: () => '/cancel-subscription',
    open: dialogOf(/^Cancel Subscription$/),
  },
  {
    name: 'delete-account-dialog',
    as: 'user',
    path: () => '/subscription',
    ready: '[data-testid=your-data]',
    open: dialogOf(/^Delete My Account$/),
  },
  {
    name: 'account-menu',
    as: 'user',
    path: () => '/subscription',
    ready: '[data-testid=account-menu]',
    open: async (page) => {
      await page.getByTestId('account-menu').locator('summary').click();
      await page.locator('[data-testid=account-menu][open]').waitFor();
    },
    widths: [DESKTOP.width],
  },
  { name: 'menu-signed-in', as: 'user', path: () => '/', open: dialogOf(/^Open menu$/), widths: [MOBILE.width] },
  {
    name: 'reminder',
    as: 'prompt',
    path: () => '/',
    open: (page) => page.getByTestId('payment-prompt').waitFor({ timeout: 10_000 }),
  },

  { name: 'admin', as: 'admin', path: () => '/admin', ready: '[data-testid=admin-stats]' },
  // An admin's report list has the customer column too.
  { name: 'reports-admin', as: 'admin', path: () => '/problem-management', ready: '[data-problem-id]:visible' },
  { name: 'subscription-unknown', as: 'out', path: () => '/subscription-success' },
  {
    name: 'admin-subscriber',
    as: 'admin',
    path: () => '/admin',
    ready: '[data-testid=admin-stats]',
    open: dialogOf(/^View /),
  },
  {
    // The coverage list always has a company without a channel: the fixtures add one (Audit Silent Air).
    name: 'admin-add-contact',
    as: 'admin',
    path: () => '/admin',
    ready: '[data-testid=admin-stats]',
    open: dialogOf(/^Add contact for /),
  },
  {
    name: 'admin-suspend',
    as: 'admin',
    path: () => '/admin',
    ready: '[data-testid=admin-stats]',
    open: dialogOf(/^Suspend /),
  },
];

/** Until nothing loads or moves: no request in flight, no animation running (a dialog's entry, a toast's). */
async function settle(page: Page) {
  await networkSettled(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {
    timeout: 5000,
  });
}

async function closeDialogs(page: Page) {
  for (let i = 0; i < 3; i++) {
    const open = await page.locator(OPEN_DIALOG).count();
    if (open === 0) return;
    await page.keyboard.press('Escape');
    // Until the top dialog has gone (a dialog that stays is pressed again, as before).
    await page
      .waitForFunction(
        ([selector, n]) => document.querySelectorAll(selector).length < n,
        [OPEN_DIALOG, open] as const,
        {
          timeout: 5000,
        },
      )
      .catch(() => {});
  }
}

async function signedInPage(browser: Browser, email: string, postpone = true): Promise<Page> {
  const context: BrowserContext = await newContext(browser);
  if (postpone) await postponePaymentPrompt(context);
  await loginThroughApi(context, email, PASSWORD);
  return context.newPage();
}

/** The visitors and what they need, made once per file: only the signed-out page for the public screens. */
async function makeFixtures(browser: Browser, part: Part): Promise<Fixtures> {
  const out = await (await newContext(browser)).newPage();
  if (part === 'public') return { pages: { out }, problemId: 0, silentAirlineId: 0 };
  const userEmail = uniqueEmail('audit');
  await createAccount(userEmail);
  const user = await signedInPage(browser, userEmail);
  const api = user.context().request;
  expect((await api.post(appUrl('/api/subscription'), { data: { orderId: 'free-trial' } })).status()).toBe(200);
  for (const [masked, isDefault] of [
    ['**** **** **** 4242', true],
    ['**** **** **** 4444', false],
  ] as const) {
    const res = await api.post(appUrl('/api/payment-methods'), {
      data: { cardholderName: 'Audit Traveller', cardMasked: masked, cardExpiry: '12/2031', isDefault },
    });
    expect(res.status()).toBe(201);
  }
  const all = (await (await api.get(appUrl('/api/airlines?limit=50'))).json()) as AirlineList;
  const filed = await api.post(appUrl('/api/problems'), {
    data: {
      airlineId: (all.airlines.find((a) => a.email) ?? all.airlines[0]!).id,
      category: 'flight-delay',
      flightNumber: 'LH400',
      description: 'Five hours late into Frankfurt, no meal vouchers given.',
      contactEmail: userEmail,
    },
  });
  expect(filed.status()).toBe(201);
  const problem = (await filed.json()) as Problem;
  // A suggestion of its own, so the admin's corrections queue is checked with a row in it whatever ran before.
  const suggested = await api.post(appUrl(`/api/airlines/${problem.airlineId}/corrections`), {
    data: {
      field: 'website',
      problem: 'wrong',
      suggestedValue: 'https://www.example.net/contact',
      sourceUrl: 'https://www.example.net/about',
      note: 'The site moved.',
    },
  });
  expect(suggested.status()).toBe(201);
  const stamp = Date.now().toString(36);
  const [silent] = await d1<{ id: number }>(
    `INSERT INTO airlines (name, category, country, region) VALUES (${sqlText(`Audit Silent Air ${stamp}`)},
     'commercial', 'Germany', 'europe') RETURNING id`,
  );

  // Only the owner account is asked to add a payment method (docs/decisions.md#p10).
  await createAccount(OWNER_EMAIL);
  await grantAdmin(OWNER_EMAIL);
  const prompt = await signedInPage(browser, OWNER_EMAIL, false);

  const adminEmail = uniqueEmail('audit-admin');
  await createAccount(adminEmail);
  await grantAdmin(adminEmail);
  const admin = await signedInPage(browser, adminEmail);

  return { pages: { out, user, prompt, admin }, problemId: problem.id, silentAirlineId: silent!.id };
}

/** Pages loaded at their current width (a new width loads the page again: the toaster places itself on load). */
const loaded = new WeakSet<Page>();

async function check(f: Fixtures, entry: Entry, page: Page): Promise<string[]> {
  await closeDialogs(page);
  // The reminder shows once per browser session until dismissed.
  if (entry.as === 'prompt') await page.evaluate(() => sessionStorage.clear()).catch(() => {});
  // A dialog of the screen checked just before, at the same width, opens on that screen as it stands (its
  // dialogs closed): a reload per entry would make the sweep half as long again.
  const target = appUrl(entry.path(f));
  if (entry.as === 'prompt' || !loaded.has(page) || page.url() !== target) await page.goto(target);
  loaded.add(page);
  await page
    .locator(entry.ready ?? 'main h1')
    .first()
    .waitFor({ timeout: 15_000 });
  await settle(page);
  if (entry.open) {
    await entry.open(page);
    await settle(page);
  }
  const findings = await audit(page, entry.name);
  // Pictures for a reader checking a change by eye (SCREENSHOTS=1, support/browser.ts).
  if (SCREENSHOTS) await screenshot(page, `audit-${entry.name}`, !entry.open);
  return findings;
}

/** The screens a visitor sees signed out, or those of an account (a subscriber, the owner, an admin). */
export type Part = 'public' | 'account';

/** Declares one check per screen of `part` at `viewport`'s width, each failing with every finding it has. */
export function sweepScreens(part: Part, viewport: { width: number; height: number }) {
  const entries = SCREENS.filter(
    (e) => (e.as === 'out') === (part === 'public') && (!e.widths || e.widths.includes(viewport.width)),
  );
  let fixtures: Promise<Fixtures> | undefined;
  describe(`every ${part} screen and dialog fits and passes axe at ${viewport.width} px`, () => {
    for (const entry of entries) {
      it(`${entry.name} at ${viewport.width} px`, async ({ browser }) => {
        fixtures ??= makeFixtures(browser, part);
        const f = await fixtures;
        const page = f.pages[entry.as];
        if (!page) throw new Error(`no ${entry.as} page in the ${part} sweep`);
        if (page.viewportSize()?.width !== viewport.width) {
          await page.setViewportSize(viewport);
          loaded.delete(page);
        }
        expect(await check(f, entry, page)).toEqual([]);
      });
    }
  });
}
