// The mails of a problem report (PRODUCT.md points 7 and 14): the report to the airline, the user's
// copy, and the status-change notice. Plain text plus HTML; every user-given value is escaped in the
// HTML (htmlMail), and header fields are stripped of line breaks when queued (outbox.ts).
import { problemCategoryLabel, PROBLEM_STATUS_LABELS, type ProblemStatus } from '../contracts';
import { htmlMail } from './html';
import type { Mail } from './outbox';

export const NO_AIRLINE_EMAIL = 'no e-mail address on file';

/**
 * Stands for the report id in a mail written in the same batch as the report, before the database has
 * chosen the id; the queueing statement replaces it (routes/problems.ts). Private-use characters, so
 * the escaping and header cleaning of the mail leave it intact.
 */
export const REPORT_ID = '\uE000report-id\uE000';

export interface ReportForMail {
  id: number | typeof REPORT_ID;
  airline: { name: string; email: string; phone: string; website: string };
  category: string;
  flightNumber: string;
  date: string;
  description: string;
  contactEmail: string;
  contactPhone: string;
  dateSubmitted: string;
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
];

const textRows = (r: ReportForMail) => rows(r).map(([k, v]) => (k === 'Description' ? `${k}:\n${v}` : `${k}: ${v}`)).join('\n');

const subjectOf = (r: ReportForMail) =>
  `Passenger report #${r.id}: ${problemCategoryLabel(r.category)}${r.flightNumber ? ` on flight ${r.flightNumber}` : ''}`;

/** To the airline, Reply-To the passenger, so the airline's answer reaches the passenger directly. */
export function reportAirlineMail(r: ReportForMail): Mail {
  const intro = [
    `Dear ${r.airline.name} customer relations team,`,
    'A passenger has filed the following report with you through AirDesk. Please reply to this e-mail: your answer goes straight to the passenger.',
  ];
  return {
    kind: 'report-airline',
    ...(typeof r.id === 'number' ? { refId: r.id } : {}),
    to: [r.airline.email],
    replyTo: r.contactEmail,
    subject: subjectOf(r),
    text: `${intro.join('\n\n')}\n\n${textRows(r)}\n\n-- \nSent by AirDesk on behalf of the passenger.`,
    html: htmlMail(subjectOf(r), intro, rows(r)),
  };
}

/** The passenger's copy; says plainly when the airline could not be e-mailed. */
export function reportCopyMail(r: ReportForMail): Mail {
  const sent = r.airline.email !== '';
  const intro = sent
    ? [`This is a copy of the report AirDesk is sending to ${r.airline.name} at ${r.airline.email} on your behalf.`, 'Replies from the airline will come to this address. You can follow the report under Problem Management.']
    : [
        `We have saved your report, but ${r.airline.name} has no customer-service e-mail address on file, so it could not be e-mailed to the airline.`,
        [r.airline.phone && `Phone: ${r.airline.phone}`, r.airline.website && `Website: ${r.airline.website}`].filter(Boolean).join('\n') ||
          'Please contact the airline through its website.',
      ];
  const subject = `Copy of your report #${r.id} to ${r.airline.name}`;
  return {
    kind: 'report-copy',
    ...(typeof r.id === 'number' ? { refId: r.id } : {}),
    to: [r.contactEmail],
    subject,
    text: `${intro.join('\n\n')}\n\n${textRows(r)}\n\n-- \nAirDesk`,
    html: htmlMail(subject, intro, rows(r)),
  };
}

export function statusChangeMail(r: { id: number; airlineName: string; contactEmail: string }, from: ProblemStatus, to: ProblemStatus): Mail {
  const subject = `Your report #${r.id} to ${r.airlineName} is now ${PROBLEM_STATUS_LABELS[to]}`;
  const lines = [
    `The status of your report #${r.id} to ${r.airlineName} changed from ${PROBLEM_STATUS_LABELS[from]} to ${PROBLEM_STATUS_LABELS[to]}.`,
    'You can see the report and its history under Problem Management in AirDesk.',
  ];
  return { kind: 'status-change', refId: r.id, to: [r.contactEmail], subject, text: lines.join('\n\n'), html: htmlMail(subject, lines) };
}
