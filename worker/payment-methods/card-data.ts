// A card number must never reach the server, let alone be stored (docs/decisions.md#p11): the scanner that
// refuses a request body holding one, anywhere, before it is validated.
import { CARD_MSG, holdsCardNumber } from '../contracts';
import { INVALID_JSON, badRequest } from '../lib/errors';

const FORBIDDEN_KEYS = /^(card_?number|number|pan|cvv|cvc|cvv2|cvc2|security_?code)$/i;

/**
 * Every string and number anywhere in a parsed body, with the keys that hold them. Walked with a list,
 * not recursion: a body nested thousands of levels deep would overflow the stack (a 500).
 */
function leaves(root: unknown): [string, string][] {
  const found: [string, string][] = [];
  const pending: [string, unknown][] = [['', root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [key, value] = next;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
      found.push([key, String(value)]);
    else if (Array.isArray(value)) for (const v of value) pending.push([key, v]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pending.push([k, v]);
  }
  return found;
}

/**
 * Refuses 13+ digits in a row anywhere (raw text, or any value with separators removed), and any field named
 * like a card number or CVV, with the 400 of the card form's number field.
 */
export function refuseCardData(raw: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(INVALID_JSON);
  }
  const leaked =
    /\d{13,}/.test(raw) || leaves(parsed).some(([k, v]) => holdsCardNumber(v) || (FORBIDDEN_KEYS.test(k) && v !== ''));
  if (leaked) throw badRequest(CARD_MSG.fullNumber, [{ path: 'cardMasked', message: CARD_MSG.fullNumber }]);
}
