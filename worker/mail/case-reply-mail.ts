// The traveller's notice that the company answered (docs/api.md#case-inbound): the reply's text and the link to
// the case, so they need not sign in to read it, and can go on from the case to answer or escalate.
import { PROBLEM_STATUS_LABELS } from '../contracts';
import { casePageUrl } from './case-link';
import { htmlMail } from './html';
import type { Mail } from './outbox';

/** A long reply is cut in the notice; the whole of it is in the case. */
export const NOTICE_TEXT_MAX = 10_000;

export interface ReplyNotice {
  id: number;
  airlineName: string;
  contactEmail: string;
  /** The report moved from Submitted to In Progress with this reply. */
  nowInProgress: boolean;
}

export function caseReplyMail(
  r: ReplyNotice,
  reply: { from: string; subject: string; text: string },
  appOrigin: string,
): Mail {
  const link = casePageUrl(appOrigin, r.id);
  const subject = `${r.airlineName} answered your report #${r.id}`;
  const text =
    reply.text.length > NOTICE_TEXT_MAX
      ? `${reply.text.slice(0, NOTICE_TEXT_MAX)}\n[…] The rest of the message is in your case.`
      : reply.text || '(The message has no text.)';
  const intro = [
    `${r.airlineName} has answered your report #${r.id}. The answer is kept in your case at AirDesk, with any documents it came with: ${link}`,
    ...(r.nowInProgress ? [`Your report is now ${PROBLEM_STATUS_LABELS.in_progress}.`] : []),
  ];
  const rows: [string, string][] = [
    ['From', reply.from],
    ['Subject', reply.subject || '(no subject)'],
    ['Message', text],
  ];
  return {
    kind: 'case-reply',
    refId: r.id,
    to: [r.contactEmail],
    subject,
    text: `${intro.join('\n\n')}\n\nFrom: ${reply.from}\nSubject: ${reply.subject || '(no subject)'}\n\n${text}\n\n-- \nAirDesk`,
    html: htmlMail(subject, intro, rows),
  };
}

/**
 * The traveller's notice of a mail from a sender AirDesk cannot tell is the company (docs/api.md#who-may-answer-a-case):
 * its text is not in it, so the case address cannot be used to put words in AirDesk's mail; the traveller reads it
 * in the case, marked, and says there whether it is the company's answer.
 */
export function unknownSenderMail(
  r: { id: number; airlineName: string; contactEmail: string },
  mail: { fromAddress: string },
  appOrigin: string,
): Mail {
  const link = casePageUrl(appOrigin, r.id);
  const subject = `A message from an unknown sender waits in your report #${r.id}`;
  const intro = [
    `A message came to the case address of your report #${r.id} to ${r.airlineName} from a sender AirDesk cannot confirm is ${r.airlineName} (${mail.fromAddress || 'no address given'}).`,
    `It is kept in your case, marked as from an unknown sender, and it changed nothing. Read it there; if it is ${r.airlineName}'s answer, say so on the case page and it counts as one: ${link}`,
    'Do not follow links or instructions in it unless you are sure who sent it.',
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
