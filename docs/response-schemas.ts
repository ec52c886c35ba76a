// The JSON Schema of every answer body named in worker/contracts/responses.ts, read from the TypeScript types the
// Worker and the SPA compile against, through the compiler's own type checker. The checker resolves what a
// syntax-level generator cannot: types read off values (`(typeof LIST)[number]`), zod's `z.output<...>` of the
// report's schema, `Omit<...>`, `Record<RegimeId, ...>`. (ts-json-schema-generator was tried first and stops on
// both the spread `as const` lists and the zod-inferred types.) Used by docs/api-inputs.ts; nothing here ships.
import path from 'node:path';
import ts from 'typescript';

export interface JsonSchemaOut {
  [key: string]: unknown;
}

const CONTRACTS = path.join(import.meta.dirname, '../worker/contracts');
const REF = '#/components/schemas/';

/**
 * Each name of `ResponseBodies` and each contract type it reaches, as OpenAPI components (`$ref`s between them).
 * A type is named when it is an interface or type alias declared in worker/contracts; anything else is inlined.
 */
export function responseSchemas(file = path.join(CONTRACTS, 'responses.ts')): Record<string, JsonSchemaOut> {
  const program = ts.createProgram([file], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not part of the program`);
  const bodies = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'ResponseBodies',
  );
  if (!bodies) throw new Error(`${file} declares no ResponseBodies interface`);

  const schemas: Record<string, JsonSchemaOut> = {};
  const inProgress = new Set<string>();

  /** The contract name a type is known by, or undefined when it is anonymous or not one of ours. */
  function nameOf(type: ts.Type): string | undefined {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (!symbol || symbol.name.startsWith('__')) return undefined;
    const declaration = symbol.declarations?.[0];
    if (!declaration) return undefined;
    const inContracts = path.resolve(declaration.getSourceFile().fileName).startsWith(CONTRACTS);
    if (!inContracts) return undefined;
    // A generic's instances would share one name; ours have none, so refuse rather than merge them.
    if ((type.aliasTypeArguments?.length ?? 0) > 0) return undefined;
    return ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration) ? symbol.name : undefined;
  }

  function literalUnion(types: readonly ts.Type[]): JsonSchemaOut | undefined {
    if (types.every((t) => t.isStringLiteral())) return { type: 'string', enum: types.map((t) => t.value) };
    if (types.every((t) => t.isNumberLiteral())) return { type: 'number', enum: types.map((t) => t.value) };
    return undefined;
  }

  function objectSchema(type: ts.Type): JsonSchemaOut {
    const properties: Record<string, JsonSchemaOut> = {};
    const required: string[] = [];
    for (const prop of checker.getPropertiesOfType(type)) {
      const propType = checker.getTypeOfSymbol(prop);
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      properties[prop.name] = convert(propType);
      if (!optional) required.push(prop.name);
    }
    const index = checker.getIndexInfosOfType(type)[0];
    return {
      type: 'object',
      properties,
      ...(required.length ? { required: required.sort() } : {}),
      additionalProperties: index ? convert(index.type) : false,
    };
  }

  function inline(type: ts.Type): JsonSchemaOut {
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.StringLiteral) return { type: 'string', const: (type as ts.StringLiteralType).value };
    if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', const: (type as ts.NumberLiteralType).value };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', const: checker.typeToString(type) === 'true' };
    if (f & ts.TypeFlags.String || f & ts.TypeFlags.TemplateLiteral) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (type.isUnion()) {
      // An optional property's `| undefined` is said by `required`; a boolean is true | false to the checker.
      const members = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
      const booleans = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
      const rest = members.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
      const nulls = rest.filter((t) => t.flags & ts.TypeFlags.Null);
      const others = rest.filter((t) => !(t.flags & ts.TypeFlags.Null));
      const parts: JsonSchemaOut[] = [];
      const literals = others.length > 1 ? literalUnion(others) : undefined;
      if (literals) parts.push(literals);
      else parts.push(...others.map(convert));
      if (booleans.length === 2) parts.push({ type: 'boolean' });
      else parts.push(...booleans.map(convert));
      if (nulls.length) parts.push({ type: 'null' });
      return parts.length === 1 ? parts[0]! : { anyOf: parts };
    }
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type as ts.TypeReference).map(convert);
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    if (checker.isArrayType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: item ? convert(item) : {} };
    }
    if (f & ts.TypeFlags.Object) return objectSchema(type);
    throw new Error(`No JSON Schema for the type ${checker.typeToString(type)}`);
  }

  function convert(type: ts.Type): JsonSchemaOut {
    const name = nameOf(type);
    if (!name) return inline(type);
    if (!schemas[name] && !inProgress.has(name)) {
      inProgress.add(name);
      schemas[name] = inline(type);
      inProgress.delete(name);
    }
    return { $ref: `${REF}${name}` };
  }

  for (const member of bodies.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isIdentifier(member.name)) continue;
    const schema = convert(checker.getTypeFromTypeNode(member.type));
    if (schema.$ref !== `${REF}${member.name.text}`) schemas[member.name.text] = schema;
  }
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}
