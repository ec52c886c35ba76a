// Delivering mail to the Worker's real email() entry point the way Email Routing does, and reading back what
// the case kept (D1 rows, R2 objects). The message object is a test double of the platform's
// ForwardableEmailMessage (raw stream, size, envelope, headers): a refusal is recorded in `rejected`.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import worker from '../index';
import type { Problem } from '../contracts';
import { call, json, uniqueEmail, type TestUser } from './support';

/** The case address the samples in fixtures/mail are written to; tests put a report's own in its place. */
export const SAMPLE_ADDRESS = 'case-00000000000000000000000000000000@cases.airdesk.invalid';

export interface TestEmail extends ForwardableEmailMessage {
  /** The reason given to setReject, as the sending server would see it; undefined when accepted. */
  rejected: string | undefined;
}

/** The header block of a raw message as the platform's `headers` (folded lines joined). */
function headersOf(raw: string): Headers {
  const block = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Headers();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header the Headers class refuses: the platform would not list it either.
    }
  }
  return headers;
}

export interface DeliveryOptions {
  /** The envelope sender (MAIL FROM). */
  from?: string;
  /** The size the platform announces; the byte length of `raw` unless given. */
  rawSize?: number;
  /** The message body as a stream, instead of one made of `raw`. */
  stream?: ReadableStream<Uint8Array>;
  /**
   * The verdicts Email Routing prepends (`Authentication-Results: mx.cloudflare.net; ...`): by default that the
   * From domain passed DKIM, SPF and DMARC, as a company's own mail does; a string gives other verdicts, null none.
   */
  auth?: string | null;
}

/** The domain of the first From address of a raw message, '' when it has none. */
function fromDomain(raw: string): string {
  const from = /^From:(.*(?:\r?\n[ \t].*)*)/im.exec(raw.split(/\r?\n\r?\n/, 1)[0]!)?.[1] ?? '';
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1]?.toLowerCase() ?? '';
}

/** `raw` as Email Routing hands it on: its verdicts on top (DeliveryOptions.auth). */
function routed(raw: string | Uint8Array, opts: DeliveryOptions): string | Uint8Array {
  if (opts.auth === null) return raw;
  const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw.subarray(0, 64 * 1024));
  const domain = fromDomain(text);
  const verdicts =
    opts.auth ??
    `dkim=pass header.d=${domain} header.s=s1; dmarc=pass header.from=${domain} policy.dmarc=reject; spf=pass smtp.mailfrom=${opts.from ?? `bounce@${domain}`}`;
  const line = `Authentication-Results: mx.cloudflare.net;\r\n\t${verdicts}\r\n`;
  if (typeof raw === 'string') return line + raw;
  const head = new TextEncoder().encode(line);
  const out = new Uint8Array(head.byteLength + raw.byteLength);
  out.set(head);
  out.set(raw, head.byteLength);
  return out;
}

export function emailMessage(raw: string | Uint8Array, to: string, opts: DeliveryOptions = {}): TestEmail {
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw;
  const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw.subarray(0, 64 * 1024));
  return {
    from: opts.from ?? 'sender@airline.example.net',
    to,
    raw: opts.stream ?? new Blob([bytes]).stream(),
    rawSize: opts.rawSize ?? bytes.byteLength,
    headers: headersOf(text),
    rejected: undefined,
    setReject(reason: string) {
      this.rejected = reason;
    },
    forward: () => Promise.reject(new Error('forward is not part of the case file')),
    reply: () => Promise.reject(new Error('reply is not part of the case file')),
  };
}

/** Delivers a message to email() and waits for what it started after (the traveller's notice going out). */
export async function deliver(raw: string | Uint8Array, to: string, opts: DeliveryOptions = {}) {
  const message = emailMessage(routed(raw, opts), to, opts);
  const ctx = createExecutionContext();
  await worker.email(message, env, ctx);
  await waitOnExecutionContext(ctx);
  return message;
}

/** A sample addressed to `to`, with headers replaced or added (`null` removes one). */
export function sample(raw: string, to: string, headers: Record<string, string | null> = {}) {
  const end = raw.indexOf('\r\n\r\n');
  const lines = raw.slice(0, end).split('\r\n');
  for (const [name, value] of Object.entries(headers)) {
    const line = value === null ? [] : [`${name}: ${value}`];
    const i = lines.findIndex((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    if (i < 0) {
      lines.unshift(...line);
      continue;
    }
    let next = i + 1;
    while (next < lines.length && /^[ \t]/.test(lines[next]!)) next++;
    lines.splice(i, next - i, ...line);
  }
  return (lines.join('\r\n') + raw.slice(end)).replaceAll(SAMPLE_ADDRESS, to);
}

/** A message with the given attachments (base64 parts of multipart/mixed). */
export function withAttachments(
  to: string,
  messageId: string,
  parts: { filename: string; contentType: string; bytes: Uint8Array }[],
) {
  const b64 = (b: Uint8Array) => {
    let binary = '';
    for (let i = 0; i < b.length; i += 0x8000) binary += String.fromCharCode(...b.subarray(i, i + 0x8000));
    return btoa(binary).replace(/.{76}/g, '$&\r\n');
  };
  return [
    'From: Documents <documents@lh-inbound-airdesk.net>',
    `To: ${to}`,
    'Subject: Your documents',
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="part-boundary"',
    '',
    '--part-boundary',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'The documents of your case are attached.',
    ...parts.flatMap((p) => [
      '--part-boundary',
      `Content-Type: ${p.contentType}; name="${p.filename}"`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; filename="${p.filename}"`,
      '',
      b64(p.bytes),
    ]),
    '--part-boundary--',
    '',
  ].join('\r\n');
}

export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export const reportBody = (airlineId: number, contactEmail: string, flight?: unknown) => ({
  airlineId,
  category: 'flight-delay',
  flightNumber: 'LH 233',
  date: '2026-10-01',
  description: 'We reached Hamburg three and a half hours late and nobody explained why.',
  contactEmail,
  ...(flight ? { flight } : {}),
});

/** Files a report by e-mail to `airlineId` (POST /api/problems); it has its case address. */
export async function fileReport(u: TestUser, airlineId: number, flight?: unknown) {
  const res = await call('/api/problems', {
    body: reportBody(airlineId, uniqueEmail('traveller'), flight),
    cookie: u.cookie,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const p = await json<Problem>(res);
  expect(p.replyAddress).toMatch(/^case-[0-9a-f]{32}@cases\.airdesk\.invalid$/);
  return p as Problem & { replyAddress: string };
}

/** The keys of a case's objects in R2 (FILES). */
export async function r2Keys(problemId: number) {
  const listed = await env.FILES.list({ prefix: `cases/${problemId}/` });
  return listed.objects.map((o) => o.key);
}

export async function messageRows(problemId: number) {
  const { results } = await env.DB.prepare('SELECT * FROM case_messages WHERE problem_id = ? ORDER BY id')
    .bind(problemId)
    .all<Record<string, any>>();
  return results;
}

export async function attachmentRows(problemId: number) {
  const { results } = await env.DB.prepare('SELECT * FROM case_attachments WHERE problem_id = ? ORDER BY id')
    .bind(problemId)
    .all<Record<string, any>>();
  return results;
}

/** Rows and objects of every case, to show a refused mail left nothing anywhere. */
export async function everything() {
  const [messages, attachments, objects] = await Promise.all([
    env.DB.prepare('SELECT count(*) AS n FROM case_messages').first<{ n: number }>(),
    env.DB.prepare('SELECT count(*) AS n FROM case_attachments').first<{ n: number }>(),
    env.FILES.list({ prefix: 'cases/' }),
  ]);
  return { messages: messages!.n, attachments: attachments!.n, objects: objects.objects.length };
}

/** The domains the samples in fixtures/mail are sent from (each a stand-in company's own). */
export const SAMPLE_SENDER_DOMAINS = [
  'lh-rights-airdesk.net',
  'fr-rights-airdesk.net',
  'af-rights-airdesk.net',
  'ba-rights-airdesk.net',
  'lh-inbound-airdesk.net',
] as const;

/**
 * Records `domains` as ones an admin confirmed the company answers from (docs/api.md#who-may-answer-a-case), so
 * the samples count as its replies whatever the airline's own website in a test.
 */
export async function confirmAnswerDomains(airlineId: number, domains: readonly string[] = SAMPLE_SENDER_DOMAINS) {
  for (const domain of domains)
    await env.DB.prepare(
      "INSERT INTO company_answer_domains (airline_id, domain, status) VALUES (?, ?, 'confirmed') ON CONFLICT DO NOTHING",
    )
      .bind(airlineId, domain)
      .run();
}
