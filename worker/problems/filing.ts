// Filing a report: the report, its first history entry and its mails are one batch (one transaction). The
// database chooses the id inside that transaction and every later statement reads it back (NEW_REPORT_ID),
// so concurrent reports never compete for an id.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { problemReports, problemStatusHistory, type AirlineRow, type UserRow } from '../../schema';
import { planRoutes } from '../complaint-routes/choose';
import {
  channelOf,
  ROUTE_REGIMES,
  type Deadline,
  type RegimeId,
  type PlannedRoute,
  type RegimeResult,
  type ReportChannel,
  type ReportRights,
  type RightsFlight,
} from '../contracts';
import type { createProblemBody } from '../contracts/schemas/problems';
import type { Db } from '../db';
import { DOCUMENT_HOLD_SECONDS } from '../case-file/mail-documents';
import { iso } from '../lib/time';
import { queueMail } from '../mail/outbox';
import {
  FORM_CHANNEL,
  NO_AIRLINE_EMAIL,
  REGULATOR_CHANNEL,
  REPORT_ID,
  reportAirlineMail,
  reportCopyMail,
  reportLetter,
  reportLetterEnglish,
  type ReportForMail,
} from './report-mails';
import { letterRegime } from '../rights/letter-facts';
import { answerWindowDays, companyAnswerDeadlines } from '../rights/deadlines';
import { assessFlight } from '../complaint-routes/assess-flight';
import { loadRightsTexts } from '../rights-texts-module';
import { loadLanguageTexts } from '../language-texts-module';

/** What a report filed with its flight carries: its rights, its deadlines, its routes and the assessment the letter cites. */
export type FiledRights = Awaited<ReturnType<typeof rightsAtFiling>>;

/**
 * The rights of a report filed with its flight: the assessment (as POST /api/rights/assess gives it), the
 * regime the letter cites, the traveller's deadlines and the company's answer window from today. An
 * unknown airport is a 400 (assessFlight), before anything is written.
 */
export async function rightsAtFiling(db: Db, flight: RightsFlight, airline: AirlineRow, now: string) {
  const a = await assessFlight(db, flight, airline, 'flight.');
  // The regime the letter cites, so the report's rights name the same one (never a refund rule for one who flew).
  const cited = letterRegime(a.regimes, flight);
  const rights: ReportRights = {
    distanceKm: a.distanceKm,
    nearBandEdge: a.nearBandEdge,
    regimes: a.regimes,
    cited: cited?.regime ?? null,
  };
  const deadlines = [...a.deadlines, ...companyAnswerDeadlines(now, a.regimes)].sort((x, y) =>
    x.date.localeCompare(y.date),
  );
  const routes = planRoutes(a.routes, now.slice(0, 10));
  return { rights, deadlines, routes, assessment: { distanceKm: a.distanceKm, regimes: a.regimes } };
}

/**
 * The plan of a report whose letter the traveller sends: no `company-answer` deadline and no opening day for a
 * route that wants the company asked first, until the letter went out (docs/api.md, "Every report has a path");
 * a body that takes complaints directly is open from the start.
 */
export function unsentPlan(filed: Pick<FiledRights, 'deadlines' | 'routes'>) {
  return {
    deadlines: filed.deadlines.filter((d) => d.kind !== 'company-answer'),
    routes: filed.routes.map((r) => (r.takesComplaintDirectly ? r : { ...r, opensOn: null })),
  };
}

/**
 * The plan once the letter went out on `sentAt`: the company's answer window and each waiting route's opening day
 * counted from that day.
 */
export function sentPlan(
  stored: { deadlines: readonly Deadline[]; routes: readonly PlannedRoute[]; regimes: readonly RegimeResult[] },
  sentAt: string,
  filedWith: RegimeId | null = null,
) {
  const day = sentAt.slice(0, 10);
  return {
    deadlines: [
      ...stored.deadlines.filter((d) => d.kind !== 'company-answer'),
      ...companyAnswerDeadlines(sentAt, stored.regimes, filedWith),
    ].sort((x, y) => x.date.localeCompare(y.date)),
    routes: stored.routes.map((r) => (r.opensOn === null ? planRoutes([r], day)[0]! : r)),
  };
}

/**
 * The regime whose official body a `regulator` report was filed with (the body that forwards it to the company,
 * as reportChannel chose it), or null: its answer window does not send the traveller to that body again.
 */
export function filedWithRegime(channel: ReportChannel, routes: readonly PlannedRoute[]): RegimeId | null {
  if (channel !== 'regulator') return null;
  const via = routes.find((r) => r.takesComplaintDirectly && r.forwardsToCompany);
  return (via && ROUTE_REGIMES[via.id]) ?? null;
}

/**
 * How the report reaches the company: its own channel, else the first body that takes complaints directly
 * and forwards them (docs/api.md#problems: `regulator`), else none.
 */
export function reportChannel(
  airline: AirlineRow,
  routes: readonly PlannedRoute[],
): {
  channel: ReportChannel;
  via: PlannedRoute | undefined;
} {
  const own = channelOf(airline);
  if (own !== 'none') return { channel: own, via: undefined };
  const via = routes.find((r) => r.takesComplaintDirectly && r.forwardsToCompany);
  return via ? { channel: 'regulator', via } : { channel: 'none', via: undefined };
}

/**
 * A new case reply address, `case-<token>@<domain>`: 128 random bits, hex, unrelated to the report id, so an
 * address cannot be guessed from another. No domain configured: no case address (the company answers the traveller).
 */
export function newReplyAddress(domain: string): string | null {
  const d = domain.trim().toLowerCase();
  if (d === '') return null;
  const token = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `case-${token}@${d}`;
}

// The id of the report inserted earlier in the same batch. A batch is one transaction, so no other report
// comes in between, and AUTOINCREMENT makes a new id larger than every earlier one.
const NEW_REPORT_ID = sql`(SELECT max(id) FROM problem_reports)`;

/**
 * The form uploads its documents right after filing (docs/api.md#case-file): the company's mail waits for them
 * (the last upload releases it, mail-documents.ts), or for DOCUMENT_HOLD_SECONDS at most.
 */
const documentHold = (documents: number | undefined, now: string) =>
  documents ? { heldForDocuments: documents, notBefore: iso(Date.parse(now) + DOCUMENT_HOLD_SECONDS * 1000) } : {};

/** The report as the contract has checked and normalised it. */
type ReportBody = z.output<typeof createProblemBody>;

/** Stores the report of `user` to `airline` with its history entry and mails; answers the new id. */
export async function fileReport(
  db: Db,
  user: UserRow,
  airline: AirlineRow,
  body: ReportBody,
  filed: FiledRights | undefined,
  now: string,
  mail: { caseMailDomain: string; mailFrom: string; appOrigin: string },
) {
  const { channel, via } = reportChannel(airline, filed?.routes ?? []);
  const hasEmail = channel === 'email';
  // Every path has a case address: the company's e-mail carries it as Reply-To, and a letter the traveller sends
  // asks for the answer there, so the answer comes back into the case whichever way the letter went.
  const replyAddress = newReplyAddress(mail.caseMailDomain);
  // A letter the traveller sends has not gone out yet: its clocks start when they say it has (form-submitted).
  const plan = filed && !hasEmail ? unsentPlan(filed) : filed;
  const report: ReportForMail = {
    id: REPORT_ID,
    airline: {
      name: airline.name,
      email: airline.email.trim(),
      phone: airline.phone,
      website: airline.website,
      complaintFormUrl: airline.complaintFormUrl,
    },
    channel,
    appOrigin: mail.appOrigin,
    // The traveller's copy goes in the account's language; the letter in the one chosen for the company.
    accountLanguage: user.language,
    ...(via ? { via: { body: via.body, url: via.url } } : {}),
    replyAddress,
    category: body.category,
    flightNumber: body.flightNumber,
    date: body.date,
    description: body.description,
    contactEmail: body.contactEmail,
    contactPhone: body.contactPhone,
    passengers: body.passengers,
    bookingReference: body.bookingReference,
    ticketNumber: body.ticketNumber,
    expenses: body.expenses,
    claim: body.claim,
    letterLanguage: body.letterLanguage,
    dateSubmitted: now,
    flight: filed && body.flight ? body.flight : null,
    assessment: filed?.assessment ?? null,
    deadlines: plan?.deadlines ?? [],
    answerWithinDays: filed && !hasEmail ? answerWindowDays(filed.rights.regimes) : null,
  };
  // The letter is written in its language; the traveller's copy in the account's, quoting the engine's notes.
  await Promise.all([loadLanguageTexts(body.letterLanguage), loadRightsTexts(user.language)]);
  // The mails quote the report id, which the database chooses in this batch.
  const newReport = { newRef: { id: NEW_REPORT_ID, placeholder: REPORT_ID } };
  const [inserted] = await db.batch([
    db
      .insert(problemReports)
      .values({
        userId: user.id, // never the client's userId or status (docs/decisions.md#security-and-reliability)
        airlineId: airline.id,
        category: body.category,
        flightNumber: body.flightNumber,
        date: body.date,
        description: body.description,
        contactEmail: body.contactEmail,
        contactPhone: body.contactPhone,
        dateSubmitted: now,
        status: 'submitted',
        emailStatus: hasEmail ? 'queued' : 'failed',
        emailError: hasEmail
          ? ''
          : channel === 'form'
            ? FORM_CHANNEL
            : channel === 'regulator'
              ? REGULATOR_CHANNEL
              : NO_AIRLINE_EMAIL,
        channel,
        letter: reportLetter(report),
        letterLanguage: body.letterLanguage,
        letterEnglish: reportLetterEnglish(report),
        flight: filed ? JSON.stringify(body.flight) : null,
        rights: filed ? JSON.stringify(filed.rights) : null,
        deadlines: plan ? JSON.stringify(plan.deadlines) : null,
        routes: plan ? JSON.stringify(plan.routes) : null,
        replyAddress,
        passengers: body.passengers.length ? JSON.stringify(body.passengers) : null,
        bookingReference: body.bookingReference,
        ticketNumber: body.ticketNumber,
        expenses: body.expenses.length ? JSON.stringify(body.expenses) : null,
        claim: body.claim ? JSON.stringify(body.claim) : null,
      })
      .returning({ id: problemReports.id }),
    // The letter quotes the report id, which the database has only just chosen.
    db
      .update(problemReports)
      .set({
        letter: sql`replace(${problemReports.letter}, ${REPORT_ID}, ${problemReports.id})`,
        letterEnglish: sql`replace(${problemReports.letterEnglish}, ${REPORT_ID}, ${problemReports.id})`,
      })
      .where(eq(problemReports.id, NEW_REPORT_ID)),
    db
      .insert(problemStatusHistory)
      .values({ problemId: NEW_REPORT_ID, status: 'submitted', changedAt: now, changedBy: user.id }),
    ...(hasEmail
      ? [
          queueMail(
            db,
            { ...reportAirlineMail(report, mail.mailFrom), ...documentHold(body.documents, now) },
            newReport,
          ),
        ]
      : []),
    queueMail(db, reportCopyMail(report), newReport),
  ]);
  return inserted[0]!.id;
}
