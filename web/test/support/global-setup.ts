// Browser suite set-up: the mail and PayPal fakes, then the app on a free port with a fresh database.
// Chromium itself is launched per test file (support/browser.ts).
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServiceFakes } from '../../../worker/test/fakes/services';
import { startApp } from './app-server';
import { CHROME_PATH, missingChromiumMessage } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    mailFakeUrl: string;
    paypalFakeUrl: string;
    /** The local D1 of the app under test, for `wrangler d1 execute --persist-to` (e.g. granting admin). */
    persistDir: string;
    /** The deploy hook fake behind DEPLOY_HOOK_URL (steer with /__control/fail, read /__control/state). */
    deployHookFakeUrl: string;
  }
}

export const SUPPORT_EMAIL = 'support@airdesk.test';
export const SUPPORT_PHONE = '+27 21 555 0100';
/** The owner account (docs/decisions.md#p9): once made an admin, it alone sees Redeploy App. */
export const OWNER_EMAIL = 'owner@airdesk.test';

export default async function setup(project: TestProject) {
  if (!existsSync(CHROME_PATH)) throw new Error(missingChromiumMessage());
  const fakes = await startServiceFakes();
  let app;
  try {
    app = await startApp({ ...fakes.vars, SUPPORT_EMAIL, SUPPORT_PHONE, OWNER_EMAIL });
  } catch (err) {
    await fakes.close();
    throw err;
  }
  project.provide('appUrl', app.url);
  project.provide('mailFakeUrl', fakes.mail.url);
  project.provide('paypalFakeUrl', fakes.paypal.url);
  project.provide('persistDir', app.persistDir);
  project.provide('deployHookFakeUrl', fakes.hook.url);
  return async () => {
    await app.stop();
    await fakes.close();
  };
}
