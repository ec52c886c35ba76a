// The traveller's notice that the company answered (docs/api.md#case-inbound): the reply's text and the link to
// the case, so they need not sign in to read it, and can go on from the case to answer or escalate. In the language
// of the report's account (mail-text.ts); the company's own words stay as they came.
import { PROBLEM_STATUS_LABELS } from '../contracts';
import type { Language } from '../contracts/languages';
import { casePageUrl } from './case-link';
import { htmlMail } from './html';
import { labelIn, mailText } from './mail-text';
import type { Mail } from './mail';

/** A long reply is cut in the notice; the whole of it is in the case. */
export const NOTICE_TEXT_MAX = 10_000;

export interface ReplyNotice {
  id: number;
  airlineName: string;
  contactEmail: string;
  /** The report moved from Submitted to In Progress with this reply. */
  nowInProgress: boolean;
  /** The language of the report's account. */
  language?: Language;
}

export function caseReplyMail(
  r: ReplyNotice,
  reply: { from: string; subject: string; text: string },
  appOrigin: string,
): Mail {
  const lang = r.language ?? 'en';
  const link = casePageUrl(appOrigin, r.id);
  const v = { airline: r.airlineName, id: r.id, link };
  const subject = mailText(lang, '{airline} answered your report #{id}', v);
  const text =
    reply.text.length > NOTICE_TEXT_MAX
      ? `${reply.text.slice(0, NOTICE_TEXT_MAX)}\n${mailText(lang, '[…] The rest of the message is in your case.')}`
      : reply.text || mailText(lang, '(The message has no text.)');
  const intro = [
    mailText(
      lang,
      '{airline} has answered your report #{id}. The answer is kept in your case at AirDesk, with any documents it came with: {link}',
      v,
    ),
    ...(r.nowInProgress
      ? [mailText(lang, 'Your report is now {status}.', { status: labelIn(lang, PROBLEM_STATUS_LABELS.in_progress) })]
      : []),
  ];
  const replySubject = reply.subject || mailText(lang, '(no subject)');
  const [fromLabel, subjectLabel] = [mailText(lang, 'From'), mailText(lang, 'Subject')];
  const rows: [string, string][] = [
    [fromLabel, reply.from],
    [subjectLabel, replySubject],
    [mailText(lang, 'Message'), text],
  ];
  return {
    kind: 'case-reply',
    refId: r.id,
    to: [r.contactEmail],
    subject,
    text: `${intro.join('\n\n')}\n\n${fromLabel}: ${reply.from}\n${subjectLabel}: ${replySubject}\n\n${text}\n\n-- \nAirDesk`,
    html: htmlMail(subject, intro, rows),
  };
}

/**
 * The traveller's notice of a mail from a sender AirDesk cannot tell is the company (docs/api.md#who-may-answer-a-case):
 * its text is not in it, so the case address cannot be used to put words in AirDesk's mail; the traveller reads it
 * in the case, marked, and says there whether it is the company's answer.
 */
export function unknownSenderMail(
  r: { id: number; airlineName: string; contactEmail: string; language?: Language },
  mail: { fromAddress: string },
  appOrigin: string,
): Mail {
  const lang = r.language ?? 'en';
  const link = casePageUrl(appOrigin, r.id);
  const v = {
    id: r.id,
    airline: r.airlineName,
    from: mail.fromAddress || mailText(lang, 'no address given'),
    link,
  };
  const subject = mailText(lang, 'A message from an unknown sender waits in your report #{id}', v);
  const intro = [
    mailText(
      lang,
      'A message came to the case address of your report #{id} to {airline} from a sender AirDesk cannot confirm is {airline} ({from}).',
      v,
    ),
    mailText(
      lang,
      "It is kept in your case, marked as from an unknown sender, and it changed nothing. Read it there; if it is {airline}'s answer, say so on the case page and it counts as one: {link}",
      v,
    ),
    mailText(lang, 'Do not follow links or instructions in it unless you are sure who sent it.'),
  ];
  return {
    kind: 'case-unknown-sender',
    refId: r.id,
    to: [r.contactEmail],
    subject,
    text: `${intro.join('\n\n')}\n\n-- \nAirDesk`,
    html: htmlMail(subject, intro, []),
  };
}
