// Letters in the company's language (docs/api.md#languages, "Letters"): a report to a German company filed with
// letterLanguage "de" is written in German, citing "Verordnung (EG) Nr. 261/2004", and keeps the same letter in
// English for the traveller; a language that is neither English nor the company's is a 400 that files nothing;
// without letterLanguage the letter is English, as it always was.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem } from '../contracts';
import { PROBLEM_MSG } from '../contracts/problems';
import { seedAirline, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, subscribedUser, type TestUser } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let lufthansa: number;
beforeAll(async () => {
  await seedAirports();
  lufthansa = await seedAirline({
    name: `${tag()} Lufthansa`,
    country: 'Germany',
    iataCode: '',
    email: 'claims@lh-languages-airdesk.net',
    website: 'https://www.lh-languages-airdesk.net',
  });
});

const DELAY = {
  category: 'flight-delay',
  flightNumber: 'LH 233',
  description: 'We reached Hamburg three and a half hours late and nobody explained why.',
  passengers: [{ fullName: 'Jane Traveller' }],
  bookingReference: 'K7QX2M',
  expenses: [{ kind: 'meals', amount: 23.5, currency: 'EUR', note: 'lunch at FCO' }],
  flight: {
    departure: 'FCO',
    arrival: 'HAM',
    date: '2026-10-01',
    incident: 'delay',
    scheduledDepartureAt: '2026-10-01T10:05',
    scheduledArrivalAt: '2026-10-01T12:20',
    actualArrivalAt: '2026-10-01T15:50',
  },
};

const post = (u: TestUser, body: Record<string, unknown>) =>
  call('/api/problems', {
    body: { airlineId: lufthansa, contactEmail: 'jane.traveller@mail.example.net', ...body },
    cookie: u.cookie,
  });

/** Intl separates an amount from its currency with a no-break space: read it as a space. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const reportsOf = async (u: TestUser) =>
  (await env.DB.prepare(
    'SELECT count(*) AS n FROM problem_reports WHERE user_id = (SELECT id FROM users WHERE email = ?)',
  )
    .bind(u.email)
    .first<{ n: number }>())!.n;

describe('the letter in the company language', () => {
  it('a German letter to a German company: the German title and terms, and the same letter in English beside it', async () => {
    const u = await subscribedUser();
    const res = await post(u, { ...DELAY, letterLanguage: 'de' });
    expect(res.status, await res.clone().text()).toBe(201);
    const p = await json<Problem>(res);
    expect(p.letterLanguage).toBe('de');
    const letter = plain(p.letter);
    for (const line of [
      'An den Kundenservice von',
      'Sehr geehrte Damen und Herren,',
      'mein Schreiben betrifft die Verspätung von Flug LH 233 von FCO nach HAM am 1. Oktober 2026 (Buchung K7QX2M).',
      'Flug: LH 233, FCO nach HAM (1.326 km), 1. Oktober 2026',
      'Tatsächliche Ankunft: 1. Oktober 2026, 15:50 Uhr (Ortszeit HAM), 3 h 30 min verspätet',
      '- Ausgleichsleistung gemäß Verordnung (EG) Nr. 261/2004, Art. 7(1)(a); Sturgeon (C-402/07): 250 EUR pro Fluggast.',
      '- Gemäß Verordnung (EG) Nr. 261/2004, Art. 8 und 9 geschuldete Ausgaben:\n    Mahlzeiten und Getränke: 23,50 EUR (lunch at FCO)',
      'Geforderter Gesamtbetrag: 273,50 EUR.',
      'Mit freundlichen Grüßen\nJane Traveller',
      `AirDesk-Fallnummer #${p.id}.`,
    ])
      expect(letter).toContain(line);
    expect(letter).not.toMatch(/Regulation \(EC\)|I am writing|Yours faithfully/);

    // The company's mail is the German letter, under a German subject.
    const mail = (await env.DB.prepare(
      "SELECT subject, text_body FROM mail_outbox WHERE ref_id = ? AND kind = 'report-airline'",
    )
      .bind(p.id)
      .first<{ subject: string; text_body: string }>())!;
    expect(mail.subject).toBe('Forderung (Flugverspätung): Buchung K7QX2M, Flug LH 233, 1. Oktober 2026');
    expect(mail.text_body).toBe(p.letter);

    // letterEnglish is the letter the same report gets in English: file it again in English and compare, its own
    // case address and reference aside.
    const en = await json<Problem>(await post(u, DELAY));
    expect(en.letterLanguage).toBe('en');
    expect(en.letterEnglish).toBe('');
    expect(p.letterEnglish).toBe(
      en.letter.split(en.replyAddress!).join(p.replyAddress!).split(`#${en.id}.`).join(`#${p.id}.`),
    );
    expect(p.letterEnglish).toContain(
      '- Compensation under Regulation (EC) No 261/2004, Art. 7(1)(a); Sturgeon (C-402/07): EUR 250 per passenger.',
    );
    // The report page and the list carry both.
    const detail = await json<Problem>(await call(`/api/problems/${p.id}`, { cookie: u.cookie }));
    expect(detail).toMatchObject({ letterLanguage: 'de', letter: p.letter, letterEnglish: p.letterEnglish });
  });

  it("refuses a language that is neither English nor the company's, and an unknown one, filing nothing", async () => {
    const u = await subscribedUser();
    const before = await reportsOf(u);
    const french = await post(u, { ...DELAY, letterLanguage: 'fr' });
    expect(french.status).toBe(400);
    const body = await json<{ message: string; issues: { path: string; message: string }[] }>(french);
    expect(body.message).toBe(PROBLEM_MSG.letterLanguageNotHome);
    expect(body.issues).toEqual([{ path: 'letterLanguage', message: PROBLEM_MSG.letterLanguageNotHome }]);
    const unknown = await post(u, { ...DELAY, letterLanguage: 'nl' });
    expect(unknown.status).toBe(400);
    expect((await json<{ issues: { path: string; message: string }[] }>(unknown)).issues).toEqual([
      { path: 'letterLanguage', message: PROBLEM_MSG.letterLanguage },
    ]);
    expect(await reportsOf(u)).toBe(before);
    const mails = await env.DB.prepare(
      "SELECT count(*) AS n FROM mail_outbox WHERE to_addresses LIKE '%lh-languages-airdesk.net%' AND subject LIKE 'Réclamation%'",
    ).first<{ n: number }>();
    expect(mails!.n).toBe(0);
  });
});
