// The texts the contracts define (zod messages, labels such as categories, statuses and regime names), in the
// active language (worker/contracts/i18n). activateLanguage (language.ts) loads the language's server catalogue
// with the SPA's own; the API's error messages arrive already translated and pass through unchanged.
import { useLingui } from '@lingui/react';
import type { Language } from '@contracts/languages';
import { translateText } from '@contracts/i18n/translate';

/** A function that shows a contract's English text in the page's language. */
export function useServerText() {
  const { i18n } = useLingui();
  const lang = i18n.locale as Language;
  return (english: string) => translateText(lang, english);
}
