// The mails of a problem report (docs/decisions.md#p7, docs/decisions.md#p14): the report to the airline, the user's
// copy, and the status-change notice. Plain text plus HTML; every user-given value is escaped in the
// HTML (htmlMail), and header fields are stripped of line breaks when queued (outbox.ts).
import {
  problemCategoryLabel,
  PROBLEM_STATUS_LABELS,
  type Problem,
  type ProblemStatus,
  type ReportFields,
} from '../contracts';
import { htmlMail } from './html';
import type { Mail } from './outbox';

export const NO_AIRLINE_EMAIL = 'no e-mail address on file';
/** Why a form-channel report has no e-mail to the company: the traveller sends it through the company's form. */
export const FORM_CHANNEL = "sent by the traveller through the company's own form";
/** Why a regulator-channel report has no e-mail: the traveller files it with the official body, which forwards it. */
export const REGULATOR_CHANNEL = "sent by the traveller through an official body's complaint form";

/**
 * Stands for the report id in a mail written in the same batch as the report, before the database has
 * chosen the id; queueMail's newRef replaces it (problems/filing.ts). Private-use characters, so
 * the escaping and header cleaning of the mail leave it intact.
 */
export const REPORT_ID = '\uE000report-id\uE000';

/** A report as its mails show it: the traveller's fields (from the report contract) and what the server added. */
export interface ReportForMail extends ReportFields, Pick<Problem, 'airline' | 'channel' | 'dateSubmitted'> {
  id: number | typeof REPORT_ID;
  /** For a `regulator` report: the body whose form takes the complaint and forwards it to the company. */
  via?: { body: string; url: string };
  /** The case reply address (docs/api.md#case-file) the company's answer goes to, or null (then the traveller's own). */
  replyAddress?: string | null;
  /** The paragraph citing the law (worker/rights/letter.ts), '' for a plain report. */
  rightsText: string;
}

const rows = (r: ReportForMail): [string, string][] => [
  ['Report ID', `#${r.id}`],
  ['Airline', r.airline.name],
  ['Category', problemCategoryLabel(r.category)],
  ['Flight number', r.flightNumber || 'not given'],
  ['Date of travel', r.date || 'not given'],
  ['Passenger e-mail', r.contactEmail],
  ['Passenger phone', r.contactPhone || 'not given'],
  ['Submitted', r.dateSubmitted],
  ['Description', r.description],
  ...(r.rightsText ? ([['Passenger rights', r.rightsText]] as [string, string][]) : []),
];

const MULTI_LINE = new Set(['Description', 'Passenger rights']);

const textRows = (r: ReportForMail) =>
  rows(r)
    .map(([k, v]) => (MULTI_LINE.has(k) ? `${k}:\n${v}` : `${k}: ${v}`))
    .join('\n');

const subjectOf = (r: ReportForMail) =>
  `Passenger report #${r.id}: ${problemCategoryLabel(r.category)}${r.flightNumber ? ` on flight ${r.flightNumber}` : ''}`;

const EMAIL_INTRO = (r: ReportForMail) => [
  `Dear ${r.airline.name} customer relations team,`,
  r.replyAddress
    ? `A passenger has filed the following report with you through AirDesk. Please reply to this e-mail: your answer reaches the passenger in their case file at AirDesk. You can also write to the passenger directly at ${r.contactEmail}.`
    : 'A passenger has filed the following report with you through AirDesk. Please reply to this e-mail: your answer goes straight to the passenger.',
];
// The traveller sends this one themselves (pasted into the company's form, or by any other way): it
// speaks in their name and asks for the answer at their own address.
const OWN_INTRO = (r: ReportForMail) => [
  `Dear ${r.airline.name} customer relations team,`,
  `I am writing about the problem described below. Please send your answer to ${r.contactEmail}.`,
];
// Filed on an official body's form, which forwards it to the company: addressed to the body, naming the airline.
const REGULATOR_INTRO = (r: ReportForMail) => [
  `To ${r.via?.body ?? 'the complaints office'},`,
  `I am filing a complaint against ${r.airline.name}, which publishes no complaint e-mail or form that I could use. Please forward it to the airline and ask it to answer me at ${r.contactEmail}.`,
];

/**
 * The letter the company receives: the body of the e-mail AirDesk sends, or the text the traveller pastes
 * into the company's form. Stored with the report, so the traveller can see and copy exactly what was sent.
 */
export function reportLetter(r: ReportForMail): string {
  if (r.channel === 'email')
    return `${EMAIL_INTRO(r).join('\n\n')}\n\n${textRows(r)}\n\n-- \nSent by AirDesk on behalf of the passenger.`;
  const intro = r.channel === 'regulator' ? REGULATOR_INTRO(r) : OWN_INTRO(r);
  return `${intro.join('\n\n')}\n\n${textRows(r)}`;
}

/**
 * To the airline, Reply-To the case address, so the airline's answer comes back into the case (and from there to
 * the traveller); without a case address, Reply-To the traveller.
 */
export function reportAirlineMail(r: ReportForMail): Mail {
  return {
    kind: 'report-airline',
    ...(typeof r.id === 'number' ? { refId: r.id } : {}),
    to: [r.airline.email],
    replyTo: r.replyAddress ?? r.contactEmail,
    subject: subjectOf(r),
    text: reportLetter(r),
    html: htmlMail(subjectOf(r), EMAIL_INTRO(r), rows(r)),
  };
}

/** What the passenger's copy says first, per channel: always what happened and what is left to do. */
function copyIntro(r: ReportForMail): string[] {
  const reach = [r.airline.phone && `Phone: ${r.airline.phone}`, r.airline.website && `Website: ${r.airline.website}`]
    .filter(Boolean)
    .join('\n');
  switch (r.channel) {
    case 'email':
      return [
        `This is a copy of the report AirDesk is sending to ${r.airline.name} at ${r.airline.email} on your behalf.`,
        r.replyAddress
          ? 'The airline is asked to answer your case address; its answer will appear in your case at AirDesk, and we will e-mail you when it arrives. You can follow the report under Problem Management.'
          : 'Replies from the airline will come to this address. You can follow the report under Problem Management.',
      ];
    case 'form':
      return [
        `We have saved your report. ${r.airline.name} takes complaints through its own web form rather than by e-mail, so please send it there yourself:`,
        `Complaint form: ${r.airline.complaintFormUrl}`,
        'Copy the letter below into the form. Then open the report under Problem Management and press "I have sent it through the form", so your case records it.',
      ];
    case 'regulator':
      return [
        `We have saved your report. ${r.airline.name} publishes no complaint e-mail or form that we know of, but ${r.via?.body ?? 'an official body'} takes complaints about your flight directly and forwards them to the airline. Please file it there yourself:`,
        `Complaint form: ${r.via?.url ?? ''}`,
        'Copy the letter below into the form. Then open the report under Problem Management and press "I have sent it", so your case records it.',
      ];
    case 'none':
      return [
        `We have saved your report, but ${r.airline.name} publishes no complaint e-mail address or form that we know of, so AirDesk could not send it to the company.`,
        reach || 'Please contact the company through its website.',
        'You can copy the letter below into a message to the company.',
      ];
  }
}

/** The passenger's copy: says plainly how the report reaches the company and holds the letter. */
export function reportCopyMail(r: ReportForMail): Mail {
  const intro = copyIntro(r);
  const subject = `Copy of your report #${r.id} to ${r.airline.name}`;
  const letter = r.channel === 'email' ? textRows(r) : reportLetter(r);
  return {
    kind: 'report-copy',
    ...(typeof r.id === 'number' ? { refId: r.id } : {}),
    to: [r.contactEmail],
    subject,
    text: `${intro.join('\n\n')}\n\n${letter}\n\n-- \nAirDesk`,
    html: htmlMail(subject, intro, r.channel === 'email' ? rows(r) : [['Letter', reportLetter(r)]]),
  };
}

export function statusChangeMail(
  r: { id: number; airlineName: string; contactEmail: string },
  from: ProblemStatus,
  to: ProblemStatus,
): Mail {
  const subject = `Your report #${r.id} to ${r.airlineName} is now ${PROBLEM_STATUS_LABELS[to]}`;
  const lines = [
    `The status of your report #${r.id} to ${r.airlineName} changed from ${PROBLEM_STATUS_LABELS[from]} to ${PROBLEM_STATUS_LABELS[to]}.`,
    'You can see the report and its history under Problem Management in AirDesk.',
  ];
  return {
    kind: 'status-change',
    refId: r.id,
    to: [r.contactEmail],
    subject,
    text: lines.join('\n\n'),
    html: htmlMail(subject, lines),
  };
}
