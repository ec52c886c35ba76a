// The Worker's own messages (docs/i18n.md): every error message the worker's code writes is in each language, in the
// server catalogues or the Worker's, and the SPA, which loads only the server catalogues, needs none of the Worker's.
import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGUES } from '../../contracts/i18n/catalogues';
import { contractTexts, sourceTexts } from '../../contracts/i18n/sources.node-fixture';
import { catalogueEntryIn, placeholdersOf, translateText } from '../../contracts/i18n/translate';
import { registerEveryLanguage } from '../../language-texts/every-language.node-fixture';
import { LANGUAGES, type Language } from '../../contracts/languages';
import { WORKER_CATALOGUES } from './catalogues';

const TRANSLATED = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
/** A source template's values (`{0}`) filled with a sample, as the worker would send it. */
const sample = (text: string) => text.replace(/\{\d+\}/g, 'XYZ');
const sorted = (a: string[]) => [...a].sort();

describe("the Worker's own messages", () => {
  it('are none of the texts the contracts show or validate with (the SPA loads only the server catalogues)', () => {
    // A contract text that one of the Worker's catalogues translated would be missing from the SPA.
    const shown = [
      ...contractTexts().map((t) => t.text),
      ...sourceTexts()
        .filter((t) => t.where.startsWith('contracts/'))
        .map((t) => sample(t.text)),
    ];
    for (const lang of TRANSLATED) expect(shown.filter(catalogueEntryIn([WORKER_CATALOGUES[lang]]))).toEqual([]);
  });

  it.each(TRANSLATED)('%s translates each of them, keeping its placeholders', (lang) => {
    const keys = [...new Set(TRANSLATED.flatMap((l) => Object.keys(WORKER_CATALOGUES[l])))];
    const catalogue: Record<string, string> = WORKER_CATALOGUES[lang];
    expect(keys.filter((key) => !catalogue[key]?.trim())).toEqual([]);
    expect(
      keys.filter((key) => sorted(placeholdersOf(catalogue[key] ?? '')).join() !== sorted(placeholdersOf(key)).join()),
    ).toEqual([]);
  });

  it('with the server catalogues, hold every error message of the worker as the code writes it', () => {
    const texts = sourceTexts();
    expect(texts.length).toBeGreaterThan(80);
    for (const lang of TRANSLATED) {
      const entry = catalogueEntryIn([SERVER_CATALOGUES[lang], WORKER_CATALOGUES[lang]]);
      const missing = texts.filter((t) => !entry(sample(t.text))).map((t) => `${t.where}: ${t.text}`);
      expect(missing, `worker messages missing in ${lang}`).toEqual([]);
    }
  });

  it('fills a template with the values of the English text, and translates a value that is a catalogued text', () => {
    // As the Worker registers a language when a request first needs it.
    registerEveryLanguage();
    expect(translateText('de', 'No airport with the IATA code XXX.')).toBe(
      'Es gibt keinen Flughafen mit dem IATA-Code XXX.',
    );
    expect(translateText('fr', 'You can save at most 5 cards. Please delete one first.')).toBe(
      'Vous pouvez enregistrer au plus 5 cartes. Veuillez d’abord en supprimer une.',
    );
    expect(translateText('es', 'Not known yet: it depends on the fare paid')).toBe(
      'Aún no se sabe: depende de la tarifa pagada',
    );
    expect(translateText('it', 'A text no catalogue holds.')).toBe('A text no catalogue holds.');
    expect(translateText('en', 'Passwords do not match')).toBe('Passwords do not match');
    // An exact text wins over a template it would also fill.
    expect(translateText('pt-BR', 'Invalid input')).toBe('Dados inválidos');
  });
});
