// Pending law (docs/api.md#rights, `pending`; sources in pending.ts and docs/rights-sources.md): each entry only
// where the law not in force would change this journey's answer, and never in an amount or the company's letter.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assess, type AssessInput } from './assess';
import { airport, CARRIERS as C } from './journeys.node-fixture';

type Journey = Omit<AssessInput, 'departure' | 'arrival'> & { from: string; to: string };
const run = ({ from, to, ...rest }: Journey) =>
  assess({ departure: airport(from), arrival: airport(to), today: '2026-11-29', ...rest });
const regime = (a: ReturnType<typeof assess>, id: string) => a.regimes.find((r) => r.regime === id)!;

// EU261 revision, provisional agreement of 15 June 2026 (EP press release of 16 June 2026; as reported by Politico:
// over 3,500 km EUR 300 for 3 to 4 h, EUR 600 beyond or for a cancellation).
describe('EU261 revision agreed on 15 June 2026', () => {
  const cancelled: Journey = {
    from: 'FRA',
    to: 'JFK',
    date: '2026-07-10',
    carrier: C.lufthansa,
    incident: 'cancellation',
    noticeDays: 3,
    arrivalDelayHours: 3.5,
    cause: 'airline',
  };

  it('a cancelled flight over 3,500 km halved to EUR 300 by Art. 7(2)(c): the deal gives EUR 600; the amount stays 300', () => {
    const a = run(cancelled);
    expect(regime(a, 'EU261').amount).toBe(300);
    expect(a.pending).toEqual([
      {
        regime: 'EU261',
        what: expect.stringMatching(/would pay EUR 600 instead of EUR 300 for a cancelled flight over 3,500 km/),
        status: expect.stringMatching(/15 June 2026; not yet adopted or published in the Official Journal/),
        source: expect.stringMatching(/^http:\/\/livenewsmalta\.com\/.*deal-on-air-passenger-rights/),
      },
    ]);
  });

  it('a flight before the deal: no EU261 entry (a revision never reaches back to it)', () => {
    // Only the DOT's pause: a cancellation into the US inside its window, 3.5 h being under 6 h.
    expect(run({ ...cancelled, date: '2026-06-14' }).pending.map((p) => p.regime)).toEqual(['US_DOT']);
    expect(run({ ...cancelled, date: '2026-06-14', to: 'YYZ' }).pending).toEqual([]);
  });

  it('the alternative more than 4 h late: EUR 600 today and under the deal: no entry', () => {
    const a = run({ ...cancelled, arrivalDelayHours: 4.5 });
    expect(regime(a, 'EU261').amount).toBe(600);
    expect(a.pending).toEqual([]);
  });

  it('a delay of 3.5 h over 3,500 km: EUR 300 today (Sturgeon) and under the deal: no entry', () => {
    const a = run({ ...cancelled, incident: 'delay' });
    expect(regime(a, 'EU261').amount).toBe(300);
    expect(a.pending).toEqual([]);
  });

  it('a cancellation under 3,500 km (FRA-LIS): the deal keeps EUR 250 and 400: no entry', () => {
    expect(run({ ...cancelled, to: 'LIS' }).pending).toEqual([]);
  });

  it('a flight not yet flown still hears of it, though no amount is assessed yet', () => {
    const a = run({ ...cancelled, date: '2026-12-20' });
    expect(regime(a, 'EU261').amount).toBeNull();
    expect(a.pending.map((p) => p.regime)).toEqual(['EU261']);
  });
});

// US DOT enforcement pause for renumbered flights, 5 Dec 2025 to 30 Jun 2026 (Federal Register Doc. 2025-22140):
// not enforced "so long as the passenger is re-booked on the flight with the new number and the new flight is
// operated without any significant change or delay" (14 CFR 260.2: 3 h domestic, 6 h international).
describe('US DOT pause on refunds for flights only renumbered', () => {
  const renumbered: Journey = {
    from: 'ATL',
    to: 'LAX',
    date: '2026-01-15',
    carrier: C.delta,
    incident: 'cancellation',
    arrivalDelayHours: 0.5,
  };

  it('a domestic "cancellation" whose alternative arrived 30 min late: the entry, and the refund still stated', () => {
    const a = run(renumbered);
    expect(regime(a, 'US_DOT')).toMatchObject({ applies: true, citation: '14 CFR Part 260, s.260.6' });
    expect(a.pending).toEqual([
      {
        regime: 'US_DOT',
        what: expect.stringMatching(/only gave your flight a new number.*less than 3 hours off/),
        status: expect.stringMatching(/Federal Register Doc\. 2025-22140.*5 December 2025 to 30 June 2026/),
        source: expect.stringMatching(/^https:\/\/news\.bloombergtax\.com\//),
      },
    ]);
  });

  it('the arrival delay unknown: it may be a renumbering: the entry', () => {
    const { arrivalDelayHours: _, ...rest } = renumbered;
    expect(run(rest).pending.map((p) => p.regime)).toEqual(['US_DOT']);
  });

  it('a significant change (3 h domestic) keeps the enforced refund: no entry', () => {
    expect(run({ ...renumbered, arrivalDelayHours: 3 }).pending).toEqual([]);
    expect(run({ ...renumbered, alternativeDepartedEarlierHours: 3 }).pending).toEqual([]);
  });

  it('international: 4 h is under the 6 h of a significant change: the entry', () => {
    const a = run({ ...renumbered, from: 'JFK', to: 'LHR', arrivalDelayHours: 4 });
    expect(a.pending.map((p) => p.regime)).toEqual(['US_DOT']);
    expect(a.pending[0]!.what).toMatch(/less than 6 hours off/);
  });

  it('outside 5 Dec 2025 to 30 Jun 2026, or not a cancellation: no entry', () => {
    expect(run({ ...renumbered, date: '2025-12-04' }).pending).toEqual([]);
    expect(run({ ...renumbered, date: '2026-07-01' }).pending).toEqual([]);
    expect(run({ ...renumbered, date: '2026-06-30' }).pending.map((p) => p.regime)).toEqual(['US_DOT']);
    expect(run({ ...renumbered, incident: 'delay', arrivalDelayHours: 4 }).pending).toEqual([]);
  });
});

// Brazil: Justice Dias Toffoli (STF) suspended nationwide, on 26 Nov 2025, court cases on damages for delays,
// cancellations or changes caused by force majeure, until the final judgment (Agência Brasil, 26 Nov 2025).
describe("Brazil's Supreme Court suspension of damages suits", () => {
  const weather: Journey = {
    from: 'GRU',
    to: 'GIG',
    date: '2026-03-01',
    carrier: C.latam,
    incident: 'delay',
    arrivalDelayHours: 5,
    cause: 'extraordinary',
  };

  it('a delay the carrier puts down to extraordinary circumstances (force majeure): the entry', () => {
    expect(run(weather).pending).toEqual([
      {
        regime: 'BR_ANAC',
        what: expect.stringMatching(/suspended, nationwide, court cases claiming damages .* force majeure/),
        status: expect.stringMatching(/26 November 2025, in force until the Court's final judgment/),
        source: expect.stringMatching(/^https:\/\/agenciabrasil\.ebc\.com\.br\//),
      },
    ]);
    expect(run({ ...weather, cause: 'extraordinary_proven', incident: 'cancellation' }).pending).toHaveLength(1);
  });

  it('within the carrier control, cause unknown, or baggage: no entry', () => {
    expect(run({ ...weather, cause: 'airline' }).pending).toEqual([]);
    expect(run({ ...weather, cause: 'unknown' }).pending).toEqual([]);
    expect(run({ ...weather, incident: 'baggage_lost' }).pending).toEqual([]);
  });

  it('outside Brazil: no entry', () => {
    expect(run({ ...weather, from: 'FRA', to: 'MUC', carrier: C.lufthansa }).pending).toEqual([]);
  });
});

describe('pending law changes nothing else', () => {
  it('the amounts are those of the law in force, entry or not', () => {
    const a = run({
      from: 'FRA',
      to: 'JFK',
      date: '2026-07-10',
      carrier: C.lufthansa,
      incident: 'cancellation',
      noticeDays: 3,
      arrivalDelayHours: 3.5,
      cause: 'airline',
    });
    expect(a.pending).toHaveLength(1);
    expect(a.regimes.map((r) => r.amount)).not.toContain(600);
  });

  it("the company's letter never reads it: no letter module imports pending.ts or names `pending`", () => {
    const dir = __dirname;
    const letters = readdirSync(dir).filter((f) => /^letter.*\.ts$/.test(f) && !f.includes('.test.'));
    expect(letters.length).toBeGreaterThan(0);
    for (const f of letters) expect(readFileSync(join(dir, f), 'utf8')).not.toMatch(/\bpending\b/);
  });
});
