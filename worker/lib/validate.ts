// zod validation for every input, answering the 400 envelope (docs/api.md#conventions) with the field messages of docs/product.md#validation.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type * as z from 'zod/mini';
import { ApiError } from './errors';

export const validate = <T extends z.ZodMiniType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
      throw new ApiError(400, issues[0]?.message ?? 'Invalid input.', issues);
    }
  });
