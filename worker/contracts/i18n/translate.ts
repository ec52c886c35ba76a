// The texts the contracts and the worker define (zod messages, labels, the API's error messages), in each
// language (docs/i18n.md). The SPA's own texts are in its PO catalogues; these are shared by both sides.
// SKELETON: the catalogues and the matching of texts with values in them are still to be written.
import type { Language } from '../languages';

/** One language's translations, keyed by the English text (a text with values as its template, "{max}"). */
export type ServerCatalogue = Record<string, string>;

const loaded = new Map<Language, ServerCatalogue>();

/** Makes a language's catalogue available to translateText. */
export const useServerCatalogue = (lang: Language, catalogue: ServerCatalogue) => void loaded.set(lang, catalogue);

/** An English text in a language; the English text itself when there is no translation. */
export function translateText(lang: Language, english: string): string {
  return loaded.get(lang)?.[english] ?? english;
}
