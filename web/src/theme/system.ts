// The one theme of the SPA (docs/product.md#entities: primary, secondary, background, foreground, accent).
//
// Built on Chakra's base config plus only the component recipes the app shell renders on every page
// (header, footer, page spinner, error page): the full default config ships every recipe (~20 kB gzipped)
// in the first load. Every other recipe is registered by the module that renders it (theme/recipes.ts),
// so it loads with that page. A Chakra component whose recipe is registered nowhere renders unstyled.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

// The shell's recipes (Button also styles IconButton and CloseButton).
const RECIPES = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

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

/** Chakra's default theme, limited to the recipes above. */
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
    recipes: { ...RECIPES },
    slotRecipes: {},
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

type System = ReturnType<typeof createSystem>;
let system: System | undefined;

/**
 * The theme's system, created on first use. Creating it is the largest single piece of the app's startup
 * (createSystem builds a dictionary of every token: about 200 ms on a 4x throttled CPU). First used when the
 * providers render, it runs in React's first render task rather than in the task that evaluates the app's
 * modules: two shorter tasks hold the page less than one long one.
 */
export const getSystem = () => (system ??= createSystem(defaultBaseConfig, chakraTheme, airdesk));

/**
 * Where a recipe is added to the theme: the created system's, or before that the config it will be created
 * from (createSystem copies the config, and Chakra reads a recipe from the system's copy when a component
 * first renders).
 */
export const themeForRecipes = () => (system ? system._config.theme! : chakraTheme.theme!);
