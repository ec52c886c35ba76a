// Saved cards (docs/api.md#payment-methods). The body of a new card carries the cardholder name, the masked
// number, the expiry, the default flag and the brand: never the full number or the CVV (docs/decisions.md#p11).
import type { AddCardBody } from '@contracts';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { mutate } from 'swr';
import { call, client, getRequest } from '../../../lib/api-client';
import { useApi } from '../../../lib/swr';

const cards = client['payment-methods'];
const cardsRequest = getRequest(cards, {});

export function useCards() {
  const { data, error, isLoading } = useApi(cardsRequest.key, cardsRequest.load, { revalidateOnMount: true });
  return { cards: data ?? [], loaded: data !== undefined, error, isLoading };
}

/** The list and the home page's "has a payment method" check (a key under the list's) are read again. */
const refresh = () => mutate((key) => typeof key === 'string' && key.startsWith(cardsRequest.key));

export async function addCard(body: AddCardBody) {
  const card = await call(cards.$post({ json: body }));
  await refresh();
  return card;
}

export async function deleteCard(id: number) {
  await call(cards[':id'].$delete({ param: { id: String(id) } }));
  await refresh();
}

export async function makeDefault(id: number) {
  const card = await call(cards[':id'].default.$patch({ param: { id: String(id) } }));
  await refresh();
  return card;
}

export const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};
const UNKNOWN_BRAND = msg`Card`;
/** The brand's own name (not translated), or "Card" in the page's language. */
export const brandLabel = (brand: string) => BRAND_LABELS[brand] ?? i18n._(UNKNOWN_BRAND);
