// The one theme of the SPA (docs/product.md#entities: primary, secondary, background, foreground, accent).
//
// Chakra's lean system, as its bundle-optimisation guide describes: `createSystem` from Chakra's base config
// (`defaultBaseConfig`: conditions, utilities, the CSS reset) and a slice of its default theme with its tokens
// and only the recipes the app renders (theme/recipes.ts, the one list of them), then AirDesk's own tokens.
// Everything goes through Chakra's public API, so a Chakra upgrade needs nothing re-derived here.
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

/** Chakra's default theme, limited to the recipes the app renders. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const airdesk = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand', scrollBehavior: 'smooth' },
    body: { bg: 'background', color: 'foreground' },
    // The sticky header must not hide a section that a button scrolls to.
    '[id]': { scrollMarginTop: '5rem' },
  },
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
