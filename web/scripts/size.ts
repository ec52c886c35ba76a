// `npm run size`: the gzipped JavaScript each route loads on a first visit, read from the Vite manifest
// of the last build (web/dist/.vite/manifest.json): the entry chunk and its static imports, plus the
// route's lazily loaded page chunk and its static imports. Fails when / goes over the 200 kB budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import { LANGUAGES } from '../../worker/contracts/languages';
import { linguiPlugins } from './lingui-macros';

// app/pages.ts names its pages with Lingui's msg macro: loaded through Vite with the macro plugin, as the build does.
const vite = await createServer({
  configFile: false,
  root: path.resolve(import.meta.dirname, '..'),
  logLevel: 'error',
  plugins: linguiPlugins(),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
});
const { NOT_FOUND_PAGE, PAGES } = (await vite.ssrLoadModule('/src/app/pages.ts')) as typeof import('../src/app/pages');
await vite.close();

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const BUDGET_KB = 200;

if (!existsSync(MANIFEST)) {
  console.error(`No ${path.relative(process.cwd(), MANIFEST)}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Chunk>;

function closure(key: string, into = new Set<string>()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest: is app/pages.ts out of date?`);
  into.add(key);
  for (const imp of chunk.imports ?? []) closure(imp, into);
  return into;
}

const gzCache = new Map<string, number>();
const gz = (file: string) => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gzCache.get(file)!;
};
const total = (keys: Set<string>) =>
  [...keys].filter((k) => manifest[k]!.file.endsWith('.js')).reduce((n, k) => n + gz(manifest[k]!.file), 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
const entry = closure(entryKey);
const entryBytes = total(entry);

const rows = [...PAGES, { ...NOT_FOUND_PAGE, path: '(404)' }].map((page) => {
  const keys = closure(page.source, new Set(entry));
  return { path: page.path, bytes: total(keys), page: total(keys) - entryBytes };
});

console.log(`Gzipped JavaScript on a first visit (entry chunk and its imports: ${kb(entryBytes).trim()} kB)\n`);
console.log(`${'route'.padEnd(24)}${'total kB'.padStart(10)}${'page kB'.padStart(10)}`);
for (const r of rows) console.log(`${r.path.padEnd(24)}${kb(r.bytes).padStart(10)}${kb(r.page).padStart(10)}`);

// Every page also loads its language's catalogues before it renders (i18n/language.ts): the SPA's PO catalogue, and
// for a language other than English the server's texts.
const catalogueBytes = (lang: string) =>
  [`src/locales/${lang}/messages.po`, `../worker/contracts/i18n/${lang}.ts`]
    .filter((k) => manifest[k])
    .reduce((n, k) => n + gz(manifest[k]!.file), 0);
const home = rows.find((r) => r.path === '/')!;
let over = false;
console.log('');
for (const lang of LANGUAGES) {
  const bytes = home.bytes + catalogueBytes(lang);
  console.log(
    `/ in ${lang.padEnd(5)} loads ${kb(bytes).trim()} kB of a ${BUDGET_KB} kB budget (catalogues ${kb(catalogueBytes(lang)).trim()} kB).`,
  );
  if (bytes > BUDGET_KB * 1024) {
    console.error(`/ in ${lang} is over budget by ${kb(bytes - BUDGET_KB * 1024).trim()} kB.`);
    over = true;
  }
}
if (over) process.exit(1);
