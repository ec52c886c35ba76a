// The mails of a problem report (docs/decisions.md#p7, docs/decisions.md#p14): the report to the airline (a letter
// in the passenger's name, worker/rights/letter.ts), the user's copy, and the status-change notice. Plain text plus HTML; every user-given value is escaped in the
// HTML (htmlMail), and header fields are stripped of line breaks when queued (outbox.ts).
import {
  passengerName,
  PROBLEM_STATUS_LABELS,
  type Deadline,
  type Problem,
  type ProblemStatus,
  type ReportFields,
} from '../contracts';
import { claimParagraphs, letterSubject, signature, travellerNotes } from '../rights/letter';
import type { LetterFacts } from '../rights/letter-facts';
import { letterWords } from '../rights/letter-words';
import type { Language } from '../contracts/languages';
import { caseLinkLine, casePageUrl } from '../mail/case-link';
import { htmlMail } from '../mail/html';
import { labelIn, mailText, rightsText } from '../mail/mail-text';
import { onBehalfOf } from '../mail/sender';
import type { Mail } from '../mail/mail';

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
  /** The app's origin (APP_ORIGIN): the traveller's copy links to the case there. */
  appOrigin: string;
  /** The case reply address (docs/api.md#case-file) the company's answer goes to, or null (then the traveller's own). */
  replyAddress?: string | null;
  /** The journey facts (with the delay the times give), or null for a plain report. */
  flight: LetterFacts['flight'];
  /** The assessment at filing, or null for a plain report. */
  assessment: LetterFacts['assessment'];
  deadlines: readonly Deadline[];
  /** For a letter the traveller sends: the days the company is asked to answer within (LetterFacts). */
  answerWithinDays?: number | null;
  /** The language of the traveller's account: their copy is written in it (the letter in letterLanguage). */
  accountLanguage?: Language;
}

const factsOf = (r: ReportForMail): LetterFacts => ({
  airlineName: r.airline.name,
  flightNumber: r.flightNumber,
  date: r.date,
  description: r.description,
  passengers: r.passengers,
  bookingReference: r.bookingReference,
  ticketNumber: r.ticketNumber,
  contactEmail: r.contactEmail,
  contactPhone: r.contactPhone,
  expenses: r.expenses,
  claim: r.claim,
  flight: r.flight,
  assessment: r.assessment,
  deadlines: r.deadlines,
  answerWithinDays: r.answerWithinDays ?? null,
  language: r.letterLanguage,
});

/** The subject names the booking reference, the flight and the date, in the letter's language. */
const subjectOf = (r: ReportForMail) => letterSubject(factsOf(r), r.category);

/** The name the company reads the report under: the first passenger's (the traveller's), else their e-mail. */

const words = (r: ReportForMail) => letterWords(r.letterLanguage);
const GREETING = (r: ReportForMail) => words(r).greeting(r.airline.name);
/**
 * How the company answers: by replying (to the case address, or the traveller), or, for a letter the traveller
 * sends through a form or by other means, at the case address, so the answer comes back into the case
 * (docs/api.md, "Every report has a path").
 */
const ANSWER_TO = (r: ReportForMail) =>
  words(r).answerTo(r.channel === 'email', r.replyAddress ?? null, r.contactEmail);
// Filed on an official body's form, which forwards it to the company: addressed to the body, naming the airline.
const REGULATOR_INTRO = (r: ReportForMail) => [
  words(r).regulatorTo(r.via?.body),
  words(r).regulatorIntro(r.airline.name, r.replyAddress ?? null, r.contactEmail),
];

/** The letter as paragraphs, without the e-mail's footer, in the report's letter language. */
function letterParagraphs(r: ReportForMail): string[] {
  const f = factsOf(r);
  const category = r.category;
  if (r.channel === 'regulator')
    return [...REGULATOR_INTRO(r), ...claimParagraphs(f, { forBody: true, category }), signature(f)];
  const [about, ...rest] = claimParagraphs(f, { category });
  return [GREETING(r), words(r).afterGreeting(`${about} ${ANSWER_TO(r)}`), ...rest, signature(f)];
}

/** The one place the AirDesk case reference appears: the e-mail's footer (the case address threads the replies). */
const FOOTER = (r: ReportForMail) => words(r).footer(String(r.id));

/**
 * The letter the company receives: the body of the e-mail AirDesk sends, or the text the traveller pastes
 * into the company's (or the body's) form. Stored with the report, so the traveller can see and copy exactly what
 * was sent. Written to the company only (worker/rights/letter.ts).
 */
export function reportLetter(r: ReportForMail): string {
  const text = letterParagraphs(r).join('\n\n');
  return r.channel === 'email' ? `${text}\n\n${FOOTER(r)}` : text;
}

/** For a letter not in English: the same letter in English, kept with the case for the traveller; else ''. */
export const reportLetterEnglish = (r: ReportForMail): string =>
  r.letterLanguage === 'en' ? '' : reportLetter({ ...r, letterLanguage: 'en' });

/**
 * To the airline, from the passenger's name at MAIL_FROM's address (`mailFrom`), Reply-To the case address, so
 * the airline's answer comes back into the case (and from there to the traveller); without a case address,
 * Reply-To the traveller.
 */
export function reportAirlineMail(r: ReportForMail, mailFrom: string): Mail {
  const subject = subjectOf(r);
  return {
    kind: 'report-airline',
    ...(typeof r.id === 'number' ? { refId: r.id } : {}),
    to: [r.airline.email],
    from: onBehalfOf(passengerName(r), mailFrom),
    replyTo: r.replyAddress ?? r.contactEmail,
    subject,
    text: reportLetter(r),
    html: htmlMail(subject, [...letterParagraphs(r), FOOTER(r).replace(/^-- \n/, '')]),
  };
}

/** For a letter the traveller sends: the case address to give as their e-mail, so the answer comes back to the case. */
const caseAddressLines = (r: ReportForMail, lang: Language, where: 'form' | 'message') =>
  r.replyAddress
    ? [
        mailText(
          lang,
          where === 'form'
            ? 'Give your case address as your e-mail in the form: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.'
            : 'Give your case address as your e-mail in your message: {address}. The answer then comes into your case at AirDesk, and we e-mail you when it arrives.',
          { address: r.replyAddress },
        ),
      ]
    : [];

const SEND_THROUGH_FORM =
  'Copy the letter below into the form and attach your documents there. Then open your case and press "I have sent it", so your case records it and its deadlines start.';

/** What the passenger's copy says first, per channel: always what happened and what is left to do. */
function copyIntro(r: ReportForMail, lang: Language): string[] {
  const reach = [
    r.airline.phone && mailText(lang, 'Phone: {phone}', { phone: r.airline.phone }),
    r.airline.website && mailText(lang, 'Website: {website}', { website: r.airline.website }),
  ]
    .filter(Boolean)
    .join('\n');
  const v = { airline: r.airline.name, email: r.airline.email };
  const link = caseLinkLine(r.appOrigin, r.id, lang);
  switch (r.channel) {
    case 'email':
      return [
        mailText(lang, 'This is a copy of the letter AirDesk is sending to {airline} at {email} in your name.', v),
        r.replyAddress
          ? mailText(
              lang,
              'The airline is asked to answer your case address; its answer will appear in your case at AirDesk, and we will e-mail you when it arrives.',
            )
          : mailText(lang, 'Replies from the airline will come to this address.'),
        link,
      ];
    case 'form':
      return [
        mailText(
          lang,
          'We have saved your report. {airline} takes complaints through its own web form rather than by e-mail, so please send it there yourself:',
          v,
        ),
        mailText(lang, 'Complaint form: {url}', { url: r.airline.complaintFormUrl }),
        ...caseAddressLines(r, lang, 'form'),
        mailText(lang, SEND_THROUGH_FORM),
        link,
      ];
    case 'regulator':
      return [
        mailText(
          lang,
          'We have saved your report. {airline} publishes no complaint e-mail or form that we know of, but {body} takes complaints about your flight directly and forwards them to the airline. Please file it there yourself:',
          { airline: r.airline.name, body: r.via?.body ?? mailText(lang, 'an official body') },
        ),
        mailText(lang, 'Complaint form: {url}', { url: r.via?.url ?? '' }),
        ...caseAddressLines(r, lang, 'form'),
        mailText(lang, SEND_THROUGH_FORM),
        link,
      ];
    case 'none':
      return [
        mailText(
          lang,
          'We have saved your report, but {airline} publishes no complaint e-mail address or form that we know of, so AirDesk could not send it to the company.',
          v,
        ),
        reach || mailText(lang, 'Please contact the company through its website.'),
        ...caseAddressLines(r, lang, 'message'),
        mailText(
          lang,
          'You can copy the letter below into a message or a letter to the company. Once you have sent it, open your case and press "I have sent it", so your case records how and its deadlines start.',
        ),
        link,
      ];
  }
}

/**
 * The passenger's copy: says plainly how the report reaches the company, holds the letter as the company reads it,
 * and after it what is for the traveller alone (the rule's plain reason and the time limit to claim).
 */
export function reportCopyMail(r: ReportForMail): Mail {
  const lang = r.accountLanguage ?? 'en';
  const intro = copyIntro(r, lang);
  // The notes quote the engine's reason and time limit, in English: they are the traveller's, so in their language.
  const notes = travellerNotes(factsOf(r)).map((note) => rightsText(lang, note));
  const forYou = notes.length ? [`${mailText(lang, 'For you (not in the letter):')}\n${notes.join('\n')}`] : [];
  const subject = mailText(lang, 'Copy of your report #{id} to {airline}', { id: r.id, airline: r.airline.name });
  const letter = reportLetter(r);
  const [start, end] = [mailText(lang, '--- The letter ---'), mailText(lang, '--- End of the letter ---')];
  return {
    kind: 'report-copy',
    ...(typeof r.id === 'number' ? { refId: r.id } : {}),
    to: [r.contactEmail],
    subject,
    text: `${[...intro, `${start}\n${letter}\n${end}`, ...forYou].join('\n\n')}\n\n-- \nAirDesk`,
    html: htmlMail(subject, [...intro, ...forYou], [[mailText(lang, 'Letter'), letter]]),
  };
}

export function statusChangeMail(
  r: { id: number; airlineName: string; contactEmail: string; language?: Language },
  from: ProblemStatus,
  to: ProblemStatus,
  appOrigin: string,
): Mail {
  const lang = r.language ?? 'en';
  const v = {
    id: r.id,
    airline: r.airlineName,
    from: labelIn(lang, PROBLEM_STATUS_LABELS[from]),
    to: labelIn(lang, PROBLEM_STATUS_LABELS[to]),
    link: casePageUrl(appOrigin, r.id),
  };
  const subject = mailText(lang, 'Your report #{id} to {airline} is now {to}', v);
  const lines = [
    mailText(lang, 'The status of your report #{id} to {airline} changed from {from} to {to}.', v),
    mailText(lang, 'You can see the report and its history in your case at AirDesk (Problem Management): {link}', v),
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
