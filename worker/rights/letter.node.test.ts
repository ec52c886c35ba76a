// Which regime the letter cites, and that it never names a regime that does not apply.
import { describe, expect, it } from 'vitest';
import type { RegimeResult } from './common';
import { citedRegime } from './common';
import { rightsParagraph } from './letter';

const r = (
  regime: RegimeResult['regime'],
  applies: boolean,
  amount: number | null,
  currency: RegimeResult['currency'] = null,
): RegimeResult => ({
  regime,
  applies,
  amount,
  currency,
  limit: null,
  citation: `${regime} citation`,
  reason: `${regime} reason.`,
  missing: [],
});

describe('citedRegime', () => {
  it.each([
    [
      'EU261 first when EU261 and UK261 both owe an amount',
      [r('UK261', true, 220, 'GBP'), r('EU261', true, 250, 'EUR')],
      'EU261',
    ],
    [
      'a regime that owes an amount before one that owes nothing',
      [r('EU261', true, 0, 'EUR'), r('APPR', true, 400, 'CAD')],
      'APPR',
    ],
    [
      'the first that applies when none owes an amount',
      [r('EU261', false, null), r('US_DOT', true, null), r('MONTREAL', true, null)],
      'US_DOT',
    ],
    ['none when nothing applies', [r('EU261', false, null), r('UK261', false, null)], undefined],
  ])('%s', (_label, regimes, expected) => {
    expect(citedRegime(regimes)?.regime).toBe(expected);
  });
});

describe('rightsParagraph', () => {
  const flight = { departure: 'FCO', arrival: 'HAM', date: '2026-10-01', incident: 'delay' };
  it('asks for the amount in the regime currency, and names no regime that does not apply', () => {
    const text = rightsParagraph(
      flight,
      { distanceKm: 1326, regimes: [r('UK261', false, null, 'GBP'), r('EU261', true, 250, 'EUR')] },
      [],
    );
    expect(text).toContain('Under EU261 citation, compensation of EUR 250 is due');
    expect(text).not.toContain('UK261');
  });
  it('says no scheme applies when none does, and asks for nothing', () => {
    const text = rightsParagraph(flight, { distanceKm: 500, regimes: [r('EU261', false, null)] }, []);
    expect(text).toMatch(/No fixed compensation scheme applies/);
    expect(text).not.toMatch(/compensation of/);
  });
});
