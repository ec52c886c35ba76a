// Starts the local fakes of the mail provider, PayPal and the deploy hook on loopback ports for the
// worker suite; their URLs reach the Worker as ordinary configuration.
import type { TestProject } from 'vitest/node';
import { startMailFake } from './fakes/mail-api';
import { startPaypalFake } from './fakes/paypal-api';
import { startDeployHookFake } from './fakes/deploy-hook';

declare module 'vitest' {
  export interface ProvidedContext {
    mailUrl: string;
    paypalUrl: string;
    deployHookUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const [mail, paypal, hook] = await Promise.all([startMailFake(), startPaypalFake(), startDeployHookFake()]);
  project.provide('mailUrl', mail.url);
  project.provide('paypalUrl', paypal.url);
  project.provide('deployHookUrl', hook.url);
  return async () => {
    for (const s of [mail.server, paypal.server, hook.server]) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  };
}
