// A Vite plugin for the browser build: Chakra's createSystem() builds the theme's whole global CSS (reset,
// global styles and every token as a CSS variable) as `system._global` while the app's modules evaluate,
// for <ChakraProvider> to hand to emotion's <Global>. That was some 250 ms of the startup task on a 4x
// throttled CPU (a CPU profile of /). Every page the build writes already carries that CSS in its HTML
// (web/scripts/prerender.ts), so the browser needs it only where it is missing (the dev server's page):
// this makes `_global` a getter computed on first read, and app/providers.tsx reads it only then.
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY =
  'let _globalCss; const globalCss_ = () => (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
const RETURNED = '    _global,\n';
const RETURNED_LAZY = '    get _global() { return globalCss_(); },\n';

export function chakraLazyGlobalCss(): Plugin {
  let rewritten = false;
  return {
    name: 'airdesk-chakra-lazy-global-css',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      // A Chakra release that builds it another way must be looked at, not silently left eager.
      if (!code.includes(EAGER) || !code.includes(RETURNED))
        throw new Error(`${id} no longer builds _global as this plugin expects; see ${import.meta.filename}`);
      rewritten = true;
      return { code: code.replace(EAGER, LAZY).replace(RETURNED, RETURNED_LAZY), map: null };
    },
    buildEnd(error) {
      if (!error && !rewritten) throw new Error("Chakra's styled-system/system.js was not in the build.");
    },
  };
}
