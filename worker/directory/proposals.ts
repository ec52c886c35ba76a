// What AirDesk's cases propose to the admins' queue (docs/api.md#the-directory-learns): an address a company
// answered from (learned-address.ts decides which) and a domain the traveller confirmed it answered from. Each is
// written in the batch of the message it comes from, behind that message's own write.
import { sql, type SQL } from 'drizzle-orm';
import { contactCorrections } from '../../schema';
import type { Db } from '../db';
import { insertWhere } from '../lib/insert-where';
import { answeredCaseNote } from './learned-address';

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
