// The letter as the company receives it (docs/api.md#problems "Facts a real case needs"): a delay,
// a refunded cancellation and a baggage claim filed through the real entry point, each read from the outbox row and
// from the mail provider after the cron's delivery run. Every fact the airline needs is there (passengers, booking,
// times, the rule with the amount per passenger and the total, the expenses with their article, the total per
// currency, the answer window, the facts the amounts rely on), signed and sent in the passenger's name; none of the
// noise (internal fields, ISO timestamps, "not given" lines, sentences meant for the traveller).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem, ProblemDetail, ProblemList } from '../contracts';
import { seedAirline, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, mailFake, runCron, subscribedUser, type TestUser } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const AIRLINE_EMAIL = 'claims@lh-letters-airdesk.net';
let lufthansa: number;
beforeAll(async () => {
  await seedAirports();
  lufthansa = await seedAirline({
    name: `${tag()} Lufthansa`,
    country: 'Germany',
    iataCode: '',
    email: AIRLINE_EMAIL,
    website: 'https://www.lh-letters-airdesk.net',
  });
});

const file = async (u: TestUser, body: Record<string, unknown>) => {
  const res = await call('/api/problems', {
    body: { airlineId: lufthansa, contactEmail: 'jane.traveller@mail.example.net', ...body },
    cookie: u.cookie,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Problem>(res);
};

/** The company's mail as queued (the outbox row) and as delivered (the provider fake), after the cron's run. */
async function asReceived(p: Problem) {
  const row = (await env.DB.prepare(
    "SELECT subject, text_body, html_body, from_address FROM mail_outbox WHERE ref_id = ? AND kind = 'report-airline'",
  )
    .bind(p.id)
    .first<{ subject: string; text_body: string; html_body: string; from_address: string }>())!;
  await runCron();
  const [sent] = (await mailFake.messages(AIRLINE_EMAIL)).filter((m) =>
    m.body.text.includes(`AirDesk case reference #${p.id}.`),
  );
  expect(sent, 'the provider received the mail').toBeDefined();
  return { row, sent: sent!.body };
}

const NOISE: (string | RegExp)[] = [
  'Report ID',
  /not given/i,
  /\d{4}-\d{2}-\d{2}T\d{2}:/, // ISO timestamps
  'Passenger phone',
  'Submitted:',
  // Sentences meant for the traveller: the regime's plain reasons and the time limit.
  /if you declined/i,
  /\byour (flight|bag|claim)\b/i,
  /Time limit/i,
  /Claim by/i,
  /sue within/i,
  'against your will',
];

function expectLetter(text: string, facts: string[]) {
  for (const f of facts) expect(text).toContain(f);
  for (const n of NOISE) expect(text).not.toMatch(n);
  // The AirDesk reference once, discreetly.
  expect(text.match(/AirDesk case reference #\d+\./g)).toHaveLength(1);
}

const answerBy = (p: Problem) => {
  const d = p.deadlines.find((x) => x.kind === 'company-answer')!.date;
  const [y, m, day] = d.split('-').map(Number);
  const month = new Date(Date.UTC(y!, m! - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `Please answer in writing by ${day} ${month} ${y}.`;
};

describe('the letter the company receives', () => {
  it('a delay: times, the delay they give, EUR 250 per passenger, care under Art. 8 and 9, signed by the passenger', async () => {
    await mailFake.reset();
    const u = await subscribedUser();
    const p = await file(u, {
      category: 'flight-delay',
      flightNumber: 'LH 233',
      description: 'We reached Hamburg three and a half hours late and nobody explained why.',
      passengers: [{ fullName: 'Jane Traveller' }],
      bookingReference: 'k7qx2m',
      ticketNumber: '220-1234567890',
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
    });
    // The facts are kept, the date derived from the flight, the delay computed from the arrival times.
    expect(p).toMatchObject({
      date: '2026-10-01',
      passengers: [{ fullName: 'Jane Traveller' }],
      bookingReference: 'K7QX2M',
      ticketNumber: '2201234567890',
      expenses: [{ kind: 'meals', amount: 23.5, currency: 'EUR', note: 'lunch at FCO' }],
      claim: null,
      flight: { arrivalDelayHours: 3.5, scheduledArrivalAt: '2026-10-01T12:20', actualArrivalAt: '2026-10-01T15:50' },
    });
    const detail = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie: u.cookie }));
    expect(detail).toMatchObject({ bookingReference: 'K7QX2M', passengers: p.passengers, expenses: p.expenses });
    const list = await json<ProblemList>(await call('/api/problems', { cookie: u.cookie }));
    expect(list.problems.find((x) => x.id === p.id)).toMatchObject({ ticketNumber: '2201234567890' });

    const { row, sent } = await asReceived(p);
    const subject = 'Flight Delay claim: booking K7QX2M, flight LH 233, 1 October 2026';
    expect(row.subject).toBe(subject);
    expect(sent.subject).toBe(subject);
    expect(sent.from).toBe('"Jane Traveller via AirDesk" <no-reply@airdesk.test>');
    expect(row.from_address).toBe(sent.from);
    expect(sent.reply_to).toBe(p.replyAddress);
    for (const text of [row.text_body, sent.text, p.letter]) {
      expectLetter(text, [
        'Booking reference: K7QX2M',
        'Ticket number: 2201234567890',
        'Flight: LH 233, FCO to HAM (1,326 km), 1 October 2026',
        'Scheduled departure: 1 October 2026, 10:05 (local time at FCO)',
        'Scheduled arrival: 1 October 2026, 12:20 (local time at HAM)',
        'Actual arrival: 1 October 2026, 15:50 (local time at HAM), 3 h 30 min late',
        'Passengers (1):\n  1. Jane Traveller',
        'The flight reached HAM 3 h 30 min after its scheduled arrival.',
        // 1,326 km: band (a), a delay of 3 h or more (Sturgeon).
        '- Compensation under Regulation (EC) No 261/2004, Art. 7(1)(a); Sturgeon (C-402/07): EUR 250 per passenger.',
        '- Expenses due under Regulation (EC) No 261/2004, Art. 8 and 9:\n    Meals and drinks: EUR 23.50 (lunch at FCO)',
        'Total claimed: EUR 273.50.',
        answerBy(p),
        'Yours faithfully,\nJane Traveller\njane.traveller@mail.example.net',
      ]);
    }
    expect(sent.html).toContain('Jane Traveller');
    expect(sent.html).not.toMatch(/Report ID|not given/);
    // The traveller's copy adds what is for them alone: the rule's reason and the time limit.
    const copy = (await mailFake.messages('jane.traveller@mail.example.net')).find((m) =>
      m.body.subject.includes(`#${p.id}`),
    )!;
    expect(copy.body.text).toContain('For you (not in the letter):');
    expect(copy.body.text).toMatch(/Time limit: claim by \d{1,2} [A-Z][a-z]+ \d{4}/);
  });

  it('a refunded cancellation, not re-routed: the full amount for two passengers, the fare and the refund article', async () => {
    await mailFake.reset();
    const u = await subscribedUser();
    const p = await file(u, {
      category: 'cancellation',
      flightNumber: 'LH 1871',
      date: '2026-09-20',
      description: 'The flight was cancelled two days before departure; we took the refund and stayed home.',
      passengers: [{ fullName: 'Jane Traveller' }, { fullName: 'Tom Traveller' }],
      bookingReference: 'QX7P2A',
      claim: { compensation: true, expenses: false, refund: true },
      flight: {
        departure: 'FCO',
        arrival: 'HAM',
        date: '2026-09-20',
        incident: 'cancellation',
        noticeDays: 2,
        rerouting: 'none',
        farePaid: { amount: 180, currency: 'EUR' },
        scheduledDepartureAt: '2026-09-20T10:05',
        scheduledArrivalAt: '2026-09-20T12:20',
      },
    });
    expect(p.claim).toEqual({ compensation: true, expenses: false, refund: true });
    const { row, sent } = await asReceived(p);
    expect(sent.subject).toBe('Flight Cancellation claim: booking QX7P2A, flight LH 1871, 20 September 2026');
    expect(sent.from).toBe('"Jane Traveller via AirDesk" <no-reply@airdesk.test>');
    for (const text of [row.text_body, sent.text]) {
      expectLetter(text, [
        'I am writing about the cancellation of flight LH 1871 from FCO to HAM on 20 September 2026 (booking QX7P2A), for the 2 passengers listed below.',
        'Passengers (2):\n  1. Jane Traveller\n  2. Tom Traveller',
        'Scheduled departure: 20 September 2026, 10:05 (local time at FCO)',
        'I was told of the cancellation 2 days before the scheduled departure.',
        'I was not re-routed: I took no alternative flight, so no reduction for re-routing applies.',
        'The one-way fare paid for this journey was EUR 180.',
        '- Compensation under Regulation (EC) No 261/2004, Art. 5(1)(c) and 7(1)(a): EUR 250 per passenger x 2 passengers = EUR 500.',
        '- A refund of the ticket (fare paid: EUR 180) under Regulation (EC) No 261/2004, Art. 8(1)(a).',
        'Total claimed: EUR 500, and the refund of the ticket.',
        answerBy(p),
        'Jane Traveller, for the passengers listed',
      ]);
      expect(text).not.toContain('Actual arrival');
    }
  });

  it('a baggage claim: two passengers, the expenses of one under Montreal Art. 19 within its limit', async () => {
    await mailFake.reset();
    const u = await subscribedUser();
    const p = await file(u, {
      category: 'baggage',
      flightNumber: 'LH 400',
      description: "Tom's suitcase arrived three days after us; he had to buy clothes and toiletries.",
      contactPhone: '+44 20 7946 0000',
      passengers: [{ fullName: 'Jane Traveller' }, { fullName: 'Tom Traveller' }],
      bookingReference: 'ZP4K9Q',
      ticketNumber: '2209876543210',
      expenses: [
        { kind: 'replacement-items', amount: 85.2, currency: 'EUR', note: 'clothes for Tom Traveller' },
        { kind: 'replacement-items', amount: 19.99, currency: 'USD', note: 'toiletries for Tom Traveller' },
      ],
      flight: {
        departure: 'FCO',
        arrival: 'HAM',
        date: '2026-10-10',
        incident: 'baggage_delayed',
        baggageReceivedDate: '2026-10-13',
      },
    });
    expect(p.rights!.cited).toBe('MONTREAL');
    const { row, sent } = await asReceived(p);
    expect(sent.subject).toBe('Baggage Issues claim: booking ZP4K9Q, flight LH 400, 10 October 2026');
    for (const text of [row.text_body, sent.text]) {
      expectLetter(text, [
        'Passengers (2):\n  1. Jane Traveller\n  2. Tom Traveller',
        'Ticket number: 2209876543210',
        'The bag was delivered to me on 13 October 2026.',
        "- Damages under Montreal Convention 1999, Art. 19 and 22(2): the proven damage below, within the carrier's limit of",
        '- Expenses due under Montreal Convention 1999, Art. 19:\n    Replacement items: EUR 85.20 (clothes for Tom Traveller)\n    Replacement items: USD 19.99 (toiletries for Tom Traveller)',
        'Total claimed: EUR 85.20 and USD 19.99.',
        'Yours faithfully,\nJane Traveller, for the passengers listed\njane.traveller@mail.example.net\n+44 20 7946 0000',
      ]);
      expect(text).not.toContain('Compensation under');
    }
  });

  it("a plain report without the new facts: no empty lines, signed with the contact address, From MAIL_FROM's address", async () => {
    await mailFake.reset();
    const u = await subscribedUser();
    const p = await file(u, { category: 'other', description: 'The staff at the desk were rude to us.' });
    const { row, sent } = await asReceived(p);
    expect(sent.subject).toBe('Other complaint');
    expect(sent.from).toBe('"jane.traveller@mail.example.net via AirDesk" <no-reply@airdesk.test>');
    expectLetter(row.text_body, ['What happened:\nThe staff at the desk were rude to us.', 'Yours faithfully,']);
    expect(row.text_body).not.toMatch(/Booking reference|Ticket number|Passengers|Flight:/);
  });
});

describe('the facts are checked', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await subscribedUser();
  });
  const flight = {
    departure: 'FCO',
    arrival: 'HAM',
    date: '2026-10-01',
    incident: 'delay',
  };
  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['a booking reference with a symbol', { bookingReference: 'K7Q-2M' }, 'bookingReference', /5 to 8 letters/],
    ['a booking reference of 4', { bookingReference: 'K7QX' }, 'bookingReference', /5 to 8 letters/],
    [
      '10 passengers',
      { passengers: Array.from({ length: 10 }, (_, i) => ({ fullName: `Passenger ${i + 1}` })) },
      'passengers',
      /1 to 9 passengers/,
    ],
    ['no passengers in the list', { passengers: [] }, 'passengers', /1 to 9 passengers/],
    ['a blank name', { passengers: [{ fullName: '  ' }] }, 'passengers.0.fullName', /full name/],
    ['a 12-digit ticket number', { ticketNumber: '220123456789' }, 'ticketNumber', /13 digits/],
    [
      'a negative expense',
      { expenses: [{ kind: 'meals', amount: -5, currency: 'EUR' }] },
      'expenses.0.amount',
      /0\.01 to 100,000/,
    ],
    [
      'an unknown currency',
      { expenses: [{ kind: 'meals', amount: 5, currency: 'XYZ' }] },
      'expenses.0.currency',
      /3-letter code/,
    ],
    [
      'an unknown expense kind',
      { expenses: [{ kind: 'spa', amount: 5, currency: 'EUR' }] },
      'expenses.0.kind',
      /meals/,
    ],
    ['a claim flag that is not a boolean', { claim: { compensation: 'yes' } }, 'claim.compensation', /true or false/],
    ['two dates that disagree', { date: '2026-10-02', flight }, 'date', /flight's date/],
    [
      'an actual arrival before the scheduled one, for a delay',
      { flight: { ...flight, scheduledArrivalAt: '2026-10-01T12:20', actualArrivalAt: '2026-10-01T11:50' } },
      'flight.actualArrivalAt',
      /after the scheduled arrival/,
    ],
    [
      'an arrival more than 26 hours before the departure',
      { flight: { ...flight, scheduledDepartureAt: '2026-10-01T10:05', scheduledArrivalAt: '2026-09-30T07:00' } },
      'flight.scheduledArrivalAt',
      /26 hours/,
    ],
    [
      'a departure on another day than the flight',
      { flight: { ...flight, scheduledDepartureAt: '2026-10-02T10:05' } },
      'flight.scheduledDepartureAt',
      /flight's date/,
    ],
    [
      'a delay in hours that the times contradict',
      {
        flight: {
          ...flight,
          arrivalDelayHours: 2,
          scheduledArrivalAt: '2026-10-01T12:20',
          actualArrivalAt: '2026-10-01T15:50',
        },
      },
      'flight.arrivalDelayHours',
      /follows from the scheduled and actual/,
    ],
    [
      'an actual arrival with no re-routing',
      { flight: { ...flight, incident: 'cancellation', rerouting: 'none', actualArrivalAt: '2026-10-01T15:50' } },
      'flight.actualArrivalAt',
      /no alternative flight/,
    ],
    [
      'a time without minutes',
      { flight: { ...flight, scheduledArrivalAt: '2026-10-01T12' } },
      'flight.scheduledArrivalAt',
      /YYYY-MM-DDTHH:MM/,
    ],
  ])('%s is a 400 naming the field', async (_label, over, path, message) => {
    const res = await call('/api/problems', {
      body: {
        airlineId: lufthansa,
        category: 'flight-delay',
        description: 'We reached Hamburg late and nobody explained why.',
        contactEmail: 'jane.traveller@mail.example.net',
        ...over,
      },
      cookie: u.cookie,
    });
    expect(res.status).toBe(400);
    const body = await json<{ issues: { path: string; message: string }[] }>(res);
    expect(body.issues).toContainEqual({ path, message: expect.stringMatching(message) });
  });

  it('POST /api/rights/assess takes the same times: the delay follows from them, and a contradiction is a 400', async () => {
    const times = { scheduledArrivalAt: '2026-10-01T12:20', actualArrivalAt: '2026-10-01T15:50' };
    const ok = await call('/api/rights/assess', { body: { ...flight, ...times, airlineId: lufthansa } });
    expect(ok.status).toBe(200);
    const { regimes } = await json<{ regimes: { regime: string; amount: number | null }[] }>(ok);
    expect(regimes.find((r) => r.regime === 'EU261')?.amount).toBe(250);
    const bad = await call('/api/rights/assess', {
      body: { ...flight, ...times, arrivalDelayHours: 1, airlineId: lufthansa },
    });
    expect(bad.status).toBe(400);
    expect((await json<{ issues: { path: string }[] }>(bad)).issues.map((i) => i.path)).toEqual(['arrivalDelayHours']);
  });

  it('an early arrival of the alternative after a cancellation is no delay, and no error', async () => {
    const p = await file(u, {
      category: 'cancellation',
      description: 'Cancelled; the alternative left earlier and arrived before the original time.',
      flight: {
        ...flight,
        incident: 'cancellation',
        noticeDays: 3,
        alternativeDepartedEarlierHours: 2,
        scheduledArrivalAt: '2026-10-01T12:20',
        actualArrivalAt: '2026-10-01T11:20',
      },
    });
    expect(p.flight!.arrivalDelayHours).toBe(0);
  });
});
