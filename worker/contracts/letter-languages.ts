// The languages a report's letter may be written in (docs/api.md#languages, "Letters"): English, or the company's
// home language when AirDesk speaks it. Pure, shared by the worker (which refuses any other) and the SPA (which
// offers these two in the report form).
import { countryCode } from './country-codes';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * The language companies of a country write in, where it is one of AirDesk's: only states where that language is
 * THE language of business (sole official language, or the one all companies use). Left out on purpose:
 * Belgium, Switzerland and Luxembourg (several official languages, no one language every company uses), Puerto
 * Rico (Spanish and English), Cameroon, Rwanda and the other bilingual states, and North African states where
 * French is common but not official. Canada is French as well as English (federal carriers answer in both
 * official languages, and the APPR has an official French text); Portugal and the Portuguese-speaking states of
 * Africa get the pt-BR text (the letter's legal terms for Regulation 261/2004 are the EUR-Lex Portuguese ones).
 */
const HOME_LANGUAGE: Readonly<Record<string, Exclude<Language, 'en'>>> = {
  // Spanish
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
  VE: 'es',
  EC: 'es',
  BO: 'es',
  PY: 'es',
  UY: 'es',
  CR: 'es',
  PA: 'es',
  GT: 'es',
  HN: 'es',
  SV: 'es',
  NI: 'es',
  DO: 'es',
  CU: 'es',
  GQ: 'es',
  // French
  FR: 'fr',
  MC: 'fr',
  CA: 'fr',
  GP: 'fr',
  MQ: 'fr',
  GF: 'fr',
  RE: 'fr',
  YT: 'fr',
  PM: 'fr',
  BL: 'fr',
  MF: 'fr',
  NC: 'fr',
  PF: 'fr',
  WF: 'fr',
  SN: 'fr',
  CI: 'fr',
  ML: 'fr',
  BF: 'fr',
  NE: 'fr',
  TG: 'fr',
  BJ: 'fr',
  GN: 'fr',
  GA: 'fr',
  CG: 'fr',
  CD: 'fr',
  // German
  DE: 'de',
  AT: 'de',
  LI: 'de',
  // Italian
  IT: 'it',
  SM: 'it',
  VA: 'it',
  // Portuguese
  BR: 'pt-BR',
  PT: 'pt-BR',
  AO: 'pt-BR',
  MZ: 'pt-BR',
  CV: 'pt-BR',
  GW: 'pt-BR',
  ST: 'pt-BR',
};

/** The ISO code of `country` (a code such as "DE", or a directory name such as "Germany"), or undefined. */
const codeOf = (country: string) => {
  const c = country.trim();
  return /^[A-Za-z]{2}$/.test(c) ? c.toUpperCase() : countryCode(c);
};

/** The home language of a country (ISO code or directory name) when it is one of AirDesk's other than English, else null. */
export function homeLanguageOf(country: string): Exclude<Language, 'en'> | null {
  const code = codeOf(country);
  return (code && HOME_LANGUAGE[code]) || null;
}

/** The languages a letter to a company of `country` may be written in: English first, then its home language if any. */
export function letterLanguagesFor(country: string): Language[] {
  const home = homeLanguageOf(country);
  return home ? [DEFAULT_LANGUAGE, home] : [DEFAULT_LANGUAGE];
}

/** Whether a letter to a company of `country` may be written in `lang`. */
export const letterLanguageAllowed = (lang: Language, country: string) => letterLanguagesFor(country).includes(lang);

/** The language of a letter to an official body of `country`: its home language when AirDesk speaks it, else English. */
export const bodyLanguageOf = (country: string): Language => homeLanguageOf(country) ?? DEFAULT_LANGUAGE;
