import type { D1Migration } from 'cloudflare:test';
import type { Bindings } from '../env';
import type { AirportSeedRow } from '../cli/airports-data';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      TEST_AIRPORTS: AirportSeedRow[];
      MAIL_API_URL: string;
      PAYPAL_API_BASE: string;
      DEPLOY_HOOK_URL: string;
    }
  }
}
