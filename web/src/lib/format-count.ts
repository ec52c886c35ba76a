import { currentLanguage } from '../i18n/language';

/** The thousands separator of each language (CLDR): French a narrow no-break space. */
const SEPARATOR: Record<string, string> = { en: ',', es: '.', fr: '\u202f', de: '.', 'pt-BR': '.', it: '.' };

/**
 * A whole number with its thousands grouped as the active language writes it ("12,345", "12.345"; Spanish
 * groups from five digits on). Not toLocaleString: its first call loads the ICU number data, about 35 ms of
 * main thread on the bench machine (140 ms on Lighthouse's phone profile), paid on every page load because the
 * footer shows the directory's size.
 */
export const formatCount = (n: number) => {
  const lang = currentLanguage();
  const digits = String(Math.trunc(n));
  if (lang === 'es' && digits.replace('-', '').length <= 4) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, SEPARATOR[lang] ?? ',');
};
