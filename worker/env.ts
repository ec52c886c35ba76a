// Bindings and variables of the Worker. Vars come from wrangler.toml, secrets from `wrangler secret put`
// (locally from .dev.vars); every one of them may be absent locally (PRODUCT.md point 16).
import type { Db } from './db';
import type { UserRow } from '../schema';

export interface Bindings {
  DB: D1Database;
  ASSETS?: Fetcher;
  APP_ORIGIN: string;
  OWNER_EMAIL?: string;
  JWT_SECRET?: string;
  JWT_SECRET_PREVIOUS?: string;
  PASSWORD_PEPPER?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  PAYPAL_API_BASE?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_PLAN_ID?: string;
  PAYPAL_WEBHOOK_ID?: string;
  DEPLOY_HOOK_URL?: string;
  REPORT_FEE_USD?: string;
  SUPPORT_EMAIL?: string;
  SUPPORT_PHONE?: string;
}

export interface Variables {
  db: Db;
  /** The signed-in user, read from D1 on this request (never trusted from the token). */
  user: UserRow;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
