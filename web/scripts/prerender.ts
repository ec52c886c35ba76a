// The build's second half, as a Vite plugin run after the client build has written web/dist:
//  1. builds web/src/prerender.tsx for Node (Vite SSR build, into a temporary folder);
//  2. writes one HTML file per route into web/dist, from the client build's index.html:
//     - the public pages of app/pages.ts marked `prerender` carry their HTML (signed out) and the CSS emotion
//       generated for it, so they paint before any JavaScript runs; main.tsx hydrates them;
//     - a page behind a sign-in carries what a signed-in visitor sees until GET /api/user answers (the header
//       and "Checking your session…"), which main.tsx renders over instead of hydrating;
//     - every other route gets the same shell with an empty root, rendered in the browser;
//     - every file carries the theme's global CSS (app/providers.tsx: the browser does not build it again);
//     - each file preloads (modulepreload) its own page's chunks, so no page waits for the entry to ask for it;
//     - a public prerendered page instead starts the app through a small boot script (src/boot.ts, compiled
//       here into a hashed asset) that lets the browser paint the HTML first, then preloads the same modules
//       (the entry's and the page's, listed in its data-preload attribute) and imports the entry;
//     `/` is index.html, `/auth` is auth.html (Workers assets and Pages both serve /auth from auth.html), and
//     404.html is the not-found page for unknown paths (not_found_handling = "404-page"; Pages does the same);
//  3. writes _headers (worker/middleware/static-headers.ts) and robots.txt (worker/lib/robots.ts).
// No inline script anywhere: the CSP's script-src stays 'self' plus PayPal.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, minify, transformWithOxc, type Plugin, type ResolvedConfig } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES, languagePrefix, type Language } from '../../worker/contracts/languages';
import { ROBOTS_TXT } from '../../worker/lib/robots';
import { headersFile } from '../../worker/middleware/static-headers';
import type { PageDef } from '../src/app/pages';
import { catalogueKeys, planChunks } from './catalogue-chunks';
import { linguiPlugins } from './lingui-macros';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;
type PrerenderModule = typeof import('../src/prerender');

/** The HTML file that Workers static assets and Pages serve for a route path. */
export const htmlFileFor = (routePath: string) => (routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`);

function closure(manifest: Manifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imp of manifest[key].imports ?? []) closure(manifest, imp, into);
  return into;
}

/**
 * The page in every language and x-default (English) for search engines: <link rel="alternate" hreflang>, with
 * the origin-relative paths the pages are served at (/auth, /es/auth, /es/ for the Spanish home page).
 */
function alternates(routePath: string) {
  const href = (lang: Language) => {
    const prefix = languagePrefix(lang);
    return prefix && routePath === '/' ? `${prefix}/` : `${prefix}${routePath}`;
  };
  return [
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${href(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANGUAGE)}">`,
  ].join('');
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function buildServerRenderer(config: ResolvedConfig) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'airdesk-prerender-'));
  await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    mode: config.mode,
    resolve: { alias: config.resolve.alias },
    plugins: [...linguiPlugins(), react()],
    // Everything bundled: the output runs from a temporary folder, away from node_modules.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender.tsx',
      outDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  return { outDir, module: (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as PrerenderModule };
}

/** src/boot.ts as a minified script in dist/assets, named for its content like the bundler's own files. */
async function writeBootScript(config: ResolvedConfig, dist: string) {
  const source = path.join(config.root, 'src/boot.ts');
  const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
  const minified = (await minify('boot.js', code, {})).code;
  const hash = createHash('sha256').update(minified).digest('base64url').slice(0, 8);
  const file = `${config.build.assetsDir}/boot-${hash}.js`;
  writeFileSync(path.join(dist, file), minified);
  return `/${file}`;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'airdesk-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr) return;
      const dist = path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
      const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
      const entry = closure(manifest, entryKey);
      const entryFile = manifest[entryKey]!.file;
      const entryScript = `<script type="module" crossorigin src="/${entryFile}"></script>`;
      if (!template.includes(entryScript)) throw new Error(`index.html does not load the entry as ${entryScript}`);
      // The modules Vite preloads for the entry: one run of link tags after the entry's script.
      const entryPreloads =
        /(\s*<link rel="modulepreload" crossorigin href="[^"]+">)+/.exec(
          template.slice(template.indexOf(entryScript)),
        )?.[0] ?? '';
      const entryModules = [`/${entryFile}`, ...[...entryPreloads.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!)];
      const bootScript = await writeBootScript(config, dist);
      const { outDir, module } = await buildServerRenderer(config);
      try {
        const themeCss = await module.renderThemeCss();
        const pages: (Pick<PageDef, 'title' | 'source' | 'prerender'> & {
          path: string;
          file: string;
          sessionCheck?: boolean;
        })[] = [
          ...module.PAGES.map((p) => ({ ...p, file: htmlFileFor(p.path), sessionCheck: module.needsSignIn(p.access) })),
          { ...module.NOT_FOUND_PAGE, path: '/404', file: '404.html' },
        ];
        const plan = planChunks();
        for (const lang of LANGUAGES) {
          const prefix = languagePrefix(lang);
          for (const page of pages) {
            const own = [...closure(manifest, page.source)].filter((k) => !entry.has(k)).map((k) => manifest[k]!);
            // The page's messages in the language, preloaded with its own modules: the app renders once it has them.
            for (const key of catalogueKeys(plan, lang, page.source)) {
              const chunk = manifest[key];
              if (!chunk) throw new Error(`The build has no chunk ${key} for ${page.path}.`);
              own.push(chunk);
            }
            const stylesheets = own
              .flatMap((c) => c.css ?? [])
              .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
              .join('');
            const hasHtml = page.prerender || page.sessionCheck;
            const rendered = hasHtml
              ? await module.renderPage(page.path, { sessionCheck: !!page.sessionCheck, lang })
              : { html: '', css: themeCss };
            // A public page starts through the boot script, which preloads the same modules once the HTML is on
            // screen. A guarded page loads them at once: what it shows needs GET /api/user, which the app asks
            // for only once it runs, so waiting for the session check to paint would only delay the page.
            const html = (
              page.prerender
                ? template
                    .replace(entryPreloads, '')
                    .replace(
                      entryScript,
                      `<script type="module" crossorigin src="${bootScript}" data-app="/${entryFile}" ` +
                        `data-preload="${[...entryModules, ...own.map((c) => `/${c.file}`)].join(' ')}"></script>`,
                    )
                : template.replace(
                    '</head>',
                    own.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`).join('') + '</head>',
                  )
            )
              .replace(/<html lang="en">/, `<html lang="${lang}">`)
              .replace(
                /<title>[^<]*<\/title>/,
                `<title>${escapeHtml(`AirDesk – ${await module.pageTitle(page.title, lang)}`)}</title>`,
              )
              .replace('</head>', page.prerender ? `${alternates(page.path)}</head>` : '</head>')
              .replace('</head>', `${stylesheets}${rendered.css}</head>`)
              .replace(
                '<div id="root"></div>',
                // A session check is not the page: main.tsx renders over it instead of hydrating it.
                `<div id="root"${page.sessionCheck ? ' data-session-check' : ''}>${rendered.html}</div>`,
              );
            if (hasHtml && !rendered.html) throw new Error(`Prerendering ${page.path} produced no HTML.`);
            const file = prefix ? path.join(dist, prefix.slice(1), page.file) : path.join(dist, page.file);
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, html);
          }
        }
        writeFileSync(path.join(dist, '_headers'), headersFile());
        writeFileSync(path.join(dist, 'robots.txt'), ROBOTS_TXT);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
