// Deadlines: the traveller's (Montreal Art. 31, 35) and the carrier's answer windows on a filed report.
import { describe, expect, it } from 'vitest';
import { assess } from './assess';
import { addMonths, addYears, isIsoDate } from './common';
import { companyAnswerDeadlines } from './deadlines';
import { airport, CARRIERS as C } from './journeys.node-fixture';

const base = { departure: airport('FRA'), arrival: airport('JFK'), carrier: C.lufthansa };

describe('journey deadlines', () => {
  it('damaged bag: 7 days after receipt, and 2 years to sue', () => {
    const r = assess({ ...base, date: '2025-06-01', incident: 'baggage_damaged', baggageReceivedDate: '2025-06-03' });
    expect(r.deadlines.map((d) => [d.kind, d.date])).toEqual([
      ['baggage-complaint', '2025-06-10'],
      ['legal-action', '2027-06-01'],
    ]);
    expect(r.deadlines[0]!.description).toMatch(/Art\. 31\(2\)/);
    expect(r.deadlines[1]!.description).toMatch(/Art\. 35\(1\)/);
  });

  it('delayed bag: 21 days after it was returned (across a month end)', () => {
    const r = assess({ ...base, date: '2025-01-20', incident: 'baggage_delayed', baggageReceivedDate: '2025-01-25' });
    expect(r.deadlines.find((d) => d.kind === 'baggage-complaint')!.date).toBe('2025-02-15');
  });

  it('no baggage-complaint deadline without the receipt date, or for a lost bag', () => {
    expect(assess({ ...base, date: '2025-06-01', incident: 'baggage_delayed' }).deadlines.map((d) => d.kind)).toEqual([
      'legal-action',
    ]);
    expect(
      assess({
        ...base,
        date: '2025-06-01',
        incident: 'baggage_lost',
        baggageReceivedDate: '2025-06-02',
      }).deadlines.map((d) => d.kind),
    ).toEqual(['legal-action']);
  });

  it('legal action from 29 Feb falls on 28 Feb two years later', () => {
    const r = assess({ ...base, date: '2024-02-29', incident: 'delay', arrivalDelayHours: 5 });
    expect(r.deadlines).toEqual([expect.objectContaining({ kind: 'legal-action', date: '2026-02-28' })]);
  });

  it('no Montreal deadlines where the Convention does not apply (domestic US)', () => {
    const r = assess({
      departure: airport('JFK'),
      arrival: airport('LAX'),
      carrier: C.delta,
      date: '2025-06-01',
      incident: 'baggage_damaged',
      baggageReceivedDate: '2025-06-02',
    });
    expect(r.deadlines).toEqual([]);
  });
});

describe('companyAnswerDeadlines', () => {
  it('gives each applicable regime its window from the day the report was sent, earliest first', () => {
    const d = companyAnswerDeadlines('2025-06-01T18:30:00.000Z', ['US_DOT', 'EU261', 'UK261', 'APPR', 'MONTREAL']);
    expect(d.map((x) => [x.kind, x.date])).toEqual([
      ['company-answer', '2025-07-01'], // APPR 30 days, s.19(4)
      ['company-answer', '2025-07-13'], // EU261 6 weeks, EU complaint form
      ['company-answer', '2025-07-27'], // UK261 8 weeks, then ADR
      ['company-answer', '2025-07-31'], // US DOT 60 days, 14 CFR 259.7(c)
    ]);
    expect(d.map((x) => x.description.split(':')[0])).toEqual(['APPR', 'EU261', 'UK261', 'US DOT']);
  });

  it("takes an assessment's entries and counts only those that apply", () => {
    const r = assess({ ...base, date: '2025-06-01', incident: 'cancellation', noticeDays: 1, arrivalDelayHours: 8 });
    const d = companyAnswerDeadlines('2025-06-10', r.regimes);
    expect(d.map((x) => x.description.split(':')[0])).toEqual(['EU261', 'US DOT']);
    expect(companyAnswerDeadlines('2025-06-10', [])).toEqual([]);
  });

  it('on a complaint filed with the DOT itself, the DOT window does not say "then complain to the DOT"', () => {
    const [toCompany] = companyAnswerDeadlines('2026-11-29', ['US_DOT']);
    expect(toCompany!.description).toContain('then complain to the DOT');
    const [withDot] = companyAnswerDeadlines('2026-11-29', ['US_DOT'], 'US_DOT');
    expect(withDot!.date).toBe('2027-01-28');
    expect(withDot!.description).toBe(
      'US DOT: the carrier must send you a substantive answer within 60 days of receiving the complaint (14 CFR 259.7(c)); the DOT follows it up.',
    );
    // Another regime's window on the same report still names its own body.
    const both = companyAnswerDeadlines('2026-11-29', ['US_DOT', 'APPR'], 'US_DOT');
    expect(both.map((d) => d.description)).toEqual([
      expect.stringContaining('then complain to the CTA'),
      expect.not.stringContaining('complain to the DOT'),
    ]);
  });
});

describe('date helpers', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-12-15', 1, '2026-01-15'],
  ])('%s + %i month = %s', (a, n, b) => expect(addMonths(a, n)).toBe(b));
  it('adds years and checks ISO dates', () => {
    expect(addYears('2023-03-01', 2)).toBe('2025-03-01');
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2024-2-9')).toBe(false);
  });
});
