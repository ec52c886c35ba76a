// Saved cards (API.md "Payment methods"). The body of a new card carries the cardholder name, the masked
// number, the expiry, the default flag and the brand: never the full number or the CVV (PRODUCT.md 11).
import type { AddCardBody, Card } from '@contracts';
import useSWR, { mutate } from 'swr';
import { api } from '../../../lib/api-client';

export const CARDS_KEY = '/api/payment-methods';

export function useCards() {
  const { data, error, isLoading } = useSWR<Card[]>(CARDS_KEY, { revalidateOnMount: true });
  return { cards: data ?? [], loaded: data !== undefined, error: error as Error | undefined, isLoading };
}

/** The list and the home page's "has a payment method" check are read again. */
const refresh = () => mutate((key) => typeof key === 'string' && key.startsWith(CARDS_KEY));

export async function addCard(body: AddCardBody) {
  const card = await api.post<Card>(CARDS_KEY, body);
  await refresh();
  return card;
}

export async function deleteCard(id: number) {
  await api.delete(`${CARDS_KEY}/${id}`);
  await refresh();
}

export async function makeDefault(id: number) {
  const card = await api.patch<Card>(`${CARDS_KEY}/${id}/default`);
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
export const brandLabel = (brand: string) => BRAND_LABELS[brand] ?? 'Card';
