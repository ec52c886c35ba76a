// zod validation for every input, answering the 400 envelope (docs/api.md#conventions) with the field messages of
// docs/product.md#validation, through Hono's own @hono/zod-validator. Each validator is also recorded with its
// target and schema (route-docs.ts), so the OpenAPI document (docs/api-inputs.ts) reads every input from the
// routes themselves: the route is described once, and the Worker ships no document generator.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import type { AppEnv } from '../env';
import { ApiError, badRequest, INVALID_JSON } from './errors';
import { recordInput } from './route-docs';

export const validate = <T extends z.ZodMiniType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  recordInput(
    zValidator(target, schema, (result) => {
      if (!result.success) {
        const issues = result.error.issues.map((i) => ({
          path: i.path.map((p) => String(p)).join('.'),
          message: i.message,
        }));
        throw new ApiError(400, issues[0]?.message ?? 'Invalid input.', issues);
      }
    }),
    { target, schema },
  );

/**
 * A JSON body whose every field is optional, so the body itself may be left out: an empty body (with or without a
 * JSON Content-Type) is `{}`, anything else must be JSON the schema accepts. zValidator would refuse an empty body
 * sent as JSON, which clients that always set the header do.
 */
export const validateOptionalJson = <T extends z.ZodMiniType>(schema: T) =>
  recordInput(
    createMiddleware<AppEnv, string, { in: { json: z.input<T> }; out: { json: z.output<T> } }>(async (c, next) => {
      const raw = await c.req.text();
      let value: unknown = {};
      if (raw.trim() !== '') {
        try {
          value = JSON.parse(raw);
        } catch {
          throw badRequest(INVALID_JSON);
        }
      }
      const result = z.safeParse(schema, value);
      if (!result.success) {
        const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
        throw new ApiError(400, issues[0]?.message ?? 'Invalid input.', issues);
      }
      c.req.addValidatedData('json', result.data as object);
      await next();
    }),
    { target: 'json', schema },
  );
