// The mails to the traveller in their account's language (docs/api.md#languages). Each text is written in English
// with named placeholders, `mailText(lang, 'Your report #{id} to {airline} …', { id, airline })`: in English it is
// exactly the text it always was, in another language its translation from the mail catalogues (mail/i18n/, keyed
// by the English template; mail-catalogues.node.test.ts fails on a missing one). Dates are written for the language.
import { fillTemplate, translateText, type ServerCatalogue } from '../contracts/i18n/translate';
import type { Language } from '../contracts/languages';
import { formatDateIn } from '../contracts/i18n/values';

interface MailCatalogues {
  /** The mails' own texts (mail/i18n/<lang>.ts). */
  mail: ServerCatalogue;
  /** The contracts' labels (contracts/i18n/<lang>.ts), for a status or a category named in a mail. */
  server: ServerCatalogue;
}

// Each language's catalogues come with its texts module (worker/language-texts-module.ts), so the main bundle
// carries none of them; the language's server catalogue is registered with translateText by the same module.
const CATALOGUES = new Map<Language, MailCatalogues>();

/** Makes a language's mail texts available (the language's texts module calls it). */
export const registerMailCatalogues = (lang: Language, catalogues: MailCatalogues) =>
  void CATALOGUES.set(lang, catalogues);

/** A language's catalogues; a mail is never written in English in place of a language that was not loaded. */
function cataloguesOf(lang: Exclude<Language, 'en'>): MailCatalogues {
  const catalogues = CATALOGUES.get(lang);
  if (!catalogues) throw new Error(`The mail texts in ${lang} are not loaded (loadLanguageTexts).`);
  return catalogues;
}

/** A mail's text in a language, its placeholders filled with `values`. */
export function mailText(lang: Language, english: string, values: Readonly<Record<string, string | number>> = {}) {
  const template = lang === 'en' ? english : (cataloguesOf(lang).mail[english] ?? english);
  return fillTemplate(template, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));
}

/** A contract's label (a status) in a language, from the server catalogues the API's messages use. */
export const labelIn = (lang: Language, english: string) =>
  lang === 'en' ? english : (cataloguesOf(lang).server[english] ?? english);

/**
 * The rights engine's prose (a regime's reason, a deadline's description, a complaint route's reason) in a language:
 * the engine writes it in English and the rights catalogues translate it piece by piece (contracts/i18n/rights).
 * The caller has loaded them (loadRightsTexts, worker/rights-texts-module.ts: a module of their own, kept out of the
 * main bundle), after the language's texts, whose server catalogue holds the terms inside the prose.
 */
export function rightsText(lang: Language, english: string) {
  if (lang === 'en') return english;
  cataloguesOf(lang);
  return translateText(lang, english);
}

const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (lang: Language, shape: 'moment' | 'day') => {
  let f = formats.get(`${lang} ${shape}`);
  if (!f) {
    const locale = lang === 'en' ? 'en-US' : lang;
    f = new Intl.DateTimeFormat(
      locale,
      shape === 'moment'
        ? { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }
        : { dateStyle: 'long', timeZone: 'UTC' },
    );
    formats.set(`${lang} ${shape}`, f);
  }
  return f;
};

/** A moment as a reader of the language writes it, in UTC: "June 3, 2027 at 9:00 AM UTC", "3. Juni 2027 um 09:00 UTC". */
export const mailDateTime = (lang: Language, iso: string) =>
  formatDateIn(lang, formatOf(lang, 'moment'), new Date(iso)) + ' UTC';

/** A calendar day (YYYY-MM-DD): as it is in English (the mails always wrote it so), in words in another language. */
export const mailDay = (lang: Language, day: string) =>
  lang === 'en' ? day : formatDateIn(lang, formatOf(lang, 'day'), new Date(`${day}T00:00:00Z`));
