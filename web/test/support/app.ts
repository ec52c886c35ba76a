// The app a journey talks to. The suite runs in shards, one per vitest worker (vitest.browser.config.ts), and every
// shard has its own app: the deploy bundle under Miniflare with its own copy of the seeded D1 and its own mail,
// PayPal and deploy-hook fakes (global-setup.ts). Files of one shard run one after the other, as the whole suite
// did before it was sharded, so a journey that counts rows or hook calls of the whole app sees only its shard's.
import { inject } from 'vitest';

export const SUPPORT_EMAIL = 'support@airdesk.test';
export const SUPPORT_PHONE = '+27 21 555 0100';
/** The owner account (docs/decisions.md#p9): once made an admin, it alone sees Redeploy App. */
export const OWNER_EMAIL = 'owner@airdesk.test';

export interface ShardApp {
  /** The app's origin (SPA and API). */
  appUrl: string;
  mailFakeUrl: string;
  paypalFakeUrl: string;
  /** The deploy hook fake behind DEPLOY_HOOK_URL (steer with /__control/fail, read /__control/state). */
  deployHookFakeUrl: string;
  /** The Worker's variables of this shard (the fakes' URLs and keys, the support contacts, the owner). */
  vars: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app per shard, in the order of vitest's pool ids (VITEST_POOL_ID 1 is the first). */
    shards: ShardApp[];
    /** The loopback endpoint that runs SQL on a shard's D1 through Miniflare (support/d1.ts). */
    d1ControlUrl: string;
    /** The D1 every app starts from (migrated and seeded once), as a `wrangler --persist-to` directory. */
    templatePersistDir: string;
    /** The snapshot of web/dist the apps serve. */
    assetsDir: string;
  }
}

/** This worker's shard: vitest numbers its workers 1 to maxWorkers (VITEST_POOL_ID). */
export function shardIndex(): number {
  const shards = inject('shards').length;
  return (Number(process.env.VITEST_POOL_ID ?? '1') - 1) % shards;
}

export const shardApp = (): ShardApp => inject('shards')[shardIndex()]!;
