// What AirDesk holds about one account (GDPR Art. 15 and 20, POPIA s.23), as data.json of the export: the
// account, its subscription and payments, its saved cards as stored (never a card number: only the last four
// digits are kept), its reports with letters, rights, history, messages and documents, its contact
// suggestions, the contacts it opened and the mails addressed to it or about its reports.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  airlines,
  caseAttachments,
  contactAccessTransactions,
  contactCorrections,
  mailOutbox,
  payments,
  paymentMethods,
  problemReports,
  type UserRow,
} from '../../schema';
import type { ProblemDetail } from '../contracts/problems';
import {
  amountInWords,
  causeName,
  durationText,
  incidentName,
  missingFactName,
  noticeInWords,
  regimeName,
} from '../contracts/rights-words';
import type { Db } from '../db';
import { suggestionColumns } from '../directory/corrections';
import { findVisible, problemDetail } from '../problems/queries';
import { effectiveStatus } from '../subscription/status';

/** A document as it goes into the ZIP: where it is stored and the path it gets there. */
export interface ExportDocument {
  r2Key: string;
  path: string;
}

/**
 * A report's flight and rights with their codes kept (the data as stored, for another service to read) and, beside
 * each, the words a person reads (contracts/rights-words.ts, as in the case PDF): what happened, the cause, the
 * delay as `5 h 5 min`, the notice, each regime by its law's name, its amount per passenger and the facts it awaits.
 */
function inWords(detail: Pick<ProblemDetail, 'flight' | 'rights'>) {
  const f = detail.flight;
  const rights = detail.rights;
  return {
    flight: f && {
      ...f,
      inWords: {
        whatHappened: incidentName(f.incident),
        cause: causeName(f.cause ?? 'unknown'),
        ...(f.arrivalDelayHours !== undefined ? { arrivalDelay: durationText(f.arrivalDelayHours) } : {}),
        ...(f.noticeDays !== undefined ? { notice: noticeInWords(f.noticeDays) } : {}),
      },
    },
    rights: rights && {
      ...rights,
      ...(rights.cited ? { citedInWords: regimeName(rights.cited) } : {}),
      regimes: rights.regimes.map((r) => ({
        ...r,
        inWords: {
          law: regimeName(r.regime),
          applies: r.applies ? 'Applies to this journey' : 'Does not apply to this journey',
          amount: r.applies ? amountInWords(r) : 'None',
          ...(r.missing.length ? { stillNeeded: r.missing.map(missingFactName) } : {}),
        },
      })),
    },
  };
}

/** The ZIP path of a document: under its report, its id first so two files of one name never collide. */
const documentPath = (reportId: number, id: number, filename: string) => `documents/${reportId}/${id}-${filename}`;

export async function exportData(db: Db, files: R2Bucket | undefined, user: UserRow, nowIso: string) {
  const [cards, paid, suggestions, opened, reportRows, mails] = await db.batch([
    db
      .select({
        type: paymentMethods.type,
        brand: paymentMethods.brand,
        lastFour: paymentMethods.lastFour,
        expiryMonth: paymentMethods.expiryMonth,
        expiryYear: paymentMethods.expiryYear,
        cardholderName: paymentMethods.cardholderName,
        isDefault: paymentMethods.isDefault,
        createdAt: paymentMethods.createdAt,
      })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, user.id))
      .orderBy(asc(paymentMethods.id)),
    db
      .select({
        amount: payments.amount,
        currency: payments.currency,
        paidAt: payments.paidAt,
        reference: payments.reference,
        kind: payments.kind,
      })
      .from(payments)
      .where(eq(payments.userId, user.id))
      .orderBy(asc(payments.paidAt)),
    db
      .select({
        id: contactCorrections.id,
        airline: airlines.name,
        ...suggestionColumns,
      })
      .from(contactCorrections)
      .innerJoin(airlines, eq(airlines.id, contactCorrections.airlineId))
      .where(eq(contactCorrections.userId, user.id))
      .orderBy(asc(contactCorrections.id)),
    db
      .select({
        airline: airlines.name,
        contactType: contactAccessTransactions.contactType,
        at: contactAccessTransactions.createdAt,
      })
      .from(contactAccessTransactions)
      .innerJoin(airlines, eq(airlines.id, contactAccessTransactions.airlineId))
      .where(eq(contactAccessTransactions.userId, user.id))
      .orderBy(asc(contactAccessTransactions.id)),
    db
      .select({ id: problemReports.id })
      .from(problemReports)
      .where(eq(problemReports.userId, user.id))
      .orderBy(asc(problemReports.id)),
    db
      .select({
        kind: mailOutbox.kind,
        to: mailOutbox.toAddresses,
        subject: mailOutbox.subject,
        text: mailOutbox.textBody,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(
        or(
          sql`instr(lower(${mailOutbox.toAddresses}), ${`"${user.email.toLowerCase()}"`}) > 0`,
          and(
            inArray(mailOutbox.kind, ['report-copy', 'status-change', 'case-reminder', 'case-reply']),
            sql`${mailOutbox.refId} IN (SELECT id FROM problem_reports WHERE user_id = ${user.id})`,
          ),
        ),
      )
      .orderBy(asc(mailOutbox.id)),
  ]);

  const reportIds = reportRows.map((r) => r.id);
  const stored = reportIds.length
    ? await db
        .select({
          id: caseAttachments.id,
          problemId: caseAttachments.problemId,
          r2Key: caseAttachments.r2Key,
          filename: caseAttachments.filename,
        })
        .from(caseAttachments)
        .where(inArray(caseAttachments.problemId, reportIds))
    : [];
  const documents: ExportDocument[] = stored.map((a) => ({
    r2Key: a.r2Key,
    path: documentPath(a.problemId, a.id, a.filename),
  }));
  const pathOf = new Map(stored.map((a) => [a.id, documentPath(a.problemId, a.id, a.filename)]));

  const reports = [];
  for (const id of reportIds) {
    const row = await findVisible(db, user, id);
    if (!row) continue;
    const { username: _name, userId: _id, escalations: _next, ...detail } = await problemDetail(db, files, user, row);
    const withPath = <T extends { id: number }>(a: T) => ({ ...a, path: pathOf.get(a.id) ?? null });
    reports.push({
      ...detail,
      ...inWords(detail),
      attachments: detail.attachments.map(withPath),
      messages: detail.messages.map((m) => ({ ...m, attachments: m.attachments.map(withPath) })),
    });
  }

  const data = {
    exportedAt: nowIso,
    about:
      'Everything AirDesk holds about your account. Documents are in the documents/ folder, one folder per report; ' +
      'each document below names its path. A report\'s flight and rights keep their codes as stored, with "inWords" ' +
      'beside them saying the same in words.',
    account: {
      id: user.id,
      email: user.email,
      username: user.username,
      createdAt: user.createdAt,
      isAdmin: user.isAdmin,
      suspended: user.suspended,
    },
    subscription: {
      status: effectiveStatus(user),
      startDate: user.subscriptionStartDate,
      endDate: user.subscriptionEndDate,
      autoRenew: user.autoRenew,
      trialUsed: user.trialUsed,
      paypalSubscriptionId: user.paypalSubscriptionId,
      payments: paid,
    },
    savedCards: cards,
    reports,
    contactSuggestions: suggestions,
    contactsOpened: opened,
    mails: mails.map((m) => ({ ...m, to: JSON.parse(m.to) as string[] })),
  };
  return { data, documents };
}
