// Bad input and abuse at the case address (docs/api.md#case-file): made-up and malformed addresses, oversized
// mail, hostile HTML, attachments that lie about their type, a flood of attachments, repeated deliveries.
// Each is answered as the contract says, through the real email() entry point, and leaves nothing it should not.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CASE_LIMITS } from '../contracts/case-file';
import type { ProblemDetail } from '../contracts';
import { INBOUND_REJECT } from '../case-file/inbound';
import hostile from './fixtures/mail/html-hostile.eml?raw';
import lying from './fixtures/mail/lying-attachments.eml?raw';
import replyPlain from './fixtures/mail/reply-plain.eml?raw';
import {
  confirmAnswerDomains,
  attachmentRows,
  deliver,
  everything,
  fileReport,
  messageRows,
  PDF,
  PNG,
  r2Keys,
  sample,
  withAttachments,
} from './inbound-support';
import { seedAirline, tag } from './seed';
import { call, json, outboxFor, subscribedUser, type TestUser } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let airline: number;
let u: TestUser;
beforeAll(async () => {
  airline = await seedAirline({
    name: `${tag()} Condor`,
    email: 'care@de-inbound-airdesk.net',
    website: 'https://www.de-inbound-airdesk.net',
  });
  // The samples are the company's replies: their domains are ones it answers from.
  await confirmAnswerDomains(airline);
  u = await subscribedUser();
});

const detailOf = async (id: number) => json<ProblemDetail>(await call(`/api/problems/${id}`, { cookie: u.cookie }));
const hex32 = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

describe('refused mail', () => {
  it('refuses a made-up token and malformed addresses, storing nothing', async () => {
    const p = await fileReport(u, airline);
    const before = await everything();
    const addresses = [
      `case-${hex32()}@cases.airdesk.invalid`, // well formed, no such case
      'case-xyz@cases.airdesk.invalid',
      `case-${hex32().slice(1)}@cases.airdesk.invalid`,
      `case-${hex32()}0@cases.airdesk.invalid`,
      `${p.replyAddress}>`,
      `"case"@cases.airdesk.invalid`,
      `case-${hex32()}@`,
      'postmaster@cases.airdesk.invalid',
      '',
      p.replyAddress.replace('@', '+x@'),
    ];
    for (const to of addresses) {
      const message = await deliver(sample(replyPlain, to), to);
      expect(message.rejected, to).toBe(INBOUND_REJECT.unknown);
    }
    expect(await everything()).toEqual(before);
    expect((await detailOf(p.id)).status).toBe('submitted');
  });

  it('refuses a 30 MB mail by its size, and a stream longer than the size it announced', async () => {
    const p = await fileReport(u, airline);
    const before = await everything();
    const big = await deliver(sample(replyPlain, p.replyAddress), p.replyAddress, { rawSize: 30 * 1024 * 1024 });
    expect(big.rejected).toBe(INBOUND_REJECT.tooLarge);
    // Announced small, but 11 MiB arrive: reading stops at the limit.
    const chunk = new TextEncoder().encode(`${'x'.repeat(1023)}\n`.repeat(1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 11) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const lying = await deliver(sample(replyPlain, p.replyAddress), p.replyAddress, { rawSize: 2048, stream });
    expect(lying.rejected).toBe(INBOUND_REJECT.tooLarge);
    expect(sent).toBeLessThanOrEqual(12);
    expect(await everything()).toEqual(before);
  });

  it('refuses a message nested deeper than any real mail', async () => {
    const p = await fileReport(u, airline);
    const depth = 60;
    const open = Array.from(
      { length: depth },
      (_, i) => `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n`,
    );
    const raw = `From: x@lh.example\r\nTo: ${p.replyAddress}\r\nMessage-ID: <deep@x>\r\n${open.join('')}Content-Type: text/plain\r\n\r\ndeep\r\n`;
    const message = await deliver(raw, p.replyAddress);
    expect(message.rejected).toBe(INBOUND_REJECT.unreadable);
    expect(await messageRows(p.id)).toEqual([]);
  });
});

describe('hostile content', () => {
  it('keeps only the words of HTML with scripts, remote images and a fake login form, and fetches nothing', async () => {
    const p = await fileReport(u, airline);
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      fetched.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    };
    try {
      expect((await deliver(sample(hostile, p.replyAddress), p.replyAddress)).rejected).toBeUndefined();
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(fetched.filter((url) => url.includes('evil.example'))).toEqual([]);
    const [m] = (await detailOf(p.id)).messages;
    expect(m!.text).toBe('Your claim needs verification.\n\nE-mail Password Sign in\n\nRead the terms and conditions.');
    expect(await r2Keys(p.id)).toEqual([(await messageRows(p.id))[0]!.body_key]);
    // The notice to the traveller carries the same words, never the company's markup.
    const [notice] = (await outboxFor(p.contactEmail)).filter((x) => x.kind === 'case-reply');
    for (const body of [notice!.text_body, notice!.html_body] as string[])
      expect(body).not.toMatch(/evil\.example|<script|<form|<img|onload|javascript:/i);
  });

  it('drops invoice.pdf.exe, an HTML page called .pdf and HTML sent as text; keeps the PDF whatever its name', async () => {
    const p = await fileReport(u, airline);
    await deliver(sample(lying, p.replyAddress), p.replyAddress);
    const [m] = (await detailOf(p.id)).messages;
    expect(m!.dropped).toEqual(['invoice.pdf.exe', 'statement.pdf', 'notes.txt']);
    expect(m!.attachments.map((a) => [a.filename, a.contentType, a.source])).toEqual([
      ['boarding-pass.pdf', 'application/pdf', 'company'],
    ]);
    const keys = await r2Keys(p.id);
    expect(keys.filter((k) => k.includes('/files/'))).toEqual([(await attachmentRows(p.id))[0]!.r2_key]);
  });
});

describe('types by content', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(new TextEncoder().encode(p)) : p)));
  const box = (brand: string, ...compatible: string[]) =>
    bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', brand, [0, 0, 0, 0], ...compatible);

  it('keeps GIF, WebP, HEIC and plain text; drops AVIF, SVG, a ZIP and an empty file, whatever they are called', async () => {
    const p = await fileReport(u, airline);
    const parts = [
      { filename: 'map.gif', contentType: 'image/gif', bytes: bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]) },
      { filename: 'photo.webp', contentType: 'image/webp', bytes: bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 ') },
      { filename: 'IMG_0001.HEIC', contentType: 'application/octet-stream', bytes: box('heic', 'mif1', 'heic') },
      { filename: 'burst.heif', contentType: 'image/heif', bytes: box('mif1', 'msf1', 'heix') },
      { filename: 'itinerary.txt', contentType: 'text/plain', bytes: bytes('Flight LH 233, seat 14C\r\n') },
      { filename: 'photo.avif', contentType: 'image/avif', bytes: box('avif', 'mif1', 'miaf') },
      { filename: 'logo.png', contentType: 'image/png', bytes: bytes('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { filename: 'documents.pdf', contentType: 'application/pdf', bytes: bytes('PK', [3, 4, 20, 0]) },
      { filename: 'empty.pdf', contentType: 'application/pdf', bytes: new Uint8Array() },
    ];
    await deliver(withAttachments(p.replyAddress, '<types@x>', parts), p.replyAddress);
    const [m] = (await detailOf(p.id)).messages;
    expect(m!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['map.gif', 'image/gif'],
      ['photo.webp', 'image/webp'],
      ['IMG_0001.HEIC', 'image/heic'],
      ['burst.heif', 'image/heic'],
      ['itinerary.txt', 'text/plain'],
    ]);
    expect(m!.dropped).toEqual(['photo.avif', 'logo.png', 'documents.pdf', 'empty.pdf']);
  });
});

describe('limits on documents', () => {
  it('stores 10 of a mail with 200 attachments, names the rest, and never passes 20 for the report', async () => {
    const p = await fileReport(u, airline);
    const pngs = (n: number, from = 0) =>
      Array.from({ length: n }, (_, i) => ({
        filename: `photo-${from + i}.png`,
        contentType: 'image/png',
        bytes: PNG,
      }));
    await deliver(withAttachments(p.replyAddress, '<flood@x>', pngs(200)), p.replyAddress);
    const [first] = (await detailOf(p.id)).messages;
    expect(first!.attachments).toHaveLength(CASE_LIMITS.inboundAttachmentsPerMail);
    expect(first!.dropped).toHaveLength(101);
    expect(first!.dropped.slice(0, 2)).toEqual(['photo-10.png', 'photo-11.png']);
    expect(first!.dropped.at(-1)).toBe('… and 90 more');
    expect((await r2Keys(p.id)).filter((k) => k.includes('/files/'))).toHaveLength(10);

    // 15 more: the mail's 10 fit; then the report is full, and a third mail's PDF is dropped.
    await deliver(withAttachments(p.replyAddress, '<more@x>', pngs(15, 200)), p.replyAddress);
    await deliver(
      withAttachments(p.replyAddress, '<full@x>', [
        { filename: 'receipt.pdf', contentType: 'application/pdf', bytes: PDF },
      ]),
      p.replyAddress,
    );
    const detail = await detailOf(p.id);
    expect(detail.attachments).toHaveLength(CASE_LIMITS.attachmentsPerReport);
    expect(detail.messages.map((m) => m.attachments.length)).toEqual([10, 10, 0]);
    expect(detail.messages[2]!.dropped).toEqual(['receipt.pdf']);
    expect((await r2Keys(p.id)).filter((k) => k.includes('/files/'))).toHaveLength(20);
  });

  it('refuses a mail with an attachment over 10 MiB: encoded, its mail is over the limit whatever size it announces', async () => {
    const p = await fileReport(u, airline);
    const big = new Uint8Array(CASE_LIMITS.attachmentMaxBytes + 1);
    big.set(PDF);
    const raw = withAttachments(p.replyAddress, '<big@x>', [
      { filename: 'scan.pdf', contentType: 'application/pdf', bytes: big },
    ]);
    const message = await deliver(raw, p.replyAddress, { rawSize: 1024 });
    expect(message.rejected).toBe(INBOUND_REJECT.tooLarge);
    expect(await messageRows(p.id)).toEqual([]);
  });
});

describe('the same message twice', () => {
  it('stores a repeated Message-ID once, one after the other and at the same moment, with no object left behind', async () => {
    const p = await fileReport(u, airline);
    const raw = withAttachments(p.replyAddress, '<twice@lh-inbound-airdesk.net>', [
      { filename: 'receipt.pdf', contentType: 'application/pdf', bytes: PDF },
    ]);
    // Three deliveries at once all pass the first look-up; the unique index decides inside the batch.
    const first = await Promise.all([1, 2, 3].map(() => deliver(raw, p.replyAddress)));
    expect(first.map((m) => m.rejected)).toEqual([undefined, undefined, undefined]);
    await deliver(raw, p.replyAddress);
    const rows = await messageRows(p.id);
    expect(rows).toHaveLength(1);
    const docs = await attachmentRows(p.id);
    expect(docs).toHaveLength(1);
    expect((await r2Keys(p.id)).sort()).toEqual([rows[0]!.body_key, docs[0]!.r2_key].sort());
    const detail = await detailOf(p.id);
    expect(detail.history.filter((h) => h.event === 'replied')).toHaveLength(1);
    expect((await outboxFor(p.contactEmail)).filter((m) => m.kind === 'case-reply')).toHaveLength(1);

    // The same delivered at once to two reports is two messages: the id is unique per report only.
    const other = await fileReport(u, airline);
    await deliver(raw.replaceAll(p.replyAddress, other.replyAddress), other.replyAddress);
    expect(await messageRows(other.id)).toHaveLength(1);
  });

  it('counts a mail without a Message-ID once by its bytes', async () => {
    const p = await fileReport(u, airline);
    const raw = sample(replyPlain, p.replyAddress, { 'Message-ID': null });
    await deliver(raw, p.replyAddress);
    await deliver(raw, p.replyAddress);
    const rows = await messageRows(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message_id).toMatch(/^<[0-9a-f]{64}@no-message-id\.airdesk\.invalid>$/);
  });
});

it('keeps the case file to the traveller: another user sees no such report', async () => {
  const p = await fileReport(u, airline);
  await deliver(sample(replyPlain, p.replyAddress), p.replyAddress);
  const stranger = await subscribedUser();
  const res = await call(`/api/problems/${p.id}`, { cookie: stranger.cookie });
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain('7741-AB');
});
