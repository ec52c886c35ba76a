// Every answer the worker suite receives from an /api/ route is checked against what that route declares in
// docs/openapi.json (generated from each route's describe() and its chain, docs/api-inputs.ts): its status must be
// one the route declares, and a JSON body of a success must match the declared schema (the contract type it names
// in worker/contracts/responses.ts). So a handler that answers a status it does not document, or a body that has
// drifted from the type the SPA compiles against, fails the test that met it. Unknown paths (the JSON 404) and
// methods no route serves are not routes, and are left to the tests that ask for them.
import { Validator, type Schema } from '@cfworker/json-schema';
import spec from '../../docs/openapi.json';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const REF = '#/components/schemas/';

// Each documented path as a pattern: `{id}` stands for one path segment.
const operations = Object.entries(spec.paths as Record<string, Record<string, Operation>>).map(([p, methods]) => ({
  pattern: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  literal: !p.includes('{'),
  methods,
}));

function operationOf(method: string, pathname: string): Operation | undefined {
  // A literal path wins over a pattern that also matches it (/api/airlines/featured over /api/airlines/{id}).
  const matching = operations.filter((o) => o.pattern.test(pathname) && o.methods[method.toLowerCase()]);
  const chosen = matching.find((o) => o.literal) ?? matching[0];
  return chosen?.methods[method.toLowerCase()];
}

const validators = new Map<string, Validator>();
function validatorFor(ref: string): Validator {
  let v = validators.get(ref);
  if (!v) {
    // The whole components section travels with each schema so its $refs resolve.
    v = new Validator({ $ref: ref, components: spec.components }, '2020-12', false);
    validators.set(ref, v);
  }
  return v;
}

/**
 * Throws when `res` is not an answer its route declares: a status outside the route's list, or a JSON body that
 * does not match its schema (a success's contract type, a failure's error envelope). The response itself is left unread (a clone is checked).
 */
export async function checkDeclaredAnswer(method: string, url: string, res: Response): Promise<void> {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/api/')) return;
  const op = operationOf(method, pathname);
  if (!op) return;
  const declared = op.responses[String(res.status)];
  if (!declared)
    throw new Error(
      `${method} ${pathname} answered ${res.status}, which docs/openapi.json does not declare for it ` +
        `(declared: ${Object.keys(op.responses).join(', ')}). Declare it in the route's describe() or fix the handler.`,
    );
  const schema = declared.content?.['application/json']?.schema as { $ref?: string } | undefined;
  if (!schema?.$ref?.startsWith(REF)) return;
  const body: unknown = await res.clone().json();
  const result = validatorFor(schema.$ref).validate(body);
  if (!result.valid) {
    const errors = result.errors
      .slice(0, 5)
      .map((e) => `${e.instanceLocation}: ${e.error}`)
      .join('\n  ');
    throw new Error(`${method} ${pathname} ${res.status}: the body does not match ${schema.$ref}:\n  ${errors}`);
  }
}
