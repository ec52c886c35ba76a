// The worker suite's own bindings (worker/vitest.config.ts), added to the generated Cloudflare.Env
// (worker-configuration.d.ts) that `env` from cloudflare:workers has.
import type { D1Migration } from 'cloudflare:test';
import type { AirportSeedRow } from '../cli/airports-data';
import type { RouteRecord } from '../contracts/complaint-routes';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_AIRPORTS: AirportSeedRow[];
      TEST_ROUTES: RouteRecord[];
      /** Copies the template database into this runtime's D1, or says it is open already (d1-template.ts); asked by the setup file. */
      TEST_D1_TEMPLATE: Fetcher;
    }
  }
}
