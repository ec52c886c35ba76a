// The daily cron that runs the source checks (source-check.ts), one of wrangler.toml's [triggers] crons; the
// other runs the 5-minute jobs. On its own, with no import, so the local tools (cli/start.ts) can name it too.
export const SOURCE_CHECK_CRON = '17 3 * * *';
