// The whole D1 schema, one module per part of the product in worker/tables/. drizzle-kit generates migrations/
// from this file (package.json's db:generate) and the worker queries through it, so every table is exported here.
// The closed value sets come from the contracts, so a row's status is the API's status type without a cast;
// `enum` is a TypeScript type only in SQLite: no CHECK constraint, no migration.
export * from './worker/tables/accounts';
export * from './worker/tables/billing';
export * from './worker/tables/case-file';
export * from './worker/tables/directory';
export * from './worker/tables/mail';
export * from './worker/tables/operations';
export * from './worker/tables/problems';
export * from './worker/tables/rights';
