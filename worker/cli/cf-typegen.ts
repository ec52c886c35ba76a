// `npm run cf-typegen`: writes the Worker's `Env` (worker/worker-configuration.d.ts) with `wrangler types`, from
// wrangler.toml's bindings and [vars] and the names in .dev.vars.example. Those two files are the one list of
// the Worker's variables; worker/env.ts derives `Bindings` from this `Env`. The runtime's own types (Request,
// D1Database, ...) come from the pinned @cloudflare/workers-types package, not from this file.
// `npm run cf-typegen -- --check` (the first step of `npm test`) generates the file again under another name
// and fails when it differs from the committed one: a variable added without regenerating is caught.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './wrangler';

const OUT = 'worker/worker-configuration.d.ts';
// Next to OUT so the generated `import("./index")` of the main module is the same.
const CHECK_OUT = 'worker/.worker-configuration.check.d.ts';

const FLAGS = [
  // Only Env: the runtime types are @cloudflare/workers-types (worker/tsconfig.json).
  '--include-runtime=false',
  // wrangler.toml's values are local defaults; deployed ones differ, so each variable is a string, not a literal.
  '--strict-vars=false',
  // Secret names from the committed example, never from a developer's own .dev.vars (the output would then
  // depend on the machine).
  '--env-file',
  '.dev.vars.example',
];

const generate = (out: string) => run('wrangler', ['types', out, ...FLAGS], { quiet: true });
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

if (process.argv.includes('--check')) {
  try {
    generate(CHECK_OUT);
    // The header quotes the command, so the other file name is put back before comparing.
    const fresh = read(CHECK_OUT).replaceAll(CHECK_OUT, OUT);
    const committed = existsSync(path.join(ROOT, OUT)) ? read(OUT) : '';
    if (fresh !== committed) {
      console.error(
        `${OUT} is out of date with wrangler.toml or .dev.vars.example: run \`npm run cf-typegen\` and commit it.`,
      );
      process.exitCode = 1;
    } else {
      console.log(`${OUT} is up to date.`);
    }
  } finally {
    rmSync(path.join(ROOT, CHECK_OUT), { force: true });
  }
} else {
  generate(OUT);
  console.log(`Wrote ${OUT}.`);
}
