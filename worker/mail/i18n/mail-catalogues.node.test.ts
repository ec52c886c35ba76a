// The mail catalogues (mail-text.ts): every English text a mail to the traveller writes is translated in each
// language, with the same placeholders; the texts are read from the mail modules' source.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../contracts/languages';
import { placeholdersOf } from '../../contracts/i18n/translate';
import { formatValue } from '../../contracts/i18n/values';
import { mailDateTime, mailDay, mailText } from '../mail-text';
import { MAIL_CATALOGUES } from './catalogues';
import { mailTexts } from './mail-sources.node-fixture';
import { registerEveryLanguage } from '../../language-texts/every-language.node-fixture';

// The Worker loads a language's texts when first needed; here every language's, from their sources.
registerEveryLanguage();

const TRANSLATED = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
const sorted = (a: string[]) => [...a].sort().join();

describe('mail catalogues', () => {
  const texts = mailTexts();

  it('reads the texts of every mail module', () => {
    expect(texts.length).toBeGreaterThan(60);
  });

  it.each(TRANSLATED)('%s translates every text of the mails, keeping its placeholders, and nothing else', (lang) => {
    const catalogue: Record<string, string> = MAIL_CATALOGUES[lang];
    const missing = texts.filter((t) => !catalogue[t.text]?.trim()).map((t) => `${t.where}: ${t.text}`);
    expect(missing, `mail texts ${lang} does not translate`).toEqual([]);
    const broken = Object.entries(catalogue).filter(
      ([k, v]) => sorted(placeholdersOf(k)) !== sorted(placeholdersOf(v)),
    );
    expect(broken, `translations in ${lang} that drop or add a placeholder`).toEqual([]);
    const used = new Set(texts.map((t) => t.text));
    expect(
      Object.keys(catalogue).filter((k) => !used.has(k)),
      `texts no mail writes any more (${lang})`,
    ).toEqual([]);
  });

  it('keeps English word for word, and fills the translation', () => {
    expect(
      mailText('en', 'Your report #{id} to {airline} is now {to}', { id: 7, airline: 'Air X', to: 'Resolved' }),
    ).toBe('Your report #7 to Air X is now Resolved');
    expect(
      mailText('de', 'Your report #{id} to {airline} is now {to}', { id: 7, airline: 'Air X', to: 'Erledigt' }),
    ).toBe('Ihre Beschwerde Nr. 7 an Air X ist jetzt Erledigt');
  });

  it('writes dates for the language, English as it always did', () => {
    expect(mailDateTime('en', '2027-06-03T09:00:00.000Z')).toBe('June 3, 2027 at 9:00 AM UTC');
    expect(mailDateTime('de', '2027-06-03T09:00:00.000Z')).toMatch(/^3\. Juni 2027.*09:00 UTC$/);
    expect(mailDay('en', '2027-06-03')).toBe('2027-06-03');
    expect(mailDay('fr', '2027-06-03')).toBe('3 juin 2027');
    expect(mailDay('pt-BR', '2027-06-03')).toBe('3 de junho de 2027');
  });

  it('writes the first of a month in French as French does (1er), every other day and language as Intl does', () => {
    expect(mailDay('fr', '2027-06-01')).toBe('1er juin 2027');
    expect(mailDateTime('fr', '2027-06-01T09:00:00.000Z')).toBe('1er juin 2027 à 09:00 UTC');
    expect(mailDay('fr', '2027-06-11')).toBe('11 juin 2027');
    expect(mailDay('de', '2027-06-01')).toBe('1. Juni 2027');
    expect(mailDateTime('en', '2027-06-01T09:00:00.000Z')).toBe('June 1, 2027 at 9:00 AM UTC');
    // A date inside a server text (the rights engine's time limits) follows the same rule.
    expect(formatValue('fr', '2028-12-01')).toBe('1er décembre 2028');
    expect(formatValue('fr', '1 December 2028')).toBe('1er décembre 2028');
    expect(formatValue('it', '2028-12-01')).toBe('1 dicembre 2028');
  });
});
