// TR_SHY, IL_ASL and IN_CAR amounts through POST /api/rights/assess (docs/api.md "Rights, part 3"): one journey
// each, with the source the answer must name (docs/rights-sources.md). The rules case by case: the node tests in
// worker/rights/regimes-more.node.test.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RegimeResult, RightsAssessment } from '../contracts';
import { seedAirlines, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, uniqueIp } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let lufthansa: number;
let indigo: number;

beforeAll(async () => {
  await seedAirports();
  const t = tag();
  [lufthansa, indigo] = (await seedAirlines([
    { name: `${t} Lufthansa`, country: 'Germany', iataCode: 'LH' },
    { name: `${t} IndiGo`, country: 'India', iataCode: '6E' },
  ])) as [number, number];
});

const assess = async (body: Record<string, unknown>) => {
  const res = await call('/api/rights/assess', { body: { date: '2025-06-01', ...body }, ip: uniqueIp() });
  expect(res.status).toBe(200);
  return json<RightsAssessment>(res);
};
const regime = (a: RightsAssessment, id: string) => a.regimes.find((r: RegimeResult) => r.regime === id)!;

describe('the amounts of SHY-YOLCU, the Aviation Services Law and the DGCA CAR', () => {
  it('TR_SHY: Lufthansa IST-FRA, denied boarding, no alternative taken: EUR 400 (Art. 8)', async () => {
    const a = await assess({
      departure: 'IST',
      arrival: 'FRA',
      airlineId: lufthansa,
      incident: 'denied_boarding',
      rerouting: 'none',
    });
    expect(regime(a, 'TR_SHY')).toMatchObject({ applies: true, amount: 400, currency: 'EUR', missing: [] });
    expect(regime(a, 'TR_SHY').citation).toMatch(/SHY-YOLCU .*Art\. 8/);
  });

  it("TR_SHY: cancelled 20 days before: nothing, by SHGM's brochure", async () => {
    const a = await assess({
      departure: 'IST',
      arrival: 'FRA',
      airlineId: lufthansa,
      incident: 'cancellation',
      noticeDays: 20,
    });
    expect(regime(a, 'TR_SHY')).toMatchObject({ applies: true, amount: 0 });
    expect(regime(a, 'TR_SHY').citation).toMatch(/SHGM's passenger-rights brochure/);
  });

  it('IL_ASL: Lufthansa FRA-TLV cancelled 3 days before, not re-routed: NIS 2,000, the 2012 sum said to be indexed', async () => {
    const a = await assess({
      departure: 'FRA',
      arrival: 'TLV',
      airlineId: lufthansa,
      incident: 'cancellation',
      noticeDays: 3,
      rerouting: 'none',
    });
    expect(regime(a, 'IL_ASL')).toMatchObject({ applies: true, amount: 2000, currency: 'ILS', missing: [] });
    expect(regime(a, 'IL_ASL').citation).toMatch(/First Schedule/);
    expect(regime(a, 'IL_ASL').reason).toMatch(/indexed every 1 January \(s\.13\)/);
  });

  it('IN_CAR: IndiGo DEL-BOM denied boarding, alternative 3 h later, fare INR 4,000: INR 8,000 (para 3.2.2(a))', async () => {
    const a = await assess({
      departure: 'DEL',
      arrival: 'BOM',
      airlineId: indigo,
      incident: 'denied_boarding',
      arrivalDelayHours: 3,
      farePaid: { amount: 4000, currency: 'INR' },
    });
    expect(regime(a, 'IN_CAR')).toMatchObject({ applies: true, amount: 8000, currency: 'INR', missing: [] });
    expect(regime(a, 'IN_CAR').citation).toMatch(/Rev\. 4, para 3\.2\.2\(a\)/);
  });

  it('IN_CAR: cancelled on the day, not re-routed, without the fare: farePaid named, no amount', async () => {
    const a = await assess({
      departure: 'DEL',
      arrival: 'BOM',
      airlineId: indigo,
      incident: 'cancellation',
      noticeDays: 0,
      rerouting: 'none',
    });
    expect(regime(a, 'IN_CAR')).toMatchObject({ applies: true, amount: null, missing: ['farePaid'] });
  });
});
