// The texts the contracts and the worker define (zod messages, labels, the API's error messages, the rights engine's
// prose), in each language (docs/i18n.md). The SPA's own texts are in its PO catalogues; these are shared by both
// sides: the worker loads every server catalogue (worker/lib/language.ts) and the rights catalogues when a mail
// quotes the engine (worker/rights-texts-module.ts); the SPA only the active language's (web/src/i18n), and the
// rights catalogue only on the pages that show rights.
// No zod here: the SPA loads this module with its first page.
import type { Language } from '../languages';
import { formatValue } from './values';

/**
 * One language's translations, keyed by the English text. A text with values is keyed by its template, each
 * value a named placeholder ("Enter at most {max} characters."), and its translation carries the same
 * placeholders, in the order the language needs.
 *
 * A value is translated too when it is itself a catalogued text or fills a template (to a bounded depth), so a
 * sentence assembled from pieces is catalogued as its pieces. Two kinds of placeholder name say more:
 * - `{text}`, `{text2}`: a catalogued text, which may be several sentences ("{text} Claim by {date}.");
 * - `{term}`, `{term2}`: a catalogued phrase inside a sentence ("before the courts of {term}").
 * Any other placeholder is a value (an amount, a date, a name) and never spans a sentence's end.
 */
export type ServerCatalogue = Record<string, string>;

/** `{name}`: a placeholder. "{ amount, currency }" (spaces, commas) is text, as the API's messages write shapes. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The placeholders of a text, in order. */
export const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** Placeholders that must hold a catalogued text (a sentence or more) or phrase; the others are values. */
const isTextName = (name: string) => /^text\d*$/.test(name);
const mustTranslate = (name: string) => /^(text|term)\d*$/.test(name);

/** A capture of any text, and of a value: anything that does not cross a sentence's end (". " and a capital). */
const TEXT_CAPTURE = '([\\s\\S]+?)';
const VALUE_CAPTURE = '((?:(?![.!?]\\s+\\p{Lu})[\\s\\S])+?)';

/** Where a text of several sentences is cut when no entry holds it whole: each sentence is translated alone. */
const SENTENCE_END = /(?<=[.!?])\s+(?=\p{Lu})/u;

/** How deep values are translated inside values (a sentence, its time limit, the court named in it). */
const MAX_DEPTH = 6;

interface Template {
  key: string;
  translation: string;
  pattern: RegExp;
  names: string[];
  /** Characters outside the placeholders: the more, the more specific (tried first). */
  weight: number;
  /** The template's longest literal part: a text without it cannot fill the template (a cheap test first). */
  anchor: string;
  /** Values such as amounts and dates are written the language's way (registerServerCatalogue's option). */
  formatValues: boolean;
}

interface Compiled {
  catalogues: ServerCatalogue[];
  templates: Template[];
}

interface RegisterOptions {
  /** Write the amounts, numbers and dates caught by this catalogue's templates as the language writes them. */
  formatValues?: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regex of an English template: the text literally, each placeholder a lazy capture. */
function compileTemplate(key: string, translation: string, formatValues: boolean): Template {
  const names = placeholdersOf(key);
  const literals: string[] = [];
  let source = '';
  let last = 0;
  for (const m of key.matchAll(PLACEHOLDER)) {
    literals.push(key.slice(last, m.index));
    source += escapeRegExp(key.slice(last, m.index)) + (isTextName(m[1]!) ? TEXT_CAPTURE : VALUE_CAPTURE);
    last = m.index + m[0].length;
  }
  literals.push(key.slice(last));
  source += escapeRegExp(key.slice(last));
  return {
    key,
    translation,
    pattern: new RegExp(`^${source}$`, 'u'),
    names,
    weight: literals.join('').length,
    anchor: literals.reduce((a, b) => (b.length > a.length ? b : a), ''),
    formatValues,
  };
}

/** A catalogue's entries with placeholders, compiled. */
const templatesOf = (catalogue: ServerCatalogue, formatValues: boolean) =>
  Object.entries(catalogue)
    .filter(([key]) => placeholdersOf(key).length > 0)
    .map(([key, translation]) => compileTemplate(key, translation, formatValues));

const loaded = new Map<Language, Compiled>();

/**
 * Makes a language's catalogue available to translateText (its templates compiled once, here). A language may have
 * several (the server catalogue, then the rights catalogue where rights are shown); registering one twice is a no-op.
 */
export function registerServerCatalogue(lang: Language, catalogue: ServerCatalogue, options: RegisterOptions = {}) {
  const compiled = loaded.get(lang) ?? { catalogues: [], templates: [] };
  if (compiled.catalogues.includes(catalogue)) return;
  const templates = templatesOf(catalogue, options.formatValues ?? false);
  loaded.set(lang, {
    catalogues: [...compiled.catalogues, catalogue],
    templates: [...compiled.templates, ...templates].sort((a, b) => b.weight - a.weight),
  });
}

function exact(compiled: Compiled, english: string): string | undefined {
  for (const catalogue of compiled.catalogues) if (Object.hasOwn(catalogue, english)) return catalogue[english];
  return undefined;
}

function matchTemplate(compiled: Compiled, english: string) {
  const found: { template: Template; values: string[] }[] = [];
  for (const t of compiled.templates) {
    if (!english.includes(t.anchor)) continue;
    const m = t.pattern.exec(english);
    if (m) found.push({ template: t, values: m.slice(1) });
  }
  return found;
}

/**
 * The catalogue entry an English text is in `catalogues` alone, whatever is registered: its own key, or the template
 * it fills, with the values it gives each placeholder (undefined when they do not hold it). For the checks of one
 * catalogue against the texts it must hold (the node suite's files share the registry).
 */
export function catalogueEntryIn(catalogues: readonly ServerCatalogue[]) {
  const templates = catalogues.flatMap((c) => templatesOf(c, false)).sort((a, b) => b.weight - a.weight);
  const compiled: Compiled = { catalogues: [...catalogues], templates };
  return (english: string) => entryIn(compiled, english);
}

function entryIn(compiled: Compiled, english: string): { key: string; values: Record<string, string> } | undefined {
  if (exact(compiled, english) !== undefined) return { key: english, values: {} };
  const first = matchTemplate(compiled, english)[0];
  if (!first) return undefined;
  const { template, values } = first;
  return { key: template.key, values: Object.fromEntries(template.names.map((name, i) => [name, values[i]!])) };
}

/** Puts values into a translation's placeholders. */
export const fillTemplate = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

interface Translated {
  text: string;
  /** Every part that must be translated was: no English sentence or phrase is left in it. */
  complete: boolean;
}

function translateIn(compiled: Compiled, lang: Language, english: string, depth: number): Translated | undefined {
  const whole = exact(compiled, english);
  if (whole !== undefined) return { text: whole, complete: true };
  if (depth <= 0) return undefined;
  let fallback: Translated | undefined;
  for (const t of compiled.templates) {
    if (!english.includes(t.anchor)) continue;
    const m = t.pattern.exec(english);
    if (!m) continue;
    let complete = true;
    const values: Record<string, string> = {};
    for (const [i, name] of t.names.entries()) {
      const value = m[i + 1]!;
      const inner = translateIn(compiled, lang, value, depth - 1);
      if (inner) {
        values[name] = inner.text;
        complete &&= inner.complete;
      } else {
        values[name] = (t.formatValues && formatValue(lang, value)) || value;
        if (mustTranslate(name)) complete = false;
      }
    }
    const filled = { text: fillTemplate(t.translation, values), complete };
    // The most specific template that leaves nothing in English wins; else the most specific that matched.
    if (complete) return filled;
    fallback ??= filled;
  }
  // A text of several sentences no entry holds whole: each sentence on its own (a reason and its time limit).
  const bySentence = translateSentences(compiled, lang, english, depth);
  if (bySentence?.complete || !fallback) return bySentence ?? fallback;
  return fallback;
}

function translateSentences(
  compiled: Compiled,
  lang: Language,
  english: string,
  depth: number,
): Translated | undefined {
  const sentences = english.split(SENTENCE_END);
  if (sentences.length < 2) return undefined;
  const parts = sentences.map((s) => translateIn(compiled, lang, s, depth - 1));
  if (parts.every((p) => p === undefined)) return undefined;
  return {
    text: parts.map((p, i) => p?.text ?? sentences[i]).join(' '),
    complete: parts.every((p) => p?.complete === true),
  };
}

/**
 * An English text in a language; the English text itself when there is no translation. A value caught by a
 * template is translated too when it is a catalogued text or fills a template itself (an incident's name inside a
 * sentence, a reason before its time limit).
 */
export function translateText(lang: Language, english: string): string {
  const compiled = loaded.get(lang);
  if (!compiled) return english;
  return translateIn(compiled, lang, english, MAX_DEPTH)?.text ?? english;
}

/** Whether the loaded catalogues translate all of a text (the checks' test: no sentence or phrase left in English). */
export function fullyTranslated(lang: Language, english: string): boolean {
  const compiled = loaded.get(lang);
  return !!compiled && translateIn(compiled, lang, english, MAX_DEPTH)?.complete === true;
}
