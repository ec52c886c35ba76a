// Every English text the catalogues must hold, read from the code rather than copied by hand
// (catalogues.node.test.ts): the contracts' message constants and labels, read from the modules, and the worker's
// error messages and the schemas' zod messages, read from the source with the TypeScript parser.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import * as contracts from '../index';
import { deliveryLabel, type DeliveryState } from '../delivery';
import { REPORT_CHANNELS } from '../problems';

const WORKER = new URL('../../', import.meta.url).pathname;

/** A text found in the code: its English text, or a template whose values are `{0}`, `{1}` (read from `${…}`). */
export interface FoundText {
  text: string;
  where: string;
}

const isRecordOfStrings = (v: unknown): v is Record<string, string> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

/** The contracts' message constants (`MSG`, `*_MSG`) and labels (`*_LABELS`, `*_NAMES`, `*_WORDS`, READY_VIA, …). */
export function contractTexts(): FoundText[] {
  const found: FoundText[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (name === 'LANGUAGE_NAMES') continue; // each language named in itself
    const isMessages = name === 'MSG' || name.endsWith('_MSG');
    const isLabels = /_(LABELS|NAMES|WORDS)$/.test(name) || name === 'READY_VIA';
    if ((isMessages || isLabels) && isRecordOfStrings(value)) {
      for (const [k, text] of Object.entries(value)) if (text) found.push({ text, where: `${name}.${k}` });
    }
  }
  for (const c of contracts.PROBLEM_CATEGORIES) found.push({ text: c.label, where: `PROBLEM_CATEGORIES.${c.id}` });
  for (const channel of REPORT_CHANNELS) {
    for (const state of contracts.DELIVERY_STATES as readonly DeliveryState[]) {
      const { label, title } = deliveryLabel({ channel, state });
      found.push(
        { text: label, where: `deliveryLabel(${channel}, ${state})` },
        { text: title, where: 'deliveryLabel' },
      );
    }
  }
  found.push({ text: contracts.DELETED_ACCOUNT_NAME, where: 'DELETED_ACCOUNT_NAME' });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'i18n' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') && !/\.(node-)?test\.ts$|fixture/.test(e.name)
      ? [path]
      : [];
  });
}

/** The helpers whose text argument the API sends as a message. */
const ERROR_CALLS = new Set(['badRequest', 'forbidden', 'conflict', 'notFound', 'unauthorized', 'ApiError', 'pathId']);
/** zod's checks and builders, whose string arguments (or `error`/`message` option) are field messages. */
const isZodCall = (e: ts.Expression) => ts.isPropertyAccessExpression(e) && e.expression.getText() === 'z';
/** Worker constants that hold a message (SUSPENDED_MESSAGE, NO_REPORT, …), and whose literal is collected. */
const MESSAGE_CONST = /(MESSAGE|MSG|NOT_FOUND|NO_REPORT|TOO_LARGE|INVALID_JSON|BOTH_AIRPORTS)$/;
/** The error envelope and the validation hook: every text in them is a message (a default, a fallback). */
const ENVELOPE_FILES = new Set(['lib/errors.ts', 'lib/validate.ts']);

/** `${flight.departure}` -> `{0}`: a template with numbered values; a plain literal as it is. */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((s, i) => `{${i}}${s.literal.text}`).join('');
  }
  return undefined;
}

const hasWords = (s: string) => /[A-Za-z]{2,}.*\s|\s.*[A-Za-z]{2,}/.test(s);

/** The worker's error messages and the schemas' zod messages, from the source. */
export function sourceTexts(): FoundText[] {
  const found: FoundText[] = [];
  for (const file of sourceFiles(WORKER)) {
    const rel = relative(WORKER, file);
    const inSchemas = rel.startsWith('contracts/schemas/');
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (node: ts.Node) => {
      const text = textOf(node);
      if (text !== undefined && hasWords(text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ text, where: `${rel}:${line}` });
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : undefined;
        if (name && ERROR_CALLS.has(name)) node.arguments?.forEach(add);
        if (inSchemas && (isZodCall(callee) || name === 'cleanText' || name === 'jsonId' || name === 'decimalDigits'))
          node.arguments?.forEach(add);
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
        const prop = node.name.text;
        if (prop === 'message' || (inSchemas && prop === 'error')) add(node.initializer);
      }
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (MESSAGE_CONST.test(node.name.text) || (inSchemas && /msg$/i.test(node.name.text))) add(node.initializer);
      }
      // A default parameter (unauthorized(message = 'Please log in …')), a fallback ('Invalid input.').
      if (ENVELOPE_FILES.has(rel) && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
        const parent = node.parent;
        const logged = ts.isCallExpression(parent) && parent.expression.getText().startsWith('console.');
        if (!ts.isImportDeclaration(parent) && !ts.isExportDeclaration(parent) && !logged) add(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
