// The Worker's configuration (wrangler.toml [vars] and the secrets; .dev.vars.example says what each means),
// parsed once per environment into one typed object at the Worker's edge: the API's middleware, the cron and
// the email() handler read it, and every module below them takes the parsed values. A malformed setting is one
// clear error that names it (every API answer is then a 503 saying which), instead of a value each use reads its
// own way or silently replaces with a default.
import * as z from 'zod/mini';
import { DEFAULT_DOCUMENT_RETENTION_MONTHS } from './contracts';
import type { Bindings } from './env';

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'AirDesk <no-reply@airdesk.invalid>';

export const isLoopbackOrigin = (origin: string) => {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
};

/** A value wrangler may leave unset, or set to '' (an empty [vars] entry): both mean "not set". */
const text = z.pipe(
  z.optional(z.string()),
  z.transform((s) => s?.trim() ?? ''),
);

const isWebUrl = (s: string) => {
  try {
    const url = new URL(s);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const webUrl = (what: string) =>
  text.check(z.refine((s) => s === '' || isWebUrl(s), `is not an http(s) URL (${what})`));

const number = (rule: (n: number) => boolean, what: string) =>
  text.check(z.refine((s) => s === '' || (/^\d+(\.\d+)?$/.test(s) && rule(Number(s))), `is not ${what}`));

const isOrigin = (s: string) => isWebUrl(s) && new URL(s).pathname === '/' && !new URL(s).search;

/**
 * The local fake site of the source checks: an http address on loopback (a path after the port is kept, so
 * test files can each have their own part of one fake). Nothing else: production reads the web.
 */
const isLoopbackSite = (s: string) => {
  try {
    const url = new URL(s);
    return url.protocol === 'http:' && isLoopbackOrigin(s) && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
};

const settings = z.object({
  APP_ORIGIN: text.check(z.refine(isOrigin, 'is not an origin such as https://airdesk.example')),
  JWT_SECRET: text,
  JWT_SECRET_PREVIOUS: text,
  PASSWORD_PEPPER: text,
  OWNER_EMAIL: text,
  MAIL_API_URL: webUrl('the mail API'),
  MAIL_API_KEY: text,
  MAIL_FROM: text,
  CASE_MAIL_DOMAIN: text,
  DOCUMENT_RETENTION_MONTHS: number((n) => Number.isInteger(n) && n >= 1, 'a whole number of months, at least 1'),
  PAYPAL_API_BASE: webUrl('the PayPal REST API'),
  PAYPAL_CLIENT_ID: text,
  PAYPAL_CLIENT_SECRET: text,
  PAYPAL_PLAN_ID: text,
  PAYPAL_WEBHOOK_ID: text,
  DEPLOY_HOOK_URL: webUrl('the deploy hook'),
  REPORT_FEE_USD: number((n) => n >= 0, 'an amount in USD such as 1 or 2.5'),
  SUPPORT_EMAIL: text,
  SUPPORT_PHONE: text,
  OPERATOR_NAME: text,
  OPERATOR_ADDRESS: text,
  SOURCE_CHECK_SITE: text.check(
    z.refine(
      (s) => s === '' || isLoopbackSite(s),
      'is not a loopback address such as http://127.0.0.1:8790 (the local fake site of the source checks; unset in production)',
    ),
  ),
});

/** A secret the server cannot run without outside loopback: its name, to say which one is missing. */
export interface MissingSecret {
  missing: string;
}

const LOCAL_JWT_SECRET = 'local-development-jwt-secret-not-for-production';
const LOCAL_PEPPER = 'local-development-pepper-not-for-production';

export function parseConfig(env: Bindings) {
  const result = settings.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`${issue.path.map(String).join('.')} ${issue.message}`);
  }
  const s = result.data;
  const loopback = isLoopbackOrigin(s.APP_ORIGIN);
  // Secrets have built-in values only on loopback (npm start, tests): deployed without them, what needs them
  // refuses to work rather than sign sessions with a publicly known key (auth/secrets.ts).
  const secret = (value: string, local: string, name: string): string | MissingSecret =>
    value || (loopback ? local : { missing: name });
  const paypalReady = !!(s.PAYPAL_API_BASE && s.PAYPAL_CLIENT_ID && s.PAYPAL_CLIENT_SECRET && s.PAYPAL_PLAN_ID);
  return {
    /** The exact origin the SPA is served from, without a trailing slash. */
    appOrigin: new URL(s.APP_ORIGIN).origin,
    jwtSecret: secret(s.JWT_SECRET, LOCAL_JWT_SECRET, 'JWT_SECRET'),
    /** The previous JWT_SECRET during a rotation: still verifies. */
    jwtSecretPrevious: s.JWT_SECRET_PREVIOUS,
    pepper: secret(s.PASSWORD_PEPPER, LOCAL_PEPPER, 'PASSWORD_PEPPER'),
    /** The owner account's address, lower case; '' for none. */
    ownerEmail: s.OWNER_EMAIL.toLowerCase(),
    /** The mail API; null keeps mail in the outbox (`npm run mail:outbox` prints it locally). */
    mailApi: s.MAIL_API_URL && s.MAIL_API_KEY ? { url: s.MAIL_API_URL.replace(/\/$/, ''), key: s.MAIL_API_KEY } : null,
    mailFrom: s.MAIL_FROM || DEFAULT_MAIL_FROM,
    /** The domain of case reply addresses; '' for none. */
    caseMailDomain: s.CASE_MAIL_DOMAIN,
    documentRetentionMonths: s.DOCUMENT_RETENTION_MONTHS
      ? Number(s.DOCUMENT_RETENTION_MONTHS)
      : DEFAULT_DOCUMENT_RETENTION_MONTHS,
    /** PayPal's REST API; null when not configured (the trial works, paid activation answers 503). */
    paypal: paypalReady
      ? {
          apiBase: s.PAYPAL_API_BASE.replace(/\/$/, ''),
          clientId: s.PAYPAL_CLIENT_ID,
          clientSecret: s.PAYPAL_CLIENT_SECRET,
          planId: s.PAYPAL_PLAN_ID,
          /** '' when not set: webhooks are then refused. */
          webhookId: s.PAYPAL_WEBHOOK_ID,
        }
      : null,
    /** What the SPA's subscribe button needs, whether or not the server side is complete. */
    paypalPublic: { clientId: s.PAYPAL_CLIENT_ID, planId: s.PAYPAL_PLAN_ID },
    /** '' for none. A secret: never echoed or logged. */
    deployHookUrl: s.DEPLOY_HOOK_URL,
    /** The projected price of one report (admin dashboard); 0 when unset. */
    reportFeeUsd: s.REPORT_FEE_USD ? Number(s.REPORT_FEE_USD) : 0,
    support: { email: s.SUPPORT_EMAIL, phone: s.SUPPORT_PHONE },
    operator: { name: s.OPERATOR_NAME, address: s.OPERATOR_ADDRESS },
    /** The source checks read every page from this local fake site instead of the web; null: the web. */
    sourceCheckSite: s.SOURCE_CHECK_SITE ? s.SOURCE_CHECK_SITE.replace(/\/+$/, '') : null,
  };
}

export type Config = ReturnType<typeof parseConfig>;

/** A setting that is malformed: the message names it and says what it should be. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Parsed once per environment object: the runtime hands every request of an isolate the same one.
const parsed = new WeakMap<Bindings, Config | ConfigError>();

/** The configuration of `env`, parsed on first use; throws the same ConfigError every time when malformed. */
export function configOf(env: Bindings): Config {
  let config = parsed.get(env);
  if (!config) {
    try {
      config = parseConfig(env);
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      config = err;
    }
    parsed.set(env, config);
  }
  if (config instanceof ConfigError) throw config;
  return config;
}
