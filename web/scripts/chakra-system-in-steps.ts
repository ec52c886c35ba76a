// A Vite plugin for the browser build: lets the app create Chakra's system in steps, one task each, instead of
// in one task. createSystem() merges the configs, builds a dictionary of every token and the style utilities:
// about 40 ms at full speed and 170 ms on a 4x throttled CPU, the longest task of every page's startup (a
// CPU profile of /directory). Each of its steps takes a few milliseconds, so between steps the browser can
// paint and answer input.
//
// The plugin turns Chakra's createSystem and createTokenDictionary into generators that yield between steps
// (the system's merged config is the first value yielded, see theme/system.ts) and keeps both functions,
// which now run their generator to the end at once, so everything else in Chakra works as before. The
// generator is reachable as `createSystem.steps`; where the plugin did not run (tests, the dev server)
// `steps` is undefined and theme/system.ts creates the system in one go.
//
// Every edit is an exact text replacement checked against Chakra's published files: a Chakra release that
// changes them fails the build here instead of silently creating the system in one task again.
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const DICTIONARY_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;

const RUN_TO_END = 'const runToEnd = (steps) => { let step; while (!(step = steps.next()).done); return step.value; };';

type Edit = [from: string, to: string];

const SYSTEM_EDITS: Edit[] = [
  [
    "import { createTokenDictionary } from './token-dictionary.js';",
    "import { createTokenDictionarySteps } from './token-dictionary.js';",
  ],
  [
    'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
    'function* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield config;\n',
  ],
  ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
  [
    '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n',
    '  yield;\n  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n  yield;\n',
  ],
  ['  const tokenMap = getTokenMap(tokens);\n', '  yield;\n  const tokenMap = getTokenMap(tokens);\n'],
  [
    'export { createSystem, isValidSystem };',
    `${RUN_TO_END}\nfunction createSystem(...configs) { return runToEnd(createSystemSteps(...configs)); }\n` +
      'createSystem.steps = createSystemSteps;\nexport { createSystem, isValidSystem };',
  ],
];

const DICTIONARY_EDITS: Edit[] = [
  ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
  [
    '  function build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    addConditionalTokens();\n' +
      '    addReferences();\n    expandTokenReferences$1();\n    applyMiddlewares("post");\n    applyTransforms("post");\n' +
      '    setupViews();\n  }',
    '  function* build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    yield;\n    addConditionalTokens();\n' +
      '    addReferences();\n    yield;\n    expandTokenReferences$1();\n    yield;\n    applyMiddlewares("post");\n    yield;\n' +
      '    applyTransforms("post");\n    yield;\n    setupViews();\n  }',
  ],
  ['  registerTokens();\n', '  registerTokens();\n  yield;\n'],
  ['  build();\n  return dictionary;', '  yield* build();\n  return dictionary;'],
  [
    'export { createTokenDictionary, tokenCategories };',
    `${RUN_TO_END}\nfunction createTokenDictionary(options) { return runToEnd(createTokenDictionarySteps(options)); }\n` +
      'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };',
  ],
];

function applyEdits(id: string, code: string, edits: Edit[]) {
  for (const [from, to] of edits) {
    if (code.split(from).length !== 2)
      throw new Error(`${id} no longer reads as ${import.meta.filename} expects: ${JSON.stringify(from.slice(0, 80))}`);
    code = code.replace(from, () => to);
  }
  return code;
}

export function chakraSystemInSteps(): Plugin {
  const rewritten = new Set<string>();
  return {
    name: 'airdesk-chakra-system-in-steps',
    apply: 'build',
    transform(code, id) {
      const edits = SYSTEM_MODULE.test(id) ? SYSTEM_EDITS : DICTIONARY_MODULE.test(id) ? DICTIONARY_EDITS : null;
      if (!edits) return null;
      rewritten.add(edits === SYSTEM_EDITS ? 'system' : 'dictionary');
      return { code: applyEdits(id, code, edits), map: null };
    },
    buildEnd(error) {
      if (!error && rewritten.size !== 2)
        throw new Error("Chakra's styled-system/system.js and token-dictionary.js were not both in the build.");
    },
  };
}
