// The rights engine's prose in the request's language (issue 44, docs/i18n.md): POST /api/rights/assess answers in
// English whatever the request asks (the engine's wording is the source, and the letters and tests read it), and the
// SPA shows each reason, time limit and deadline through useServerText, from the server catalogues. So a German
// traveller's EU261 answer must be one the German catalogue translates, in its legal terms.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RegimeResult, RightsAssessment } from '../contracts';
import { SERVER_CATALOGUES } from '../contracts/i18n/catalogues';
import { catalogueEntry, registerServerCatalogue, translateText } from '../contracts/i18n/translate';
import { LANGUAGES, type Language } from '../contracts/languages';
import { seedAirlines, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, uniqueIp } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const TRANSLATED = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
for (const lang of TRANSLATED) registerServerCatalogue(lang, SERVER_CATALOGUES[lang]);

let lufthansa: number;

beforeAll(async () => {
  expect(env.DB).toBeDefined();
  await seedAirports();
  [lufthansa] = (await seedAirlines([{ name: `${tag()} Lufthansa`, country: 'Germany', iataCode: 'LH' }])) as [number];
});

const assessInGerman = async (body: Record<string, unknown>) => {
  const res = await call('/api/rights/assess', {
    body: { departure: 'FCO', arrival: 'HAM', date: '2024-05-01', airlineId: lufthansa, ...body },
    ip: uniqueIp(),
    headers: { 'Accept-Language': 'de' },
  });
  expect(res.status).toBe(200);
  return json<RightsAssessment>(res);
};
const eu261 = (a: RightsAssessment) => a.regimes.find((r: RegimeResult) => r.regime === 'EU261')!;

/** Every translated language holds the text, and German shows it in German. */
function expectTranslated(english: string, germanTerm: RegExp) {
  for (const lang of TRANSLATED) expect(catalogueEntry(lang, english), `${lang}: ${english}`).toBeDefined();
  const german = translateText('de', english);
  expect(german).not.toBe(english);
  expect(german).toMatch(germanTerm);
  return german;
}

describe('the rights answer for a traveller who reads German', () => {
  it('an EU261 delay: the English reason and time limit, which the German catalogue translates', async () => {
    const a = await assessInGerman({ incident: 'delay', arrivalDelayHours: 3.5 });
    const r = eu261(a);
    expect(r).toMatchObject({ applies: true, amount: 250, currency: 'EUR' });
    // The API itself stays in English (the engine's wording, byte for byte).
    expect(r.reason).toBe(
      'Arriving 3 h 30 min late at the final destination gives €250. It is owed unless the carrier proves extraordinary circumstances (Art. 5(3)). Claim by 2027-12-31 (before the courts of Germany, BGB s.195 and s.199(1)).',
    );
    expect(expectTranslated(r.reason, /Ausgleichsleistung/)).toBe(
      'Eine Ankunft am Endziel mit 3 h 30 min Verspätung ergibt eine Ausgleichsleistung von €250. Sie ist geschuldet, sofern das Luftfahrtunternehmen keine außergewöhnlichen Umstände nachweist (Art. 5(3)). Fordern Sie sie bis zum 2027-12-31 ein (vor den Gerichten in Deutschland, BGB s.195 and s.199(1)).',
    );
    expectTranslated(r.timeLimit!.description, /Gerichten in Deutschland/);
    for (const d of a.deadlines) expectTranslated(d.description, /Übereinkommen von Montreal/);
  });

  it('a cancellation, denied boarding and a short delay: each reason in German', async () => {
    const cancelled = eu261(await assessInGerman({ incident: 'cancellation', noticeDays: 3, arrivalDelayHours: 5 }));
    expect(expectTranslated(cancelled.reason, /Annullierung mit 3 Tagen Vorankündigung/)).toMatch(
      /Ausgleichsleistung von €250/,
    );
    const denied = eu261(
      await assessInGerman({ incident: 'denied_boarding', cause: 'extraordinary', rerouting: 'none' }),
    );
    expect(expectTranslated(denied.reason, /Nichtbeförderung/)).toMatch(/außergewöhnliche Umstände/);
    const short = eu261(await assessInGerman({ incident: 'delay', arrivalDelayHours: 2 }));
    expect(short.amount).toBe(0);
    expectTranslated(short.reason, /Ausgleichsleistung/);
    const proven = eu261(
      await assessInGerman({ incident: 'delay', arrivalDelayHours: 5, cause: 'extraordinary_proven' }),
    );
    expectTranslated(proven.reason, /Betreuungsleistungen/);
  });

  it('every reason of the regimes a German traveller reads first (EU261, UK261) is catalogued', async () => {
    for (const body of [
      { incident: 'delay' },
      { incident: 'moved_earlier', alternativeDepartedEarlierHours: 3, noticeDays: 1 },
      { incident: 'downgrade', farePaid: { amount: 300, currency: 'EUR' } },
      { incident: 'baggage_delayed', baggageReceivedDate: '2024-05-03' },
    ]) {
      const a = await assessInGerman(body);
      for (const r of a.regimes.filter((x) => x.regime === 'EU261' || x.regime === 'UK261'))
        for (const lang of TRANSLATED) expect(translateText(lang, r.reason), `${lang}: ${r.reason}`).not.toBe(r.reason);
    }
  });
});
