// zod validation for every input, answering the 400 envelope (docs/api.md#conventions) with the field messages of
// docs/product.md#validation. hono-openapi's validator records each schema on its middleware, so the OpenAPI
// document (docs/api-inputs.ts) reads every input from the routes themselves: the route is described once.
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type * as z from 'zod/mini';
import { ApiError } from './errors';

export const validate = <T extends z.ZodMiniType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  validator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.map((i) => ({
        path: (i.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.'),
        message: i.message,
      }));
      throw new ApiError(400, issues[0]?.message ?? 'Invalid input.', issues);
    }
  });
