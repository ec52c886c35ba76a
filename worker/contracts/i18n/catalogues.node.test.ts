// The server catalogues (docs/i18n.md): every text the contracts show (the SPA's labels and validation messages) is in
// each language, and each translation keeps its English text's placeholders. The Worker's own messages are checked
// with their catalogues (worker/lib/i18n/catalogues.node.test.ts). The texts are read from the code
// (sources.node-fixture.ts), so a new message without its translations fails here.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../languages';
import { amountInWords, noticeInWords } from '../rights-words';
import { answerRecordText, phoneRegionNote } from '../directory';
import { registerBody } from '../schemas/auth';
import '../schemas/fields';
import { SERVER_CATALOGUES } from './catalogues';
import { catalogueEntryIn, placeholdersOf, registerServerCatalogue, translateText } from './translate';
import { contractTexts, sourceTexts } from './sources.node-fixture';

const TRANSLATED = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
for (const lang of TRANSLATED) registerServerCatalogue(lang, SERVER_CATALOGUES[lang]);
// The SPA loads the server catalogue alone: what it must hold is looked up in it alone (the node suite's files share
// the registry, and another file may have registered the Worker's own catalogues).
const inServerCatalogue = Object.fromEntries(
  TRANSLATED.map((lang) => [lang, catalogueEntryIn([SERVER_CATALOGUES[lang]])]),
) as Record<(typeof TRANSLATED)[number], ReturnType<typeof catalogueEntryIn>>;

const allKeys = [...new Set(TRANSLATED.flatMap((lang) => Object.keys(SERVER_CATALOGUES[lang])))];
const sorted = (a: string[]) => [...a].sort();

/** A source template's values (`{0}`) filled with a sample, as the worker would send it. */
const sample = (text: string) => text.replace(/\{\d+\}/g, 'XYZ');

/** zod's own English messages, for input no field message covers (a number where text belongs, a stray key). */
function zodMessages() {
  const strict = z.strictObject({ a: z.string(), b: z.array(z.string()).check(z.maxLength(2)), c: z.enum(['x', 'y']) });
  const result = z.safeParse(strict, { a: 1, b: ['1', '2', '3'], c: 'z', d: 1 });
  const plain = z.safeParse(registerBody, 'not an object');
  return [...(result.success ? [] : result.error.issues), ...(plain.success ? [] : plain.error.issues)].map(
    (i) => i.message,
  );
}

describe('server catalogues', () => {
  it.each(TRANSLATED)('%s translates every catalogued text, keeping its placeholders', (lang) => {
    const catalogue: Record<string, string> = SERVER_CATALOGUES[lang];
    const missing = allKeys.filter((key) => !catalogue[key]?.trim());
    expect(missing, `texts ${lang} does not translate`).toEqual([]);
    const broken = allKeys.filter((key) => {
      const value = catalogue[key];
      return value !== undefined && sorted(placeholdersOf(value)).join() !== sorted(placeholdersOf(key)).join();
    });
    expect(broken, `translations in ${lang} that drop or add a placeholder`).toEqual([]);
  });

  it('holds every message constant and label of the contracts', () => {
    const texts = contractTexts();
    expect(texts.length).toBeGreaterThan(150);
    for (const lang of TRANSLATED) {
      const missing = texts.filter((t) => !inServerCatalogue[lang](t.text)).map((t) => `${t.where}: ${t.text}`);
      expect(missing, `contract texts missing in ${lang}`).toEqual([]);
    }
  });

  it('holds every zod message of the schemas, as the code writes them (the SPA validates with them)', () => {
    const texts = sourceTexts().filter((t) => t.where.startsWith('contracts/'));
    expect(texts.length).toBeGreaterThan(10);
    for (const lang of TRANSLATED) {
      const missing = texts.filter((t) => !inServerCatalogue[lang](sample(t.text))).map((t) => `${t.where}: ${t.text}`);
      expect(missing, `schema messages missing in ${lang}`).toEqual([]);
    }
  });

  it("holds zod's own messages and the sentences the contracts build", () => {
    const built = [
      ...zodMessages(),
      answerRecordText({ sent: 6, answered: 4, medianDays: null }),
      answerRecordText({ sent: 6, answered: 4, medianDays: 0.5 }),
      answerRecordText({ sent: 6, answered: 4, medianDays: 3 }),
      phoneRegionNote('US'),
      noticeInWords(0),
      noticeInWords(1),
      noticeInWords(12),
      amountInWords({ amount: 600, currency: 'EUR', limit: null, missing: [] }),
      amountInWords({ amount: 0, currency: 'EUR', limit: null, missing: [] }),
      amountInWords({ amount: null, currency: null, limit: { amount: 1288, currency: 'SDR' }, missing: [] }),
      amountInWords({ amount: null, currency: null, limit: null, missing: ['farePaid'] }),
      amountInWords({ amount: null, currency: null, limit: null, missing: [] }),
    ];
    expect(built.length).toBeGreaterThan(15);
    for (const lang of TRANSLATED) {
      const missing = built.filter((text) => !inServerCatalogue[lang](text));
      expect(missing, `built texts missing in ${lang}`).toEqual([]);
    }
  });

  it('writes the legal terms as the official translations of Regulation 261/2004', () => {
    const noCompensation = 'No compensation is owed for this journey as described';
    expect(translateText('es', noCompensation)).toContain('compensación');
    expect(translateText('fr', noCompensation)).toContain('indemnisation');
    expect(translateText('de', noCompensation)).toContain('Ausgleichsleistung');
    expect(translateText('it', noCompensation)).toContain('compensazione pecuniaria');
    expect(translateText('pt-BR', noCompensation)).toContain('indenização');
  });
});
