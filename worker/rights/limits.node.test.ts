// Time limits and future flights, through the engine's entry point with a fixed `today`.
// Sources: Moré v KLM (C-139/11) for national periods; Limitation Act 1980 s.9 and Dawson v Thomson Airways
// [2014] EWCA Civ 845 (six years in England and Wales); BGB s.195 and s.199(1) (three years from the end of the
// year); Prescription and Limitation (Scotland) Act 1973 s.6 (five years); SOR/2019-150 s.19(3) (one year);
// Montreal Convention Art. 35(1) (two years).
import { describe, expect, it } from 'vitest';
import { assess, type AssessInput } from './assess';
import { airport, CARRIERS as C } from './journeys.node-fixture';
import { limitationEnd, LIMITATION } from './limits';

const TODAY = '2026-11-26';
const run = (i: Partial<AssessInput> & { from: string; to: string; date: string }) => {
  const { from, to, ...rest } = i;
  return assess({
    departure: airport(from),
    arrival: airport(to),
    carrier: C.lufthansa,
    incident: 'delay',
    arrivalDelayHours: 5,
    today: TODAY,
    ...rest,
  });
};
const regime = (a: ReturnType<typeof assess>, id: string) => a.regimes.find((r) => r.regime === id)!;

describe('time limits', () => {
  it('Germany (BGB s.195, 199(1)): FRA-JFK on 10 Mar 2024 runs to 31 Dec 2027, said in the reason', () => {
    const eu = regime(run({ from: 'FRA', to: 'JFK', date: '2024-03-10' }), 'EU261');
    expect(eu.amount).toBe(600);
    expect(eu.timeLimit).toEqual({
      date: '2027-12-31',
      description: expect.stringMatching(/Germany.*BGB/),
      expired: false,
    });
    expect(eu.reason).toMatch(/Claim by 2027-12-31/);
  });

  it('England and Wales (six years): a 2019 BA LHR-JFK claim ran out on 1 Jun 2025: a warning, not a silent "is due"', () => {
    const eu = regime(run({ from: 'LHR', to: 'JFK', date: '2019-06-01', carrier: C.britishAirways }), 'EU261');
    expect(eu.amount).toBe(600);
    expect(eu.timeLimit).toMatchObject({ date: '2025-06-01', expired: true });
    expect(eu.reason).toMatch(/Warning: the time limit ran out on 2025-06-01.*Limitation Act 1980/);
  });

  it("the earlier of the two countries: EDI-FRA (Scotland 5 y, Germany 3 y to year end) gives Germany's 31 Dec 2025", () => {
    const uk = regime(run({ from: 'EDI', to: 'FRA', date: '2022-05-01' }), 'UK261');
    expect(uk.timeLimit).toMatchObject({ date: '2025-12-31', expired: true });
    expect(uk.timeLimit!.description).toMatch(
      /of Scotland: 5 years \(Prescription and Limitation \(Scotland\) Act 1973.*\), to 2027-05-01/,
    );
  });

  it('no period recorded for either country (MAD-JFK): no date, and the reason says whose law decides', () => {
    const eu = regime(run({ from: 'MAD', to: 'JFK', date: '2025-06-01' }), 'EU261');
    expect(eu.timeLimit).toBeUndefined();
    expect(eu.reason).toMatch(/Moré, C-139\/11.*ES or US/);
  });

  it('APPR s.19(3): one year to ask the carrier', () => {
    const a = regime(
      run({ from: 'YYZ', to: 'YVR', date: '2026-02-01', carrier: C.airCanada, cause: 'airline' }),
      'APPR',
    );
    expect(a.amount).toBe(400);
    expect(a.timeLimit).toMatchObject({ date: '2027-02-01', expired: false });
    expect(a.reason).toMatch(/s\.19\(3\)/);
  });

  it('Montreal Art. 35: two years to sue, on the regime too', () => {
    const m = regime(run({ from: 'FRA', to: 'JFK', date: '2024-03-10' }), 'MONTREAL');
    expect(m.timeLimit).toMatchObject({ date: '2026-03-10', expired: true });
  });

  it('a period from the end of the year: 31 Dec 2025 flight runs to 31 Dec 2028', () => {
    expect(limitationEnd('2025-12-31', LIMITATION.DE!)).toBe('2028-12-31');
    expect(limitationEnd('2024-02-29', LIMITATION.GB!)).toBe('2030-02-28');
  });
});

describe('a flight in the future', () => {
  it('gets no compensation assessment: amount null with a reason, the regime still shown', () => {
    const a = run({ from: 'FRA', to: 'JFK', date: '2027-03-01' });
    const eu = regime(a, 'EU261');
    expect(eu.applies).toBe(true);
    expect(eu.amount).toBeNull();
    expect(eu.missing).toEqual([]);
    expect(eu.reason).toMatch(/scheduled for 2027-03-01, after today/);
    expect(a.regimes.every((r) => r.amount === null)).toBe(true);
  });

  it('today itself is not the future', () => {
    expect(regime(run({ from: 'FRA', to: 'JFK', date: TODAY }), 'EU261').amount).toBe(600);
  });

  it('without a clock (pure callers), nothing is hidden', () => {
    const a = assess({
      date: '2099-01-01',
      departure: airport('FRA'),
      arrival: airport('JFK'),
      carrier: C.lufthansa,
      incident: 'delay',
      arrivalDelayHours: 5,
    });
    expect(regime(a, 'EU261').amount).toBe(600);
  });
});

describe('every regime, one entry each', () => {
  it('answers the nine regimes in order', () => {
    expect(run({ from: 'FRA', to: 'JFK', date: '2025-06-01' }).regimes.map((r) => r.regime)).toEqual([
      'EU261',
      'UK261',
      'APPR',
      'US_DOT',
      'MONTREAL',
      'TR_SHY',
      'IL_ASL',
      'IN_CAR',
      'BR_ANAC',
    ]);
  });

  it('the disrupted leg decides carrier status (Art. 3(1)(b)): JFK-FRA on Delta ticket, leg flown by Lufthansa', () => {
    const a = run({ from: 'JFK', to: 'FRA', date: '2025-06-01', carrier: C.delta, disruptedLegCarrier: C.lufthansa });
    expect(regime(a, 'EU261')).toMatchObject({ applies: true, amount: 600 });
    const b = run({ from: 'JFK', to: 'FRA', date: '2025-06-01', carrier: C.lufthansa, disruptedLegCarrier: C.delta });
    expect(regime(b, 'EU261').applies).toBe(false);
  });
});
