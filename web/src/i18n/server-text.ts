// The texts the contracts define (zod messages, labels such as categories, statuses and regime names), in the
// active language (worker/contracts/i18n). The language's server catalogue loads with the pages that show such
// texts (language.ts); the API's error messages arrive already translated and pass through unchanged.
// The rights engine's prose (reasons, deadlines, route reasons) has a catalogue of its own, loaded by useRightsText
// only where rights are shown.
import { useLingui } from '@lingui/react';
import type { Language } from '@contracts/languages';
import { translateText } from '@contracts/i18n/translate';
import { use } from 'react';
import { hasRightsCatalogue, hasServerCatalogue, rightsCatalogue, serverCatalogue } from './language';

/** A function that shows a contract's English text in the page's language. */
export function useServerText() {
  const { i18n } = useLingui();
  const lang = i18n.locale as Language;
  // Loaded with the page when the page shows contract texts at once; a part loaded later (a dialog, a signed-in
  // section) suspends here until the catalogue is in, rather than showing English first.
  if (!hasServerCatalogue(lang)) use(serverCatalogue(lang));
  return (english: string) => translateText(lang, english);
}

/**
 * useServerText for the rights engine's prose (a regime's reason, a deadline, a pending-law note, a complaint route's
 * reason). It suspends until the language's rights catalogue is in, so the English text never shows first
 * (components/rights/rights-text.tsx gives it a boundary of its own); English loads nothing and never suspends.
 */
export function useRightsText() {
  const { i18n } = useLingui();
  const lang = i18n.locale as Language;
  if (!hasServerCatalogue(lang)) use(serverCatalogue(lang));
  if (!hasRightsCatalogue(lang)) use(rightsCatalogue(lang));
  return (english: string) => translateText(lang, english);
}
