// Builds the Worker's lazily loaded modules: the case file PDF (worker/case-file/case-pdf.ts with pdf-lib and
// fontkit) bundled into worker/lazy/case-pdf.js. wrangler uploads it beside the main bundle as an additional
// module (wrangler.toml: find_additional_modules and its ESModule rule) and the Worker imports it only when a
// PDF is asked for, so the ~0.5 MB of PDF code never weighs on the main bundle's size or start-up. wrangler
// runs this first ([build] in wrangler.toml) for `wrangler dev` and `wrangler deploy`; the worker suite's
// config runs it too. Generated, not committed (.gitignore).
// Built once per change: every caller (wrangler's [build] for `wrangler dev` and `wrangler deploy`, the worker
// suite's config) asks for it, so a module whose inputs are all older than the bundle is not built again, and a
// gate that deploys and then tests builds it once. Which files went in is kept from esbuild's metafile.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { LANGUAGES } from '../contracts/languages';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The inputs of each bundle as esbuild read them (outside the repository's files, so wrangler uploads none). */
const INPUTS_DIR = path.join(ROOT, 'node_modules/.cache/airdesk-lazy');

export const LAZY_MODULES = [
  { entry: 'worker/case-file/case-pdf.ts', out: 'worker/lazy/case-pdf.js' },
  { entry: 'worker/case-file/mime-parser.ts', out: 'worker/lazy/mime-parser.js' },
  // The rights engine's prose in every language, for the mails that quote it (worker/rights-texts-module.ts).
  { entry: 'worker/contracts/i18n/rights/catalogues.ts', out: 'worker/lazy/rights-texts.js' },
  // The email() handler's path (worker/index.ts) and the daily cron's source checks (worker/scheduled.ts): each
  // makes its own database handle, so the copy of drizzle it carries never meets the main bundle's.
  { entry: 'worker/case-file/inbound.ts', out: 'worker/lazy/case-mail.js' },
  { entry: 'worker/directory/source-check.ts', out: 'worker/lazy/source-checks.js' },
  // The ZIP downloads' writer with fflate (worker/zip-stream-module.ts).
  { entry: 'worker/lib/zip-stream.ts', out: 'worker/lazy/zip-stream.js' },
  // Each language's texts but English's, loaded when a request, a mail or a letter needs it (language-texts-module.ts).
  ...LANGUAGES.filter((l) => l !== 'en').map((l) => ({
    entry: `worker/language-texts/${l}.ts`,
    out: `worker/lazy/texts-${l}.js`,
  })),
];

/**
 * A lazy module that imports another (the inbound path loads the MIME parser and the language texts) keeps the import:
 * all of them are uploaded side by side in worker/lazy/, so `./lazy/x.js` written beside index.ts is `./x.js` here.
 */
const lazySiblings: Plugin = {
  name: 'lazy-siblings',
  setup(b) {
    b.onResolve({ filter: /(^|\/)lazy\/[^/]+\.js$/ }, (args) => ({
      path: `./${path.basename(args.path)}`,
      external: true,
    }));
  },
};

const inputsFile = (out: string) => path.join(INPUTS_DIR, `${path.basename(out)}.inputs.json`);

/** Whether `out` exists and no file it was built from changed since (or was removed). */
function upToDate(out: string) {
  const list = inputsFile(out);
  if (!existsSync(out) || !existsSync(list)) return false;
  const built = statSync(out).mtimeMs;
  const inputs = JSON.parse(readFileSync(list, 'utf8')) as string[];
  return inputs.every((f) => existsSync(f) && statSync(f).mtimeMs <= built);
}

export async function buildLazyModules() {
  for (const m of LAZY_MODULES) {
    const out = path.join(ROOT, m.out);
    if (upToDate(out)) continue;
    // Written aside and renamed into place: a run of wrangler or the tests reading it meanwhile sees the
    // whole old file or the whole new one.
    const tmp = `${out}.${process.pid}.tmp`;
    const result = await build({
      entryPoints: [path.join(ROOT, m.entry)],
      outfile: tmp,
      metafile: true,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['module', 'main'],
      legalComments: 'none',
      logLevel: 'warning',
      plugins: [lazySiblings],
    });
    renameSync(tmp, out);
    mkdirSync(INPUTS_DIR, { recursive: true });
    const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(ROOT, f));
    writeFileSync(inputsFile(out), JSON.stringify(inputs));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await buildLazyModules();
