// Reading an inbound mail (docs/api.md#case-inbound) into what the case keeps: who wrote, the subject, the text
// (the plain part, or the HTML part as text), whether a machine sent it, and which attachments are kept. MIME,
// charsets and encoded words are postal-mime's; what is kept is decided here, by content and by the limits.
import type { Address, Attachment, Email } from 'postal-mime';
import { loadMimeParser } from '../mime-parser-module';
import { CASE_LIMITS, INBOUND_TYPES } from '../contracts/case-file';
import { isAutomatic } from './auto-reply';
import { isAuthenticated } from './sender-trust';
import { documentName } from './documents';
import { sniffType, type SniffedType } from './file-type';
import { cleanFilename } from './filename';
import { htmlToText } from './mime-text';

/** Header values stored in D1 are cut here: a subject or an id longer than this is not a real one. */
const HEADER_MAX = 500;
/** Names of dropped attachments listed at most; a mail of thousands of tiny parts ends with a count. */
const DROPPED_LISTED = 100;

export interface KeptAttachment {
  filename: string;
  contentType: SniffedType;
  bytes: Uint8Array;
}

export interface InboundMail {
  /** The Message-ID as written (angle brackets included), or one made from the bytes when the mail has none. */
  messageId: string;
  inReplyTo: string;
  from: string;
  /** The bare address of From (lower case), '' when it has none. */
  fromAddress: string;
  subject: string;
  text: string;
  automatic: boolean;
  /** The receiving service's verdicts show that From's domain sent it (sender-trust.ts). */
  authenticated: boolean;
  kept: KeptAttachment[];
  dropped: string[];
}

const oneLine = (s: string | undefined, max = HEADER_MAX) =>
  (s ?? '')
    // eslint-disable-next-line no-control-regex -- a header value stored in D1 keeps no control characters
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, max);

function addressText(a: Address | undefined): string {
  if (!a) return '';
  if (a.address === undefined) return a.name;
  return a.name ? `${a.name} <${a.address}>` : a.address;
}

/** A stand-in Message-ID for a mail without one: the same bytes delivered twice still count once. */
async function digestId(raw: Uint8Array): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', raw));
  return `<${[...hash].map((b) => b.toString(16).padStart(2, '0')).join('')}@no-message-id.airdesk.invalid>`;
}

/** The text of the mail: its plain part, else its HTML part as text; line ends as \n. */
async function bodyText(email: Email): Promise<string> {
  const plain = (email.text ?? '').replace(/\r\n?/g, '\n').trim();
  if (plain !== '' || !email.html) return plain;
  return htmlToText(email.html);
}

const bytesOf = (content: Attachment['content']): Uint8Array =>
  typeof content === 'string'
    ? new TextEncoder().encode(content)
    : content instanceof Uint8Array
      ? content
      : new Uint8Array(content);

const isInboundType = (t: SniffedType | null): t is SniffedType =>
  t !== null && (INBOUND_TYPES as readonly string[]).includes(t);

/**
 * Which attachments are kept: of an allowed type by content (plain text only when also sent as text/plain, so a
 * script or a page is not kept as "text"), at most attachmentMaxBytes, and at most `room` of them. The others are
 * named in `dropped`.
 */
export function sortAttachments(attachments: readonly Attachment[], room: number) {
  const kept: KeptAttachment[] = [];
  const dropped: string[] = [];
  for (const [i, a] of attachments.entries()) {
    const name = cleanFilename(a.filename ?? '', `attachment-${i + 1}`);
    if (kept.length >= room) {
      dropped.push(name);
      continue;
    }
    const bytes = bytesOf(a.content);
    const type = bytes.length <= CASE_LIMITS.attachmentMaxBytes ? sniffType(bytes) : null;
    if (!isInboundType(type) || (type === 'text/plain' && a.mimeType !== 'text/plain')) dropped.push(name);
    else kept.push({ filename: documentName(name, type), contentType: type, bytes });
  }
  if (dropped.length > DROPPED_LISTED) {
    const more = dropped.length - DROPPED_LISTED;
    dropped.splice(DROPPED_LISTED, more, `… and ${more} more`);
  }
  return { kept, dropped };
}

/**
 * Parses the raw mail; null when it cannot be read as a message. `room` is how many attachments this case can
 * still take from it.
 */
export async function parseInbound(raw: Uint8Array, envelopeFrom: string, room: number): Promise<InboundMail | null> {
  // Outside the try: a parser that cannot be loaded is a fault (the sender tries again), not an unreadable mail.
  const PostalMime = await loadMimeParser();
  let email: Email;
  try {
    // Nesting beyond 50 levels is no real mail; the parser's own limits stop the rest.
    email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer', maxNestingDepth: 50 });
  } catch {
    return null;
  }
  const from = oneLine(addressText(email.from)) || oneLine(envelopeFrom);
  const subject = oneLine(email.subject);
  const { kept, dropped } = sortAttachments(email.attachments, room);
  const fromAddress = (email.from?.address ?? '').trim().toLowerCase();
  return {
    messageId: oneLine(email.messageId) || (await digestId(raw)),
    inReplyTo: oneLine(email.inReplyTo),
    from,
    fromAddress,
    subject,
    text: await bodyText(email),
    automatic: isAutomatic(email.headers, from.replace(/^.*<([^>]*)>$/, '$1'), subject),
    authenticated: fromAddress !== '' && isAuthenticated(email.headers, fromAddress),
    kept,
    dropped,
  };
}
