// Complaint routes (docs/api.md#complaint-routes): a report filed with its flight shows its plan, the official
// bodies that take the complaint up and from when. A company without any channel on a US flight is reached
// through the DOT's form (channel `regulator`); an EU departure names the enforcement body and the day it opens,
// whose escalation letter the report offers once that day has come; a New Zealand domestic flight has no route,
// said plainly. The directory names the bodies of a no-channel company's home country; the admin lists routes.
import type { AdminRouteList, ProblemDetail } from '@contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PASSWORD } from './support/accounts';
import { appUrl, MOBILE, newContext, RETRY_RESET, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { loginThroughApi, postponePaymentPrompt, signedIn, squash, submitReport, text } from './support/journey';
import { d1, grantAdmin, sqlText } from './support/d1';

const stamp = Date.now().toString(36);
let attempt = 0;
/** A company name of its own for each run of a journey (vitest retries a failed one, and names are unique). */
const unique = (name: string) => `${name} ${stamp}${(++attempt).toString(36)}`;
const NO_ROUTE =
  'No official body that we know of takes up complaints about this flight; if the airline does not answer, your remaining step is the courts.';

/** A company of our own in the test D1, with an e-mail or with no channel at all; returns its id. */
async function insertAirline(name: string, country: string, region: string, email = '', form = false): Promise<number> {
  const site = `https://www.routes-${stamp}-${name.length}.com`;
  const formUrl = form ? `${site}/feedback` : '';
  const rows = await d1<{ id: number }>(
    `INSERT INTO airlines (name, category, country, region, email, website, email_source, complaint_form_url,
       complaint_form_source, contacts_checked_at)
     VALUES (${sqlText(name)}, 'commercial', ${sqlText(country)}, ${sqlText(region)}, ${sqlText(email)}, ${sqlText(site)},
       ${sqlText(email ? `${site}/contact` : '')}, ${sqlText(formUrl)}, ${sqlText(formUrl)}, '2026-11-20')
     RETURNING id`,
  );
  return rows[0]!.id;
}

/** Fills the report form with a delayed flight from `departure` to `arrival`; returns the form. */
async function fillReport(page: Page, airlineId: number, departure: string, arrival: string) {
  await page.goto(appUrl(`/report-problem?airline=${airlineId}`));
  const form = page.locator('form[aria-label="Report a problem"]');
  await form.waitFor();
  await expect.poll(() => form.locator('select[name=airlineId]').inputValue()).toBe(String(airlineId));
  await form.getByLabel('Problem category').selectOption('flight-delay');
  await form.getByLabel('Description').fill(`Four hours late from ${departure} to ${arrival} ${stamp}.`);
  await form.getByRole('button', { name: /Flight details \(optional\)/ }).click();
  await form.getByLabel('Departure airport').fill(departure);
  await form.getByLabel('Final destination').fill(arrival);
  await form.getByLabel('Date of travel').fill('2026-11-10');
  await form.getByLabel('What happened').selectOption('delay');
  await form.getByLabel('How many hours late did you arrive?').fill('4');
  // The rights card has answered for this journey (its routes included).
  await page.getByTestId('rights-card').getByTestId('flight-routes').waitFor({ timeout: 15_000 });
  return form;
}

async function openDetail(page: Page, id: number) {
  await page.goto(appUrl('/problem-management'));
  await page
    .getByRole('button', { name: `View problem ${id}` })
    .first()
    .click();
  const dialog = page.getByTestId('problem-detail');
  await dialog.getByTestId('problem-history').waitFor({ timeout: 15_000 });
  return dialog;
}

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (ymd: string, n: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** As the deadline list writes a day ("Jan 10, 2027"). */
const shortDay = (ymd: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

const longDay = (ymd: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

describe('a report follows its complaint routes', () => {
  it('sends a report on a US flight to a company without a channel through the DOT form', async ({ browser }) => {
    const name = unique('Routes Quiet Air');
    const id = await insertAirline(name, 'United States', 'north-america');
    const { page, context } = await signedIn(browser, { tag: 'routes-dot' });

    // The directory names the bodies of its home country, fetched when its details open.
    await page.goto(appUrl(`/directory?query=${encodeURIComponent(name)}`));
    const card = page.getByTestId('airline-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: `View details of ${name}` }).click();
    const details = page.getByTestId('airline-details');
    const home = details.getByTestId('home-country-routes');
    await home.waitFor({ timeout: 15_000 });
    expect(squash(await home.textContent())).toContain(
      `Based on ${name}'s home country, United States. For your own flight, enter it in the report form.`,
    );
    await home.locator('[data-route-key="US-DOT:US"]').waitFor();
    await screenshot(page, 'routes-directory-details', false);
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'routes-directory-details', false);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The report form shows the same beside the form until a flight is given, then the flight's own bodies.
    await page.goto(appUrl(`/report-problem?airline=${id}`));
    const side = page.getByTestId('airline-routes');
    await side.locator('[data-route-key="US-DOT:US"]').waitFor({ timeout: 15_000 });
    await side.scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-form-home', false);
    await fillReport(page, id, 'JFK', 'LAX');
    await page.getByTestId('rights-card').locator('[data-route-key="US-DOT:US"]').waitFor({ timeout: 15_000 });
    expect(await side.count()).toBe(0);
    const problem = await submitReport(page);
    expect(problem.channel).toBe('regulator');
    const dot = problem.routes.find((r) => r.id === 'US-DOT');
    expect(dot?.takesComplaintDirectly).toBe(true);

    // The Thank You panel: the body's form, the letter, and the plan.
    const success = page.getByTestId('report-success');
    const notice = squash(await success.getByTestId('regulator-channel').textContent());
    expect(notice).toContain(
      `${name} publishes no complaint e-mail or form of its own, but the ${dot!.body} takes complaints about this flight directly`,
    );
    const formLink = success.getByTestId('open-complaint-form');
    expect(await formLink.getAttribute('href')).toBe(dot!.url);
    expect(await formLink.getAttribute('target')).toBe('_blank');
    expect(await formLink.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await success.getByTestId('report-letter').inputValue()).toBe(problem.letter);
    const plan = success.getByTestId('route-plan');
    expect(squash(await plan.locator('[data-route-key="US-DOT:US"]').textContent())).toContain(
      'takes complaints about this flight directly.',
    );
    await screenshot(page, 'routes-thankyou-dot');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'routes-thankyou-dot');
    await page.setViewportSize({ width: 1280, height: 800 });

    // "I have sent it" records the step.
    await success.getByRole('button', { name: 'I have sent it', exact: true }).click();
    await success.getByTestId('form-submitted').waitFor();
    expect(squash(await success.getByTestId('form-submitted').textContent())).toContain(`Sent to the ${dot!.body} on`);
    const steps = await d1<{ event: string }>(
      `SELECT event FROM problem_status_history WHERE problem_id = ${problem.id} AND event = 'form-submitted'`,
    );
    expect(steps).toHaveLength(1);

    // The report list and its detail say the same.
    const dialog = await openDetail(page, problem.id);
    await dialog.getByTestId('regulator-channel').waitFor();
    expect(squash(await dialog.getByTestId('email-badge').first().textContent())).toBe('Sent through an official body');
    expect(squash(await dialog.getByTestId('problem-history').textContent())).toContain(
      `Sent through the form of the ${dot!.body}`,
    );
    await page.setViewportSize(MOBILE);
    await dialog.getByTestId('regulator-channel').scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-detail-dot', false);
    await context.close();
  });

  it('names the enforcement body of an EU departure and the day it opens, then offers its escalation', async ({
    browser,
  }) => {
    const name = unique('Routes Mail Air');
    const id = await insertAirline(name, 'Germany', 'europe', `care@routes-mail-${stamp}.com`);
    const { page, context } = await signedIn(browser, { tag: 'routes-neb' });
    await fillReport(page, id, 'FRA', 'LIS');
    await page.getByTestId('rights-card').locator('[data-route-key="EU-NEB:DE"]').waitFor({ timeout: 15_000 });
    const problem = await submitReport(page);
    expect(problem.channel).toBe('email');
    const neb = problem.routes.find((r) => r.id === 'EU-NEB' && r.country === 'DE')!;
    const filed = problem.dateSubmitted.slice(0, 10);
    const expected = new Date(Date.parse(`${filed}T00:00:00Z`) + neb.waitDays * 86_400_000).toISOString();
    expect(neb.opensOn).toBe(expected.slice(0, 10));

    const route = page.getByTestId('report-success').getByTestId('route-plan').locator('[data-route-key="EU-NEB:DE"]');
    const said = squash(await route.textContent());
    expect(said).toContain(
      `If ${name} has not answered by ${longDay(neb.opensOn!)}, the ${neb.body} takes the complaint up.`,
    );
    expect(said).toContain(neb.reason);
    expect(await route.getByTestId('route-link').getAttribute('href')).toBe(neb.url);
    await screenshot(page, 'routes-thankyou-neb');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'routes-thankyou-neb');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Time moved: the body's day came yesterday, as if the six weeks had passed with no answer.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const moved = problem.routes.map((r) => (r === neb ? { ...r, opensOn: yesterday } : r));
    await d1(`UPDATE problem_reports SET routes = ${sqlText(JSON.stringify(moved))} WHERE id = ${problem.id}`);

    const dialog = await openDetail(page, problem.id);
    const escalation = dialog.locator('[data-testid=escalation][data-route-key="EU-NEB:DE"]');
    await escalation.waitFor({ timeout: 15_000 });
    await dialog.getByTestId('route-plan').scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-detail-plan', false);
    const text = squash(await escalation.textContent());
    expect(text).toContain(`The time ${name} had to answer ended on ${longDay(yesterday)}.`);
    expect(await escalation.getByTestId('escalation-link').getAttribute('href')).toBe(neb.url);
    expect(await escalation.getByTestId('escalation-link').getAttribute('target')).toBe('_blank');
    // The Luftfahrt-Bundesamt gets its letter in German, the body's language (docs/api.md#languages).
    expect(await escalation.getByLabel('Your escalation letter').inputValue()).toContain(
      `AirDesk-Referenz: Beschwerde #${problem.id}`,
    );
    await escalation.scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-detail-escalation', false);
    await page.setViewportSize(MOBILE);
    await escalation.scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-detail-escalation', false);

    const sent = page.waitForResponse((r) => r.url().endsWith(`/api/problems/${problem.id}/escalations`));
    await escalation.getByRole('button', { name: 'I have sent it' }).click();
    const res = await sent;
    expect(res.status()).toBe(200);
    expect(res.request().postDataJSON()).toEqual({ routeKey: 'EU-NEB:DE' });
    const detail = (await res.json()) as ProblemDetail;
    expect(detail.history.some((h) => h.event === 'escalated' && h.detail === 'EU-NEB:DE')).toBe(true);
    await escalation.getByTestId('escalation-sent').waitFor();
    await expect
      .poll(async () => squash(await dialog.getByTestId('problem-history').textContent()))
      .toContain(`Escalated to ${neb.body}`);
    await context.close();
  });

  it('takes a letter to a company without a channel as sent by post, and starts its clocks that day', async ({
    browser,
  }) => {
    const name = unique('Routes Silent Air');
    const id = await insertAirline(name, 'Germany', 'europe');
    const { page, context } = await signedIn(browser, { tag: 'routes-post' });
    await fillReport(page, id, 'FRA', 'LIS');
    const problem = await submitReport(page);
    expect(problem.channel).toBe('none');
    // Nothing went out yet: no answer window, and the body's wait counts from the letter.
    expect(problem.deadlines.map((d) => d.kind)).not.toContain('company-answer');
    const neb = problem.routes.find((r) => r.id === 'EU-NEB' && r.country === 'DE')!;
    expect(neb.opensOn).toBeNull();
    const success = page.getByTestId('report-success');
    const planned = success.getByTestId('route-plan').locator('[data-route-key="EU-NEB:DE"]');
    expect(squash(await planned.textContent())).toContain('The days count from when you send it.');
    expect(await success.getByTestId('case-address-value').textContent()).toBe(problem.replyAddress);
    await success.getByTestId('case-address').scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-thankyou-none-unsent', false);
    await page.setViewportSize(MOBILE);
    await success.getByTestId('case-address').scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-thankyou-none-unsent', false);
    await page.setViewportSize({ width: 1280, height: 800 });

    await success.getByTestId('sent-via').selectOption('post');
    const marked = page.waitForResponse((r) => r.url().endsWith(`/api/problems/${problem.id}/form-submitted`));
    await success.getByRole('button', { name: 'I have sent it', exact: true }).click();
    const res = await marked;
    expect(res.status()).toBe(200);
    const day = today();
    const sent = (await res.json()) as ProblemDetail;
    const window = sent.deadlines.find((d) => d.kind === 'company-answer')!;
    expect(window.date).toBe(addDays(day, 42));
    expect(sent.routes.find((r) => r.id === 'EU-NEB')!.opensOn).toBe(addDays(day, neb.waitDays));
    await expect
      .poll(async () => squash(await planned.textContent()))
      .toContain(`If ${name} has not answered by ${longDay(addDays(day, neb.waitDays))}`);

    // The case: sent by post today, the answer window dated from today.
    const dialog = await openDetail(page, problem.id);
    expect(squash(await dialog.getByTestId('form-submitted').textContent())).toMatch(/^Sent by post on /);
    expect(squash(await dialog.getByTestId('problem-history').textContent())).toContain('Sent by post');
    const deadline = dialog.getByTestId('deadlines').locator('[data-kind=company-answer]');
    expect(squash(await deadline.textContent())).toContain(shortDay(window.date));
    await screenshot(page, 'routes-detail-none-sent', false);
    await page.setViewportSize(MOBILE);
    await dialog.getByTestId('form-submitted').scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-detail-none-sent', false);
    await context.close();
  });

  it('leads an EU261 claim from Frankfurt to New York with the German bodies, and escalates nothing before the letter went out', async ({
    browser,
  }) => {
    const name = unique('Routes Hansa Form');
    const id = await insertAirline(name, 'Germany', 'europe', '', true);
    const { page, context } = await signedIn(browser, { tag: 'routes-fra-jfk' });
    await fillReport(page, id, 'FRA', 'JFK');
    const card = page.getByTestId('rights-card').getByTestId('flight-routes');
    await card.locator('[data-route-key="US-DOT:US"]').waitFor({ timeout: 15_000 });
    const order = await card
      .locator('[data-route-key]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-route-key')));
    expect(order[0]).toBe('EU-NEB:DE');
    expect(order.at(-1)).toBe('US-DOT:US');
    expect(order).toEqual(expect.arrayContaining(['DE-SOEP:DE', 'DE-BFJ:DE']));
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-form-fra-jfk', false);
    await page.setViewportSize(MOBILE);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-form-fra-jfk', false);
    await page.setViewportSize({ width: 1280, height: 800 });
    const problem = await submitReport(page);
    expect(problem.channel).toBe('form');

    // Before the letter went out: no escalation, not even to the body that takes complaints directly.
    const dialog = await openDetail(page, problem.id);
    expect(await dialog.getByTestId('escalation').count()).toBe(0);
    const marked = page.waitForResponse((r) => r.url().endsWith(`/api/problems/${problem.id}/form-submitted`));
    await dialog.getByRole('button', { name: 'I have sent it through the form' }).click();
    expect((await marked).status()).toBe(200);
    // Sent today: the US DOT takes it up at once, and its letter says what happened; the German bodies wait.
    const dot = dialog.locator('[data-testid=escalation][data-route-key="US-DOT:US"]');
    await dot.waitFor({ timeout: 15_000 });
    expect(await dialog.getByTestId('escalation').count()).toBe(1);
    expect(await dot.getByTestId('escalation-letter').inputValue()).toContain(
      `I sent the complaint below to ${name} on ${today()}. I have had no answer from the airline.`,
    );
    await dot.scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-detail-fra-jfk', false);
    await page.setViewportSize(MOBILE);
    await dot.scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-detail-fra-jfk', false);
    await context.close();
  });

  it('says plainly that no body takes up a New Zealand domestic flight', async ({ browser }) => {
    const id = await insertAirline(
      unique('Routes Kiwi Air'),
      'New Zealand',
      'pacific',
      `care@routes-kiwi-${stamp}.com`,
    );
    const { page, context } = await signedIn(browser, { tag: 'routes-nz' });
    await fillReport(page, id, 'AKL', 'WLG');
    expect(squash(await page.getByTestId('rights-card').getByTestId('no-route').textContent())).toBe(NO_ROUTE);
    const problem = await submitReport(page);
    expect(problem.routes).toEqual([]);
    const plan = page.getByTestId('report-success').getByTestId('route-plan');
    expect(squash(await plan.getByTestId('no-route').textContent())).toBe(NO_ROUTE);
    expect(await plan.getByTestId('route').count()).toBe(0);
    await screenshot(page, 'routes-thankyou-nz', false);
    await context.close();
  });
});

describe('complaint routes on the admin dashboard', () => {
  it('lists every route read-only with its source and check date', async ({ browser }) => {
    const admin = await signedIn(browser, { tag: 'routes-admin', trial: false });
    await admin.context.close();
    await grantAdmin(admin.email);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    await loginThroughApi(context, admin.email, PASSWORD);
    const page = await context.newPage();
    await page.goto(appUrl('/admin'));
    const { routes } = (await (
      await context.request.get(appUrl('/api/admin/complaint-routes'), RETRY_RESET)
    ).json()) as AdminRouteList;
    const table = page.getByTestId('routes-table');
    await table.getByTestId('route-row').first().waitFor({ timeout: 15_000 });
    expect(await text(page, 'routes-count')).toBe(`${routes.length} routes`);
    // The section from its heading (the sticky header would cover a heading scrolled to the very top).
    await page.getByRole('heading', { name: 'Complaint routes' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -300));
    await screenshot(page, 'routes-admin', false);
    // Ten a page, in the answer's order: the DOT's row is on its page, with its source and check date.
    const at = routes.findIndex((r) => r.id === 'US-DOT');
    const dotPage = Math.floor(at / 10) + 1;
    // The routes' own pages: the admin page has other paged lists (the coverage list's "Page 4" too).
    if (dotPage > 1)
      await page
        .getByTestId('admin-routes')
        .getByRole('button', { name: `Page ${dotPage}`, exact: true })
        .click();
    const dot = table.locator('[data-route-key="US-DOT:US"]');
    await dot.waitFor();
    expect(squash(await dot.textContent())).toContain('Takes directly');
    expect(
      await dot
        .getByRole('link', { name: /^Source/ })
        .first()
        .getAttribute('href'),
    ).toBe(routes[at]!.source.split(' ')[0]);
    await page.setViewportSize(MOBILE);
    await page.getByTestId('route-card').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'routes-admin', false);
    await context.close();
  });
});
