// Every reminder the scheduled handler queues, assembled here: "your access ends in two days" (a trial or a
// subscription that will not renew, docs/decisions.md#p14), a case deadline coming up or a company's answer
// window that has ended, and an official body that can now take a report up. Each goes to one address in plain
// text and HTML with a link to the page where the traveller acts on it. When each is due and how it is queued
// once: subscription/reminders.ts and problems/case-reminders.ts.
import type { UserRow } from '../../schema';
import { PRICE_USD, TRIAL_LENGTH, type Deadline, type PlannedRoute } from '../contracts';
import { casePageUrl } from './case-link';
import { htmlMail } from './html';
import type { Mail } from './outbox';

const appPage = (appOrigin: string, path: string) => `${appOrigin.replace(/\/$/, '')}${path}`;

function reminder(kind: 'reminder' | 'case-reminder', refId: number, to: string, subject: string, lines: string[]) {
  return { kind, refId, to: [to], subject, text: lines.join('\n\n'), html: htmlMail(subject, lines) } satisfies Mail;
}

const readable = (isoDate: string) =>
  new Date(isoDate).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** Two days before a trial, or a subscription that will not renew, ends. */
export function accessEndsMail(u: UserRow, appOrigin: string): Mail {
  const end = readable(u.subscriptionEndDate!);
  const page = appPage(appOrigin, '/subscription');
  const trial = u.subscriptionStatus === 'trial';
  const subject = trial ? 'Your AirDesk free trial ends in two days' : 'Your AirDesk subscription ends in two days';
  const lines = trial
    ? [
        `Your ${TRIAL_LENGTH} free trial of AirDesk ends on ${end}. Nothing will be charged: the trial collected no payment details.`,
        `To keep access to the airline directory and your problem reports, subscribe for USD ${PRICE_USD} a year with PayPal: ${page}`,
      ]
    : [
        `Your AirDesk subscription ends on ${end} and will not renew.`,
        `To keep access to the airline directory and your problem reports, renew it here: ${page}`,
      ];
  return reminder('reminder', u.id, u.email, subject, lines);
}

/** The report a case reminder is about. */
export interface CaseRow {
  id: number;
  contactEmail: string;
  airlineName: string;
}

/** A deadline of the case: the traveller's own coming up, or the company's answer window that has ended. */
export function caseReminderMail(r: CaseRow, d: Deadline, appOrigin: string): Mail {
  const page = casePageUrl(appOrigin, r.id);
  const subject =
    d.kind === 'company-answer'
      ? `${r.airlineName}'s time to answer your report #${r.id} has ended`
      : d.kind === 'baggage-complaint'
        ? `Your written baggage complaint to ${r.airlineName} is due by ${d.date}`
        : `Your deadline for a court claim against ${r.airlineName} is ${d.date}`;
  const lines =
    d.kind === 'company-answer'
      ? [
          `The time ${r.airlineName} had to answer your report #${r.id} ended on ${d.date}, and the report is still open.`,
          `If you have had no answer, or the answer does not give you what the rules provide, AirDesk has prepared the next step and the letter for it: ${page}`,
          d.description,
        ]
      : [d.description, `Your report #${r.id} and its deadlines are in AirDesk: ${page}`];
  return reminder('case-reminder', r.id, r.contactEmail, subject, lines);
}

/**
 * A route of the plan opens and the company has not answered: the body, what it does, and the link to the case
 * where the escalation letter for it is ready.
 */
export function routeOpensMail(r: CaseRow, route: PlannedRoute, appOrigin: string): Mail {
  const page = casePageUrl(appOrigin, r.id);
  const subject = `${route.body} can now take up your report #${r.id} to ${r.airlineName}`;
  const lines = [
    `${r.airlineName} has not answered your report #${r.id}, and from ${route.opensOn} ${route.body} takes the complaint up.`,
    route.reason,
    `AirDesk has prepared the letter for it; open your report to copy it and send it through the official page: ${page}`,
    `Official page: ${route.url}`,
  ];
  return reminder('case-reminder', r.id, r.contactEmail, subject, lines);
}
