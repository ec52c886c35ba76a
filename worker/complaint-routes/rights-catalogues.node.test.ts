// The rights catalogues (worker/contracts/i18n/rights): every text the rights engine can give a traveller and every
// complaint route's reason, found by running the engine over a grid of journeys (engine-texts.node-fixture.ts), is
// translated whole in each language, from pieces, and no translation drops or adds a placeholder. A new sentence in
// worker/rights or a new route reason without its translations fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../contracts/languages';
import { SERVER_CATALOGUES } from '../contracts/i18n/catalogues';
import { fullyTranslated, placeholdersOf, registerServerCatalogue, translateText } from '../contracts/i18n/translate';
import { RIGHTS_CATALOGUES, RIGHTS_OPTIONS } from '../contracts/i18n/rights/catalogues';
import { engineTexts } from './engine-texts.node-fixture';

const TRANSLATED = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
const sorted = (a: string[]) => [...a].sort();

let texts: Map<string, string>;
beforeAll(() => {
  for (const lang of TRANSLATED) {
    registerServerCatalogue(lang, SERVER_CATALOGUES[lang]);
    registerServerCatalogue(lang, RIGHTS_CATALOGUES[lang], RIGHTS_OPTIONS);
  }
  texts = engineTexts();
  // Running the engine over the grid takes a few seconds on a busy machine.
}, 120_000);

describe('rights catalogues', () => {
  it.each(TRANSLATED)('%s holds the same pieces as every other language, with their placeholders', (lang) => {
    const catalogue: Record<string, string> = RIGHTS_CATALOGUES[lang];
    const all = [...new Set(TRANSLATED.flatMap((l) => Object.keys(RIGHTS_CATALOGUES[l])))];
    expect(all.filter((key) => !catalogue[key]?.trim())).toEqual([]);
    const broken = all.filter(
      (key) => sorted(placeholdersOf(catalogue[key]!)).join() !== sorted(placeholdersOf(key)).join(),
    );
    expect(broken, `translations in ${lang} that drop or add a placeholder`).toEqual([]);
  });

  it.each(TRANSLATED)('%s translates every text the engine gives, whole', (lang) => {
    expect(texts.size).toBeGreaterThan(1000);
    const missing = [...texts]
      .filter(([text]) => !fullyTranslated(lang, text))
      .map(([text, where]) => `${where}: ${text}`);
    // One example per untranslated text is enough to find the piece it lacks.
    expect(missing.slice(0, 20), `${missing.length} engine texts not translated in ${lang}`).toEqual([]);
  });

  it('translates a reason assembled from pieces, with its time limit and court', () => {
    const reason =
      'Arriving 3 h 30 min late at the final destination gives €250. It is owed unless the carrier proves extraordinary circumstances (Art. 5(3)). Claim by 2028-12-31 (before the courts of Germany, BGB s.195 and s.199(1)).';
    expect(translateText('de', reason)).toBe(
      'Eine Ankunft am Endziel mit 3 h 30 min Verspätung ergibt eine Ausgleichsleistung von 250\u00a0€. Sie ist geschuldet, sofern das Luftfahrtunternehmen keine außergewöhnlichen Umstände nachweist (Art. 5(3)). Fordern Sie sie bis zum 31. Dezember 2028 ein (vor den Gerichten in Deutschland, BGB s.195 and s.199(1)).',
    );
    expect(translateText('fr', reason)).toContain('devant les juridictions en Allemagne');
    expect(translateText('es', reason)).toContain('250\u00a0€');
  });

  it("writes the Regulation's and the APPR's terms as their official translations", () => {
    const denied =
      'Denied boarding against your will and not re-routed: the full €600, payable at once (Art. 7(2) halves it only after an alternative flight).';
    expect(translateText('es', denied)).toContain('compensación');
    expect(translateText('fr', denied)).toContain('indemnisation');
    expect(translateText('de', denied)).toContain('Ausgleichsleistung');
    expect(translateText('it', denied)).toContain('compensazione pecuniaria');
    expect(translateText('pt-BR', denied)).toContain('indenização');
    expect(translateText('fr', 'APPR covers flights to, from and within Canada only.')).toContain('RPPA');
  });

  it('leaves a text no catalogue holds in English, and English itself untouched', () => {
    expect(translateText('it', 'A sentence no catalogue holds.')).toBe('A sentence no catalogue holds.');
    expect(translateText('en', 'Claim by 2028-12-31 (SOR/2019-150, s.19(3)).')).toBe(
      'Claim by 2028-12-31 (SOR/2019-150, s.19(3)).',
    );
  });
});
