// The id in a route's path (/api/problems/:id): plain decimal digits of a positive safe integer, like
// every number the API reads from text (contracts' decimalDigits). Anything else is no such object: 404.
import { notFound } from './errors';

export function pathId(raw: string, message: string) {
  const id = /^[0-9]{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(message);
  return id;
}
