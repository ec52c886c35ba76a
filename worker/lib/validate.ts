// zod validation for every input, answering the 400 envelope (docs/api.md#conventions) with the field messages of docs/product.md#validation.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type * as z from 'zod/mini';
import { ApiError } from './errors';

/**
 * The schema behind each validator middleware, so the HTTP contract's list of inputs (docs/api-inputs.md) is
 * read from the app's own routes by docs/api-inputs.ts instead of being written out by hand.
 */
export const validatorInputs = new WeakMap<object, { target: keyof ValidationTargets; schema: z.ZodMiniType }>();

export const validate = <T extends z.ZodMiniType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) => {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
      throw new ApiError(400, issues[0]?.message ?? 'Invalid input.', issues);
    }
  });
  validatorInputs.set(middleware, { target, schema });
  return middleware;
};
