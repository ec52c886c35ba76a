// Addresses learned from real answers (docs/api.md#the-directory-learns). When a company answers a case from an
// address of its own domain that the directory does not hold, that address demonstrably reaches a person who
// handles complaints, which no page search can prove. It is proposed to the admins, never written directly, and
// only when its name says it is a role mailbox (complaints, customer relations or service, a general contact):
// an address that names a person is theirs, not the company's channel, and never leaves the case.
import { sql, type SQL } from 'drizzle-orm';
import { contactCorrections } from '../../schema';
import type { Db } from '../db';
import { insertWhere } from '../lib/insert-where';
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

interface Proposal {
  airlineId: number;
  /** The case whose answer showed it. */
  problemId: number;
  /** ISO 8601: when the answer came. */
  now: string;
}

/**
 * Queues `value` for the admins unless the same proposal is open or was dismissed (an admin's no stands), all
 * behind `guard` (the message's own write), so a mail delivered twice proposes once.
 */
function propose(db: Db, field: 'email' | 'answerDomain', value: string, p: Proposal, note: string, guard: SQL) {
  const seen = sql`NOT EXISTS (SELECT 1 FROM ${contactCorrections} WHERE ${contactCorrections.airlineId} = ${p.airlineId}
    AND ${contactCorrections.field} = ${field} AND lower(${contactCorrections.suggestedValue}) = ${value.toLowerCase()}
    AND ${contactCorrections.status} IN ('open', 'dismissed'))`;
  return insertWhere(
    db,
    contactCorrections,
    {
      airlineId: p.airlineId,
      userId: null,
      field,
      problem: 'missing',
      suggestedValue: value,
      sourceUrl: '',
      note,
      origin: 'case-answer',
      problemId: p.problemId,
      createdAt: p.now,
    },
    sql`${guard} AND ${seen}`,
  );
}

/** An answer's sender as a proposed e-mail of the company (the caller has checked isRoleAddress and the domain). */
export const proposeLearnedAddress = (db: Db, address: string, p: Proposal, guard: SQL) =>
  propose(db, 'email', address, p, answeredCaseNote(p.now.slice(0, 10), p.problemId), guard);

/** A domain the traveller confirmed the company answered from, proposed as one of the company's. */
export const proposeAnswerDomain = (db: Db, domain: string, p: Proposal, guard: SQL) =>
  propose(
    db,
    'answerDomain',
    domain,
    p,
    `The traveller confirmed a message from this domain as the company's answer to an AirDesk case on ${p.now.slice(0, 10)} (report #${p.problemId}).`,
    guard,
  );
