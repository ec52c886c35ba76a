// The main flow in every language but English (the other journeys walk it in English), on a phone (docs/api.md#
// languages): sign up on the language's page, search the directory, report a problem with the letter in the
// company's language, and open the case. Each screen is in the language (its texts are the catalogue's), keeps the
// language's prefix, and nothing on it overflows or is clipped at 390 px (nor the signed-in header at 1280 px).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AirlineList, Problem } from '@contracts';
import { LANGUAGES, type Language } from '../../worker/contracts/languages';
import { letterLanguagesFor } from '../../worker/contracts/letter-languages';
import type { Page } from 'playwright-core';
import PO from 'pofile';
import { describe, expect } from 'vitest';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { appUrl, DESKTOP, MOBILE, newContext, RETRY_RESET, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { expectPath, expectToast, signedIn } from './support/journey';

const catalogues = new Map<string, Map<string, string>>();
/** A message as the language's catalogue has it (the test reads the same PO file the build compiles). */
function tr(lang: Language, msgid: string) {
  let byId = catalogues.get(lang);
  if (!byId) {
    const file = path.join(import.meta.dirname, `../src/locales/${lang}/messages.po`);
    byId = new Map(PO.parse(readFileSync(file, 'utf8')).items.map((i) => [i.msgid, i.msgstr[0] ?? '']));
    catalogues.set(lang, byId);
  }
  const text = byId.get(msgid);
  if (!text) throw new Error(`No ${lang} translation of "${msgid}"`);
  return text;
}

/** What overflows the page or is clipped inside its box (buttons, tabs, links, labels, headings) on screen. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>(
      'button, [role=tab], a, label, h1, h2, h3, th, [data-scope=badge], [data-part=trigger]',
    )) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(el).visibility === 'hidden') continue;
      // Content wider than its box is cut off or spills over what is beside it, either way unreadable; a value
      // shortened on purpose with an ellipsis (a long e-mail address on a directory card) says that it goes on.
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).textOverflow !== 'ellipsis')
        found.push(
          `"${(el.textContent ?? '').trim().slice(0, 60)}" is clipped (${el.scrollWidth} > ${el.clientWidth})`,
        );
      if (box.right > window.innerWidth + 1)
        found.push(`"${(el.textContent ?? '').trim().slice(0, 60)}" runs off screen`);
    }
    return found;
  });

describe('the main flow in each language', () => {
  for (const lang of LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en'))
    it(`signs up, searches, reports and opens the case in ${lang}`, async ({ browser }) => {
      const context = await newContext(browser, { viewport: MOBILE });
      const page = await context.newPage();
      const email = uniqueEmail(`lang-${lang}`);

      await page.goto(appUrl(`/${lang}/auth?tab=register`));
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.title()).toBe(`AirDesk – ${tr(lang, 'Log In or Sign Up')}`);
      await page.getByRole('tab', { name: tr(lang, 'Sign Up') }).waitFor();
      const form = page.locator('form:has(input[name=confirmPassword])');
      await form.waitFor();
      expect(await overflowing(page)).toEqual([]);
      await screenshot(page, `lang-${lang}-sign-up`);
      await form.locator('input[name=username]').fill(email);
      await form.locator('input[name=password]').fill(PASSWORD);
      await form.locator('input[name=confirmPassword]').fill(PASSWORD);
      await form.locator('input[type=checkbox]').first().check({ force: true });
      await form.locator('button[type=submit]').click();
      await expectToast(page, tr(lang, 'Registration successful'));

      // Signed up on the language's page: the account's mails go in it, and the app stays in it.
      await expectPath(page, `/${lang}/directory`);
      const user = (await (await page.request.get(appUrl('/api/user'), RETRY_RESET)).json()) as { language: string };
      expect(user.language).toBe(lang);
      const list = (await (
        await page.request.get(appUrl('/api/airlines?limit=1000'), RETRY_RESET)
      ).json()) as AirlineList;
      // A company that takes e-mail and whose own language is this one, when the directory has one.
      const airline =
        list.airlines.find((a) => a.email && letterLanguagesFor(a.country).includes(lang)) ??
        list.airlines.find((a) => a.email)!;
      const search = page.getByTestId('directory-search');
      await search.fill(airline.name);
      await search.press('Enter');
      await page.getByTestId('airline-card').filter({ hasText: airline.name }).first().waitFor();
      expect(await overflowing(page)).toEqual([]);
      await screenshot(page, `lang-${lang}-directory`);

      await page.goto(appUrl(`/${lang}/report-problem?airline=${airline.id}`));
      const report = page.locator('form:has(select[name=category])');
      await report.waitFor();
      await expect.poll(() => report.locator('select[name=airlineId]').inputValue()).toBe(String(airline.id));
      await report.locator('select[name=category]').selectOption('baggage');
      await report.locator('textarea[name=description]').fill('Mi maleta no llegó / my suitcase did not arrive.');
      const languageField = report.getByTestId('letter-language-field');
      const ownLanguage = letterLanguagesFor(airline.country).includes(lang);
      if (ownLanguage) await languageField.locator('select').selectOption(lang);
      else expect(await languageField.count()).toBe(0);
      expect(await overflowing(page)).toEqual([]);
      await screenshot(page, `lang-${lang}-report`);
      const posted = page.waitForResponse((r) => r.url().endsWith('/api/problems') && r.request().method() === 'POST');
      await report.getByRole('button', { name: tr(lang, 'Submit Report') }).click();
      const res = await posted;
      expect(res.status(), await res.text()).toBe(201);
      const filed = (await res.json()) as Problem;
      expect(filed.letterLanguage).toBe(ownLanguage ? lang : 'en');
      if (ownLanguage) expect(filed.letterEnglish).toContain(airline.name);
      await page.getByTestId('report-success').waitFor();
      expect(await overflowing(page)).toEqual([]);
      await screenshot(page, `lang-${lang}-thank-you`);

      await page.goto(appUrl(`/${lang}/problem-management`));
      await page.getByRole('heading', { level: 1, name: tr(lang, 'Problem Management') }).waitFor();
      const row = page.locator(`[data-testid=problem-card][data-problem-id="${filed.id}"]`);
      await row.waitFor();
      expect(await overflowing(page)).toEqual([]);
      await screenshot(page, `lang-${lang}-cases`);
      // The same page on a wide screen, with the signed-in header: the language's longer labels, the account's name
      // and the switcher fit in the row (at 1280 px the French one ran 99 px off screen until the name could give way).
      await page.setViewportSize(DESKTOP);
      await page.getByTestId('desktop-nav').getByTestId('welcome').waitFor();
      expect(await overflowing(page)).toEqual([]);
      await page.setViewportSize(MOBILE);
      await row.getByRole('button', { name: tr(lang, 'View problem {id}').replace('{id}', String(filed.id)) }).click();
      const detail = page.getByTestId('problem-detail');
      await detail.getByTestId('problem-history').waitFor();
      expect(await overflowing(page)).toEqual([]);
      await screenshot(page, `lang-${lang}-case`);
      expect(new URL(page.url()).pathname.startsWith(`/${lang}/`)).toBe(true);
      await context.close();
    });
});

describe('the language switcher', () => {
  it('opens the same page in the chosen language and keeps it, on a wide screen and in the mobile menu', async ({
    browser,
  }) => {
    // A visitor on a wide screen: the header's switcher.
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(appUrl('/how-it-works'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByTestId('language-switcher').first().selectOption('fr');
    await expectPath(page, '/fr/how-it-works');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByRole('heading', { level: 1, name: tr('fr', 'How AirDesk Works') }).waitFor();
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('fr');
    // The cookie keeps it: an English address opens in French, and the switcher shows French.
    await page.goto(appUrl('/faq'));
    await expectPath(page, '/fr/faq');
    expect(await page.getByTestId('language-switcher').first().inputValue()).toBe('fr');
    await screenshot(page, 'lang-switcher-desktop');

    // A signed-in traveller on a phone: the mobile menu's switcher, which also becomes the account's language
    // (the language of its mails).
    const session = await signedIn(browser, { tag: 'lang-switch', viewport: MOBILE });
    const phone = session.page;
    await phone.goto(appUrl('/directory'));
    await phone.getByTestId('mobile-menu-button').click();
    const menu = phone.getByTestId('mobile-menu');
    await menu.waitFor();
    await screenshot(phone, 'lang-switcher-mobile-menu', false);
    await menu.getByTestId('language-switcher').selectOption('it');
    await expectPath(phone, '/it/directory');
    expect(await phone.locator('html').getAttribute('lang')).toBe('it');
    await expect
      .poll(
        async () => ((await (await phone.request.get(appUrl('/api/user'))).json()) as { language: string }).language,
      )
      .toBe('it');
    // Back to English with the same switcher: the English page, no prefix, and the account follows.
    await phone.getByTestId('mobile-menu-button').click();
    await phone.getByTestId('mobile-menu').getByTestId('language-switcher').selectOption('en');
    await expectPath(phone, '/directory');
    expect(await phone.locator('html').getAttribute('lang')).toBe('en');
    await expect
      .poll(
        async () => ((await (await phone.request.get(appUrl('/api/user'))).json()) as { language: string }).language,
      )
      .toBe('en');
  });
});

describe('the rights card in a language', () => {
  it("explains EU261 in German: the engine's reason and time limit from the rights catalogue, never English", async ({
    browser,
  }) => {
    const context = await newContext(browser, { viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(appUrl('/de/rights'));
    const form = page.locator('form').filter({ has: page.getByTestId('carrier-typeahead') });
    await form.waitFor();
    await form.getByTestId('carrier-typeahead').pressSequentially('lufth', { delay: 40 });
    await page.getByRole('option', { name: /^Lufthansa LH/ }).click();
    await form.locator('input[name=flightDeparture]').fill('FRA');
    await form.locator('input[name=flightArrival]').fill('JFK');
    await form.locator('input[name=date]').fill('2026-10-01');
    await form.locator('select[name=incident]').selectOption('delay');
    await form.locator('input[name=arrivalDelayHours]').fill('4');
    // What the API answers, in English: the SPA shows its prose through the German rights catalogue.
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/rights/assess') && r.request().method() === 'POST' && r.status() === 200,
    );
    await form.locator('select[name=cause]').selectOption('airline');
    const assessed = (await (await answer).json()) as { regimes: { regime: string; reason: string }[] };
    const english = assessed.regimes.find((r) => r.regime === 'EU261')!.reason;
    const eu = page.getByTestId('rights-card').locator('[data-regime=EU261]');
    // The law by its official German title, the amount written the German way, and the reason in German.
    await expect
      .poll(async () => (await eu.textContent()) ?? '', { timeout: 15_000 })
      .toContain('Verordnung (EG) Nr. 261/2004');
    const shown = (await eu.textContent()) ?? '';
    expect(shown).toMatch(/600\s€ pro Fluggast/);
    for (const sentence of english.split(/(?<=\.)\s+/)) expect(shown).not.toContain(sentence);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'lang-de-rights-card');
  });
});
