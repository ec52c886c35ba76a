// The Worker's email() handler (docs/api.md#case-inbound): mail to a report's case address comes back into the
// case. Email Routing sends every address of the case domain here (a catch-all rule); an address that is no
// report's is refused, so the sender learns at once that it went nowhere. The text and the kept attachments go
// to R2 first, then one batch writes the message, its documents and, for a reply, the status move, the history
// entry and the traveller's notice. The unique (problem, Message-ID) decides a duplicate inside that batch, and
// the objects of a delivery that lost are deleted again.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  airlines,
  caseAttachments,
  caseMessages,
  companyAnswerDomains,
  problemReports,
  problemStatusHistory,
  users,
} from '../../schema';
import { CASE_LIMITS } from '../contracts/case-file';
import type { PlannedRoute } from '../contracts/complaint-routes';
import { isRoleAddress } from '../directory/learned-address';
import { proposeLearnedAddress } from '../directory/proposals';
import { companyDomains, emailDomain, urlDomain } from '../directory/official-domains';
import { createDb, type Db } from '../db';
import type { Bindings } from '../env';
import { insertWhere } from '../lib/insert-where';
import { caseReplyMail, unknownSenderMail } from '../mail/case-reply-mail';
import { queueMail } from '../mail/outbox';
import { readCapped } from '../lib/read-capped';
import { loadLanguageTexts } from '../language-texts-module';
import { parseInbound, type InboundMail } from './inbound-parse';
import { inboundKind, type CaseParties, type InboundKind } from './sender-trust';

/** The SMTP reasons the sender gets back (a permanent refusal: the mail is not stored). */
export const INBOUND_REJECT = {
  unknown: 'There is no case at this address.',
  tooLarge: 'The message is larger than 10 MB, the limit of this address.',
  unreadable: 'The message could not be read as e-mail.',
} as const;

/** A case address as filing.ts makes it: 128 random bits in hex. Anything else is not looked up. */
const CASE_ADDRESS = /^case-[0-9a-f]{32}@[a-z0-9.-]{1,253}$/;

async function reportAt(db: Db, address: string) {
  const [row] = await db
    .select({
      id: problemReports.id,
      status: problemReports.status,
      contactEmail: problemReports.contactEmail,
      airlineId: airlines.id,
      airlineName: airlines.name,
      airlineWebsite: airlines.website,
      airlineEmail: airlines.email,
      routes: problemReports.routes,
      travellerEmail: users.username,
      language: users.language,
    })
    .from(problemReports)
    .innerJoin(airlines, eq(airlines.id, problemReports.airlineId))
    .innerJoin(users, eq(users.id, problemReports.userId))
    .where(eq(problemReports.replyAddress, address))
    .limit(1);
  return row;
}
type CaseReport = NonNullable<Awaited<ReturnType<typeof reportAt>>>;

/** The values that are there, as a list. */
const present = (...values: (string | undefined)[]) => values.filter((v): v is string => v !== undefined);

/** Who may answer this case: the traveller, the company's domains and the domains of the case's official bodies. */
async function partiesOf(db: Db, report: CaseReport): Promise<CaseParties> {
  const confirmed = await db
    .select({ domain: companyAnswerDomains.domain })
    .from(companyAnswerDomains)
    .where(and(eq(companyAnswerDomains.airlineId, report.airlineId), eq(companyAnswerDomains.status, 'confirmed')));
  const routes = report.routes ? (JSON.parse(report.routes) as PlannedRoute[]) : [];
  return {
    travellerEmail: report.travellerEmail,
    companyDomains: [
      ...companyDomains(report.airlineWebsite),
      ...present(emailDomain(report.airlineEmail)),
      ...confirmed.map((d) => d.domain),
    ],
    bodyDomains: routes.flatMap((r) => present(urlDomain(r.url), emailDomain(r.email))),
  };
}

/**
 * The sender of the company's answer when the directory should learn it: a role address on the company's own
 * domain (not an official body's) that the directory does not show (directory/learned-address.ts).
 */
function learnedAddress(fromAddress: string, parties: CaseParties, directoryEmail: string) {
  const address = fromAddress.trim().toLowerCase();
  const domain = emailDomain(address);
  if (!domain || !parties.companyDomains.includes(domain)) return undefined;
  if (address === directoryEmail.trim().toLowerCase() || !isRoleAddress(address)) return undefined;
  return address;
}

const byMessageId = (problemId: number, messageId: string) =>
  and(eq(caseMessages.problemId, problemId), eq(caseMessages.messageId, messageId));

/** How many more documents the case takes: the per-mail limit, and what is left of the report's. */
async function roomFor(db: Db, problemId: number) {
  const have = await db.$count(caseAttachments, eq(caseAttachments.problemId, problemId));
  return Math.max(0, Math.min(CASE_LIMITS.inboundAttachmentsPerMail, CASE_LIMITS.attachmentsPerReport - have));
}

interface StoredObjects {
  bodyKey: string;
  body: Uint8Array;
  docs: (InboundMail['kept'][number] & { key: string })[];
}

/**
 * The batch of one delivery. Every statement after the message's insert holds only when this delivery's row exists
 * (its body key): the unique (problem, Message-ID) lets one of two deliveries of a message insert it.
 */
function writeMail(
  db: Db,
  report: CaseReport,
  to: string,
  mail: InboundMail,
  kind: InboundKind,
  o: StoredObjects,
  appOrigin: string,
  learned: string | undefined,
) {
  const now = new Date().toISOString();
  const ours = and(byMessageId(report.id, mail.messageId), eq(caseMessages.bodyKey, o.bodyKey));
  const ourId = sql`(SELECT ${caseMessages.id} FROM ${caseMessages} WHERE ${ours})`;
  const stored = sql`EXISTS (SELECT 1 FROM ${caseMessages} WHERE ${ours})`;
  const documentCount = sql`(SELECT count(*) FROM ${caseAttachments} WHERE ${caseAttachments.problemId} = ${report.id})`;
  const notice = { ...report, nowInProgress: report.status === 'submitted' };
  return db.batch([
    db
      .insert(caseMessages)
      .values({
        problemId: report.id,
        direction: 'in',
        kind,
        fromAddress: mail.from,
        toAddress: to,
        subject: mail.subject,
        messageId: mail.messageId,
        inReplyTo: mail.inReplyTo,
        bodyKey: o.bodyKey,
        bodyBytes: o.body.byteLength,
        dropped: JSON.stringify(mail.dropped),
        at: now,
      })
      .onConflictDoNothing()
      .returning({ id: caseMessages.id }),
    // The report's limit again inside the batch: an upload at the same moment cannot push it past 20.
    ...o.docs.map((d) =>
      insertWhere(
        db,
        caseAttachments,
        {
          problemId: report.id,
          messageId: ourId,
          source: 'company',
          filename: d.filename,
          contentType: d.contentType,
          size: d.bytes.byteLength,
          r2Key: d.key,
          createdAt: now,
        },
        sql`${stored} AND ${documentCount} < ${CASE_LIMITS.attachmentsPerReport}`,
      ),
    ),
    ...afterMail(db, report, kind, stored, now, notice, mail, appOrigin),
    ...(learned
      ? [proposeLearnedAddress(db, learned, { airlineId: report.airlineId, problemId: report.id, now }, stored)]
      : []),
  ]);
}

/**
 * What a mail changes beyond itself, by its kind: the company's reply moves the case and reaches the traveller;
 * the traveller's forward moves the case (they have its text already); a mail from an unknown sender changes
 * nothing and only tells the traveller, without its text, that it waits in the case; an automatic one does nothing.
 */
function afterMail(
  db: Db,
  report: CaseReport,
  kind: InboundKind,
  stored: SQL,
  now: string,
  notice: CaseReport & { nowInProgress: boolean },
  mail: InboundMail,
  appOrigin: string,
) {
  switch (kind) {
    case 'reply':
      return replyWrites(db, report.id, stored, now, [
        queueMail(db, caseReplyMail(notice, mail, appOrigin), { onlyIf: stored }),
      ]);
    case 'forwarded':
      return replyWrites(db, report.id, stored, now, []);
    case 'unverified':
      return [queueMail(db, unknownSenderMail(report, mail, appOrigin), { onlyIf: stored })];
    case 'auto-reply':
      return [];
  }
}

/** Stores an accepted mail on `report`; answers whether this delivery stored it and queued a notice. */
async function storeMail(
  db: Db,
  files: R2Bucket,
  appOrigin: string,
  to: string,
  report: CaseReport,
  mail: InboundMail,
) {
  // The traveller's notice is written in their account's language.
  const [parties] = await Promise.all([partiesOf(db, report), loadLanguageTexts(report.language)]);
  const kind = inboundKind(mail, parties);
  const learned = kind === 'reply' ? learnedAddress(mail.fromAddress, parties, report.airlineEmail) : undefined;
  const o: StoredObjects = {
    bodyKey: `cases/${report.id}/messages/${crypto.randomUUID()}.txt`,
    body: new TextEncoder().encode(mail.text),
    docs: mail.kept.map((k) => ({ ...k, key: `cases/${report.id}/files/${crypto.randomUUID()}` })),
  };
  const keys = [o.bodyKey, ...o.docs.map((d) => d.key)];
  let inserted: { id: number }[];
  try {
    await Promise.all([
      files.put(o.bodyKey, o.body, { httpMetadata: { contentType: 'text/plain; charset=utf-8' } }),
      ...o.docs.map((d) => files.put(d.key, d.bytes, { httpMetadata: { contentType: d.contentType } })),
    ]);
    [inserted] = await writeMail(db, report, to, mail, kind, o, appOrigin, learned);
  } catch (err) {
    // Nothing of a failed delivery stays in R2 (a key never put is no error to delete).
    await files.delete(keys);
    throw err;
  }
  if (inserted.length === 0) {
    await files.delete(keys);
    return false;
  }
  // A document the limit kept out at the last moment has no row: its object goes too.
  const rows = await db
    .select({ key: caseAttachments.r2Key })
    .from(caseAttachments)
    .where(eq(caseAttachments.messageId, inserted[0]!.id));
  const orphans = o.docs.map((d) => d.key).filter((k) => !rows.some((r) => r.key === k));
  if (orphans.length) await files.delete(orphans);
  return kind === 'reply' || kind === 'unverified';
}

/**
 * A reply's writes, each behind `stored`: Submitted becomes In Progress (a later status stays), history
 * `replied` with the status after it, and the traveller's notice. The company has answered from then on
 * (case-reminders.ts reads that from the message itself).
 */
export function replyWrites(
  db: Db,
  problemId: number,
  stored: SQL,
  now: string,
  notice: ReturnType<typeof queueMail>[],
) {
  return [
    db
      .update(problemReports)
      .set({ status: 'in_progress' })
      .where(and(eq(problemReports.id, problemId), eq(problemReports.status, 'submitted'), stored)),
    // The company's first answer: its answer record measures the days from the letter to it.
    db
      .update(problemReports)
      .set({ firstAnswerAt: now })
      .where(and(eq(problemReports.id, problemId), isNull(problemReports.firstAnswerAt), stored)),
    insertWhere(
      db,
      problemStatusHistory,
      {
        problemId,
        status: sql`(SELECT ${problemReports.status} FROM ${problemReports} WHERE ${problemReports.id} = ${problemId})`,
        event: 'replied',
        changedAt: now,
        changedBy: null,
      },
      stored,
    ),
    ...notice,
  ] as const;
}

type Admission = { refuse: string } | { duplicate: true } | { report: CaseReport; mail: InboundMail };

/** Whether a mail is taken into a case: the address, the size, the bytes, and whether the case already has it. */
async function admit(db: Db, message: ForwardableEmailMessage): Promise<Admission> {
  const to = message.to.trim().toLowerCase();
  if (!CASE_ADDRESS.test(to)) return { refuse: INBOUND_REJECT.unknown };
  if (message.rawSize > CASE_LIMITS.mailMaxBytes) return { refuse: INBOUND_REJECT.tooLarge };
  const report = await reportAt(db, to);
  if (!report) return { refuse: INBOUND_REJECT.unknown };
  const raw = await readCapped(message.raw, CASE_LIMITS.mailMaxBytes);
  if (!raw) return { refuse: INBOUND_REJECT.tooLarge };
  const mail = await parseInbound(raw, message.from, await roomFor(db, report.id));
  if (!mail) return { refuse: INBOUND_REJECT.unreadable };
  // A repeat delivery of a stored message is accepted and changes nothing (the batch would also find it).
  if (await db.$count(caseMessages, byMessageId(report.id, mail.messageId))) return { duplicate: true };
  return { report, mail };
}

/**
 * Refuses the mail with `reason`. Under wrangler dev the message comes over JSRPC, where setReject answers a
 * promise: waiting for it lets the local e-mail trigger report the refusal (it answers when this handler ends).
 * Deployed, setReject is void and this waits for nothing.
 */
async function refuse(message: ForwardableEmailMessage, reason: string) {
  const rpcSafe: { setReject(reason: string): unknown } = message;
  await rpcSafe.setReject(reason);
}

/**
 * The email() handler's work: accept the mail into its case, or refuse it with a reason. Answers whether it
 * queued the traveller's notice of a reply (then the caller starts a delivery run).
 */
export async function receiveCaseMail(
  message: ForwardableEmailMessage,
  env: Bindings,
  appOrigin: string,
): Promise<boolean> {
  const db = createDb(env.DB);
  const admission = await admit(db, message);
  if ('refuse' in admission) {
    await refuse(message, admission.refuse);
    return false;
  }
  if ('duplicate' in admission) return false;
  // Without the bucket the mail cannot be kept: a failure (the sender retries), not a refusal.
  if (!env.FILES) throw new Error('The FILES bucket is not bound: inbound mail cannot be stored');
  const to = message.to.trim().toLowerCase();
  return storeMail(db, env.FILES, appOrigin, to, admission.report, admission.mail);
}
