// zod validation for every input, answering the 400 envelope (docs/api.md#conventions) with the field messages of
// docs/product.md#validation, through Hono's own @hono/zod-validator. Each validator is also recorded with its
// target and schema (route-docs.ts), so the OpenAPI document (docs/api-inputs.ts) reads every input from the
// routes themselves: the route is described once, and the Worker ships no document generator.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type * as z from 'zod/mini';
import { ApiError } from './errors';
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
