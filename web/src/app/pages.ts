// Every screen: its path, who may open it (docs/product.md#states) and its lazily loaded
// module (one chunk per page keeps the first load small). `source` names the module for
// web/scripts/size.ts, which reports the JavaScript each route loads.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { PageIntro } from '../components/page';
import { PATHS } from '../config/paths';
import { DIRECTORY_INTRO } from '../features/directory/components/directory-intro';

/**
 * public: anyone. guest: signed-out only (/auth sends a signed-in user home). user: signed in.
 * subscriber: signed in with access (docs/product.md: a user without a subscription is sent to /).
 * admin: signed in with isAdmin (others are sent to /).
 */
export type Access = 'public' | 'guest' | 'user' | 'subscriber' | 'admin';

/** Whether a signed-out visitor is sent to /auth (app/guard.tsx); the build prerenders such a page's session check. */
export const needsSignIn = (access: Access) => access !== 'public' && access !== 'guest';

export interface PageDef {
  path: string;
  access: Access;
  /** The page's name in document.title: "AirDesk – {title}". */
  title: MessageDescriptor;
  source: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Rendered to HTML at build time (web/scripts/prerender.ts), so it paints before any JavaScript runs.
   * Only pages that look the same to every signed-out visitor and need no API answer to show their content.
   */
  prerender?: true;
  /**
   * A guarded page's heading, when it opens with a fixed one: shown above the session check, it is in the
   * page's HTML and paints at once (for the directory it is what Lighthouse times as the largest paint).
   * The page renders it with IntroPage, from the same object.
   */
  intro?: PageIntro;
}

export const PAGES: PageDef[] = [
  {
    path: PATHS.home,
    access: 'public',
    prerender: true,
    title: msg`Home`,
    source: 'src/features/home/components/home-page.tsx',
    load: () => import('../features/home/components/home-page'),
  },
  {
    path: PATHS.auth,
    access: 'guest',
    prerender: true,
    title: msg`Log In or Sign Up`,
    source: 'src/features/auth/components/auth-page.tsx',
    load: () => import('../features/auth/components/auth-page'),
  },
  {
    path: PATHS.forgotPassword,
    access: 'public',
    title: msg`Forgot Password`,
    source: 'src/features/auth/components/forgot-password-page.tsx',
    load: () => import('../features/auth/components/forgot-password-page'),
  },
  {
    path: PATHS.resetPassword,
    access: 'public',
    title: msg`Reset Password`,
    source: 'src/features/auth/components/reset-password-page.tsx',
    load: () => import('../features/auth/components/reset-password-page'),
  },
  {
    path: PATHS.subscription,
    access: 'user',
    title: msg`Subscription Details`,
    source: 'src/features/subscription/components/subscription-page.tsx',
    load: () => import('../features/subscription/components/subscription-page'),
  },
  {
    path: PATHS.cancelSubscription,
    access: 'user',
    title: msg`Cancel Subscription`,
    source: 'src/features/subscription/components/cancel-subscription-page.tsx',
    load: () => import('../features/subscription/components/cancel-subscription-page'),
  },
  {
    path: PATHS.subscriptionSuccess,
    access: 'public',
    title: msg`Subscription Status`,
    source: 'src/features/subscription/components/subscription-success-page.tsx',
    load: () => import('../features/subscription/components/subscription-success-page'),
  },
  {
    path: PATHS.howItWorks,
    access: 'public',
    prerender: true,
    title: msg`How It Works`,
    source: 'src/features/marketing/components/how-it-works-page.tsx',
    load: () => import('../features/marketing/components/how-it-works-page'),
  },
  {
    path: PATHS.airlineProblems,
    access: 'public',
    prerender: true,
    title: msg`Airline Problems`,
    source: 'src/features/marketing/components/airline-problems-page.tsx',
    load: () => import('../features/marketing/components/airline-problems-page'),
  },
  {
    path: PATHS.socialMedia,
    access: 'public',
    title: msg`Social Media`,
    source: 'src/features/marketing/components/social-media-page.tsx',
    load: () => import('../features/marketing/components/social-media-page'),
  },
  {
    path: PATHS.faq,
    access: 'public',
    prerender: true,
    title: msg`FAQ`,
    source: 'src/features/legal/components/faq-page.tsx',
    load: () => import('../features/legal/components/faq-page'),
  },
  {
    path: PATHS.terms,
    access: 'public',
    prerender: true,
    title: msg`Terms of Service`,
    source: 'src/features/legal/components/terms-page.tsx',
    load: () => import('../features/legal/components/terms-page'),
  },
  {
    path: PATHS.privacy,
    access: 'public',
    prerender: true,
    title: msg`Privacy Policy`,
    source: 'src/features/legal/components/privacy-page.tsx',
    load: () => import('../features/legal/components/privacy-page'),
  },
  {
    path: PATHS.refund,
    access: 'public',
    prerender: true,
    title: msg`Refund Policy`,
    source: 'src/features/legal/components/refund-page.tsx',
    load: () => import('../features/legal/components/refund-page'),
  },
  {
    path: PATHS.directory,
    access: 'subscriber',
    title: msg`Airline Directory`,
    intro: DIRECTORY_INTRO,
    source: 'src/features/directory/components/directory-page.tsx',
    load: () => import('../features/directory/components/directory-page'),
  },
  {
    path: PATHS.emailDirectory,
    access: 'subscriber',
    title: msg`E-mail Directory`,
    source: 'src/features/email-directory/components/email-directory-page.tsx',
    load: () => import('../features/email-directory/components/email-directory-page'),
  },
  {
    path: PATHS.reportProblem,
    access: 'subscriber',
    title: msg`Report a Problem`,
    source: 'src/features/problems/components/report-problem-page.tsx',
    load: () => import('../features/problems/components/report-problem-page'),
  },
  // Anyone, before any account (docs/decisions.md#rights-carriers): the rights check.
  {
    path: PATHS.rights,
    access: 'public',
    title: msg`What You Are Owed`,
    source: 'src/features/rights/components/rights-check-page.tsx',
    load: () => import('../features/rights/components/rights-check-page'),
  },
  // docs/product.md: the page itself shows Not Authorized to a signed-out visitor; a user's own reports stay
  // visible after the subscription ends.
  {
    path: PATHS.problemManagement,
    access: 'public',
    title: msg`Problem Management`,
    source: 'src/features/problems/components/problem-management-page.tsx',
    load: () => import('../features/problems/components/problem-management-page'),
  },
  // Signed in is enough: the payment prompt sends users without a card here, trial or not.
  {
    path: PATHS.paymentMethods,
    access: 'user',
    title: msg`Payment Methods`,
    source: 'src/features/payment-methods/components/payment-methods-page.tsx',
    load: () => import('../features/payment-methods/components/payment-methods-page'),
  },
  {
    path: PATHS.admin,
    access: 'admin',
    title: msg`Admin Dashboard`,
    source: 'src/features/admin/components/admin-page.tsx',
    load: () => import('../features/admin/components/admin-page'),
  },
];

export const NOT_FOUND_PAGE: Omit<PageDef, 'path' | 'access'> = {
  title: msg`Page Not Found`,
  source: 'src/features/not-found/components/not-found-page.tsx',
  load: () => import('../features/not-found/components/not-found-page'),
};

/** The page a path (without its language prefix) opens; the not-found page when none does. */
export function pageAt(path: string): Omit<PageDef, 'path' | 'access'> {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGES.find((page) => page.path === bare) ?? NOT_FOUND_PAGE;
}
