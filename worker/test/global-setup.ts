// Starts the local fakes of the mail provider, PayPal, the deploy hook and the web the source checks read on
// loopback ports for the worker suite; their URLs reach the Worker as ordinary configuration. Removes the template databases that
// each test file's runtime started from (built by worker/vitest.config.ts, d1-template.ts) after the run.
// Nothing here may import wrangler or Miniflare: a global setup runs through Vite's module runner (see the config).
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startMailFake } from './fakes/mail-api';
import { startPaypalFake } from './fakes/paypal-api';
import { startDeployHookFake } from './fakes/deploy-hook';
import { startSourceSiteFake } from './fakes/source-site';

declare module 'vitest' {
  export interface ProvidedContext {
    mailUrl: string;
    paypalUrl: string;
    deployHookUrl: string;
    sourceSiteUrl: string;
    /** The template databases' directory (d1-template.ts), provided by the config. */
    d1TemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const { d1TemplateDir } = project.getProvidedContext();
  const [mail, paypal, hook, site] = await Promise.all([
    startMailFake(),
    startPaypalFake(),
    startDeployHookFake(),
    startSourceSiteFake(),
  ]);
  project.provide('mailUrl', mail.url);
  project.provide('paypalUrl', paypal.url);
  project.provide('deployHookUrl', hook.url);
  project.provide('sourceSiteUrl', site.url);
  return async () => {
    for (const s of [mail.server, paypal.server, hook.server, site.server]) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
    fs.rmSync(d1TemplateDir, { recursive: true, force: true });
  };
}
