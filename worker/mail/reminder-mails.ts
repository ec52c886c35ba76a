// Every reminder the scheduled handler queues, assembled here: "your access ends in two days" (a trial or a
// subscription that will not renew, docs/decisions.md#p14), a case deadline coming up or a company's answer
// window that has ended, and an official body that can now take a report up. Each goes to one address in plain
// text and HTML with a link to the page where the traveller acts on it. When each is due and how it is queued
// once: subscription/reminders.ts and problems/case-reminders.ts. In the account's language (mail-text.ts).
import type { UserRow } from '../../schema';
import { PRICE_USD, TRIAL_DAYS, type Deadline, type PlannedRoute } from '../contracts';
import type { Language } from '../contracts/languages';
import { casePageUrl } from './case-link';
import { htmlMail } from './html';
import { mailDateTime, mailDay, mailText, rightsText } from './mail-text';
import type { Mail } from './mail';

const appPage = (appOrigin: string, path: string) => `${appOrigin.replace(/\/$/, '')}${path}`;

function reminder(kind: 'reminder' | 'case-reminder', refId: number, to: string, subject: string, lines: string[]) {
  return { kind, refId, to: [to], subject, text: lines.join('\n\n'), html: htmlMail(subject, lines) } satisfies Mail;
}

/** Two days before a trial, or a subscription that will not renew, ends. */
export function accessEndsMail(u: UserRow, appOrigin: string): Mail {
  const lang = u.language;
  const end = mailDateTime(lang, u.subscriptionEndDate!);
  const page = appPage(appOrigin, '/subscription');
  const trial = u.subscriptionStatus === 'trial';
  const subject = trial
    ? mailText(lang, 'Your AirDesk free trial ends in two days')
    : mailText(lang, 'Your AirDesk subscription ends in two days');
  const lines = trial
    ? [
        mailText(
          lang,
          'Your {days}-day free trial of AirDesk ends on {end}. Nothing will be charged: the trial collected no payment details.',
          { days: TRIAL_DAYS, end },
        ),
        mailText(
          lang,
          'To keep access to the airline directory and your problem reports, subscribe for USD {price} a year with PayPal: {page}',
          { price: PRICE_USD, page },
        ),
      ]
    : [
        mailText(lang, 'Your AirDesk subscription ends on {end} and will not renew.', { end }),
        mailText(lang, 'To keep access to the airline directory and your problem reports, renew it here: {page}', {
          page,
        }),
      ];
  return reminder('reminder', u.id, u.email, subject, lines);
}

/** The report a case reminder is about. */
export interface CaseRow {
  id: number;
  contactEmail: string;
  airlineName: string;
  /** The language of the report's account (its mails'). */
  language?: Language;
}

/** A deadline of the case: the traveller's own coming up, or the company's answer window that has ended. */
export function caseReminderMail(r: CaseRow, d: Deadline, appOrigin: string): Mail {
  const lang = r.language ?? 'en';
  const page = casePageUrl(appOrigin, r.id);
  const v = { airline: r.airlineName, id: r.id, date: mailDay(lang, d.date), page };
  const subject =
    d.kind === 'company-answer'
      ? mailText(lang, "{airline}'s time to answer your report #{id} has ended", v)
      : d.kind === 'baggage-complaint'
        ? mailText(lang, 'Your written baggage complaint to {airline} is due by {date}', v)
        : mailText(lang, 'Your deadline for a court claim against {airline} is {date}', v);
  const lines =
    d.kind === 'company-answer'
      ? [
          mailText(
            lang,
            'The time {airline} had to answer your report #{id} ended on {date}, and the report is still open.',
            v,
          ),
          mailText(
            lang,
            'If you have had no answer, or the answer does not give you what the rules provide, AirDesk has prepared the next step and the letter for it: {page}',
            v,
          ),
          rightsText(lang, d.description),
        ]
      : [
          rightsText(lang, d.description),
          mailText(lang, 'Your report #{id} and its deadlines are in AirDesk: {page}', v),
        ];
  return reminder('case-reminder', r.id, r.contactEmail, subject, lines);
}

/**
 * A route of the plan opens and the company has not answered: the body, what it does, and the link to the case
 * where the escalation letter for it is ready.
 */
export function routeOpensMail(r: CaseRow, route: PlannedRoute, appOrigin: string): Mail {
  const lang = r.language ?? 'en';
  const page = casePageUrl(appOrigin, r.id);
  const v = { body: route.body, id: r.id, airline: r.airlineName, date: mailDay(lang, route.opensOn ?? ''), page };
  const subject = mailText(lang, '{body} can now take up your report #{id} to {airline}', v);
  const lines = [
    mailText(lang, '{airline} has not answered your report #{id}, and from {date} {body} takes the complaint up.', v),
    rightsText(lang, route.reason),
    mailText(
      lang,
      'AirDesk has prepared the letter for it; open your report to copy it and send it through the official page: {page}',
      v,
    ),
    mailText(lang, 'Official page: {url}', { url: route.url }),
  ];
  return reminder('case-reminder', r.id, r.contactEmail, subject, lines);
}
