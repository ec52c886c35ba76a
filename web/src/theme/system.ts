// The one theme of the SPA (docs/product.md#entities: primary, secondary, background, foreground, accent).
//
// Chakra's lean system, as its bundle-optimisation guide describes: `createSystem` from Chakra's base config
// (`defaultBaseConfig`: conditions, utilities, the CSS reset) and a slice of its default theme with its tokens
// and only the recipes the app renders (theme/recipes.ts, the one list of them), then AirDesk's own tokens.
// Everything goes through Chakra's public API, so a Chakra upgrade needs nothing re-derived here.
//
// The global styles (Chakra's and AirDesk's `globalCss`) are a config of their own that only the build's
// prerender uses (`pageGlobalCss`): every HTML file carries their CSS, and the SPA never leaves its first
// document, so the browser's system is created without them. createSystem turns `globalCss` into CSS
// eagerly, through the same style function that styles components: at a 4x CPU slowdown that was about a
// fifth of createSystem's 450 ms on the home page, on the main thread before the page could respond.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes';

/**
 * Chakra's semantic tokens with their light values only. AirDesk has no dark mode (nothing ever sets the
 * .dark class), and each token's dark value costs a rule in the .dark block that every page inlines (7 kB
 * of CSS) plus its processing when the system is created at startup.
 */
function lightOnly<T>(tokens: T): T {
  if (!tokens || typeof tokens !== 'object') return tokens;
  const value: unknown = (tokens as { value?: unknown }).value;
  if (value && typeof value === 'object' && '_light' in value) return { ...tokens, value: value._light };
  return Object.fromEntries(Object.entries(tokens).map(([k, v]) => [k, lightOnly(v)])) as T;
}

/**
 * Chakra's color palettes without the ones no screen uses. Each palette is 18 tokens (11 shades and 7
 * semantic ones) that createSystem processes at startup and that every page carries as CSS variables;
 * dropping cyan and pink took about a tenth off createSystem's time. Add a palette back here before using it:
 * a colorPalette the theme does not have renders without its colors.
 */
const UNUSED_PALETTES = new Set(['cyan', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * The shades of Chakra's palettes that something names: the palette's own semantic tokens (solid, muted, fg...),
 * Chakra's bg, fg and border tokens, a recipe or a screen. createSystem turns every token into a CSS variable,
 * one at a time, while the page waits (the largest part of its work), and the 53 shades nothing names were a
 * tenth of all tokens. A shade named in the code but missing here has no color:
 * web/test/static-site.browser.test.ts checks the built code against the theme's CSS.
 */
const SHADES: Record<string, readonly string[]> = {
  whiteAlpha: ['200', '500', '900'],
  blackAlpha: ['500'],
  gray: ['50', '100', '200', '300', '400', '600', '800', '900'],
  red: ['50', '100', '200', '300', '500', '600', '700'],
  orange: ['50', '100', '200', '300', '500', '600', '700'],
  yellow: ['100', '200', '300', '500', '800'],
  green: ['50', '100', '200', '300', '500', '600', '700', '800'],
  teal: ['100', '200', '300', '500', '600', '700'],
  blue: ['50', '100', '200', '300', '400', '500', '600', '700'],
  purple: ['100', '200', '300', '500', '600', '700'],
};
const usedShades = <T extends object>(colors: T): T =>
  Object.fromEntries(
    Object.entries(withoutUnusedPalettes(colors) as Record<string, object>).map(([name, shades]) => {
      const used = SHADES[name];
      return [
        name,
        used ? Object.fromEntries(Object.entries(shades).filter(([shade]) => used.includes(shade))) : shades,
      ];
    }),
  ) as T;

/** Chakra's default theme, limited to the recipes the app renders. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: usedShades(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** AirDesk's global styles, over Chakra's. In the HTML of every page, never created in the browser. */
const airdeskGlobalCss = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand', scrollBehavior: 'smooth' },
    body: { bg: 'background', color: 'foreground' },
    // The sticky header must not hide a section that a button scrolls to.
    '[id]': { scrollMarginTop: '5rem' },
  },
});

const airdesk = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      colors: {
        // A calm, slightly muted blue.
        brand: {
          50: { value: '#eef5ff' },
          100: { value: '#d9e8ff' },
          200: { value: '#bcd6ff' },
          300: { value: '#8ebcfb' },
          400: { value: '#5a98f2' },
          500: { value: '#3577e6' },
          600: { value: '#225dcc' },
          700: { value: '#1d4aa6' },
          800: { value: '#1d3f86' },
          900: { value: '#1c376b' },
          950: { value: '#142347' },
        },
      },
    },
    semanticTokens: {
      colors: {
        primary: { value: '{colors.brand.600}' },
        secondary: { value: '#475569' },
        background: { value: '#ffffff' },
        foreground: { value: '#0f172a' },
        accent: { value: '#0d9488' },
        // Chakra's red.500 error text (field errors) is 3.8:1 on white; red.600 meets WCAG AA (4.8:1).
        fg: { error: { value: '{colors.red.600}' } },
        // So that colorPalette="brand" works like the built-in palettes.
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The theme's system, created on first use (the providers' first render) rather than while the modules
 * evaluate: creating it (a dictionary of every token, the theme's global CSS) is the largest single piece of
 * the app's startup, and the browser can paint the prerendered page before it.
 */
export const getSystem = () => (system ??= createSystem(defaultBaseConfig, chakraTheme, airdesk));

/**
 * The global styles as a style object (in Chakra's base layer), for the build's prerender to write into every
 * HTML file. The theme's keyframes, which Chakra puts in the same layer, are left to the browser's system.
 */
export function pageGlobalCss() {
  const css = createSystem(
    defaultBaseConfig,
    chakraTheme,
    airdesk,
    defineConfig({ globalCss }),
    airdeskGlobalCss,
  ).getGlobalCss();
  return Object.fromEntries(
    Object.entries(css).map(([layer, rules]) => [
      layer,
      Object.fromEntries(Object.entries(rules as object).filter(([selector]) => !selector.startsWith('@keyframes'))),
    ]),
  );
}
