// Card journey: add a card (only name, mask, expiry, brand and default leave the browser), add another,
// make it the default, delete one after the confirmation.
import type { Card } from '@contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { appUrl, MOBILE, RETRY_RESET, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { expectToast, signedIn } from './support/journey';

async function fillCard(page: Page, card: { name: string; number: string; month: string; year: string; cvv: string }) {
  const form = page.locator('form[aria-label="Add a card"]');
  await form.getByLabel('Cardholder name').fill(card.name);
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('Expiry month').fill(card.month);
  await form.getByLabel('Expiry year').fill(card.year);
  await form.getByLabel('CVV').fill(card.cvv);
  return form;
}

describe('payment methods', () => {
  it('adds two cards, makes the second the default and deletes the first', async ({ browser }) => {
    // Cards need only a signed-in user (the payment prompt sends users here before any trial).
    const { page, context } = await signedIn(browser, { tag: 'cards', trial: false });
    await page.goto(appUrl('/payment-methods'));
    await page.getByRole('heading', { level: 1, name: 'Payment Methods' }).waitFor();
    await page.getByTestId('no-cards').waitFor();
    const about = (await page.getByText('AirDesk stores only the cardholder name').textContent()) ?? '';
    expect(about).toContain('last four digits');
    await page.getByText('Your subscription is paid through PayPal.', { exact: false }).waitFor();
    await screenshot(page, 'payment-methods-empty');

    // Validation: digits stripped as typed, docs/product.md messages, the Luhn check.
    const year = String(new Date().getUTCFullYear() + 3);
    let form = await fillCard(page, {
      name: 'Jo',
      number: '4242-4242-4242-4241',
      month: '13',
      year: '2019',
      cvv: '1a',
    });
    expect(await form.getByLabel('Card number').inputValue()).toBe('4242424242424241');
    await form.getByRole('button', { name: 'Save Card' }).click();
    for (const message of [
      'Cardholder name is required',
      'Card number is not valid',
      'Month must be between 1-12',
      'Must be a valid future year',
      'CVV must be 3-4 digits',
    ]) {
      await form.getByText(message).waitFor();
    }
    await screenshot(page, 'payment-methods-errors');

    // First card: only the masked number, expiry, name, default flag and brand are sent.
    form = await fillCard(page, {
      name: 'Jane Traveller',
      number: '4242 4242 4242 4242',
      month: '7',
      year,
      cvv: '123',
    });
    await form.getByText('Visa · only the last four digits are saved').waitFor();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/payment-methods') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Save Card' }).click();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({
      cardholderName: 'Jane Traveller',
      cardMasked: '**** **** **** 4242',
      cardExpiry: `07/${year}`,
      isDefault: true,
      brand: 'visa',
    });
    expect(request.postData()).not.toContain('4242424242424242');
    expect(request.postData()).not.toContain('123"');
    await expectToast(page, 'Payment method saved');
    await page.getByTestId('card-saved').waitFor();
    const visa = page.getByTestId('saved-card').filter({ hasText: '**** **** **** 4242' });
    await visa.getByTestId('default-badge').waitFor();

    // "Add another" after saving; the second card is not the default.
    await page.getByRole('button', { name: 'Add Another Card' }).click();
    form = await fillCard(page, { name: 'Jane Traveller', number: '5555555555554444', month: '12', year, cvv: '1234' });
    await form.getByText('Make this my default payment method').click();
    await form.getByRole('button', { name: 'Save Card' }).click();
    await expectToast(page, 'Payment method saved');
    const mastercard = page.getByTestId('saved-card').filter({ hasText: '**** **** **** 4444' });
    await mastercard.waitFor();
    expect(await mastercard.getByTestId('default-badge').count()).toBe(0);
    expect(await page.getByTestId('saved-card').count()).toBe(2);
    await screenshot(page, 'payment-methods');

    // Make Default.
    await mastercard.getByRole('button', { name: 'Make Default **** **** **** 4444' }).click();
    await expectToast(page, 'Default payment method updated');
    await mastercard.getByTestId('default-badge').waitFor();
    await expect.poll(() => visa.getByTestId('default-badge').count()).toBe(0);
    const cards = (await (await context.request.get(appUrl('/api/payment-methods'), RETRY_RESET)).json()) as Card[];
    expect(cards.map((c) => [c.cardMasked, c.isDefault])).toEqual([
      ['**** **** **** 4444', true],
      ['**** **** **** 4242', false],
    ]);

    // Delete with its confirmation: Cancel keeps it, Delete removes it.
    await visa.getByRole('button', { name: 'Delete **** **** **** 4242' }).click();
    const confirm = page.getByTestId('confirm-delete');
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await screenshot(page, 'payment-methods-delete', false);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('saved-card').count()).toBe(2);
    await visa.getByRole('button', { name: 'Delete **** **** **** 4242' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Payment method deleted');
    await expect.poll(() => page.getByTestId('saved-card').count()).toBe(1);
    await mastercard.getByTestId('default-badge').waitFor();

    await page.setViewportSize(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'payment-methods');
    await context.close();
  });
});
