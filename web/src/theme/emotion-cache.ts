// Emotion's cache for Chakra's styles, made the same way in the browser (main.tsx) and in the build's
// prerender (prerender.tsx). Without emotion's default vendor prefixer: every browser AirDesk supports reads
// the standard properties, and the prefixer wrote a quarter of every page's CSS (-webkit-box, -ms-flexbox,
// -moz-transform, a -webkit- copy of every keyframe), parsed on every first visit and run again on every
// style inserted at runtime. The two properties Safari still reads only prefixed (before Safari 18 for
// backdrop-filter, in every version for user-select) keep their -webkit- copy.
import createCache, { type StylisPlugin } from '@emotion/cache';

const SAFARI_PREFIXED = /^(user-select|backdrop-filter):/;

const safariPrefixes: StylisPlugin = (element) => {
  // A declaration's value is the whole "property:value;" text; "return" is what gets written for it.
  if (element.type === 'decl' && !element.return && SAFARI_PREFIXED.test(element.value))
    element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * In the browser, the class rules a prerendered page already holds (web/src/prerender.tsx writes them as
 * "css-prerendered <names>") count as inserted, so emotion writes none of them again and leaves their tags
 * where they are.
 */
export function createEmotionCache() {
  const cache = createCache({ key: 'css', stylisPlugins: [safariPrefixes] });
  if (typeof document === 'undefined') return cache;
  for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${cache.key}-prerendered "]`))
    for (const name of tag.dataset.emotion!.split(' ').slice(1)) cache.inserted[name] = true;
  return cache;
}
