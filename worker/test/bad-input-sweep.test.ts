// The bad-input sweep: for every route of docs/api.md (api-routes.ts), a generated table of malformed requests,
// each of which must be answered 4xx with the one error envelope and change nothing in D1 (a digest of every
// table before and after each route's cases; rate-limit counters excepted, see db-digest.ts). The valid
// request of each route is sent at the end, so every case is known to be one defect away from a success.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../index';
import { createApp } from '../app';
import { apiRoutes } from '../lib/api-routes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ROUTES,
  SWEEP_PDF,
  uploadBody,
  UPLOAD_BOUNDARY,
  type Caller,
  type FieldSpec,
  type Fixtures,
  type QueryKind,
  type RouteSpec,
} from './api-routes';
import { changedTables, dbDigest, type Digest } from './db-digest';
import { checkDeclaredAnswer } from './declared-answers';
import { deliver } from './inbound-support';
import { VALID_SIGNATURE } from './fakes/constants';
import { seedAirline, tag } from './seed';
import { seedAirports } from './seed-airports';
import {
  call,
  eventually,
  json,
  makeAdmin,
  ORIGIN,
  outboxFor,
  outboxIdle,
  register,
  sessionCookie,
  subscribedUser,
  uniqueEmail,
  uniqueIp,
  type TestUser,
} from './support';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

interface Case {
  label: string;
  method?: string;
  path?: string;
  query?: string;
  rawBody?: string;
  contentType?: string | null;
  cookie?: string | null;
  /** The exact status expected; otherwise any 4xx. */
  status?: number;
  /** A hostile but legal request (a search for SQL or FTS syntax): 200, and nothing changes. */
  legal?: boolean;
}

// --- malformed values ------------------------------------------------------------------------

const DEEP = 'DEEP_NESTING_PLACEHOLDER';
const KB100 = 'x'.repeat(100 * 1024);
const CONTROL = { NUL: 'ab\u0000cd efgh', 'bidi override': 'ab\u202ecd efgh', 'lone surrogate': 'ab\ud800cd efgh' };
const SQL_FTS = { 'SQL quote': "x'); DROP TABLE users; --", 'FTS syntax': '"a" NEAR(b c) OR * ^ %_' };
const WRONG_TYPES: [string, unknown][] = [
  ['number', 12345],
  ['array', ['a']],
  ['__proto__ object', JSON.parse('{"__proto__":{"isAdmin":true}}')],
  ['deeply nested array', DEEP],
];

function fieldValues(name: string, spec: FieldSpec): [string, unknown][] {
  const out: [string, unknown][] = [];
  const strings =
    spec.kind !== 'id' &&
    spec.kind !== 'number' &&
    spec.kind !== 'bool' &&
    spec.kind !== 'object' &&
    spec.kind !== 'ids' &&
    spec.kind !== 'list';
  if (spec.required) out.push(['null', null]);
  if (strings) {
    out.push(...WRONG_TYPES);
    if (spec.required) out.push(['empty string', ''], ['blank string', '   ']);
    if (spec.max) out.push([`${spec.max + 1} characters`, 'a'.repeat(spec.max + 1)]);
  }
  switch (spec.kind) {
    case 'id':
      out.push(
        ['text digits', '12'],
        ['id 1e3', '1e3'],
        ['id 0x10', '0x10'],
        ['id -1', -1],
        ['id 0', 0],
        ['id 1.5', 1.5],
        ['id 2^53', 2 ** 53],
        ['id 1e308', 1e308],
      );
      out.push(
        ['boolean', true],
        ['object', { id: 1 }],
        ['fullwidth digits', '\uff11\uff12'],
        ['deeply nested array', DEEP],
      );
      break;
    case 'number':
      out.push(
        ['text number', '5'],
        ['below range', (spec.min ?? 0) - 1],
        ['above range', (spec.max ?? 1e6) + 1],
        ['1e308', 1e308],
        ['boolean', true],
        ['array', [1]],
        ['deeply nested array', DEEP],
      );
      if (spec.int) out.push(['fraction', 1.5]);
      break;
    case 'bool':
      out.push(
        ['text true', 'true'],
        ['number 1', 1],
        ['fullwidth true', '\uff54\uff52\uff55\uff45'],
        ['array', [true]],
        ['deeply nested array', DEEP],
      );
      break;
    case 'ids':
      out.push(
        ['text', '1'],
        ['number', 5],
        ['object', { id: 1 }],
        ['text ids', ['1']],
        ['id 0', [0]],
        ['id 1.5', [1.5]],
        ['unknown id', [999_999_999]],
        ['repeated id', [999_999_999, 999_999_999]],
        [`${(spec.max ?? 20) + 1} ids`, Array.from({ length: (spec.max ?? 20) + 1 }, (_, i) => i + 1)],
        ['deeply nested array', DEEP],
      );
      break;
    case 'list':
      out.push(
        ['text', 'x'],
        ['number', 5],
        ['object', { fullName: 'x' }],
        ['text items', ['x']],
        ['null item', [null]],
        ['array item', [[]]],
        [`${(spec.max ?? 20) + 1} items`, Array.from({ length: (spec.max ?? 20) + 1 }, () => ({}))],
        ['deeply nested array', DEEP],
      );
      if (name === 'passengers')
        out.push(['no passengers', []], ['__proto__ item', [JSON.parse('{"__proto__":{"fullName":"x"}}')]]);
      if (name === 'expenses')
        out.push(
          ['negative amount', [{ kind: 'meals', amount: -1, currency: 'EUR' }]],
          ['SDR expense', [{ kind: 'meals', amount: 1, currency: 'SDR' }]],
        );
      break;
    case 'object':
      out.push(['text', 'x'], ['number', 5], ['array', []], ['deeply nested array', DEEP]);
      if (name === 'flight')
        out.push(['empty object', {}], ['__proto__ object', JSON.parse('{"__proto__":{"departure":"FRA"}}')]);
      break;
    case 'enum':
    case 'format':
      out.push(
        ['unknown word', 'not valid!'],
        ['fullwidth letters', '\uff21\uff22\uff23'],
        ['markup', '<script>alert(1)</script>'],
        ...Object.entries(SQL_FTS),
      );
      out.push(...Object.entries(CONTROL));
      break;
    case 'email':
      out.push(
        ['no domain', 'traveller@'],
        ['no at sign', 'traveller.example.net'],
        ['non-ASCII', 'tr\u00e4veller@b\u00fccher.example'],
        ['two addresses', 'a@example.net, b@example.net'],
      );
      out.push(
        ['header injection', 'a@example.net\r\nBcc: b@example.net'],
        ['255 characters', `${'a'.repeat(243)}@example.net`],
        ...Object.entries(SQL_FTS),
        ...Object.entries(CONTROL),
      );
      break;
    case 'text':
      out.push(...Object.entries(CONTROL));
      break;
    case 'password':
      out.push(['5 characters', 'abcde'], ['common password', 'password'], ...Object.entries(CONTROL));
      break;
    case 'loose':
      break;
  }
  return out;
}

/** A JSON text with the deep-nesting placeholder expanded (JSON.stringify cannot build it itself). */
const jsonText = (value: unknown) => JSON.stringify(value).replace(`"${DEEP}"`, '['.repeat(5000) + ']'.repeat(5000));

const MALFORMED_JSON: [string, string][] = [
  ['empty body', ''],
  ['truncated', '{"a":'],
  ['single quotes', "{'a': 1}"],
  ['trailing comma', '{"a": 1,}'],
  ['two documents', '{}{}'],
  ['NaN literal', '{"a": NaN}'],
  ['bad escape', '{"a": "\\x41"}'],
  ['byte order mark', '\ufeff{}'],
  ['JSON null', 'null'],
  ['JSON array', '[]'],
  ['JSON string', '"text"'],
  ['JSON number', '123'],
  ['JSON true', 'true'],
  ['deeply nested object', '{"a":'.repeat(9000) + '1' + '}'.repeat(9000)],
];

const PATH_IDS: [string, string][] = [
  ['1e3', '1e3'],
  ['0x10', '0x10'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['20 digits', '99999999999999999999'],
  ['NUL', '1%00'],
  ['SQL', "1'%20OR%20'1'%3D'1"],
  ['fullwidth digits', '%EF%BC%91'],
];

function queryValues(kind: QueryKind): [string, string][] {
  switch (kind.kind) {
    case 'page':
      return [
        ['0', '0'],
        ['-1', '-1'],
        ['NaN', 'NaN'],
        ['1.5', '1.5'],
        ['1e3', '1e3'],
        ['0x10', '0x10'],
        ['empty', ''],
        ['too large', '1000001'],
        ['fullwidth', '\uff11'],
      ];
    case 'limit':
      return [
        ['0', '0'],
        ['-1', '-1'],
        ['NaN', 'NaN'],
        ['huge', '100000'],
        ['one over', String(kind.max + 1)],
        ['1e3', '1e3'],
        ['0x10', '0x10'],
        ['1.5', '1.5'],
      ];
    case 'enum':
      return [
        ['unknown', 'nope'],
        ['SQL', "' OR 1=1 --"],
        ['NUL', 'all\u0000'],
        ['fullwidth', '\uff41\uff4c\uff4c'],
      ];
    case 'search':
      return [
        ['over the limit', 'a'.repeat(kind.max + 1)],
        ['NUL', 'ab\u0000'],
        ['BEL', 'ab\u0007'],
        ['100 kB', KB100.slice(0, 8000)],
      ];
    case 'id':
      return [...PATH_IDS, ['0', '0'], ['empty', ''], ['word', 'abc']];
    case 'format':
      return [
        ['empty', ''],
        ['spaces', '   '],
        ['too long', 'x'.repeat(101)],
        ['NUL', 'ab\u0000'],
        ['SQL', "' OR 1=1 --"],
        ['fullwidth', '\uff26\uff32\uff21'],
      ];
  }
}

/** `query` with the parameter `name` set to `value` (each malformed query case is one defect away from it). */
function withParam(query: string, name: string, value: string) {
  const kept = query.split('&').filter((p) => p !== '' && p.split('=')[0] !== name);
  return [...kept, `${name}=${encodeURIComponent(value)}`].join('&');
}

/** Searches that are odd but legal: answered 200, never an error and never a change. */
const LEGAL_SEARCHES = [
  "' OR 1=1 --",
  '"unbalanced',
  'a" NEAR(b c) OR *',
  'AND OR NOT',
  '%_\\',
  '<script>alert(1)</script>',
  'caf\u00e9 \u65e5\u672c \ud83d\ude42 \u05e9\u05dc\u05d5\u05dd',
];

// --- the cases of one route ------------------------------------------------------------------

/**
 * `k` items of `list`, a different window for each `seed`: the kinds of a list are spread over the routes and
 * fields instead of tried on every one, so every kind is tried and the sweep stays a few hundred requests
 * (each request through workerd is cheap, but a full cross product is thousands).
 */
const rotate = <T>(list: readonly T[], k: number, seed: number): T[] =>
  k >= list.length ? [...list] : Array.from({ length: k }, (_, i) => list[(seed * k + i) % list.length]!);
/** Routes that carry the large bodies (1 MB, 100 kB): the size limit is one middleware, so a few suffice. */
const LARGE_BODY_ROUTES = new Set([
  '/api/register',
  '/api/problems',
  '/api/paypal/webhook',
  '/api/payment-methods',
  '/api/admin/corrections/:correction/apply',
]);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** The fixtures a path names. */
const PATH_PARAMS = /:(airline|report|card|correction|attachment|message|user)\b/g;
/** Upload bodies that must be refused with a 400 (docs/api.md#case-file), none of them stored. */
const MALFORMED_UPLOADS: [string, string][] = [
  ['not multipart at all', '{"file": "x"}'],
  [
    'no closing boundary',
    `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-`,
  ],
  ['another field, no file', uploadBody('a.pdf', SWEEP_PDF, 'document')],
  ['a text field called file', uploadBody('', SWEEP_PDF).replace('; filename=""', '')],
  ['empty file', uploadBody('empty.pdf', '')],
  ['program called invoice.pdf.exe', uploadBody('invoice.pdf.exe', 'MZ\x90\x00\x03\x00\x00\x00PE\x00\x00')],
  ['HTML page called .pdf', uploadBody('receipt.pdf', '<!DOCTYPE html><script>alert(1)</script>')],
  [
    'two files',
    uploadBody('a.pdf', SWEEP_PDF).replace(
      /--\r\n$/,
      `\r\n${uploadBody('b.pdf', SWEEP_PDF).slice(2 + UPLOAD_BOUNDARY.length + 2)}`,
    ),
  ],
];
/** Fields only the server sets; sent as extras (never where the route itself reads a field of that name). */
const SERVER_ONLY = { isAdmin: true, userId: 1, status: 'resolved', id: 1, role: 'admin', emailStatus: 'sent' };

function casesFor(route: RouteSpec, f: Fixtures, sessions: Record<'plain' | 'member', TestUser>, seed: number): Case[] {
  const cases: Case[] = [];
  const writes = route.method !== 'GET';
  const valid = route.valid?.(f);
  const body = (v: unknown) => jsonText(v);

  // Who calls.
  if (route.caller !== 'public' && route.caller !== 'webhook') {
    const cookieName = sessions.member.cookie.split('=')[0];
    cases.push({ label: 'no session', cookie: null, status: 401 });
    cases.push({ label: 'forged session', cookie: `${cookieName}=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.`, status: 401 });
    if (route.caller === 'subscriber') cases.push({ label: 'no access', cookie: sessions.plain.cookie, status: 403 });
    if (route.caller === 'admin' || route.caller === 'owner')
      cases.push({ label: 'not an admin', cookie: sessions.member.cookie, status: 403 });
  }

  // Path ids.
  const validRaw = valid === undefined ? undefined : route.contentType ? (valid as string) : body(valid);
  for (const param of route.path.match(PATH_PARAMS) ?? [])
    for (const [label, id] of rotate(PATH_IDS, 4, seed))
      cases.push({
        label: `path id ${param} ${label}`,
        path: route.path.replace(param, id),
        rawBody: validRaw,
        ...(route.contentType ? { contentType: route.contentType } : {}),
        status: 404,
      });

  // Wrong methods on the same path.
  const declared = new Set(ROUTES.filter((r) => r.path === route.path).map((r) => r.method as string));
  if (route === ROUTES.find((r) => r.path === route.path)) {
    for (const m of METHODS.filter((m) => !declared.has(m)))
      cases.push({ label: `method ${m}`, method: m, rawBody: m === 'GET' ? undefined : '{}' });
  }

  // Content type and size of a state-changing request.
  if (writes) {
    const exempt = route.caller === 'webhook'; // signature-checked instead (docs/api.md)
    const raw = validRaw ?? '{}';
    for (const type of rotate(
      [
        null,
        'text/plain',
        'application/x-www-form-urlencoded',
        'text/json',
        route.contentType ? 'application/json' : `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`,
      ] as const,
      2,
      seed,
    )) {
      cases.push({
        label: `content type ${type ?? 'none'}`,
        contentType: type,
        rawBody: raw,
        status: exempt ? undefined : 415,
      });
    }
    if (LARGE_BODY_ROUTES.has(route.path))
      cases.push({ label: '1 MB body', rawBody: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }), status: 413 });
  }

  // A multipart body (the document upload): malformed, empty, or a file that is not what its name says.
  if (route.contentType)
    for (const [label, raw] of MALFORMED_UPLOADS)
      cases.push({ label: `upload: ${label}`, rawBody: raw, contentType: route.contentType, status: 400 });

  // The JSON body.
  if (route.body) {
    const v = valid as Record<string, unknown>;
    const required = Object.entries(route.body)
      .filter(([, s]) => s.required)
      .map(([k]) => k);
    for (const [label, raw] of rotate(MALFORMED_JSON, 5, seed))
      cases.push({ label: `malformed JSON: ${label}`, rawBody: raw });
    for (const k of required) {
      const { [k]: _dropped, ...rest } = v;
      cases.push({ label: `missing ${k}`, rawBody: body(rest) });
      // Extra fields that try to set what only the server sets, on a body missing a required field.
      const extras = Object.fromEntries(Object.entries(SERVER_ONLY).filter(([key]) => !(key in route.body!)));
      cases.push({ label: `extra fields, missing ${k}`, rawBody: body({ ...rest, ...extras }) });
    }
    if (required.length) {
      const { [required[0]!]: _dropped, ...rest } = v;
      cases.push({ label: 'empty object', rawBody: '{}' });
      cases.push({ label: '__proto__ wrapping the body', rawBody: `{"__proto__":${body(v)}}` });
      cases.push({
        label: 'constructor.prototype key',
        rawBody: body({ ...rest, constructor: { prototype: { isAdmin: true } } }),
      });
    }
    // One 100 kB string per route (in its first text field): over the 64 KiB body limit, so 413.
    const first = Object.entries(route.body).find(
      ([, spec]) => !['id', 'number', 'bool', 'object', 'list'].includes(spec.kind),
    );
    if (first && LARGE_BODY_ROUTES.has(route.path))
      cases.push({ label: `${first[0]}: 100 kB string`, rawBody: body({ ...v, [first[0]]: KB100 }), status: 413 });
    for (const [i, [name, spec]] of Object.entries(route.body).entries()) {
      for (const [label, value] of rotate(fieldValues(name, spec), 6, seed + i))
        cases.push({ label: `${name}: ${label}`, rawBody: body({ ...v, [name]: value }) });
    }
  }

  // Query parameters.
  if (route.query) {
    const base = route.validQuery ?? '';
    for (const [name, kind] of Object.entries(route.query)) {
      for (const [label, value] of rotate(queryValues(kind), 4, seed))
        cases.push({ label: `?${name}=${label}`, query: withParam(base, name, value), status: 400 });
      cases.push({ label: `?${name} repeated`, query: `${withParam(base, name, '1')}&${name}=2`, status: 400 });
      if (kind.kind === 'search')
        for (const s of rotate(LEGAL_SEARCHES, 4, seed))
          cases.push({
            label: `?${name}=${s} (legal)`,
            query: new URLSearchParams([[name, s]]).toString(),
            legal: true,
          });
    }
  }
  return cases;
}

// --- running them ----------------------------------------------------------------------------

const fixtures = {} as Fixtures;
const sessions = {} as Record<'plain' | 'member' | 'admin' | 'owner', TestUser>;
let tried = 0;
let before: Digest;

const cookieOf = (caller: Caller) =>
  caller === 'user'
    ? sessions.plain.cookie
    : caller === 'subscriber' || caller === 'reporter'
      ? sessions.member.cookie
      : caller === 'admin'
        ? sessions.admin.cookie
        : caller === 'owner'
          ? sessions.owner.cookie
          : undefined;
const fill = (path: string) => path.replace(PATH_PARAMS, (_m, k: keyof Fixtures) => String(fixtures[k]));
const webhookHeaders = (sig: string) => ({
  'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
  'PAYPAL-CERT-URL': 'https://api.paypal.com/v1/notifications/certs/CERT',
  'PAYPAL-TRANSMISSION-ID': `T-SWEEP-${Math.random()}`,
  'PAYPAL-TRANSMISSION-SIG': sig,
  'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
});

/**
 * Sends one case to the Worker's fetch handler (worker/index.ts, the production entry point) with the test
 * bindings. Not through the pool's self-binding (support.call's default): under vitest-pool-workers every
 * error answer sent that way made later requests slower, and the sweep sends hundreds of them.
 */
async function send(route: RouteSpec, c: Case) {
  const method = c.method ?? route.method;
  const headers: Record<string, string> = {
    'CF-Connecting-IP': uniqueIp(),
    ...(route.caller === 'webhook' ? webhookHeaders('forged') : {}),
  };
  const path = fill(c.path ?? route.path) + (c.query ? `?${fill(c.query)}` : '');
  const cookie = c.cookie === null ? undefined : (c.cookie ?? cookieOf(route.caller));
  if (cookie) headers.Cookie = cookie;
  let rawBody = c.rawBody;
  if (rawBody === undefined && method !== 'GET' && c.contentType !== undefined) rawBody = '{}';
  if (c.contentType === undefined && method !== 'GET')
    headers['Content-Type'] = route.contentType ?? 'application/json';
  else if (c.contentType) headers['Content-Type'] = c.contentType;
  // No Content-Type at all: a Blob without a type (a string body would get text/plain).
  const body =
    rawBody === undefined
      ? undefined
      : c.contentType === null
        ? new Blob([new TextEncoder().encode(rawBody)])
        : rawBody;
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }), env, ctx);
  await waitOnExecutionContext(ctx);
  // Bad input too gets only the answers its route declares (docs/openapi.json).
  await checkDeclaredAnswer(method, `${ORIGIN}${path}`, res);
  return res;
}

/** The one error envelope of docs/api.md: { message, issues? } and nothing else. */
function envelopeProblem(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'not a JSON object';
  const { message, issues, ...rest } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  if (Object.keys(rest).length) return `extra keys ${Object.keys(rest).join(',')}`;
  if (issues !== undefined) {
    if (
      !Array.isArray(issues) ||
      !issues.every((i) => i && typeof i.path === 'string' && typeof i.message === 'string' && i.message)
    )
      return 'malformed issues';
  }
  return null;
}

beforeAll(async () => {
  await seedAirports();
  sessions.plain = await register();
  sessions.member = await subscribedUser();
  sessions.admin = await register();
  await makeAdmin(sessions.admin.email);
  const password = 'owner password 123';
  let res = await call('/api/register', { body: { username: 'owner@airdesk.test', password } });
  if (res.status === 409) res = await call('/api/login', { body: { username: 'owner@airdesk.test', password } });
  await makeAdmin('owner@airdesk.test');
  sessions.owner = {
    email: 'owner@airdesk.test',
    password,
    cookie: sessionCookie(res)!,
    user: await json(res),
    ip: uniqueIp(),
  };

  const site = 'https://www.sweepair-airdesk.net';
  fixtures.airline = await seedAirline({
    name: `${tag()} Sweep Air`,
    email: 'care@sweepair-airdesk.net',
    phone: '+49 30 2087 4410',
    website: site,
  });
  const reportRes = await call('/api/problems', {
    body: {
      airlineId: fixtures.airline,
      category: 'baggage',
      description: 'The bag arrived two days late and damaged.',
      contactEmail: 'sweep@mail.example.net',
    },
    cookie: sessions.member.cookie,
  });
  const report = await json<{ id: number; replyAddress: string }>(reportRes);
  fixtures.report = report.id;
  const cardRes = await call('/api/payment-methods', {
    body: { cardholderName: 'Sweep Owner', cardMasked: '**** **** **** 1111', cardExpiry: '10/2031', isDefault: true },
    cookie: sessions.plain.cookie,
  });
  fixtures.card = (await json(cardRes)).id;
  const corrRes = await call(`/api/airlines/${fixtures.airline}/corrections`, {
    body: {
      field: 'email',
      problem: 'wrong',
      suggestedValue: 'relations@sweepair-airdesk.net',
      sourceUrl: `${site}/contact`,
    },
    cookie: sessions.member.cookie,
  });
  fixtures.correction = (await json(corrRes)).id;
  const docRes = await call(`/api/problems/${fixtures.report}/attachments`, {
    rawBody: uploadBody('bag-tag.pdf', SWEEP_PDF),
    headers: { 'Content-Type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
    cookie: sessions.member.cookie,
  });
  fixtures.attachment = (await json(docRes)).id;
  // A mail from a sender the case does not know, held for the traveller to confirm.
  await deliver(
    [
      'From: Someone <someone@unknown-sender-airdesk.net>',
      `To: ${report.replyAddress}`,
      'Subject: About your report',
      'Message-ID: <sweep-unknown@unknown-sender-airdesk.net>',
      '',
      'We have your report.',
    ].join('\r\n'),
    report.replyAddress,
  );
  const held = await env.DB.prepare("SELECT id FROM case_messages WHERE problem_id = ? AND kind = 'unverified'")
    .bind(report.id)
    .first<{ id: number }>();
  fixtures.message = held!.id;
  fixtures.user = (await register()).user.id;
  const login = await register();
  fixtures.loginEmail = login.email;
  fixtures.loginPassword = login.password;
  const target = await register();
  expect((await call('/api/forgot-password', { body: { username: target.email } })).status).toBe(200);
  const mail = (await outboxFor(target.email)).find((m) => m.kind === 'password-reset');
  fixtures.resetToken = decodeURIComponent(/token=([^\s"<&]+)/.exec(mail!.text_body)![1]!);
  fixtures.freshEmail = uniqueEmail('sweep-fresh');
  for (const r of [reportRes, cardRes, corrRes, docRes]) expect(r.status).toBe(201);
  // The fixtures' mails go out after their requests: let them settle so the digest does not see it.
  await eventually(
    async () =>
      !(await env.DB.prepare("SELECT 1 FROM mail_outbox WHERE status IN ('queued','sending') AND next_attempt_at <= ?")
        .bind(new Date().toISOString())
        .first()),
    15_000,
  );
  await outboxIdle();
  before = await dbDigest();
});

afterAll(() => {
  console.log(`bad-input sweep: ${tried} malformed requests over ${ROUTES.length} routes`);
});

/** A route's method and path with its parameters unnamed (`:airline` here is `:id` in the app). */
const routeKey = (method: string, path: string) => `${method} ${path.replace(/:[A-Za-z]+/g, ':')}`;

describe('bad-input sweep over every route of docs/api.md', () => {
  // The table is written by hand (valid examples, field kinds), so it is held against the app's own route list:
  // a route added without an entry fails here instead of escaping the sweep, and an entry for a route the app
  // no longer serves fails too.
  it('has an entry for every route the app serves, and none for a route it does not', () => {
    const served = apiRoutes(createApp()).map((r) => routeKey(r.method, r.path));
    const swept = ROUTES.map((r) => routeKey(r.method, r.path));
    const withoutEntry = served.filter((k) => !swept.includes(k));
    const withoutRoute = swept.filter((k) => !served.includes(k));
    if (withoutEntry.length)
      console.log(`ROUTES WITHOUT A SWEEP ENTRY (add them to api-routes.ts)\n${withoutEntry.join('\n')}`);
    expect({ withoutEntry, withoutRoute }).toEqual({ withoutEntry: [], withoutRoute: [] });
  });

  it.each(ROUTES.map((r, i) => [`${r.method} ${r.path}`, r, i] as const))(
    '%s: every malformed request is a 4xx envelope',
    async (_name, route, seed) => {
      const cases = casesFor(route, fixtures, sessions, seed);
      const failures: string[] = [];
      const started = Date.now();
      for (const c of cases) {
        const res = await send(route, c);
        tried++;
        const text = await res.text();
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        if (c.legal) {
          if (res.status !== 200) failures.push(`${c.label}: ${res.status} ${text.slice(0, 200)}`);
          continue;
        }
        const statusOk = c.status !== undefined ? res.status === c.status : res.status >= 400 && res.status < 500;
        const problem =
          envelopeProblem(parsed) ??
          (/^application\/json/.test(res.headers.get('Content-Type') ?? '') ? null : 'not served as JSON');
        if (!statusOk || problem)
          failures.push(
            `${c.label}: ${res.status}${c.status ? ` (want ${c.status})` : ''} ${problem ?? ''} ${text.slice(0, 200)}`,
          );
      }
      console.log(`${route.method} ${route.path}: ${cases.length} cases in ${Date.now() - started} ms`);
      if (failures.length) console.log(`FAILURES ${route.method} ${route.path}\n${failures.join('\n')}`);
      expect(failures.join('\n')).toBe('');
      // No key of a body reached a prototype.
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('changed nothing in D1: every table’s digest is as before the sweep (rate-limit counters excepted)', async () => {
    await outboxIdle();
    const changed = changedTables(before, await dbDigest());
    if (changed.length) console.log(`CHANGED ${changed.join(', ')}`);
    expect(changed).toEqual([]);
  });

  it('answers each route’s valid request as documented (each case above was one defect away from it)', async () => {
    const ordered = [...ROUTES.filter((r) => !r.last), ...ROUTES.filter((r) => r.last)];
    const answers: string[] = [];
    for (const route of ordered) {
      const valid = route.valid?.(fixtures);
      const headers: Record<string, string> =
        route.caller === 'webhook'
          ? webhookHeaders(VALID_SIGNATURE)
          : route.contentType
            ? { 'Content-Type': route.contentType }
            : {};
      const raw = valid === undefined ? '' : route.contentType ? (valid as string) : JSON.stringify(valid);
      const res = await call(fill(route.path) + (route.validQuery ? `?${fill(route.validQuery)}` : ''), {
        method: route.method,
        cookie: cookieOf(route.caller),
        headers,
        ...(route.method === 'GET' ? {} : { rawBody: raw }),
      });
      answers.push(`${route.method} ${route.path} ${res.status}`);
    }
    console.log(`ANSWERS\n${answers.join('\n')}`);
    expect(answers.join('\n')).toBe(ordered.map((r) => `${r.method} ${r.path} ${r.okStatus}`).join('\n'));
    await outboxIdle();
  });
});
