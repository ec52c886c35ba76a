// The traveller's report list tells the truth: for a report of each channel it shows the company, how the report
// reached it and where it stands, never "Submitted" for a letter sent nowhere, and no customer column (that is
// for admins). And a shared link to a subscriber page, opened signed out, goes to /auth at once (the Worker's
// 302) and back to the page after signing in.
import type { Problem } from '@contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PASSWORD } from './support/accounts';
import { appUrl, DESKTOP, MOBILE, newContext, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { d1, sqlText } from './support/d1';
import { expectPath, postponePaymentPrompt, signedIn, squash } from './support/journey';

async function insertCompany(
  name: string,
  country: string,
  contacts: { email?: string; form?: string },
): Promise<number> {
  const site = `https://www.${name.toLowerCase().replace(/\W+/g, '-')}.example`;
  const rows = await d1<{ id: number }>(
    `INSERT INTO airlines (name, category, country, region, phone, email, website, complaint_form_url, phone_source, email_source, complaint_form_source, contacts_checked_at)
     VALUES (${sqlText(name)}, 'commercial', ${sqlText(country)}, '', '', ${sqlText(contacts.email ?? '')}, ${sqlText(site)},
       ${sqlText(contacts.form ?? '')}, '', ${sqlText(contacts.email ? `${site}/contact` : '')}, ${sqlText(contacts.form ? `${site}/contact` : '')}, '2026-11-02')
     RETURNING id`,
  );
  return rows[0]!.id;
}

async function file(context: BrowserContext, airlineId: number, email: string, flight?: Record<string, unknown>) {
  const res = await context.request.post(appUrl('/api/problems'), {
    data: {
      airlineId,
      category: 'flight-delay',
      description: 'The flight left five hours late and nobody told us why.',
      contactEmail: email,
      ...(flight ? { flight: { date: '2026-10-01', incident: 'delay', arrivalDelayHours: 5, ...flight } } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Problem;
}

/** What the list shows for a report: [company, how it was sent (with any line under it), status]. */
async function shown(page: Page, id: number, wide: boolean) {
  const item = page.locator(`[data-testid=${wide ? 'problem-row' : 'problem-card'}][data-problem-id="${id}"]`);
  await item.waitFor();
  return {
    text: squash(await item.textContent()),
    delivery: squash(await item.getByTestId('delivery').innerText()),
    stage: squash(await item.getByTestId('status-badge').textContent()),
    customer: await item.getByTestId('customer').count(),
  };
}

describe('the report list', () => {
  it('shows how each report reached its company and where it stands, without the customer column', async ({
    browser,
  }) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const mailAir = await insertCompany(`List Mail Air ${stamp}`, 'Ireland', {
      email: `care@list-mail-${stamp}.example`,
    });
    const formAir = await insertCompany(`List Form Air ${stamp}`, 'Ireland', {
      form: `https://www.list-form-${stamp}.example/complaint`,
    });
    const quietAir = await insertCompany(`List Quiet Air ${stamp}`, 'New Zealand', {});
    const usAir = await insertCompany(`List Silent US ${stamp}`, 'United States', {});

    const { context, page, email } = await signedIn(browser, { tag: 'report-list' });
    const byMail = await file(context, mailAir, email);
    const formSent = await file(context, formAir, email);
    const formReady = await file(context, formAir, email);
    const nowhere = await file(context, quietAir, email);
    const viaBody = await file(context, usAir, email, { departure: 'JFK', arrival: 'LAX' });
    expect(viaBody.channel).toBe('regulator');
    const viaBodySent = await file(context, usAir, email, { departure: 'JFK', arrival: 'LAX' });
    for (const p of [formSent, viaBodySent])
      expect(
        (
          await context.request.post(appUrl(`/api/problems/${p.id}/form-submitted`), {
            headers: { 'Content-Type': 'application/json' },
          })
        ).status(),
      ).toBe(200);

    const expected = [
      [byMail, 'Sent by e-mail', 'Submitted'],
      [formSent, 'Sent through the company’s form', 'Submitted'],
      [formReady, 'Letter ready to send through the company’s form', 'Not sent yet'],
      [nowhere, 'Letter ready to send no complaint e-mail or form known', 'Not sent yet'],
      [viaBody, 'Letter ready to send through an official body', 'Not sent yet'],
      [viaBodySent, 'Sent through an official body', 'Submitted'],
    ] as const;

    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(appUrl('/problem-management'));
      await page.getByRole('heading', { level: 1, name: 'Problem Management' }).waitFor();
      const wide = viewport === DESKTOP;
      // The e-mail goes out after the answer: the list says so once it has.
      await expect
        .poll(
          async () => {
            await page.reload();
            return (await shown(page, byMail.id, wide)).delivery;
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBe('Sent by e-mail');
      for (const [p, delivery, stage] of expected) {
        const s = await shown(page, p.id, wide);
        expect(s.delivery, `#${p.id} ${p.channel}`).toBe(delivery);
        expect(s.stage, `#${p.id} ${p.channel}`).toBe(stage);
        expect(s.text).toContain(p.airline.name);
        expect(s.customer, 'the customer is for admins').toBe(0);
        // The traveller's own address is not repeated on every row.
        expect(s.text).not.toContain(email);
      }
      if (wide) {
        const headers = (await page.getByTestId('problems-table').locator('th').allTextContents()).map(squash);
        expect(headers).toEqual(['ID', 'Airline', 'How it was sent', 'Category', 'Reported', 'Status', 'Actions']);
        // A letter sent nowhere is not "Submitted" in the status selector either.
        const select = page.locator(`[data-testid=problem-row][data-problem-id="${formReady.id}"] select`);
        expect(await select.locator('option:checked').textContent()).toBe('Not sent yet');
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'report-list-channels');
    }
    expect(await page.title()).toBe('AirDesk – Problem Management');

    await context.close();
  });
});

describe('a shared link to a subscriber page, signed out', () => {
  it('is sent to /auth by the Worker and comes back to the page after signing in', async ({ browser }) => {
    const { context: first, email } = await signedIn(browser, { tag: 'shared-link' });
    await first.close();

    const context = await newContext(browser, { viewport: MOBILE });
    await postponePaymentPrompt(context);
    const page = await context.newPage();
    const shared = '/directory?query=lufthansa';
    const res = await page.goto(appUrl(shared));
    // One redirect, answered before any of the directory's page: the first document is the 302.
    const redirect = res!.request().redirectedFrom();
    expect(redirect?.url()).toBe(appUrl(shared));
    expect((await redirect!.response())!.status()).toBe(302);
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe(shared);
    expect(await page.getByText('Checking your session…').count()).toBe(0);
    await screenshot(page, 'shared-link-auth');

    const form = page.locator('form[aria-label="Log in"]');
    await form.locator('input[name=username]').fill(email);
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('button[type=submit]').click();
    await expectPath(page, '/directory');
    expect(new URL(page.url()).search).toBe('?query=lufthansa');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'shared-link-landed');

    // Signed in, the same link opens the page itself.
    const again = await page.goto(appUrl(shared));
    expect(again!.request().redirectedFrom()).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/directory');
    await context.close();
  });

  it('never sends anyone to another site after signing in', async ({ browser }) => {
    const { context: first, email } = await signedIn(browser, { tag: 'open-redirect' });
    await first.close();
    for (const next of ['//evil.example/directory', 'https://evil.example/', '/\\evil.example']) {
      const context = await newContext(browser);
      await postponePaymentPrompt(context);
      const page = await context.newPage();
      await page.goto(appUrl(`/auth?next=${encodeURIComponent(next)}`));
      expect(new URL(page.url()).searchParams.get('next'), next).toBeNull();
      const form = page.locator('form[aria-label="Log in"]');
      await form.locator('input[name=username]').fill(email);
      await form.locator('input[name=password]').fill(PASSWORD);
      await form.locator('button[type=submit]').click();
      await expectPath(page, '/');
      expect(new URL(page.url()).origin, next).toBe(new URL(appUrl('/')).origin);
      await context.close();
    }
  });
});
