// The server half of the build's prerender (web/scripts/prerender.ts): renders one public page signed out,
// or a guarded page's session check (what a signed-in visitor sees until GET /api/user answers), with the
// same providers and routes as main.tsx under a StaticRouter, and returns its HTML and the CSS that emotion
// generated for it (Chakra styles through emotion).
import type { EmotionCache } from '@emotion/cache';
import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { CacheProvider, Global } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { ErrorBoundary } from './components/error-boundary';
import { DEFAULT_LANGUAGE, languagePrefix, type Language } from '@contracts/languages';
import { routerBasename } from './i18n/language';
import { prerenderSessionCheck } from './lib/session';
import { createEmotionCache } from './theme/emotion-cache';
import { pageGlobalCss } from './theme/system';

export { needsSignIn, NOT_FOUND_PAGE, PAGES } from './app/pages';

/** The statement that sets the order of Chakra's cascade layers (what its layers <Global> renders). */
const LAYER_ORDER = /^@layer [\w\s,-]+;$/;

/**
 * What emotion inserted while rendering, as <style> tags that stay where they are on load. The class rules
 * come first, named "<key>-prerendered": emotion's browser cache takes over tags it recognises by moving each
 * one to the end of <head>, and a moved stylesheet makes the browser style and lay out the whole page again
 * (about 150 ms on a slow phone, in the middle of the app's startup); the browser's cache marks these names
 * as inserted instead (theme/emotion-cache.ts). Then the rules of each <Global> (Chakra's layer order, its
 * reset, global styles and tokens) in a tag emotion does not know, so they too stay where they are, and
 * after them, for each <Global>, an empty tag with the name emotion gives a <Global>'s tag ("<key>-global
 * <name>"): <ChakraProvider>'s <Global>s find their tag by that name and, taking it over, keep the rules the
 * page already has instead of inserting them again. Taking a tag over moves it to the end of <head>; moving
 * a tag that holds the theme's variables and reset restyled the whole page (70 to 170 ms at a 4x CPU
 * slowdown), moving an empty one restyles nothing.
 */
function styleTags(cache: EmotionCache) {
  let layerOrder = '';
  const classIds: string[] = [];
  let classCss = '';
  let globalRules = '';
  const globalNames: string[] = [];
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string' || !rules) continue;
    if (cache.registered[`${cache.key}-${name}`] !== undefined) {
      classIds.push(name);
      classCss += rules;
    } else {
      // The layer order also goes first, in a tag of its own: the class rules before the globals use the layers.
      if (!layerOrder && LAYER_ORDER.test(rules)) layerOrder = `<style data-s>${rules}</style>`;
      // Kept in insertion order: the layer order comes first.
      globalRules += rules;
      globalNames.push(`<style data-emotion="${cache.key}-global ${name}" data-s></style>`);
    }
  }
  const classes = classIds.length
    ? `<style data-emotion="${cache.key}-prerendered ${classIds.join(' ')}" data-s>${classCss}</style>`
    : '';
  return `${layerOrder}${classes}<style data-s>${globalRules}</style>${globalNames.join('')}`;
}

const globalCss = pageGlobalCss();

/** Renders a tree to HTML with the CSS emotion generated for it, as <style> tags. */
async function renderWithStyles(tree: ReactNode) {
  const cache = createEmotionCache();
  // Compat mode keeps every rule in cache.inserted instead of writing <style> tags into the markup, which
  // is what @emotion/server's extractCritical relies on too.
  cache.compat = true;
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        {/* The theme's global styles, which the browser's system is created without (theme/system.ts): no <Global>
            in the browser has this tag's name, so it stays where it is. */}
        <Global styles={globalCss} />
        {tree}
      </CacheProvider>
    </StrictMode>,
    // React outlines a Suspense boundary bigger than this (12.8 kB by default) into a hidden segment that an
    // inline script reveals; the CSP blocks inline scripts, so every boundary stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, css: styleTags(cache) };
}

/**
 * The theme's global CSS alone, as <style> tags, for a page whose HTML has no prerendered content: the
 * browser then takes it from the HTML like everywhere else.
 */
export async function renderThemeCss() {
  return (await renderWithStyles(<Providers>{null}</Providers>)).css;
}

// Every language's whole catalogue. The browser loads a page's messages in chunks, with the page's module
// (web/scripts/catalogue-chunks.ts); here the pages' lazily loaded modules load once for all six languages, so a
// chunk loaded with them would be loaded for the first language alone. The build writes each page with the whole
// of its language's catalogue instead: the same texts the browser's chunks give it.
const CATALOGUES = import.meta.glob<{ messages: Messages }>('./locales/*/messages.po');

async function activateWhole(lang: Language) {
  const load = CATALOGUES[`./locales/${lang}/messages.po`];
  if (!load) throw new Error(`No catalogue for ${lang} in src/locales.`);
  i18n.loadAndActivate({ locale: lang, messages: (await load()).messages });
}

/** A page's title in a language (its catalogue is active while that language's pages are written). */
export async function pageTitle(title: MessageDescriptor, lang: Language) {
  await activateWhole(lang);
  return i18n._(title);
}

export async function renderPage(
  path: string,
  { sessionCheck = false, lang = DEFAULT_LANGUAGE }: { sessionCheck?: boolean; lang?: Language } = {},
) {
  await activateWhole(lang);
  prerenderSessionCheck(sessionCheck);
  // A message the catalogue lacks would be written into the page as its id: the build fails instead.
  const missing: string[] = [];
  const unlisten = i18n.on('missing', ({ id }) => missing.push(id));
  const page = await renderWithStyles(
    <Providers>
      <ErrorBoundary>
        <StaticRouter basename={routerBasename(lang)} location={`${languagePrefix(lang)}${path}`}>
          <AppRoutes />
        </StaticRouter>
      </ErrorBoundary>
    </Providers>,
  ).finally(() => {
    prerenderSessionCheck(false);
    unlisten();
  });
  if (missing.length)
    throw new Error(`Prerendering ${languagePrefix(lang)}${path}: no ${lang} message for ${missing.join(', ')}.`);
  // A part still outlined (a hidden segment and an inline script to reveal it) would stay hidden under the CSP.
  const at = page.html.search(/<!--\$\?-->|<script/);
  if (at >= 0)
    throw new Error(
      `The prerendered HTML of ${path} holds an outlined part, here: …${page.html.slice(Math.max(0, at - 300), at + 100)}`,
    );
  return page;
}
