// A route's description, written beside its handler: the OpenAPI document (docs/openapi.json, docs/api-inputs.md)
// takes its summary and success answers from here and its inputs from the validate() middleware that follows.
// Access, the failure statuses and what they mean are in docs/api.md.
import { describeRoute } from 'hono-openapi';

/** `tag` groups the routes of one resource; `answers` maps each success status to what it holds. */
export const describe = (tag: string, summary: string, answers: Record<number, string>) =>
  describeRoute({
    tags: [tag],
    summary,
    responses: Object.fromEntries(Object.entries(answers).map(([status, description]) => [status, { description }])),
  });
