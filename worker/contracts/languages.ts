// The languages AirDesk speaks (docs/api.md#languages). English is the source: the product's English texts stay word for word.
// One list for the worker (error messages, mails, letters, the lang cookie) and the SPA (catalogues, switcher).

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switcher shows it (a traveller looks for their own language's name). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
};

/** The cookie the switcher sets (a year), read by the worker and the SPA; not HttpOnly, the SPA reads it at boot. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The supported language a tag names, or null: "pt-BR", "pt-br" and "pt" (and "pt-PT": Portuguese readers get
 * the Brazilian text rather than English) are pt-BR; "de-AT" is de; case is ignored.
 */
export function languageOf(tag: string): Language | null {
  const lower = tag.trim().toLowerCase();
  if (!lower) return null;
  const base = lower.split('-')[0]!;
  if (base === 'pt') return 'pt-BR';
  return isLanguage(base) ? base : null;
}

/**
 * The first supported language of an Accept-Language header, by its q-values (RFC 9110 §12.5.4; ties keep the
 * header's order), or null when none is supported. "*" and q=0 choose nothing.
 */
export function preferredLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, order };
    })
    .filter((r) => r.tag && r.tag !== '*' && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const r of ranked) {
    const lang = languageOf(r.tag);
    if (lang) return lang;
  }
  return null;
}

/** The path prefix of a language's pages: '' for English (the source, at /), '/es' for Spanish. */
export const languagePrefix = (lang: Language) => (lang === DEFAULT_LANGUAGE ? '' : `/${lang}`);

/** The language a path's first segment names ("/es/auth" is es), else English, and the path without it. */
export function splitLanguagePath(pathname: string): { lang: Language; path: string } {
  const m = /^\/([a-zA-Z]{2}(?:-[a-zA-Z]{2})?)(\/.*)?$/.exec(pathname);
  if (m && m[1] !== DEFAULT_LANGUAGE && isLanguage(m[1])) return { lang: m[1], path: m[2] || '/' };
  return { lang: DEFAULT_LANGUAGE, path: pathname };
}
