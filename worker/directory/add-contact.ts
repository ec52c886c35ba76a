// The operator adds a contact they found for a company without a channel (the coverage list's one step): the
// directory takes it only through the import's rules, and it is kept as an applied correction by that admin, so
// the contact's history reads the same whichever way it came in.
import { eq } from 'drizzle-orm';
import { airlines, contactCorrections } from '../../schema';
import type { Correction } from '../contracts';
import type { AddContactBody } from '../contracts/schemas/directory';
import type { Db } from '../db';
import { badRequest, notFound } from '../lib/errors';
import { AIRLINE_SET, correctedAirline, currentValue, findCorrection } from './corrections';

export async function addContact(db: Db, airlineId: number, adminId: number, b: AddContactBody): Promise<Correction> {
  const airline = await db.query.airlines.findFirst({ where: eq(airlines.id, airlineId) });
  if (!airline) throw notFound('No airline with this id.');
  const now = new Date().toISOString();
  const result = correctedAirline(airline, b.field, b.value, b.sourceUrl, now.slice(0, 10));
  if (!result.ok) {
    throw badRequest(`This value cannot go into the directory: ${result.reasons.join('; ')}.`, [
      { path: 'value', message: result.reasons.join('; ') },
    ]);
  }
  const [written, recorded] = await db.batch([
    db.update(airlines).set(AIRLINE_SET(result.row)).where(eq(airlines.id, airlineId)).returning({ id: airlines.id }),
    db
      .insert(contactCorrections)
      .values({
        airlineId,
        userId: adminId,
        field: b.field,
        problem: 'missing',
        suggestedValue: b.value,
        sourceUrl: b.sourceUrl,
        note: 'Added by an admin from the coverage list.',
        status: 'applied',
        resolvedAt: now,
        resolvedBy: adminId,
        previousValue: currentValue(airline, b.field),
        appliedValue: b.value,
        createdAt: now,
      })
      .returning({ id: contactCorrections.id }),
  ]);
  if (written.length !== 1) throw notFound('No airline with this id.');
  return findCorrection(db, recorded[0]!.id);
}
