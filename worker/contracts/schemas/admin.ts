// Admin query schemas (docs/api.md#admin).
import * as z from 'zod/mini';
import { COVERAGE_PAGE_SIZE, SUBSCRIBERS_PAGE_SIZE } from '../admin';
import { limitParam, pageParam } from './fields';

export const subscriberListQuery = z.object({
  page: pageParam,
  limit: z._default(limitParam(100), SUBSCRIBERS_PAGE_SIZE),
});

export const coverageListQuery = z.object({
  page: pageParam,
  limit: z._default(limitParam(100), COVERAGE_PAGE_SIZE),
});
