// The case file of a report (docs/api.md#case-file), shared by the worker and the SPA: the company's replies
// and the traveller's messages, the documents, their limits, types and messages. A report sent by e-mail has
// a reply address on the case domain; mail to it reaches the Worker's email() handler.

export const MESSAGE_DIRECTIONS = ['in', 'out'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
/**
 * `reply`: the company (or an official body of the case) answered; `forwarded`: the traveller forwarded an answer
 * from their own account address; `unverified`: from a sender AirDesk cannot tell is the company (held until the
 * traveller confirms it); `auto-reply`: an automatic answer (out of office, ticket receipt, a newsletter);
 * `message`: the traveller's (docs/api.md#who-may-answer-a-case).
 */
export const MESSAGE_KINDS = ['reply', 'forwarded', 'unverified', 'auto-reply', 'message'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** The kinds that count as the company's answer: they move the status, meet the answer deadline. */
export const ANSWER_KINDS = ['reply', 'forwarded'] as const satisfies readonly MessageKind[];
/** A domain a company answers from: proposed by a traveller's confirmation, confirmed by an admin. */
export const ANSWER_DOMAIN_STATUSES = ['proposed', 'confirmed'] as const;
export const ATTACHMENT_SOURCES = ['traveller', 'company'] as const;
export type AttachmentSource = (typeof ATTACHMENT_SOURCES)[number];

export interface CaseAttachment {
  id: number;
  filename: string;
  contentType: string;
  size: number;
  createdAt: string;
  source: AttachmentSource;
  /** When it went out with a mail to the company (a traveller's upload can be removed until then), or null. */
  sentAt: string | null;
}

export interface CaseMessage {
  id: number;
  direction: MessageDirection;
  kind: MessageKind;
  from: string;
  to: string;
  subject: string;
  /** Plain text: the plain part, or the HTML part turned into text (no markup, nothing remote). */
  text: string;
  at: string;
  attachments: CaseAttachment[];
  /** Attachments of an inbound mail that were not kept (a type that is not allowed, or too large), by name. */
  dropped: string[];
}

const MiB = 1024 * 1024;
export const CASE_LIMITS = {
  /** An inbound mail larger than this is rejected whole. */
  mailMaxBytes: 10 * MiB,
  /** One attachment, inbound or uploaded. */
  attachmentMaxBytes: 10 * MiB,
  /** Documents of one report, uploaded and received together. */
  attachmentsPerReport: 20,
  /** The traveller's messages to the company, per report and day. */
  messagesPerDay: 20,
  messageTextMin: 1,
  messageTextMax: 5000,
  /** Attachments of one inbound mail that are stored; the rest are listed by name and dropped. */
  inboundAttachmentsPerMail: 10,
} as const;

/** What a traveller may upload (checked by content, not by name). */
export const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/webp'] as const;
/** What is kept from a company's mail: the upload types, and GIF and plain text. */
export const INBOUND_TYPES = [...UPLOAD_TYPES, 'image/gif', 'text/plain'] as const;
/** The file picker's accept list (phones offer the camera for images). */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.webp,application/pdf,image/*';

export const CASE_MSG = {
  messageText: 'Please write a message of 1 to 5000 characters',
  noReplyAddress: 'This report was not sent by e-mail, so it has no case address to write from.',
  fileMissing: 'Choose a file to upload.',
  fileEmpty: 'The file is empty.',
  fileType: 'Upload a PDF, JPEG, PNG, HEIC or WebP file.',
  fileTooLarge: 'The file is larger than 10 MB.',
  tooMany: 'This report already has 20 documents.',
  alreadySent: 'This document has already been sent to the company and cannot be removed.',
  fromCompany: 'A document the company sent cannot be removed.',
  notFound: 'No such document.',
  documents: 'The number of documents is a whole number from 0 to 20.',
  attachmentIds: 'Attach only your own documents of this report that were not sent yet.',
  noMessage: 'No such message.',
  noCompanyAddress:
    'The company has not answered this case by e-mail yet, so there is no address to write to: write to it the way you sent the letter.',
  notUnverified: "Only a message from an unknown sender can be confirmed as the company's answer.",
} as const;

/**
 * Whether the traveller can write to the company from the case: a case address, and an address of the company's
 * to write to (the report went by e-mail, or the company answered the case by e-mail).
 */
export const canWriteFromCase = (p: {
  replyAddress: string | null;
  channel: string;
  messages: readonly Pick<CaseMessage, 'direction' | 'kind'>[];
}) => !!p.replyAddress && (p.channel === 'email' || p.messages.some((m) => m.direction === 'in' && m.kind === 'reply'));
