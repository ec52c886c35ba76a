// Addresses learned from real answers (docs/api.md#the-directory-learns). When a company answers a case from an
// address of its own domain that the directory does not hold, that address demonstrably reaches a person who
// handles complaints, which no page search can prove. It is proposed to the admins (proposals.ts), never written
// directly, and only when its name says it is a role mailbox (complaints, customer relations or service, a general
// contact): an address that names a person is theirs, not the company's channel, and never leaves the case.
// Pure string rules, so the node tests read them without the Worker's types.
import { mailboxClass } from './mailbox-class';

const ROLE_CLASSES = new Set(['complaints', 'customer-service', 'general']);

// Pieces of a local part that are not a name: the role words mailbox-class.ts reads, and the usual qualifiers.
const NOT_NAMES =
  /^(customer|customers|care|service|services|support|relations|complaints?|claims?|feedback|info|information|contact|contacts|help|helpdesk|team|desk|office|guest|guests|passenger|passengers|mail|hello|enquiries|inquiries|central|global|intl|international|de|en|es|fr|it|uk|us|eu)$/;

/**
 * Whether the local part names a person: two or more name-like pieces ("maria.gonzalez", "j.smith.care" has one:
 * "j" is an initial, "smith" a name). Initials and role words are not name-like.
 */
export function namesAPerson(address: string) {
  const local = address.slice(0, address.lastIndexOf('@')).toLowerCase();
  const pieces = local.split(/[._\-+0-9]+/).filter(Boolean);
  const nameLike = pieces.filter((p) => p.length >= 2 && !NOT_NAMES.test(p));
  // "j.smith": an initial and a name also point at one person.
  const initials = pieces.filter((p) => p.length === 1);
  return nameLike.length >= 2 || (nameLike.length === 1 && initials.length >= 1);
}

// A mailbox nobody reads is no channel, whatever else its name says ("customercare-noreply@").
const NO_REPLY = /no-?reply|do-?not-?reply|mailer-?daemon|bounces?|notifications?|automated|postmaster/;

/** A role mailbox: its name says complaints, customer service or a general contact, and names no one. */
export const isRoleAddress = (address: string) =>
  ROLE_CLASSES.has(mailboxClass(address)) &&
  !NO_REPLY.test(address.slice(0, address.lastIndexOf('@')).toLowerCase()) &&
  !namesAPerson(address);

/** The note that goes with the proposal: the day and the report, nothing of the traveller or the mail's text. */
export const answeredCaseNote = (day: string, problemId: number) =>
  `Answered an AirDesk case on ${day} (report #${problemId}). Seen as the sender of the company's answer, not on a page.`;
