// POST /api/rights/assess through the real Worker entry point (docs/api.md#rights): APPR's size from a carrier's
// published passenger counts (SOR/2019-150 s.1(1)) and `pending`, law not in force that would change the answer.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RegimeResult, RightsAssessment } from '../contracts';
import { seedAirlines, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, uniqueIp } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let lufthansa: number;

beforeAll(async () => {
  await seedAirports();
  const [id] = await seedAirlines([{ name: `${tag()} Lufthansa`, country: 'Germany', iataCode: 'LH' }]);
  lufthansa = id!;
});

const assessCall = async (body: Record<string, unknown>) => {
  const res = await call('/api/rights/assess', { body: { airlineId: lufthansa, ...body }, ip: uniqueIp() });
  expect(res.status).toBe(200);
  return json<RightsAssessment>(res);
};
const regime = (a: RightsAssessment, id: string) => a.regimes.find((r: RegimeResult) => r.regime === id)!;

describe('POST /api/rights/assess: APPR size and pending law', () => {
  it('Lufthansa FRA-YYZ 5 h late within its control: large by its 2023 and 2024 traffic, CAD 400, nothing pending', async () => {
    const a = await assessCall({
      departure: 'FRA',
      arrival: 'YYZ',
      date: '2025-06-01',
      incident: 'delay',
      arrivalDelayHours: 5,
      cause: 'airline',
    });
    expect(regime(a, 'APPR')).toMatchObject({
      applies: true,
      amount: 400,
      currency: 'CAD',
      missing: [],
      citation: 'Air Passenger Protection Regulations (SOR/2019-150), s.19(1)(a)(i)',
    });
    expect(regime(a, 'APPR').reason).toMatch(/large carrier: .*60,268,000 passengers in 2023 and 64,483,000 in 2024/);
    expect(a.pending).toEqual([]);
  });

  it('Lufthansa FRA-JFK cancelled in July 2026, alternative 3.5 h late: EUR 300 today, the June 2026 deal as pending', async () => {
    const a = await assessCall({
      departure: 'FRA',
      arrival: 'JFK',
      date: '2026-07-10',
      incident: 'cancellation',
      noticeDays: 3,
      arrivalDelayHours: 3.5,
      cause: 'airline',
    });
    expect(regime(a, 'EU261')).toMatchObject({ applies: true, amount: 300, currency: 'EUR' });
    expect(a.pending).toHaveLength(1);
    expect(a.pending[0]).toMatchObject({ regime: 'EU261' });
    expect(a.pending[0]!.what).toMatch(/EUR 600 instead of EUR 300/);
    expect(a.pending[0]!.status).toMatch(/not yet adopted/);
    expect(a.pending[0]!.source).toMatch(/^https?:\/\//);
  });
});
