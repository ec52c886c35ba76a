// The mails to the traveller in their account's language (docs/api.md#languages). Each text is written in English
// with named placeholders, `mailText(lang, 'Your report #{id} to {airline} …', { id, airline })`: in English it is
// exactly the text it always was, in another language its translation from the mail catalogues (mail/i18n/, keyed
// by the English template; mail-catalogues.node.test.ts fails on a missing one). Dates are written for the language.
import { SERVER_CATALOGUES } from '../contracts/i18n/catalogues';
import { fillTemplate, registerServerCatalogue, translateText } from '../contracts/i18n/translate';
import type { Language } from '../contracts/languages';
import { MAIL_CATALOGUES } from './i18n/catalogues';

/** A mail's text in a language, its placeholders filled with `values`. */
export function mailText(lang: Language, english: string, values: Readonly<Record<string, string | number>> = {}) {
  const template = lang === 'en' ? english : (MAIL_CATALOGUES[lang][english] ?? english);
  return fillTemplate(template, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));
}

/** A contract's label (a status) in a language, from the server catalogues the API's messages use. */
export const labelIn = (lang: Language, english: string) =>
  lang === 'en' ? english : (SERVER_CATALOGUES[lang][english] ?? english);

/**
 * The rights engine's prose (a regime's reason, a deadline's description, a complaint route's reason) in a language:
 * the engine writes it in English and the rights catalogues translate it piece by piece (contracts/i18n/rights).
 * The caller has loaded them (loadRightsTexts, worker/rights-texts-module.ts: a module of their own, kept out of the
 * main bundle); the server catalogue's terms inside the prose are registered here, for a mail built outside a
 * request.
 */
export function rightsText(lang: Language, english: string) {
  if (lang === 'en') return english;
  registerServerCatalogue(lang, SERVER_CATALOGUES[lang]);
  return translateText(lang, english);
}

/** A moment as a reader of the language writes it, in UTC: "June 3, 2027 at 9:00 AM UTC", "3. Juni 2027 um 09:00 UTC". */
export const mailDateTime = (lang: Language, iso: string) =>
  new Date(iso).toLocaleString(lang === 'en' ? 'en-US' : lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC';

/** A calendar day (YYYY-MM-DD): as it is in English (the mails always wrote it so), in words in another language. */
export const mailDay = (lang: Language, day: string) =>
  lang === 'en' ? day : new Date(`${day}T00:00:00Z`).toLocaleDateString(lang, { dateStyle: 'long', timeZone: 'UTC' });
