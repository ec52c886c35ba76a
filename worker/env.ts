// Bindings and variables of the Worker. The one list of variables is wrangler.toml [vars] (local defaults)
// plus .dev.vars.example (secrets and their meanings); `npm run cf-typegen` types them as Cloudflare.Env in
// worker-configuration.d.ts, and `npm test` fails when that file is out of date.
import type { Config } from './config';
import type { Db } from './db';
import type { UserRow } from '../schema';

/**
 * The generated Env with every variable optional: wrangler types each as a string, but any of them may be
 * absent locally (a secret nobody put, docs/decisions.md#p16) and the worker suite runs without ASSETS, so code
 * must handle their absence. DB is always bound, and APP_ORIGIN always has wrangler.toml's value.
 */
export type Bindings = Pick<Cloudflare.Env, 'DB' | 'APP_ORIGIN'> & Partial<Omit<Cloudflare.Env, 'DB' | 'APP_ORIGIN'>>;

export interface Variables {
  /** The configuration, parsed once (worker/config.ts). */
  config: Config;
  db: Db;
  /** The signed-in user, read from D1 on this request (never trusted from the token). */
  user: UserRow;
  /**
   * The directory's version, read on the primary in the session check's own statement, on the routes that
   * use requireUserWithDirectoryVersion (the directory's answer cache keys by it).
   */
  directoryVersion?: number;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
