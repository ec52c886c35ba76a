// The browser build rewrites Chakra's createSystem (chakra-lazy-global-css.ts, chakra-system-in-steps.ts).
// These tests run the rewritten modules, as the build emits them, against Chakra's own on the app's theme:
// the system they create must be the same, whether in one go or step by step.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemConfigs } from '../src/theme/system';
import { chakraLazyGlobalCss } from './chakra-lazy-global-css';
import { chakraSystemInSteps } from './chakra-system-in-steps';

type CreateSystem = typeof import('@chakra-ui/react').createSystem;
type System = ReturnType<CreateSystem>;
type Steps = (...configs: unknown[]) => Generator<unknown, System, void>;

const chakraDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);
const STYLED_SYSTEM = ['styled-system/system.js', 'styled-system/token-dictionary.js'];

let workDir: string;
let chakra: { createSystem: CreateSystem };
let rewritten: { createSystem: CreateSystem & { steps: Steps } };

/** Runs the plugins' transforms, in vite.config.ts's order, on a copy of Chakra's modules, and imports it. */
async function importRewritten(plugins: Plugin[]) {
  // Inside node_modules, so that the copy's own imports (@pandacss/…) resolve as the original's do.
  workDir = await mkdtemp(path.join(process.cwd(), 'node_modules', '.airdesk-chakra-'));
  const dist = path.join(workDir, '@chakra-ui/react/dist/esm');
  await cp(chakraDist, dist, { recursive: true });
  await writeFile(path.join(workDir, '@chakra-ui/react/package.json'), '{"type":"module"}');
  for (const file of STYLED_SYSTEM) {
    const id = path.join(dist, file);
    let code = await readFile(id, 'utf8');
    for (const plugin of plugins) {
      const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
      code = transform.call({}, code, id)?.code ?? code;
    }
    await writeFile(id, code);
  }
  return import(pathToFileURL(path.join(dist, 'styled-system/system.js')).href);
}

/** What a created system gives the app: its CSS, token lookups, and the styles of atomic props and recipes. */
function observe(system: System) {
  const button = system.cva(system._config.theme!.recipes!.button as Parameters<System['cva']>[0]);
  return {
    preflight: system.getPreflightCss(),
    global: system.getGlobalCss(),
    tokens: system.getTokenCss(),
    globalProp: system._global,
    brand: [system.token('colors.brand.600'), system.token.var('colors.primary'), system.token('spacing.4')],
    css: system.css({ color: 'fg.error', p: '4', bg: { base: 'background', _hover: 'brand.subtle' }, md: { px: '8' } }),
    recipe: system.css(button({ variant: 'outline', size: 'lg' })),
    breakpoints: system.breakpoints.keys(),
    conditions: system.conditions.keys(),
    isValidProperty: ['colorPalette', 'textStyle', 'notAProp'].map((prop) => system.isValidProperty(prop)),
  };
}

beforeAll(async () => {
  chakra = await import(pathToFileURL(path.join(chakraDist, 'styled-system/system.js')).href);
  rewritten = await importRewritten([chakraLazyGlobalCss(), chakraSystemInSteps()]);
});
afterAll(() => (workDir ? rm(workDir, { recursive: true, force: true }) : undefined));

describe("Chakra's createSystem as the browser build rewrites it", () => {
  it('creates, in one call, the system Chakra creates', () => {
    const expected = observe(chakra.createSystem(...systemConfigs()));
    expect(JSON.stringify(expected.tokens)).toContain('"--chakra-colors-brand-600":"#225dcc"');
    expect(observe(rewritten.createSystem(...systemConfigs()))).toEqual(expected);
  });

  it('creates it step by step, the merged config first', () => {
    const expected = chakra.createSystem(...systemConfigs());
    const steps = rewritten.createSystem.steps(...systemConfigs());
    const first = steps.next();
    expect(first.done).toBe(false);
    expect(first.value).toEqual(expected._config);
    let step = first;
    let count = 0;
    while (!(step = steps.next()).done) {
      expect(step.value).toBeUndefined();
      count++;
    }
    // registerTokens, five token-dictionary phases, around createUtility, before getTokenMap.
    expect(count).toBe(9);
    expect(observe(step.value)).toEqual(observe(expected));
  });

  it('fails the build when Chakra no longer reads as the plugins expect', () => {
    const steps = chakraSystemInSteps();
    const transform = steps.transform as (code: string, id: string) => unknown;
    const id = path.join(chakraDist, STYLED_SYSTEM[0]!);
    expect(() => transform.call({}, 'export function createSystem() {}', id)).toThrow(/no longer reads as/);
    expect(() => (steps.buildEnd as (error?: Error) => void).call({})).toThrow(/not both in the build/);
  });
});
