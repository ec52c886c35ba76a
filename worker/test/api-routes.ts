// Every route of docs/api.md (and the airport type-ahead of docs/data.md), as data: who may call it, its path
// parameters, its query parameters and its JSON body, each with a valid example and the kind of each field.
// The bad-input sweep (bad-input-sweep.test.ts) generates its malformed requests from this table alone, so
// a new route is swept by adding one entry here.

/** Ids of rows the sweep creates first; a path's `:name` and a body's values are filled from them. */
export interface Fixtures {
  airline: number;
  report: number;
  card: number;
  correction: number;
  /** A document the sweep's report holds (an upload not yet sent). */
  attachment: number;
  /** A mail from an unknown sender in the sweep's report, waiting to be confirmed. */
  message: number;
  /** An account an admin may suspend and reactivate. */
  user: number;
  /** An account with a password, for the login's valid example. */
  loginEmail: string;
  loginPassword: string;
  /** A live reset token of another account. */
  resetToken: string;
  /** An address no account uses yet. */
  freshEmail: string;
}

/**
 * How a body field is checked, which decides the malformed values generated for it:
 * - id: a JSON integer of 1 or more; text ids, fractions, 0, negatives and huge numbers are refused.
 * - number: a JSON number within [min, max].
 * - bool: a JSON boolean.
 * - enum / email / format: a string of a fixed shape (a list of words, an e-mail address, a pattern).
 * - text: free text of at most `max` characters, without control or text-direction characters.
 * - password: a new password (6 to 128 characters, not a common one, no control characters).
 * - object: a nested object (its own fields are not swept here).
 * - loose: any string is accepted and ignored (only a wrong type is malformed).
 * - ids: an array of ids (each a JSON integer of 1 or more), at most `max` of them.
 * - list: an array of objects (a report's passengers, its expenses), at most `max` of them (their own fields are
 *   checked by the route's own tests).
 */
export type FieldKind =
  'id' | 'number' | 'bool' | 'enum' | 'email' | 'format' | 'text' | 'password' | 'object' | 'loose' | 'ids' | 'list';

export interface FieldSpec {
  kind: FieldKind;
  required?: boolean;
  /** Longest accepted text, or the largest accepted number. */
  max?: number;
  /** Smallest accepted number. */
  min?: number;
  /** A whole number is required (number fields). */
  int?: boolean;
}

/**
 * Query parameters: page and limit numbers, a fixed list of words, free search text, an id (whole number of
 * 1 or more), or a value of a fixed shape (an airport code, a date).
 */
export type QueryKind =
  | { kind: 'page' }
  | { kind: 'limit'; max: number }
  | { kind: 'enum' }
  | { kind: 'search'; max: number }
  | { kind: 'id' }
  | { kind: 'format' };

/**
 * Who may call: anyone, a signed-in account, one with access (trial or paid), the account that filed the
 * sweep's report (signed in; its own reports stay readable without access), an admin, the owner.
 */
export type Caller = 'public' | 'user' | 'subscriber' | 'reporter' | 'admin' | 'owner' | 'webhook';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** With `:airline`, `:report`, `:card`, `:correction`, `:attachment`, `:message` or `:user` for a fixture's id. */
  path: string;
  /**
   * A body that is not JSON (the document upload's multipart/form-data): `valid` gives the raw body, sent with this
   * Content-Type, and the sweep sends its own malformed bodies of that kind.
   */
  contentType?: string;
  caller: Caller;
  query?: Record<string, QueryKind>;
  /**
   * The valid request's query (a route with required parameters); each malformed query case changes one
   * parameter of it. `:airline` is filled from the fixtures.
   */
  validQuery?: string;
  /** The JSON body's fields; absent for a route that takes no body. */
  body?: Record<string, FieldSpec>;
  /** A valid body (a route without `body` gets none). */
  valid?: (f: Fixtures) => unknown;
  /** What the valid request answers once the sweep is over (proves each malformed case was one defect away). */
  okStatus: number;
  /** The valid request changes state the later valid requests need (logout, suspend): sent last. */
  last?: boolean;
}

const PAGE: QueryKind = { kind: 'page' };

export const UPLOAD_BOUNDARY = 'sweep-boundary-7d1f';
/** A one-page PDF, all ASCII, so a multipart body holding it is a plain string. */
export const SWEEP_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
/** A multipart/form-data body with one part, by default the `file` field with this name and content. */
export const uploadBody = (filename: string, content: string, field = 'file') =>
  `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
  `Content-Type: application/pdf\r\n\r\n${content}\r\n--${UPLOAD_BOUNDARY}--\r\n`;

export const ROUTES: RouteSpec[] = [
  // Accounts
  {
    method: 'POST',
    path: '/api/register',
    caller: 'public',
    body: {
      username: { kind: 'email', required: true },
      password: { kind: 'password', required: true },
      email: { kind: 'loose' },
      language: { kind: 'enum' },
    },
    valid: (f) => ({ username: f.freshEmail, password: 'sweep password 42' }),
    okStatus: 201,
  },
  {
    method: 'POST',
    path: '/api/login',
    caller: 'public',
    body: {
      username: { kind: 'email', required: true },
      password: { kind: 'loose', required: true, max: 1024 },
      rememberMe: { kind: 'bool' },
    },
    valid: (f) => ({ username: f.loginEmail, password: f.loginPassword, rememberMe: false }),
    okStatus: 200,
  },
  { method: 'POST', path: '/api/logout', caller: 'public', okStatus: 204, last: true },
  { method: 'GET', path: '/api/user', caller: 'user', okStatus: 200 },
  {
    method: 'PATCH',
    path: '/api/user',
    caller: 'user',
    body: { language: { kind: 'enum', required: true } },
    valid: () => ({ language: 'en' }),
    okStatus: 200,
  },
  { method: 'GET', path: '/api/account/export', caller: 'user', okStatus: 200 },
  // The sweep's accounts must stay: its valid request has a wrong password (403, nothing erased).
  {
    method: 'DELETE',
    path: '/api/account',
    caller: 'user',
    body: { password: { kind: 'loose', required: true, max: 1024 } },
    valid: () => ({ password: 'not the password 42' }),
    okStatus: 403,
  },
  {
    method: 'POST',
    path: '/api/forgot-password',
    caller: 'public',
    body: { username: { kind: 'email', required: true } },
    valid: (f) => ({ username: f.loginEmail }),
    okStatus: 200,
  },
  {
    method: 'POST',
    path: '/api/reset-password',
    caller: 'public',
    body: { token: { kind: 'text', required: true, max: 200 }, password: { kind: 'password', required: true } },
    valid: (f) => ({ token: f.resetToken, password: 'reset by the sweep 42' }),
    okStatus: 200,
  },
  { method: 'GET', path: '/api/config', caller: 'public', okStatus: 200 },

  // Subscription
  { method: 'GET', path: '/api/subscription', caller: 'user', okStatus: 200 },
  // The valid example asks PayPal about an id it does not know: 422, and nothing is written.
  {
    method: 'POST',
    path: '/api/subscription',
    caller: 'user',
    body: { orderId: { kind: 'format', required: true, max: 64 } },
    valid: () => ({ orderId: 'I-SWEEPUNKNOWN' }),
    okStatus: 422,
  },
  // A fresh account has nothing to cancel: 409 (the sweep's accounts must keep their access).
  { method: 'POST', path: '/api/subscription/cancel', caller: 'user', okStatus: 409 },
  {
    method: 'POST',
    path: '/api/paypal/webhook',
    caller: 'webhook',
    body: {
      id: { kind: 'format', required: true, max: 100 },
      event_type: { kind: 'format', required: true, max: 100 },
      resource: { kind: 'object', required: true },
    },
    valid: () => ({ id: `WH-SWEEP-${Date.now()}`, event_type: 'CUSTOMER.DISPUTE.CREATED', resource: {} }),
    okStatus: 200,
  },

  // Directory
  {
    method: 'GET',
    path: '/api/airlines',
    caller: 'subscriber',
    query: {
      query: { kind: 'search', max: 100 },
      page: PAGE,
      limit: { kind: 'limit', max: 1000 },
      region: { kind: 'enum' },
      sortBy: { kind: 'enum' },
      category: { kind: 'enum' },
      all: { kind: 'enum' },
    },
    okStatus: 200,
  },
  { method: 'GET', path: '/api/airlines/featured', caller: 'subscriber', okStatus: 200 },
  { method: 'GET', path: '/api/airlines/:airline', caller: 'subscriber', okStatus: 200 },
  {
    method: 'POST',
    path: '/api/track-contact',
    caller: 'subscriber',
    body: { airlineId: { kind: 'id', required: true }, contactType: { kind: 'enum', required: true } },
    valid: (f) => ({ airlineId: f.airline, contactType: 'email' }),
    okStatus: 204,
  },
  {
    method: 'POST',
    path: '/api/airlines/:airline/corrections',
    caller: 'subscriber',
    body: {
      field: { kind: 'enum', required: true },
      problem: { kind: 'enum', required: true },
      suggestedValue: { kind: 'text', max: 300 },
      sourceUrl: { kind: 'format', max: 500 },
      note: { kind: 'text', max: 1000 },
    },
    valid: () => ({
      field: 'email',
      problem: 'wrong',
      suggestedValue: 'care@sweep-air.example.org',
      sourceUrl: 'https://www.sweep-air.example.org/contact',
      note: 'Seen on the contact page.',
    }),
    okStatus: 201,
  },
  {
    method: 'GET',
    path: '/api/admin/corrections',
    caller: 'admin',
    query: { status: { kind: 'enum' }, page: PAGE },
    okStatus: 200,
  },
  {
    method: 'POST',
    path: '/api/admin/corrections/:correction/apply',
    caller: 'admin',
    body: { value: { kind: 'text', max: 300 }, sourceUrl: { kind: 'format', max: 500 } },
    valid: () => ({}),
    okStatus: 200,
    last: true,
  },
  { method: 'POST', path: '/api/admin/corrections/:correction/dismiss', caller: 'admin', okStatus: 409, last: true },
  {
    method: 'GET',
    path: '/api/admin/coverage',
    caller: 'admin',
    query: { page: PAGE, limit: { kind: 'limit', max: 100 } },
    okStatus: 200,
  },
  {
    method: 'POST',
    path: '/api/admin/coverage/:airline/contact',
    caller: 'admin',
    body: {
      field: { kind: 'enum', required: true },
      value: { kind: 'text', max: 300, required: true },
      sourceUrl: { kind: 'format', max: 500, required: true },
    },
    // The sweep's airline (bad-input-sweep.test.ts) keeps its e-mail: the same address, from its own page.
    valid: () => ({
      field: 'email',
      value: 'care@sweepair-airdesk.net',
      sourceUrl: 'https://www.sweepair-airdesk.net/contact',
    }),
    okStatus: 200,
    last: true,
  },

  // Problem reports
  {
    method: 'POST',
    path: '/api/problems',
    caller: 'subscriber',
    body: {
      airlineId: { kind: 'id', required: true },
      category: { kind: 'enum', required: true },
      flightNumber: { kind: 'format', max: 10 },
      date: { kind: 'format' },
      description: { kind: 'text', required: true, max: 5000 },
      contactEmail: { kind: 'email', required: true },
      contactPhone: { kind: 'format', max: 30 },
      flight: { kind: 'object' },
      documents: { kind: 'number', min: 0, max: 20, int: true },
      passengers: { kind: 'list', max: 9 },
      bookingReference: { kind: 'format', max: 8 },
      ticketNumber: { kind: 'format' },
      expenses: { kind: 'list', max: 20 },
      claim: { kind: 'object' },
    },
    valid: (f) => ({
      airlineId: f.airline,
      category: 'flight-delay',
      flightNumber: 'SW 100',
      date: '2026-10-01',
      description: 'The flight was delayed by four hours without any information.',
      contactEmail: 'traveller@sweep.example.net',
      contactPhone: '+44 20 7946 0000',
      flight: {
        departure: 'FRA',
        arrival: 'JFK',
        date: '2026-10-01',
        incident: 'delay',
        scheduledDepartureAt: '2026-10-01T10:00',
        scheduledArrivalAt: '2026-10-01T12:40',
        actualArrivalAt: '2026-10-01T16:40',
      },
      passengers: [{ fullName: 'Sweep Traveller' }],
      bookingReference: 'SW7X2M',
      ticketNumber: '2201234567890',
      expenses: [{ kind: 'meals', amount: 12.5, currency: 'EUR', note: 'lunch' }],
      claim: { compensation: true, expenses: true, refund: false },
    }),
    okStatus: 201,
  },
  {
    method: 'GET',
    path: '/api/problems',
    caller: 'reporter',
    query: {
      page: PAGE,
      limit: { kind: 'limit', max: 100 },
      status: { kind: 'enum' },
      q: { kind: 'search', max: 100 },
    },
    okStatus: 200,
  },
  { method: 'GET', path: '/api/problems/:report', caller: 'reporter', okStatus: 200 },
  {
    method: 'PATCH',
    path: '/api/problems/:report',
    caller: 'reporter',
    body: { status: { kind: 'enum', required: true } },
    valid: () => ({ status: 'in_progress' }),
    okStatus: 200,
  },
  // The sweep's report goes out by e-mail, so the form step is a 409 (a conflict, nothing written).
  // The sweep's report went by e-mail: the valid request is refused as such (409), after its body was checked.
  {
    method: 'POST',
    path: '/api/problems/:report/form-submitted',
    caller: 'reporter',
    body: { via: { kind: 'enum' } },
    valid: () => ({ via: 'post' }),
    okStatus: 409,
  },
  {
    method: 'POST',
    path: '/api/problems/:report/escalations',
    caller: 'reporter',
    body: { routeKey: { kind: 'text', required: true, max: 40 } },
    // The sweep's report has no route plan: a well-formed key of a route it does not have is a 400.
    valid: () => ({ routeKey: 'US-DOT:US' }),
    okStatus: 400,
  },
  { method: 'GET', path: '/api/problems/:report/case.pdf', caller: 'reporter', okStatus: 200 },
  { method: 'GET', path: '/api/problems/:report/case.zip', caller: 'reporter', okStatus: 200 },
  // The case file's documents and messages (docs/api.md#case-file). The upload is the one multipart route.
  {
    method: 'POST',
    path: '/api/problems/:report/attachments',
    caller: 'reporter',
    contentType: `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`,
    valid: () => uploadBody('boarding-pass.pdf', SWEEP_PDF),
    okStatus: 201,
  },
  { method: 'GET', path: '/api/problems/:report/attachments/:attachment', caller: 'reporter', okStatus: 200 },
  { method: 'DELETE', path: '/api/problems/:report/attachments/:attachment', caller: 'reporter', okStatus: 204 },
  {
    method: 'POST',
    path: '/api/problems/:report/messages',
    caller: 'reporter',
    body: { text: { kind: 'text', required: true, max: 5000 }, attachmentIds: { kind: 'ids', max: 20 } },
    valid: () => ({ text: 'Any news about my bag? The tag number is FRA 123456.' }),
    okStatus: 201,
  },
  { method: 'POST', path: '/api/problems/:report/messages/:message/confirm', caller: 'reporter', okStatus: 200 },

  // Passenger rights and airports
  {
    method: 'POST',
    path: '/api/rights/assess',
    caller: 'public',
    body: {
      departure: { kind: 'format', required: true },
      arrival: { kind: 'format', required: true },
      date: { kind: 'format', required: true },
      airlineId: { kind: 'id', required: true },
      incident: { kind: 'enum', required: true },
      arrivalDelayHours: { kind: 'number', min: 0, max: 720 },
      noticeDays: { kind: 'number', min: 0, max: 366, int: true },
      baggageReceivedDate: { kind: 'format' },
      cause: { kind: 'enum' },
      rerouting: { kind: 'enum' },
      alternativeDepartedEarlierHours: { kind: 'number', min: 0, max: 720 },
      farePaid: { kind: 'object' },
      disruptedLegAirlineId: { kind: 'id' },
      scheduledDepartureAt: { kind: 'format' },
      scheduledArrivalAt: { kind: 'format' },
      actualArrivalAt: { kind: 'format' },
    },
    valid: (f) => ({
      departure: 'fra',
      arrival: 'JFK',
      date: '2026-10-01',
      airlineId: f.airline,
      incident: 'cancellation',
      noticeDays: 3,
      arrivalDelayHours: 5,
      cause: 'airline',
    }),
    okStatus: 200,
  },
  {
    method: 'GET',
    path: '/api/rights/carriers',
    caller: 'public',
    query: { query: { kind: 'search', max: 100 } },
    validQuery: 'query=Lufthansa',
    okStatus: 200,
  },
  {
    method: 'GET',
    path: '/api/airports',
    caller: 'public',
    query: { query: { kind: 'search', max: 60 } },
    okStatus: 200,
  },

  {
    method: 'GET',
    path: '/api/complaint-routes',
    caller: 'public',
    query: {
      airlineId: { kind: 'id' },
      departure: { kind: 'format' },
      arrival: { kind: 'format' },
      date: { kind: 'format' },
    },
    validQuery: 'airlineId=:airline&departure=FRA&arrival=JFK&date=2026-10-01',
    okStatus: 200,
  },
  { method: 'GET', path: '/api/admin/complaint-routes', caller: 'admin', okStatus: 200 },

  // Payment methods
  { method: 'GET', path: '/api/payment-methods/has-payment-method', caller: 'user', okStatus: 200 },
  { method: 'GET', path: '/api/payment-methods', caller: 'user', okStatus: 200 },
  {
    method: 'POST',
    path: '/api/payment-methods',
    caller: 'user',
    body: {
      cardholderName: { kind: 'text', required: true, max: 100 },
      cardMasked: { kind: 'format', required: true },
      cardExpiry: { kind: 'format', required: true },
      isDefault: { kind: 'bool' },
      brand: { kind: 'enum' },
    },
    valid: () => ({
      cardholderName: 'Sweep Traveller',
      cardMasked: '**** **** **** 4242',
      cardExpiry: '12/2030',
      isDefault: false,
      brand: 'visa',
    }),
    okStatus: 201,
  },
  { method: 'DELETE', path: '/api/payment-methods/:card', caller: 'user', okStatus: 204, last: true },
  { method: 'PATCH', path: '/api/payment-methods/:card/default', caller: 'user', okStatus: 200 },

  // Admin
  { method: 'GET', path: '/api/admin/stats', caller: 'admin', okStatus: 200 },
  {
    method: 'GET',
    path: '/api/admin/subscribers',
    caller: 'admin',
    query: { page: PAGE, limit: { kind: 'limit', max: 100 } },
    okStatus: 200,
  },
  { method: 'POST', path: '/api/admin/subscribers/:user/suspend', caller: 'admin', okStatus: 200, last: true },
  { method: 'POST', path: '/api/admin/subscribers/:user/reactivate', caller: 'admin', okStatus: 200, last: true },
  { method: 'POST', path: '/api/admin/redeploy', caller: 'owner', okStatus: 202 },
];
