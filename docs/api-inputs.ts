// Writes docs/api-inputs.md: every input the API validates (JSON bodies and query strings), read from the app
// itself. It builds the Worker's app, walks its routes (Hono lists every handler with its method and path), takes
// the schema behind each validator middleware (worker/lib/validate.ts records it) and renders zod's JSON Schema of
// the input side as a table. So the page cannot drift from the code: `npm test` runs this with --check and fails
// when the file differs from what the contracts say.
//
//   npm run docs:api            # rewrite docs/api-inputs.md
//   npm run docs:api -- --check # exit 1 when it is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import * as z from 'zod/mini';

const OUT = path.join(import.meta.dirname, 'api-inputs.md');
const WORKER = path.join(import.meta.dirname, '../worker');

// The Worker's modules type-check only against the Workers runtime types, not in this Node program (the SPA reads
// AppType from emitted declarations for the same reason), so they are loaded at run time and described here by
// the members this script uses.
interface Route {
  method: string;
  path: string;
  handler: object;
}
const { createApp } = (await import(path.join(WORKER, 'app.ts'))) as { createApp: () => { routes: Route[] } };
const { validatorInputs } = (await import(path.join(WORKER, 'lib/validate.ts'))) as {
  validatorInputs: WeakMap<object, { target: string; schema: z.ZodMiniType }>;
};

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

const code = (v: unknown) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;
// A table cell: pipes would end the cell.
const cell = (s: string) => s.replace(/\|/g, '\\|');

function typeOf(s: JsonSchema): string {
  if (s.const !== undefined) return code(s.const);
  if (s.enum) return `one of ${s.enum.map(code).join(', ')}`;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const named = alternatives.filter((a) => a.type !== 'null').map(typeOf);
    const nullable = alternatives.some((a) => a.type === 'null');
    return `${[...new Set(named)].join(' or ')}${nullable ? ' or null' : ''}`;
  }
  if (s.type === 'array') return s.items ? `array of ${typeOf(s.items)}` : 'array';
  if (Array.isArray(s.type)) return s.type.join(' or ');
  if (s.type === 'integer') return 'integer';
  if (s.format) return `${s.type ?? 'any'} (${s.format})`;
  return s.type ?? 'any';
}

function rulesOf(s: JsonSchema): string {
  const rules: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) rules.push(`${min} to ${max}${unit}`);
    else if (min !== undefined) rules.push(`at least ${min}${unit}`);
    else if (max !== undefined) rules.push(`at most ${max}${unit}`);
  };
  range(s.minLength, s.maxLength, ' characters');
  // zod's int() adds the safe-integer bounds to every integer: not a rule of ours.
  const max = s.maximum === Number.MAX_SAFE_INTEGER ? undefined : s.maximum;
  const min = s.minimum === Number.MIN_SAFE_INTEGER ? undefined : s.minimum;
  if (s.exclusiveMinimum !== undefined) rules.push(`above ${s.exclusiveMinimum}`);
  if (s.exclusiveMaximum !== undefined) rules.push(`below ${s.exclusiveMaximum}`);
  range(s.exclusiveMinimum === undefined ? min : undefined, s.exclusiveMaximum === undefined ? max : undefined, '');
  range(s.minItems, s.maxItems, ' items');
  if (s.pattern) rules.push(`matches ${code(s.pattern)}`);
  if (s.default !== undefined) rules.push(s.default === '' ? 'default empty' : `default ${code(s.default)}`);
  for (const alt of s.anyOf ?? s.oneOf ?? []) {
    const r = rulesOf(alt);
    if (r) rules.push(r);
  }
  if (s.items && s.items.type !== 'object') {
    const r = rulesOf(s.items);
    if (r) rules.push(`each ${r}`);
  }
  return rules.join('; ');
}

/** One row per field, nested objects spelt as `parent.child`. */
function rows(s: JsonSchema, prefix = ''): string[] {
  const required = new Set(s.required ?? []);
  const out: string[] = [];
  for (const [name, field] of Object.entries(s.properties ?? {})) {
    const key = `${prefix}${name}`;
    out.push(
      `| \`${key}\` | ${cell(typeOf(field))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(rulesOf(field))} |`,
    );
    // A nested object's own fields follow it, whether it stands alone, may be null, or is a list's item.
    for (const inner of [field, ...(field.anyOf ?? field.oneOf ?? [])]) {
      if (inner.properties) out.push(...rows(inner, `${key}.`));
      if (inner.items?.properties) out.push(...rows(inner.items, `${key}[].`));
    }
  }
  return out;
}

function section(method: string, routePath: string, target: string, schema: z.ZodMiniType): string {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const what = target === 'json' ? 'JSON body' : target === 'query' ? 'query string' : target;
  const anchor = `${method}-${routePath}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const lines = [`<a id="${anchor}"></a>`, '', `## ${method} ${routePath}: ${what}`, ''];
  if (json.properties && Object.keys(json.properties).length > 0) {
    lines.push('| field | type | required | rules |', '| --- | --- | --- | --- |', ...rows(json));
    if (json.additionalProperties === false) lines.push('', 'No other field is accepted.');
  } else {
    lines.push(`${typeOf(json)}${rulesOf(json) ? `: ${rulesOf(json)}` : ''}`);
  }
  return lines.join('\n');
}

/**
 * A router mounted with its own onError has each handler wrapped by Hono, which keeps the original under this
 * key (hono-base.ts, COMPOSED_HANDLER; not exported by the package).
 */
function unwrap(handler: object): object {
  const inner = (handler as { __COMPOSED_HANDLER?: object }).__COMPOSED_HANDLER;
  return inner ? unwrap(inner) : handler;
}

async function render(): Promise<string> {
  const app = createApp();
  const sections: string[] = [];
  for (const route of app.routes) {
    const input = validatorInputs.get(unwrap(route.handler));
    if (input) sections.push(section(route.method, route.path, input.target, input.schema));
  }
  const text = [
    '# Inputs of the HTTP API',
    '',
    'Generated by `npm run docs:api` (docs/api-inputs.ts) from the zod contracts of the routes the Worker serves;',
    '`npm test` fails when this page is out of date, so do not edit it by hand. Types, lengths and ranges are the',
    "input side of each contract; checks a JSON Schema cannot say (a password's strength, control characters, an",
    'id that must exist) are in the contracts themselves, and their messages in [product.md](product.md#validation).',
    'Status codes, access and what each answer means: [api.md](api.md).',
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
  const options = await prettier.resolveConfig(OUT);
  return prettier.format(text, { ...options, filepath: OUT });
}

const text = await render();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    // a missing file is out of date too
  }
  if (current !== text) {
    console.error('docs/api-inputs.md is out of date with the contracts: run `npm run docs:api` and commit it.');
    process.exit(1);
  }
  console.log('docs/api-inputs.md matches the contracts.');
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
}
