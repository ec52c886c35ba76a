// Starts the local fakes of the mail provider, PayPal and the deploy hook on loopback ports for the
// worker suite; their URLs reach the Worker as ordinary configuration. Builds the template databases that
// each test file's runtime starts from (d1-template.ts).
import fs from 'node:fs';
import path from 'node:path';
import { readD1Migrations } from '@cloudflare/vitest-pool-workers';
import type { TestProject } from 'vitest/node';
import { loadAirports } from '../cli/airports-data';
import { readRoutesFile } from '../complaint-routes/routes-file';
import { buildD1Templates } from './d1-template';
import { startMailFake } from './fakes/mail-api';
import { startPaypalFake } from './fakes/paypal-api';
import { startDeployHookFake } from './fakes/deploy-hook';

declare module 'vitest' {
  export interface ProvidedContext {
    mailUrl: string;
    paypalUrl: string;
    deployHookUrl: string;
    /** The template databases' directory (d1-template.ts). */
    d1TemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const [mail, paypal, hook] = await Promise.all([startMailFake(), startPaypalFake(), startDeployHookFake()]);
  const d1TemplateDir = await buildD1Templates({
    root,
    migrations: await readD1Migrations(path.join(root, 'migrations')),
    routes: readRoutesFile().routes,
    airports: loadAirports(),
  });
  project.provide('mailUrl', mail.url);
  project.provide('paypalUrl', paypal.url);
  project.provide('deployHookUrl', hook.url);
  project.provide('d1TemplateDir', d1TemplateDir);
  return async () => {
    for (const s of [mail.server, paypal.server, hook.server]) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
    fs.rmSync(d1TemplateDir, { recursive: true, force: true });
  };
}
