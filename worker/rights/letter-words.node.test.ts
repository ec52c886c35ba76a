// The letter in each language (docs/api.md#languages, "Letters"): the law by its official title in that language,
// no English sentence left in a letter that is not English, the language's dates and amounts, and which languages
// a company's letter may be written in.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../contracts/languages';
import { bodyLanguageOf, homeLanguageOf, letterLanguagesFor } from '../contracts/letter-languages';
import type { RegimeResult } from './common';
import { claimParagraphs, letterSubject, signature } from './letter';
import type { LetterFacts } from './letter-facts';
import { citationIn, letterWords } from './letter-words';
import { registerEveryLanguage } from '../language-texts/every-language.node-fixture';

// The Worker loads a language's texts when first needed; here every language's, from their sources.
registerEveryLanguage();

const eu = (citation: string, amount: number | null, missing: string[] = []): RegimeResult => ({
  regime: 'EU261',
  applies: true,
  amount,
  currency: 'EUR',
  limit: null,
  citation,
  reason: 'reason.',
  missing,
});

const facts = (language: Language, over: Partial<LetterFacts> = {}): LetterFacts => ({
  airlineName: 'Lufthansa',
  flightNumber: 'LH 1871',
  date: '2026-09-20',
  description: 'The flight was cancelled two days before departure.',
  passengers: [{ fullName: 'Jane Traveller' }, { fullName: 'Tom Traveller' }],
  bookingReference: 'QX7P2A',
  ticketNumber: '',
  contactEmail: 'jane@mail.example',
  contactPhone: '',
  expenses: [{ kind: 'hotel', amount: 1234.5, currency: 'EUR' }],
  claim: { compensation: true, expenses: true, refund: true },
  flight: {
    departure: 'FCO',
    arrival: 'HAM',
    date: '2026-09-20',
    incident: 'cancellation',
    noticeDays: 2,
    rerouting: 'none',
    farePaid: { amount: 180, currency: 'EUR' },
    scheduledDepartureAt: '2026-09-20T10:05',
  },
  assessment: {
    distanceKm: 1326,
    regimes: [eu('Regulation (EC) No 261/2004, Art. 5(1)(c) and 7(1)(a)', 250)],
  },
  deadlines: [{ kind: 'company-answer', date: '2026-11-01', description: '' }],
  language,
  ...over,
});

const whole = (f: LetterFacts, forBody = false) =>
  [letterSubject(f, 'cancellation'), ...claimParagraphs(f, { forBody, category: 'cancellation' }), signature(f)]
    .join('\n\n')
    .replace(/[\u00a0\u202f]/g, ' ');

const TITLES: Record<Exclude<Language, 'en'>, string> = {
  de: 'Verordnung (EG) Nr. 261/2004',
  es: 'Reglamento (CE) n.º 261/2004',
  fr: 'règlement (CE) n° 261/2004',
  'pt-BR': 'Regulamento (CE) n.º 261/2004',
  it: 'regolamento (CE) n. 261/2004',
};

/** Regulation 261/2004's own words for compensation, as EUR-Lex's text of Art. 7 in each language has them. */
const COMPENSATION: Record<Exclude<Language, 'en'>, RegExp> = {
  de: /Ausgleichsleistung/,
  es: /Compensación/,
  fr: /Indemnisation/,
  'pt-BR': /Indemnização/,
  it: /Compensazione pecuniaria/,
};

describe('the letter in each language', () => {
  it.each(Object.entries(TITLES) as [Exclude<Language, 'en'>, string][])(
    "%s: the official title, the Regulation's word for compensation, no English sentence",
    (lang, title) => {
      const text = whole(facts(lang));
      expect(text).toContain(title);
      expect(text).toMatch(COMPENSATION[lang]);
      expect(text).not.toMatch(
        /Regulation \(EC\)| under | the flight|I am writing|Yours faithfully|Total claimed|Please answer| and 7/,
      );
      // The flight, the booking, the names and the law's own references are never translated.
      for (const kept of ['LH 1871', 'QX7P2A', 'Jane Traveller', 'Art. 5(1)(c)', 'Art. 8(1)(a)', 'FCO', 'HAM'])
        expect(text).toContain(kept);
      // The body's letter names the company where the company's letter says "you".
      expect(whole(facts(lang), true)).toContain('Lufthansa');
    },
  );

  it('writes dates and amounts as each language does', () => {
    const w = (l: Language) => letterWords(l);
    expect(w('en').date('2026-10-01')).toBe('1 October 2026');
    expect(w('de').date('2026-10-01')).toBe('1. Oktober 2026');
    expect(w('fr').date('2026-10-01')).toBe('1er octobre 2026');
    expect(w('es').date('2026-10-01')).toBe('1 de octubre de 2026');
    expect(w('it').date('2026-10-01')).toBe('1º ottobre 2026');
    expect(w('it').date('2026-10-02')).toBe('2 ottobre 2026');
    expect(w('pt-BR').date('2026-10-01')).toBe('1 de outubro de 2026');
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(w('en').amount(1234.5, 'EUR')).toBe('EUR 1,234.50');
    expect(plain(w('de').amount(1234.5, 'EUR'))).toBe('1.234,50 EUR');
    expect(plain(w('fr').amount(1234.5, 'EUR'))).toBe('1 234,50 EUR');
    expect(plain(w('it').amount(250, 'EUR'))).toBe('250 EUR');
    expect(plain(w('pt-BR').amount(1234.5, 'EUR'))).toBe('EUR 1.234,50');
  });

  it('cites Montreal, APPR and the EU regulations by their titles in the language, and leaves UK261 and the US rules as they are', () => {
    const mc =
      'Montreal Convention 1999 with Regulation (EC) No 2027/97 as amended by Regulation (EC) No 889/2002, Art. 3(1)';
    expect(citationIn('de', mc)).toBe(
      'Übereinkommen zur Vereinheitlichung bestimmter Vorschriften über die Beförderung im internationalen Luftverkehr (Montreal, 1999) in Verbindung mit der Verordnung (EG) Nr. 2027/97 in der Fassung der Verordnung (EG) Nr. 889/2002, Art. 3(1)',
    );
    expect(citationIn('es', 'Montreal Convention 1999, Art. 19 and 22(1)')).toBe(
      'Convenio para la unificación de ciertas reglas para el transporte aéreo internacional (Montreal, 1999), Art. 19 y 22(1)',
    );
    expect(citationIn('it', 'Montreal Convention 1999, Art. 17(2)')).toMatch(
      /^Convenzione per l'unificazione di alcune norme relative al trasporto aereo internazionale/,
    );
    expect(citationIn('pt-BR', 'Montreal Convention 1999, Art. 19')).toMatch(
      /^Convenção para a Unificação de Certas Regras Relativas ao Transporte Aéreo Internacional/,
    );
    expect(citationIn('fr', 'Air Passenger Protection Regulations (SOR/2019-150), s.19(1)(a)(ii)')).toBe(
      'Règlement sur la protection des passagers aériens (DORS/2019-150), art. 19(1)(a)(ii)',
    );
    expect(citationIn('de', 'Air Passenger Protection Regulations (SOR/2019-150), s.19(1)(a)(ii)')).toBe(
      'Air Passenger Protection Regulations (SOR/2019-150), s.19(1)(a)(ii)',
    );
    expect(
      citationIn('fr', 'Regulation (EC) No 261/2004, Art. 7(1)(c) and 7(2)(c); Sturgeon (C-402/07), para 63'),
    ).toBe('règlement (CE) n° 261/2004, Art. 7(1)(c) et 7(2)(c); Sturgeon (C-402/07), point 63');
    const uk = 'UK261 (Regulation (EC) No 261/2004 as retained in UK law), Art. 7(1)(a)';
    expect(citationIn('de', uk)).toBe(uk);
    expect(citationIn('it', '14 CFR 250.5')).toBe('14 CFR 250.5');
    expect(citationIn('en', 'Montreal Convention 1999, Art. 19')).toBe('Montreal Convention 1999, Art. 19');
  });
});

describe('the languages a letter may be written in', () => {
  it.each<[string, Language[]]>([
    ['DE', ['en', 'de']],
    ['Germany', ['en', 'de']],
    ['AT', ['en', 'de']],
    ['ES', ['en', 'es']],
    ['Mexico', ['en', 'es']],
    ['AR', ['en', 'es']],
    ['FR', ['en', 'fr']],
    ['CA', ['en', 'fr']],
    ['IT', ['en', 'it']],
    ['BR', ['en', 'pt-BR']],
    ['Portugal', ['en', 'pt-BR']],
    ['BE', ['en']],
    ['CH', ['en']],
    ['LU', ['en']],
    ['GB', ['en']],
    ['US', ['en']],
    ['Atlantis', ['en']],
    ['', ['en']],
  ])('%s: %j', (country, languages) => {
    expect(letterLanguagesFor(country)).toEqual(languages);
    for (const l of languages) expect(LANGUAGES).toContain(l);
  });

  it("writes to an official body in its country's language, else English", () => {
    expect(bodyLanguageOf('DE')).toBe('de');
    expect(bodyLanguageOf('IT')).toBe('it');
    expect(bodyLanguageOf('GB')).toBe('en');
    expect(bodyLanguageOf('US')).toBe('en');
    expect(homeLanguageOf('BE')).toBeNull();
  });
});
