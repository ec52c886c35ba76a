// `npm run size`: the gzipped JavaScript each route loads on a first visit, read from the Vite manifest
// of the last build (web/dist/.vite/manifest.json): the entry chunk and its static imports, plus the
// route's lazily loaded page chunk and its static imports, and the page's catalogue chunks in each language.
// Fails when / goes over the 200 kB budget in any language (the bench's tighter budgets are measured in Chromium).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import { LANGUAGES } from '../../worker/contracts/languages';
import { catalogueKeys, planChunks } from './catalogue-chunks';
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

// A page also loads its messages before it renders (web/scripts/catalogue-chunks.ts): the shell's and its own
// catalogue chunks, and for a language other than English the server's texts when the page shows them.
const plan = planChunks();
const catalogueBytes = (lang: string, source: string) =>
  catalogueKeys(plan, lang, source).reduce((n, k) => {
    if (!manifest[k]) throw new Error(`${k} is not in the Vite manifest: is the build older than the sources?`);
    return n + gz(manifest[k].file);
  }, 0);

const rows = [...PAGES, { ...NOT_FOUND_PAGE, path: '(404)' }].map((page) => {
  const keys = closure(page.source, new Set(entry));
  const code = total(keys);
  return {
    path: page.path,
    page: code - entryBytes,
    inLanguage: LANGUAGES.map((lang) => code + catalogueBytes(lang, page.source)),
  };
});

console.log(
  `Gzipped JavaScript on a first visit (entry chunk and its imports: ${kb(entryBytes).trim()} kB), per language`,
);
console.log('with the catalogue chunks the page loads before it renders\n');
console.log(`${'route'.padEnd(24)}${'page kB'.padStart(9)}${LANGUAGES.map((l) => l.padStart(8)).join('')}`);
for (const r of rows)
  console.log(`${r.path.padEnd(24)}${kb(r.page).padStart(9)}${r.inLanguage.map((b) => kb(b).padStart(8)).join('')}`);

const home = rows.find((r) => r.path === '/')!;
const over = LANGUAGES.filter((_, i) => home.inLanguage[i]! > BUDGET_KB * 1024);
for (const lang of over) console.error(`/ in ${lang} is over the ${BUDGET_KB} kB budget.`);
if (over.length) process.exit(1);
