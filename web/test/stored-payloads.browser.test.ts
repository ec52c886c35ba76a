// Stored payloads (docs/reliability.md): HTML and script typed into every stored text field a screen shows (a
// report's description and letter, a card's holder name, a correction's note, and a suggestion as far as its field's form lets it) must render as
// text. The payloads call a function exposed to the page, set a flag, and carry a marker attribute; the test
// fails if any of them ran, if any marked element reached the DOM, or if the CSP had to block an inline script
// (which would mean the markup was injected and only the CSP stopped it).
import type { AirlineList, Problem } from '@contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/accounts';
import { appUrl, launch, RETRY_RESET } from './support/browser';
import { loginThroughApi, signedIn } from './support/journey';
import { grantAdmin } from './support/d1';

const payload = (where: string) =>
  `<img src=x data-pwned="${where}" onerror="window.__pwned('${where}')"><script>window.__pwnedFlag='${where}'</script><svg data-pwned="${where}" onload="window.__pwned('${where}')"></svg>`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const ran: string[] = [];

async function watch(context: BrowserContext) {
  await context.exposeFunction('__pwned', (where: string) => ran.push(where));
  await context.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.sample}`),
    );
  });
}

/** The payload is shown literally, and nothing of it became markup or ran. */
async function expectInert(page: Page, text: string) {
  await page.getByText(text, { exact: false }).first().waitFor();
  const state = await page.evaluate(() => ({
    marked: document.querySelectorAll('[data-pwned]').length,
    flag: (window as unknown as { __pwnedFlag?: string }).__pwnedFlag ?? null,
    violations: (window as unknown as { __violations: string[] }).__violations.filter((v) =>
      v.startsWith('script-src'),
    ),
  }));
  expect(state).toEqual({ marked: 0, flag: null, violations: [] });
  expect(ran).toEqual([]);
}

describe('stored HTML and script payloads', () => {
  it('render as text on every screen that shows them', async () => {
    const { context, page, email } = await signedIn(browser, { tag: 'payload' });
    await watch(context);
    const all = (await (
      await context.request.get(appUrl('/api/airlines?limit=1000'), RETRY_RESET)
    ).json()) as AirlineList;
    const airline = all.airlines.find((a) => a.email) ?? all.airlines[0]!;

    const description = `Payload in the description: ${payload('description')}`;
    const filed = await context.request.post(appUrl('/api/problems'), {
      data: { airlineId: airline.id, category: 'other', description, contactEmail: email },
    });
    expect(filed.status()).toBe(201);
    const report = (await filed.json()) as Problem;
    // Verbatim in the JSON, and in the letter built from it.
    expect(report.description).toBe(description);
    expect(report.letter).toContain(payload('description'));

    const holder = `<img src=x data-pwned="card" onerror="window.__pwned('card')">`;
    const card = await context.request.post(appUrl('/api/payment-methods'), {
      data: { cardholderName: holder, cardMasked: '**** **** **** 4242', cardExpiry: '12/2031', isDefault: true },
    });
    expect(card.status()).toBe(201);
    expect((await card.json()).cardholderName).toBe(holder);

    const note = `Note: ${payload('note')}`;
    // A suggested website must be an https page, so markup there is refused; the note still carries the payload.
    const markup = `<svg data-pwned="value" onload="window.__pwned('value')"></svg>`;
    const refused = await context.request.post(appUrl(`/api/airlines/${airline.id}/corrections`), {
      data: { field: 'website', problem: 'wrong', suggestedValue: markup, note },
    });
    expect(refused.status()).toBe(400);
    const suggestion = 'https://www.example.net/contact?lang=en&x=%3Csvg%3E';
    const correction = await context.request.post(appUrl(`/api/airlines/${airline.id}/corrections`), {
      data: { field: 'website', problem: 'wrong', suggestedValue: suggestion, note },
    });
    expect(correction.status()).toBe(201);

    // The reporter's list and the report's detail (the list itself shows no description).
    await page.goto(appUrl('/problem-management'));
    const row = page.locator(`[data-testid=problem-row][data-problem-id="${report.id}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: `View problem ${report.id}` }).click();
    const detail = page.getByTestId('problem-detail');
    await detail.getByTestId('problem-description').waitFor();
    expect(await detail.getByTestId('problem-description').textContent()).toContain(payload('description'));
    await expectInert(page, "<script>window.__pwnedFlag='description'</script>");

    // Saved cards.
    await page.goto(appUrl('/payment-methods'));
    await page.getByTestId('saved-card').first().waitFor();
    await expectInert(page, holder);

    // The admin's views: every report, and the corrections queue.
    await grantAdmin(email);
    await loginThroughApi(context, email, PASSWORD);
    await page.goto(appUrl('/problem-management'));
    await row.waitFor();
    await row.getByRole('button', { name: `View problem ${report.id}` }).click();
    await detail.getByTestId('problem-description').waitFor();
    await expectInert(page, "<script>window.__pwnedFlag='description'</script>");
    await page.goto(appUrl('/admin'));
    const queued = page.locator(`[data-testid=correction-row][data-correction-id="${(await correction.json()).id}"]`);
    await queued.waitFor();
    expect(await queued.textContent()).toContain(suggestion);
    await expectInert(page, "<script>window.__pwnedFlag='note'</script>");
    await context.close();
  });
});
