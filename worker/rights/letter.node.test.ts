// Which regime the letter cites, that it never names a regime that does not apply, and what the company's letter
// says: the claim per passenger and in total, each expense's article, and nothing for the traveller.
import { describe, expect, it } from 'vitest';
import type { RegimeResult } from './common';
import { citedRegime } from './common';
import { claimParagraphs, letterSubject, signature, travellerNotes } from './letter';
import { expenseBasis } from './letter-claim';
import type { LetterFacts } from './letter-facts';

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

const base: LetterFacts = {
  airlineName: 'Lufthansa',
  flightNumber: 'LH 233',
  date: '2026-10-01',
  description: 'We reached Hamburg late and nobody explained why.',
  passengers: [{ fullName: 'Jane Traveller' }, { fullName: 'John Traveller' }],
  bookingReference: 'K7QX2M',
  ticketNumber: '2201234567890',
  contactEmail: 'jane@mail.example',
  contactPhone: '',
  expenses: [],
  claim: null,
  flight: {
    departure: 'FCO',
    arrival: 'HAM',
    date: '2026-10-01',
    incident: 'delay',
    arrivalDelayHours: 3.5,
    scheduledDepartureAt: '2026-10-01T10:05',
    scheduledArrivalAt: '2026-10-01T12:20',
    actualArrivalAt: '2026-10-01T15:50',
  },
  assessment: { distanceKm: 1326, regimes: [r('UK261', false, null, 'GBP'), r('EU261', true, 250, 'EUR')] },
  deadlines: [{ kind: 'company-answer', date: '2026-11-12', description: 'EU261: six weeks.' }],
};
const letter = (over: Partial<LetterFacts> = {}) => claimParagraphs({ ...base, ...over }).join('\n\n');
const montreal = { ...r('MONTREAL', true, null), citation: 'Montreal Convention, Art. 19 and 22(1)' };

describe('claimParagraphs', () => {
  it.each<[string, Partial<LetterFacts>, string[], (string | RegExp)[]]>([
    [
      'two passengers: the amount per passenger times two, the times and the answer window',
      {},
      [
        'Booking reference: K7QX2M',
        'Ticket number: 2201234567890',
        'Flight: LH 233, FCO to HAM (1,326 km), 1 October 2026',
        'Scheduled departure: 1 October 2026, 10:05 (local time at FCO)',
        'Scheduled arrival: 1 October 2026, 12:20 (local time at HAM)',
        'Actual arrival: 1 October 2026, 15:50 (local time at HAM), 3 h 30 min late',
        'Passengers (2):\n  1. Jane Traveller\n  2. John Traveller',
        '- Compensation under EU261 citation: EUR 250 per passenger x 2 passengers = EUR 500.',
        'Total claimed: EUR 500.',
        'Please answer in writing by 12 November 2026.',
      ],
      ['UK261', 'EU261 reason', /\d{4}-\d{2}-\d{2}/, 'not given'],
    ],
    [
      'one passenger: no multiplication, the amount still said per passenger',
      { passengers: [{ fullName: 'Jane Traveller' }] },
      ['- Compensation under EU261 citation: EUR 250 per passenger.', 'Total claimed: EUR 250.'],
      ['x 1', 'Passengers (2)'],
    ],
    [
      'a ticked compensation whose notice is missing: still claimed under Art. 7, without a sum, beside the refund',
      {
        flight: {
          departure: 'DUB',
          arrival: 'STN',
          date: '2026-10-01',
          incident: 'cancellation',
          rerouting: 'none',
        },
        assessment: {
          distanceKm: 467,
          regimes: [
            {
              ...r('EU261', true, null, 'EUR'),
              citation: 'Regulation (EC) No 261/2004, Art. 5(1)(c) and 7',
              missing: ['noticeDays'],
            },
          ],
        },
        claim: { compensation: true, expenses: false, refund: true },
      },
      [
        '- The compensation due under Regulation (EC) No 261/2004, Art. 7, for each of the 2 passengers.',
        '- A refund of the ticket under Regulation (EC) No 261/2004, Art. 8(1)(a).',
      ],
      ['EUR', 'Total claimed', 'noticeDays'],
    ],
    [
      'the same for one passenger with an expense: the sum of the expense and the compensation named in the total',
      {
        passengers: [{ fullName: 'Jane Traveller' }],
        flight: { departure: 'DUB', arrival: 'STN', date: '2026-10-01', incident: 'cancellation' },
        assessment: {
          distanceKm: 467,
          regimes: [
            {
              ...r('EU261', true, null, 'EUR'),
              citation: 'Regulation (EC) No 261/2004, Art. 5(1)(c) and 7',
              missing: ['noticeDays'],
            },
          ],
        },
        expenses: [{ kind: 'meals', amount: 12, currency: 'EUR' }],
        claim: { compensation: true, expenses: true, refund: false },
      },
      [
        '- The compensation due under Regulation (EC) No 261/2004, Art. 7.',
        'Total claimed: EUR 12, and the compensation above.',
      ],
      ['for each of'],
    ],
    [
      'told a day before: one day, not "1 days"',
      {
        flight: { departure: 'FCO', arrival: 'HAM', date: '2026-10-01', incident: 'cancellation', noticeDays: 1 },
      },
      ['I was told of the cancellation 1 day before the scheduled departure.'],
      ['1 days'],
    ],
    [
      'a US delay the passenger flew: no fare refund rule cited or claimed under',
      {
        flight: { departure: 'JFK', arrival: 'LAX', date: '2026-10-01', incident: 'delay', arrivalDelayHours: 5.08 },
        assessment: {
          distanceKm: 3983,
          regimes: [{ ...r('US_DOT', true, null, 'USD'), citation: '14 CFR Part 260, s.260.2 and 260.6' }],
        },
        claim: { compensation: false, expenses: false, refund: true },
      },
      ['The flight reached LAX 5 h 5 min', '- A refund of the ticket.'],
      ['260', 'falls under'],
    ],
    [
      'expenses by article per currency: care under Art. 8 and 9, a replacement under Montreal Art. 19',
      {
        assessment: { distanceKm: 1326, regimes: [r('EU261', true, 250, 'EUR'), montreal] },
        expenses: [
          { kind: 'meals', amount: 23.5, currency: 'EUR', note: 'sandwiches at FCO' },
          { kind: 'hotel', amount: 120, currency: 'EUR' },
          { kind: 'replacement-items', amount: 40, currency: 'USD' },
        ],
      },
      [
        '- Expenses due under EU261 citation, Art. 8 and 9:\n    Meals and drinks: EUR 23.50 (sandwiches at FCO)\n    Hotel: EUR 120',
        '- Expenses due under Montreal Convention, Art. 19:\n    Replacement items: USD 40',
        'Total claimed: EUR 643.50 and USD 40.',
      ],
      [],
    ],
    [
      'expenses not claimed: listed nowhere and not in the total',
      {
        expenses: [{ kind: 'meals', amount: 23.5, currency: 'EUR' }],
        claim: { compensation: true, expenses: false, refund: false },
      },
      ['Total claimed: EUR 500.'],
      ['Meals'],
    ],
    [
      'a refunded cancellation, not re-routed: the full amount, the fact and the refund article',
      {
        flight: {
          departure: 'FCO',
          arrival: 'HAM',
          date: '2026-10-01',
          incident: 'cancellation',
          noticeDays: 2,
          rerouting: 'none',
          farePaid: { amount: 180, currency: 'EUR' },
        },
        claim: { compensation: true, expenses: false, refund: true },
      },
      [
        'I am writing about the cancellation of flight LH 233 from FCO to HAM on 1 October 2026 (booking K7QX2M)',
        'I was told of the cancellation 2 days before the scheduled departure.',
        'I was not re-routed: I took no alternative flight',
        'The one-way fare paid for this journey was EUR 180.',
        '- A refund of the ticket (fare paid: EUR 180) under EU261 citation, Art. 8(1)(a).',
        'Total claimed: EUR 500, and the refund of the ticket.',
      ],
      ['Actual arrival', 'if you declined'],
    ],
    [
      "a re-routed cancellation: the alternative's times",
      {
        flight: {
          departure: 'FCO',
          arrival: 'HAM',
          date: '2026-10-01',
          incident: 'cancellation',
          noticeDays: 3,
          alternativeDepartedEarlierHours: 1.5,
          scheduledArrivalAt: '2026-10-01T12:20',
          actualArrivalAt: '2026-10-01T17:20',
          arrivalDelayHours: 5,
        },
      },
      [
        'Arrival on the alternative flight: 1 October 2026, 17:20 (local time at HAM), 5 h late',
        'The alternative flight left 1 h 30 min before the original scheduled departure.',
        'The alternative flight reached HAM 5 h after the original scheduled arrival.',
      ],
      [],
    ],
    [
      'baggage: damages under Montreal within its limit, each expense under Art. 19',
      {
        flight: {
          departure: 'FCO',
          arrival: 'HAM',
          date: '2026-10-01',
          incident: 'baggage_delayed',
          baggageReceivedDate: '2026-10-04',
        },
        assessment: {
          distanceKm: 1326,
          regimes: [
            r('EU261', false, null),
            {
              ...r('MONTREAL', true, null),
              citation: 'Montreal Convention, Art. 19 and 22(2)',
              limit: { amount: 1519, currency: 'SDR' },
            },
          ],
        },
        expenses: [{ kind: 'replacement-items', amount: 85.2, currency: 'EUR', note: 'clothes' }],
      },
      [
        "- Damages under Montreal Convention, Art. 19 and 22(2): the proven damage below, within the carrier's limit of 1,519 SDR per passenger.",
        '- Expenses due under Montreal Convention, Art. 19:\n    Replacement items: EUR 85.20 (clothes)',
        'The bag was delivered to me on 4 October 2026.',
        'Total claimed: EUR 85.20.',
      ],
      ['Compensation under'],
    ],
    [
      'no regime applies: no scheme named, no amount asked',
      { assessment: { distanceKm: 500, regimes: [r('EU261', false, null)] }, deadlines: [] },
      ['No fixed compensation scheme applies'],
      ['compensation under', 'Please answer in writing by'],
    ],
  ])('%s', (_label, over, present, absent) => {
    const text = letter(over);
    for (const p of present) expect(text).toContain(p);
    for (const a of absent) expect(text).not.toMatch(a);
  });

  it('through an official body: the company is named where the letter would say "you"', () => {
    const text = claimParagraphs(base, { forBody: true }).join('\n\n');
    expect(text).toContain('I claim from Lufthansa:');
    expect(text).toContain('I ask that Lufthansa answer in writing by 12 November 2026.');
    expect(text).not.toMatch(/\byou\b/);
  });
});

describe('expenseBasis', () => {
  const eu = [r('EU261', true, 250, 'EUR'), montreal];
  const appr = [
    { ...r('APPR', true, 400, 'CAD'), citation: 'Air Passenger Protection Regulations (SOR/2019-150), s.19(1)' },
  ];
  it.each<[string, Parameters<typeof expenseBasis>, string | null]>([
    ['meals on an EU261 delay: care', ['meals', 'delay', eu], 'EU261 citation, Art. 8 and 9'],
    [
      'a hotel after an APPR cancellation: s.14',
      ['hotel', 'cancellation', appr],
      'Air Passenger Protection Regulations (SOR/2019-150), s.14',
    ],
    [
      'replacement items on a delay: Montreal Art. 19',
      ['replacement-items', 'delay', eu],
      'Montreal Convention, Art. 19',
    ],
    [
      'anything for lost baggage: Montreal Art. 17(2)',
      ['other', 'baggage_lost', eu],
      'Montreal Convention, Art. 17(2)',
    ],
    [
      'replacement items after a cancellation Montreal does not cover: no article',
      ['replacement-items', 'cancellation', [r('EU261', true, 250, 'EUR')]],
      null,
    ],
  ])('%s', (_label, args, expected) => {
    expect(expenseBasis(...args)).toBe(expected);
  });
});

describe('letterSubject, signature, travellerNotes', () => {
  it('a claim whose sum is not known yet is still a claim in the subject', () => {
    const unpriced = {
      ...base,
      flight: { departure: 'DUB', arrival: 'STN', date: '2026-10-01', incident: 'cancellation' },
      assessment: {
        distanceKm: 467,
        regimes: [{ ...r('EU261', true, null, 'EUR'), missing: ['noticeDays'] }],
      },
      claim: { compensation: true, expenses: false, refund: false },
    };
    expect(letterSubject(unpriced, 'Cancellation')).toBe(
      'Cancellation claim: booking K7QX2M, flight LH 233, 1 October 2026',
    );
  });
  it('a claim out of time: the traveller reads the time limit before the amount', () => {
    const late = {
      ...base,
      assessment: {
        distanceKm: 1326,
        regimes: [
          {
            ...r('EU261', true, 600, 'EUR'),
            reason: 'EUR 600 for a delay of 3 hours or more.',
            timeLimit: { date: '2022-10-01', description: 'Ireland: six years', expired: true },
          },
        ],
      },
    };
    expect(travellerNotes(late)).toEqual([
      'Time limit: it ran out on 1 October 2022 (Ireland: six years). The company may refuse the claim as too old.',
      'EUR 600 for a delay of 3 hours or more.',
    ]);
  });
  it('the subject names the booking, the flight and the date', () => {
    expect(letterSubject(base, 'Flight Delay')).toBe(
      'Flight Delay claim: booking K7QX2M, flight LH 233, 1 October 2026',
    );
    expect(letterSubject({ ...base, bookingReference: '', assessment: null, flight: null }, 'Other')).toBe(
      'Other complaint: flight LH 233, 1 October 2026',
    );
  });
  it('signed with the first passenger name, no empty phone line', () => {
    expect(signature(base)).toBe('Yours faithfully,\nJane Traveller, for the passengers listed\njane@mail.example');
    expect(signature({ passengers: [], contactEmail: 'a@b.example', contactPhone: '+44 20 7946 0000' })).toBe(
      'Yours faithfully,\na@b.example\n+44 20 7946 0000',
    );
  });
  it("the regime's reason and time limit are the traveller's, never in the company's letter", () => {
    const timed = {
      ...base,
      assessment: {
        distanceKm: 1326,
        regimes: [
          {
            ...r('EU261', true, 250, 'EUR'),
            timeLimit: { date: '2029-10-01', description: 'Germany: three years', expired: false },
          },
        ],
      },
    };
    expect(travellerNotes(timed)).toEqual([
      'EU261 reason.',
      'Time limit: claim by 1 October 2029 (Germany: three years).',
    ]);
    expect(letter(timed)).not.toMatch(/EU261 reason|Time limit|2029/);
  });
});
