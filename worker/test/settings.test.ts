// The configuration parsed once at the Worker's edge (worker/config.ts): typed values for every module, and one
// clear error naming a malformed setting instead of a value each use reads its own way.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ConfigError, configOf, parseConfig } from '../config';
import { runScheduled } from '../scheduled';
import { call, json, uniqueEmail, userRow } from './support';

describe('parseConfig', () => {
  it('normalises what the modules compare and build on', () => {
    const config = parseConfig({
      ...env,
      APP_ORIGIN: 'https://airdesk.example/',
      OWNER_EMAIL: '  Owner@AirDesk.Example ',
      MAIL_API_URL: 'https://mail.example/',
      MAIL_API_KEY: 'k',
      MAIL_FROM: '',
      REPORT_FEE_USD: '2.5',
      DOCUMENT_RETENTION_MONTHS: '',
      OPERATOR_NAME: ' AirDesk Travel Ltd ',
    });
    expect(config.appOrigin).toBe('https://airdesk.example');
    expect(config.ownerEmail).toBe('owner@airdesk.example');
    expect(config.mailApi).toEqual({ url: 'https://mail.example', key: 'k' });
    expect(config.mailFrom).toBe('AirDesk <no-reply@airdesk.invalid>');
    expect(config.reportFeeUsd).toBe(2.5);
    expect(config.documentRetentionMonths).toBe(24);
    expect(config.operator.name).toBe('AirDesk Travel Ltd');
  });

  it('has built-in secrets on loopback only; outside it a missing secret is named where it is needed', () => {
    const local = parseConfig({ ...env, JWT_SECRET: undefined, PASSWORD_PEPPER: '' });
    expect(typeof local.jwtSecret).toBe('string');
    expect(typeof local.pepper).toBe('string');
    const deployed = parseConfig({
      ...env,
      APP_ORIGIN: 'https://airdesk.example',
      JWT_SECRET: undefined,
      PASSWORD_PEPPER: '',
    });
    expect(deployed.jwtSecret).toEqual({ missing: 'JWT_SECRET' });
    expect(deployed.pepper).toEqual({ missing: 'PASSWORD_PEPPER' });
  });

  it('treats PayPal as configured only with its base, client id, secret and plan', () => {
    expect(parseConfig({ ...env, PAYPAL_CLIENT_SECRET: '' }).paypal).toBeNull();
    expect(parseConfig(env).paypal).toMatchObject({ clientId: env.PAYPAL_CLIENT_ID, planId: env.PAYPAL_PLAN_ID });
  });

  it.each([
    ['APP_ORIGIN', 'airdesk.example', /APP_ORIGIN is not an origin/],
    ['APP_ORIGIN', 'https://airdesk.example/app', /APP_ORIGIN is not an origin/],
    ['MAIL_API_URL', 'ftp://mail.example', /MAIL_API_URL is not an http\(s\) URL/],
    ['PAYPAL_API_BASE', 'api-m.paypal.com', /PAYPAL_API_BASE is not an http\(s\) URL/],
    ['DEPLOY_HOOK_URL', 'not a url', /DEPLOY_HOOK_URL is not an http\(s\) URL/],
    ['REPORT_FEE_USD', 'one dollar', /REPORT_FEE_USD is not an amount/],
    ['DOCUMENT_RETENTION_MONTHS', '0', /DOCUMENT_RETENTION_MONTHS is not a whole number of months/],
    ['DOCUMENT_RETENTION_MONTHS', '1.5', /DOCUMENT_RETENTION_MONTHS is not a whole number of months/],
  ])('refuses %s = %j with an error that names it', (name, value, message) => {
    expect(() => parseConfig({ ...env, [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ ...env, [name]: value })).toThrow(message);
  });

  it('parses an environment once and answers the same object after', () => {
    const own = { ...env };
    expect(configOf(own)).toBe(configOf(own));
  });
});

describe('a malformed setting at the edge', () => {
  it('answers every API request 503 naming the setting, and writes nothing', async () => {
    const broken = { REPORT_FEE_USD: 'one dollar' };
    const config = await call('/api/config', { env: broken });
    expect(config.status).toBe(503);
    expect((await json(config)).message).toBe(
      'The server is not configured (REPORT_FEE_USD is not an amount in USD such as 1 or 2.5).',
    );
    const email = uniqueEmail();
    const register = await call('/api/register', {
      body: { username: email, password: 'correct horse battery' },
      env: broken,
    });
    expect(register.status).toBe(503);
    expect(await userRow(email)).toBeNull();
  });

  it('stops the cron before it does anything', async () => {
    await expect(runScheduled({ ...env, DOCUMENT_RETENTION_MONTHS: 'two years' })).rejects.toThrow(
      /DOCUMENT_RETENTION_MONTHS is not a whole number of months/,
    );
  });
});
