// Writes docs/openapi.json and docs/api-inputs.md from the Worker's own routes. Each route is described once, beside
// its handler: describe() gives its summary, success answers and its own failure statuses, the validate()
// middleware (worker/lib/validate.ts) its inputs, read from the zod contracts (zod's own JSON Schema), and the
// session middleware in its chain its access (worker/lib/route-docs.ts walks the app's routes for all three). The
// page is rendered from the document. So neither can drift from the code: `npm test` runs this with --check and
// fails when a file differs, or when a route of the app has no description.
//
//   npm run docs:api            # rewrite docs/openapi.json and docs/api-inputs.md
//   npm run docs:api -- --check # exit 1 when either is out of date or a route is undescribed
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { ERROR_ENVELOPE, routeDocs } from '../worker/lib/route-docs';
import * as prettier from 'prettier';
import { responseSchemas } from './response-schemas';

const MD = path.join(import.meta.dirname, 'api-inputs.md');
const JSON_OUT = path.join(import.meta.dirname, 'openapi.json');
const WORKER = path.join(import.meta.dirname, '../worker');

// The Worker's modules type-check only against the Workers runtime types, not in this Node program (the SPA reads
// AppType from emitted declarations for the same reason), so the app is loaded at run time.
const { createApp } = (await import(path.join(WORKER, 'app.ts'))) as { createApp: () => Hono };
const { apiRoutes } = (await import(
  path.join(WORKER, 'lib/api-routes.ts')
)) as typeof import('../worker/lib/api-routes');

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

interface Operation {
  'x-access'?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema & { $ref?: string } }> }
  >;
}

function table(s: JsonSchema): string[] {
  const lines = ['| field | type | required | rules |', '| --- | --- | --- | --- |', ...rows(s)];
  if (s.additionalProperties === false) lines.push('', 'No other field is accepted.');
  return lines;
}

function section(method: string, routePath: string, op: Operation): string {
  const anchor = `${method}-${routePath}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const lines = [`<a id="${anchor}"></a>`, '', `## ${method} ${routePath}`, ''];
  if (op.summary) lines.push(`${op.summary}${op.summary.endsWith('.') ? '' : '.'}`, '');
  const responses = Object.entries(op.responses ?? {});
  const ok = responses.filter(([status]) => Number(status) < 400);
  for (const [status, res] of ok) {
    // The body's contract type, or a download's media type: the schema itself is in openapi.json.
    const [media, content] = Object.entries(res.content ?? {})[0] ?? [];
    const ref = content?.schema?.$ref?.replace('#/components/schemas/', '');
    const body = ref ? ` Body: \`${ref}\` (worker/contracts).` : media ? ` Body: ${media}.` : '';
    lines.push(`- ${status}: ${res.description ?? ''}${body}`);
  }
  if (ok.length) lines.push('');
  if (op['x-access']) lines.push(`Access: ${op['x-access']}.`, '');
  const failures = responses.filter(([status]) => Number(status) >= 400);
  if (failures.length)
    lines.push('Fails with:', '', ...failures.map(([status, res]) => `- ${status}: ${res.description ?? ''}`), '');
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  if (query.length) {
    const props = Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}]));
    const required = query.filter((p) => p.required).map((p) => p.name);
    lines.push('Query string:', '', ...table({ type: 'object', properties: props, required }), '');
  }
  for (const [media, content] of Object.entries(op.requestBody?.content ?? {})) {
    const schema = content.schema ?? {};
    const what = media === 'application/json' ? 'JSON body' : media;
    if (schema.properties && Object.keys(schema.properties).length > 0) lines.push(`${what}:`, '', ...table(schema));
    else lines.push(`${what}: ${typeOf(schema)}${rulesOf(schema) ? `: ${rulesOf(schema)}` : ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

const openApiPath = (p: string) => p.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The input side of a contract as JSON Schema (what a client may send), as OpenAPI 3.1 takes it. */
const inputSchema = (schema: $ZodType) => {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    $schema?: string;
  };
  return rest;
};

const operationId = (method: string, routePath: string) =>
  method.toLowerCase() +
  routePath
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part[1]!.toUpperCase()}${part.slice(2)}` : part))
    .map((part) => part.replace(/(^|[-.])([a-z])/g, (_m, _sep, ch: string) => ch.toUpperCase()))
    .join('');

/** The OpenAPI document of the app's API routes, each operation built from what its chain says of itself. */
function buildSpec(app: Hono) {
  const paths: Record<string, Record<string, Operation & Record<string, unknown>>> = {};
  const missing: { method: string; path: string }[] = [];
  const unnamed: string[] = [];
  for (const route of apiRoutes(app)) {
    const doc = routeDocs(app.routes, route.method, route.path);
    if (!doc.description) {
      missing.push(route);
      continue;
    }
    const responses: NonNullable<Operation['responses']> = {};
    for (const [status, answer] of Object.entries(doc.description.answers)) {
      if (typeof answer === 'string') {
        // Only an answer without a body may go without naming it.
        if (status !== '204') unnamed.push(`${route.method} ${route.path} ${status}`);
        responses[status] = { description: answer };
        continue;
      }
      const [description, body] = answer;
      responses[status] = body.includes('/')
        ? { description, content: { [body]: { schema: { type: 'string', format: 'binary' } } } }
        : { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${body}` } } } };
    }
    for (const [status, description] of Object.entries(doc.failures))
      responses[status] = {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    const op: Operation & Record<string, unknown> = {
      operationId: operationId(route.method, route.path),
      tags: [doc.description.tag],
      summary: doc.description.summary,
      'x-access': doc.access,
      responses,
    };
    const params: NonNullable<Operation['parameters']> = [];
    for (const input of doc.inputs) {
      const schema = inputSchema(input.schema);
      if (input.target === 'json')
        op.requestBody = { required: true, content: { 'application/json': { schema } } } as Operation['requestBody'];
      else if (input.target === 'query') {
        const required = new Set(schema.required ?? []);
        for (const [name, field] of Object.entries(schema.properties ?? {}))
          params.push({ in: 'query', name, schema: field, ...(required.has(name) ? { required: true } : {}) });
      }
    }
    for (const [, name] of route.path.matchAll(/:([A-Za-z0-9_]+)/g))
      params.push({ schema: { type: 'string' }, in: 'path', name: name!, required: true });
    if (params.length) op.parameters = params;
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = op;
  }
  const spec = {
    openapi: '3.1.0',
    info: {
      title: 'AirDesk API',
      version: '1',
      description:
        'Access (`x-access`), status codes and what each answer means: docs/api.md. Generated by docs/api-inputs.ts.',
    },
    components: { schemas: { Error: ERROR_ENVELOPE, ...responseSchemas() } },
    paths,
  };
  return { spec, missing, unnamed };
}

async function render() {
  const app = createApp();
  const { spec, missing, unnamed } = buildSpec(app);
  const paths = spec.paths;
  const sections: string[] = [];
  for (const [routePath, methods] of Object.entries(paths))
    for (const [method, op] of Object.entries(methods))
      sections.push(section(method.toUpperCase(), routePath.replace(/\{([^}]+)\}/g, ':$1'), op));
  const text = [
    '# The HTTP API, route by route',
    '',
    "Generated by `npm run docs:api` (docs/api-inputs.ts) from the routes the Worker serves: each route's summary",
    'and success answer are written beside its handler (`describeRoute`), its inputs are the zod contracts it',
    'validates with. The same document as OpenAPI 3.1: [openapi.json](openapi.json). `npm test` fails when either',
    'is out of date, so do not edit them by hand. Types, lengths and ranges are the input side of each contract;',
    "checks a JSON Schema cannot say (a password's strength, control characters, an id that must exist) are in the",
    'contracts themselves, and their messages in [product.md](product.md#validation). Access, every status code and',
    'what each answer means: [api.md](api.md).',
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
  const md = await prettier.format(text, { ...(await prettier.resolveConfig(MD)), filepath: MD });
  const json = await prettier.format(JSON.stringify(spec), {
    ...(await prettier.resolveConfig(JSON_OUT)),
    filepath: JSON_OUT,
  });
  return { md, json, missing, unnamed };
}

const { md, json, missing, unnamed } = await render();
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // a missing file is out of date too
  }
};
let ok = true;
if (process.argv.includes('--check')) {
  if (read(MD) !== md || read(JSON_OUT) !== json) {
    console.error(
      'docs/api-inputs.md or docs/openapi.json is out of date with the routes: run `npm run docs:api` and commit them.',
    );
    ok = false;
  } else console.log('docs/api-inputs.md and docs/openapi.json match the routes.');
} else {
  writeFileSync(MD, md);
  writeFileSync(JSON_OUT, json);
  console.log(`wrote ${path.relative(process.cwd(), MD)} and ${path.relative(process.cwd(), JSON_OUT)}`);
}
if (missing.length) {
  const list = missing.map((r) => `  ${r.method} ${r.path}`).join('\n');
  console.error(`Routes without a description (add describe() beside the handler):\n${list}`);
  ok = false;
}
if (unnamed.length) {
  console.error(
    `Success answers with a body that name none (describe(..., { 200: [words, 'Name'] }), contracts/responses.ts):\n  ${unnamed.join('\n  ')}`,
  );
  ok = false;
}
if (!ok) process.exit(1);
