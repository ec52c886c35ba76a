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
type Config = Parameters<typeof createSystem>[0];
/** The browser build's createSystem in steps (web/scripts/chakra-system-in-steps.ts): the merged config first. */
type SystemSteps = (...configs: Config[]) => Generator<Config | undefined, System, void>;

let system: System | undefined;
/** While prepareSystem() runs: its steps, and the merged config the system is being created from. */
let pending: { steps: Generator<Config | undefined, System, void>; config: Config } | undefined;

export const systemConfigs = () => [defaultBaseConfig, chakraTheme, airdesk] as const;

/** The remaining steps at once. */
function finish(steps: Generator<Config | undefined, System, void>) {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * The theme's system, created on first use if prepareSystem() has not made it yet (or finished by this call
 * if it is underway). Creating it is the largest single piece of the app's startup (createSystem builds a
 * dictionary of every token: about 170 ms on a 4x throttled CPU).
 */
export function getSystem() {
  if (!system && pending) {
    system = finish(pending.steps);
    pending = undefined;
  }
  return (system ??= createSystem(...systemConfigs()));
}

/**
 * Creates the system ahead of the first render, one step per task: `nextTask` resolves when the browser has
 * had its turn (main.tsx). Where the build did not split createSystem (tests, the dev server) it is
 * created at once.
 */
export async function prepareSystem(nextTask: () => Promise<void>) {
  const createInSteps = (createSystem as typeof createSystem & { steps?: SystemSteps }).steps;
  if (system || pending) return;
  if (!createInSteps) return void getSystem();
  const steps = createInSteps(...systemConfigs());
  const first = steps.next();
  if (first.done) return void (system = first.value);
  const job = { steps, config: first.value! };
  pending = job;
  try {
    for (;;) {
      await nextTask();
      // A render that could not wait finished the steps itself (getSystem).
      if (pending !== job) return;
      const step = steps.next();
      if (step.done) return void (system = step.value);
    }
  } finally {
    if (pending === job) pending = undefined;
  }
}

/**
 * Where a recipe is added to the theme: the created system's, or before that the config it will be created
 * from (createSystem copies the config, and Chakra reads a recipe from the system's copy when a component
 * first renders).
 */
export const themeForRecipes = () => (system?._config ?? pending?.config ?? chakraTheme).theme!;
