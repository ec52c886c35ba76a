// The SPA's messages split into chunks along the code's own chunks (docs/i18n.md#catalogue-chunks). The PO
// catalogue of a language holds all 1,100-odd messages (25 to 28 kB gzipped), and loading it whole before the
// first render put every page over its first-load budget. The translators still work on one PO file per
// language; the build cuts it:
//   - the shell's chunk: the messages of the modules the app starts with (main.tsx and what it imports
//     statically, short of the pages), loaded before the first render;
//   - one chunk per page of app/pages.ts: the messages of the modules the page imports statically that the
//     shell does not hold, loaded with the page's own module (app/router.tsx);
//   - one chunk per lazily loaded part (any other `import('./…')` of a module under src/: the panel after a
//     report is filed, the mobile menu, a dialog's form): the messages of what the part imports statically that
//     the shell does not hold, loaded with the part's module. The build wraps each such import in
//     withPartMessages (i18n/language.ts), so a lazy part needs nothing written for it, and a page's first load
//     carries no text of a panel or dialog the visitor may never open.
// Which module holds a message is the PO file's own record (`#: src/…` origins, written by
// `npm run i18n:extract`); which modules a chunk reaches is read from the sources' import statements.
// Each chunk is compiled by Lingui's public API, as @lingui/vite-plugin compiles a whole catalogue.
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogueChunkName, SHELL_CHUNK } from '../src/i18n/catalogue-chunk-name';

const WEB = path.join(import.meta.dirname, '..');
const SRC = path.join(WEB, 'src');
const configPath = path.join(WEB, 'lingui.config.ts');

/** The module a page's messages are loaded from: `virtual:catalogue-chunks` (a loader per page and language). */
export const CHUNKS_MODULE = 'virtual:catalogue-chunks';
const RESOLVED_CHUNKS_MODULE = `\0${CHUNKS_MODULE}`;
/** The query that asks for one chunk of a PO file: `…/es/messages.po?chunk=home-page`. */
const CHUNK_QUERY = 'chunk';
export const SHELL = SHELL_CHUNK;
/** Where the build's wrapper of a lazy part's import comes from (see the header). */
const LANGUAGE_MODULE = path.join(SRC, 'i18n/language.ts');

// import … from '…', export … from '…', import '…', import('…'). Type-only imports and re-exports are
// skipped: they load nothing, and following them could pull another feature's messages into a chunk.
const STATIC_IMPORT = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[\w$*{}\s,]*?\s*from\s*)?['"]([^'"\n]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A relative specifier as a file under src/, or undefined (a package, an alias outside src/, an asset). */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec.split('?')[0]!);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return undefined;
}

/** The files a module imports at run time, statically and lazily. */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(file, 'utf8');
  const statics: string[] = [];
  for (const m of code.matchAll(STATIC_IMPORT)) {
    if (m[2]) continue;
    const target = resolveImport(file, m[3]!);
    if (target) statics.push(target);
  }
  const dynamic = [...code.matchAll(DYNAMIC_IMPORT)].flatMap((m) => resolveImport(file, m[1]!) ?? []);
  return { static: statics, dynamic };
}

/** Every file reachable from the roots, not entering the ones in `stop`; through lazy imports too, unless `eager`. */
function reach(roots: string[], stop: ReadonlySet<string>, eager: boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { static: statics, dynamic } = importsOf(file);
    for (const next of eager ? statics : [...statics, ...dynamic])
      if (!seen.has(next) && !stop.has(next)) queue.push(next);
  }
  return seen;
}

/** A chunk of a language's PO file, as the build imports it. */
const poChunk = (lang: string, name: string) => path.join(SRC, 'locales', lang, `messages.po?${CHUNK_QUERY}=${name}`);

/** The pages' modules: the `import('…')` of app/pages.ts, each a page the router loads lazily. */
export function pageModules(): string[] {
  const pages = path.join(SRC, 'app/pages.ts');
  return importsOf(pages).dynamic;
}

/** A page's or a part's chunk name: its module's file name ("home-page"), which must be unique among them. */
export const chunkName = catalogueChunkName;

export interface ChunkPlan {
  /** Chunk name → the files (relative to web/, as the PO origins name them) whose messages it holds. */
  files: Map<string, Set<string>>;
  /** The lazily loaded parts: module file → its chunk's name. */
  parts: Map<string, string>;
  /**
   * The chunks whose modules show contract texts as soon as they render (they load the server catalogue too). A
   * part loaded later that shows them waits for the catalogue itself (useServerText).
   */
  serverText: Set<string>;
}

/** Which files' messages go into each chunk. */
export function planChunks(): ChunkPlan {
  const pages = pageModules();
  const main = path.join(SRC, 'main.tsx');
  const stopAtPages = new Set(pages);
  // The parts: every module some module of the app imports lazily, other than the pages (app/pages.ts).
  const parts = new Set(
    [...reach([main, ...pages], stopAtPages, false)].flatMap((f) =>
      importsOf(f).dynamic.filter((d) => !stopAtPages.has(d)),
    ),
  );
  const roots = [...pages, ...parts];
  const names = roots.map(chunkName);
  const duplicate = names.find((n, i) => names.indexOf(n) !== i || n === SHELL);
  if (duplicate)
    throw new Error(
      `Two lazily loaded modules are named ${duplicate}: their catalogue chunks would clash. Rename one.`,
    );
  // What loads with a module is what it imports statically: a module also loaded lazily elsewhere is in both chunks.
  const eager = (root: string) => reach([root], new Set(), true);
  const shell = eager(main);
  const relative = (files: Iterable<string>) => new Set([...files].map((f) => path.relative(WEB, f)));
  const files = new Map<string, Set<string>>([[SHELL, relative(shell)]]);
  for (const root of roots) files.set(chunkName(root), relative([...eager(root)].filter((f) => !shell.has(f))));
  const SERVER_TEXT = path.join(SRC, 'i18n/server-text.ts');
  const serverText = new Set(
    [[SHELL, shell] as const, ...roots.map((r) => [chunkName(r), eager(r)] as const)]
      .filter(([, reached]) => reached.has(SERVER_TEXT))
      .map(([name]) => name),
  );
  return { files, parts: new Map([...parts].map((p) => [p, chunkName(p)])), serverText };
}

type Origins = Map<string, string[]>;

/** Each message's files, from the source language's PO file. */
async function messageOrigins(config: LinguiConfigNormalized): Promise<Origins> {
  const [catalog] = await getCatalogs(config);
  const messages = await catalog!.read(config.sourceLocale ?? 'en');
  return new Map(Object.entries(messages).map(([id, m]) => [id, (m.origin ?? []).map(([file]) => file)]));
}

/** The ids each chunk holds: a page's chunk leaves out what the shell's already has. */
export async function chunkIds(
  plan = planChunks(),
  config = getConfig({ configPath }),
): Promise<Map<string, Set<string>>> {
  const origins = await messageOrigins(config);
  const idsOf = (files: Set<string>) =>
    new Set([...origins].filter(([, from]) => from.some((f) => files.has(f))).map(([id]) => id));
  const shell = idsOf(plan.files.get(SHELL)!);
  return new Map(
    [...plan.files].map(([name, files]) => [
      name,
      name === SHELL ? shell : new Set([...idsOf(files)].filter((id) => !shell.has(id))),
    ]),
  );
}

/**
 * The build's side: `virtual:catalogue-chunks` exports the loader of each language's shell chunk (a literal
 * import, so each chunk of each language is its own file), the shell's chunk exports the loaders of its language's
 * page and part chunks, a PO file imported with `?chunk=<name>` compiles into that chunk's messages, and each lazy
 * import of a part that has messages of its own (or shows contract texts) is wrapped so they load with it.
 */
export function catalogueChunks(): Plugin {
  const config = getConfig({ configPath, skipValidation: true });
  let ids: Promise<Map<string, Set<string>>> | undefined;
  let plan: ChunkPlan | undefined;
  const current = () => {
    plan ??= planChunks();
    ids ??= chunkIds(plan, config);
    return { plan, ids };
  };
  return {
    name: 'airdesk-catalogue-chunks',
    enforce: 'pre',
    // A source or PO file edited under `npm run dev` may move messages between chunks.
    watchChange() {
      plan = undefined;
      ids = undefined;
    },
    resolveId(id) {
      return id === CHUNKS_MODULE ? RESOLVED_CHUNKS_MODULE : null;
    },
    load(id) {
      if (id !== RESOLVED_CHUNKS_MODULE) return null;
      const { plan } = current();
      // Only the shell's chunk of each language is imported from here: the loaders of the pages' chunks are in
      // it (below), so the entry does not carry a loader for every page in every language.
      const shell = config.locales.map(
        (lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(poChunk(lang, SHELL))})`,
      );
      return [
        `export const SHELL_CHUNKS = {${shell.join(', ')}};`,
        `export const SERVER_TEXT_CHUNKS = new Set(${JSON.stringify([...plan.serverText])});`,
      ].join('\n');
    },
    async transform(code, id) {
      const [file, query] = id.split('?');
      if (!query && /\.tsx?$/.test(file!) && file!.startsWith(SRC + path.sep)) return wrapPartImports(file!, code);
      const name = new URLSearchParams(query ?? '').get(CHUNK_QUERY);
      if (!file!.endsWith('.po') || !name) return null;
      const found = getCatalogForFile(path.relative(config.rootDir ?? WEB, file!), await getCatalogs(config));
      this.addWatchFile(file!);
      const chunk = (await current().ids).get(name);
      if (!chunk) throw new Error(`No catalogue chunk is named ${name}.`);
      const { messages } = await found.catalog.getTranslations(found.locale, {
        fallbackLocales: config.fallbackLocales || {},
        sourceLocale: config.sourceLocale ?? 'en',
      });
      const own = Object.fromEntries(Object.entries(messages).filter(([msgId]) => chunk.has(msgId)));
      const { source, errors } = createCompiledCatalog(found.locale, own, { namespace: 'es' });
      if (errors.length)
        throw new Error(`${file}: ${errors.map((e) => `${e.id} (${e.source}): ${e.error.message}`).join('; ')}`);
      if (name !== SHELL) return { code: source, map: null, moduleType: 'js' };
      // Every page's loader (the prerendered pages preload their chunk, an empty one too); a part's when it has any.
      const partNames = new Set(current().plan.parts.values());
      const others = [...(await current().ids)]
        .filter(([chunkName, held]) => chunkName !== SHELL && (held.size > 0 || !partNames.has(chunkName)))
        .map(
          ([chunkName]) =>
            `${JSON.stringify(chunkName)}: () => import(${JSON.stringify(poChunk(found.locale, chunkName))})`,
        );
      return { code: `${source}\nexport const CHUNKS = {${others.join(', ')}};`, map: null, moduleType: 'js' };
    },
  };

  /**
   * `import('./report-thank-you')` becomes `__withPartMessages(import('./report-thank-you'), "report-thank-you")`:
   * the part's module resolves once its messages (and the server catalogue, when it shows contract texts) are
   * loaded in the active language, so it never renders a text it does not have. The helper's import goes last, so
   * the module's lines keep their numbers.
   */
  async function wrapPartImports(file: string, code: string) {
    const { plan, ids } = current();
    const held = await ids;
    const out = code.replace(DYNAMIC_IMPORT, (call: string, spec: string) => {
      const part = plan.parts.get(resolveImport(file, spec) ?? '');
      if (!part || (!held.get(part)?.size && !plan.serverText.has(part))) return call;
      return `__withPartMessages(${call}, ${JSON.stringify(part)})`;
    });
    if (out === code) return null;
    const helper = JSON.stringify(LANGUAGE_MODULE);
    return { code: `${out}\nimport { withPartMessages as __withPartMessages } from ${helper};\n`, map: null };
  }
}

/**
 * The build manifest's keys of what a page loads in a language before it renders: the shell's and the page's
 * chunks, and the server catalogue when either shows contract texts (English needs none). For the preloads of
 * the prerendered pages and `npm run size`.
 */
export function catalogueKeys(plan: ChunkPlan, lang: string, pageSource: string): string[] {
  const chunks = [SHELL, chunkName(pageSource)];
  const server =
    lang !== 'en' && chunks.some((c) => plan.serverText.has(c)) ? [`../worker/contracts/i18n/${lang}.ts`] : [];
  return [...chunks.map((c) => `src/locales/${lang}/messages.po?${CHUNK_QUERY}=${c}`), ...server];
}
