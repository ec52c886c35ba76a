// Builds the Worker's lazily loaded modules: the case file PDF (worker/case-file/case-pdf.ts with pdf-lib and
// fontkit) bundled into worker/lazy/case-pdf.js. wrangler uploads it beside the main bundle as an additional
// module (wrangler.toml: find_additional_modules and its ESModule rule) and the Worker imports it only when a
// PDF is asked for, so the ~0.5 MB of PDF code never weighs on the main bundle's size or start-up. wrangler
// runs this first ([build] in wrangler.toml) for `wrangler dev` and `wrangler deploy`; the worker suite's
// config runs it too. Generated, not committed (.gitignore).
import { renameSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const LAZY_MODULES = [{ entry: 'worker/case-file/case-pdf.ts', out: 'worker/lazy/case-pdf.js' }];

export async function buildLazyModules() {
  for (const m of LAZY_MODULES) {
    const out = path.join(ROOT, m.out);
    // Written aside and renamed into place: a run of wrangler or the tests reading it meanwhile sees the
    // whole old file or the whole new one.
    const tmp = `${out}.${process.pid}.tmp`;
    await build({
      entryPoints: [path.join(ROOT, m.entry)],
      outfile: tmp,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['module', 'main'],
      legalComments: 'none',
      logLevel: 'warning',
    });
    renameSync(tmp, out);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await buildLazyModules();
