// The texts the contracts and the worker define (zod messages, labels, the API's error messages), in each
// language (docs/i18n.md). The SPA's own texts are in its PO catalogues; these are shared by both sides: the
// worker loads every catalogue (worker/lib/language.ts), the SPA only the active language's (web/src/i18n).
// No zod here: the SPA loads this module with its first page.
import type { Language } from '../languages';

/**
 * One language's translations, keyed by the English text. A text with values is keyed by its template, each
 * value a named placeholder ("Enter at most {max} characters."), and its translation carries the same
 * placeholders, in the order the language needs.
 */
export type ServerCatalogue = Record<string, string>;

/** `{name}`: a placeholder. "{ amount, currency }" (spaces, commas) is text, as the API's messages write shapes. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The placeholders of a text, in order. */
export const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** Characters outside the placeholders: the more, the more specific (tried first). */
  weight: number;
}

interface Compiled {
  catalogue: ServerCatalogue;
  templates: Template[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regex of an English template: the text literally, each placeholder a lazy capture (any text, on one line or several). */
function compileTemplate(key: string): Template {
  const names = placeholdersOf(key);
  let source = '';
  let last = 0;
  for (const m of key.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(key.slice(last, m.index))}([\\s\\S]+?)`;
    last = m.index + m[0].length;
  }
  source += escapeRegExp(key.slice(last));
  return { key, pattern: new RegExp(`^${source}$`), names, weight: key.length - names.join('').length };
}

const loaded = new Map<Language, Compiled>();

/** Makes a language's catalogue available to translateText (its templates compiled once, here). */
export function registerServerCatalogue(lang: Language, catalogue: ServerCatalogue) {
  const templates = Object.keys(catalogue)
    .filter((key) => placeholdersOf(key).length > 0)
    .map(compileTemplate)
    .sort((a, b) => b.weight - a.weight);
  loaded.set(lang, { catalogue, templates });
}

/**
 * The catalogue entry an English text is: its own key, or the template it fills, with the values it gives each
 * placeholder. Undefined when the language's catalogue does not hold it (or is not loaded).
 */
export function catalogueEntry(
  lang: Language,
  english: string,
): { key: string; values: Record<string, string> } | undefined {
  const compiled = loaded.get(lang);
  if (!compiled) return undefined;
  if (Object.hasOwn(compiled.catalogue, english)) return { key: english, values: {} };
  for (const t of compiled.templates) {
    const m = t.pattern.exec(english);
    if (m) return { key: t.key, values: Object.fromEntries(t.names.map((name, i) => [name, m[i + 1]!])) };
  }
  return undefined;
}

/** Puts values into a translation's placeholders. */
export const fillTemplate = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

/**
 * An English text in a language; the English text itself when there is no translation. A value caught by a
 * template is translated too when it is a catalogued text itself (an incident's name inside a sentence).
 */
export function translateText(lang: Language, english: string): string {
  const entry = catalogueEntry(lang, english);
  if (!entry) return english;
  const translation = loaded.get(lang)!.catalogue[entry.key]!;
  if (entry.key === english) return translation;
  const values = Object.fromEntries(
    Object.entries(entry.values).map(([name, value]) => {
      const inner = loaded.get(lang)!.catalogue[value];
      return [name, inner !== undefined && !placeholdersOf(value).length ? inner : value];
    }),
  );
  return fillTemplate(translation, values);
}
