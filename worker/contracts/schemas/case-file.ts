// Case file schemas (docs/api.md#case-file): the traveller's message to the company. The upload is
// multipart/form-data and checked by its bytes (worker/case-file/documents.ts), so it has no schema here.
import * as z from 'zod/mini';
import { CASE_LIMITS, CASE_MSG } from '../case-file';
import { cleanText, jsonId } from './fields';

/** POST /api/problems/:id/messages. */
export const caseMessageBody = z.object({
  text: z
    .string({ error: CASE_MSG.messageText })
    .check(
      z.trim(),
      z.minLength(CASE_LIMITS.messageTextMin, CASE_MSG.messageText),
      z.maxLength(CASE_LIMITS.messageTextMax, CASE_MSG.messageText),
      cleanText(CASE_MSG.messageText, { multiline: true }),
    ),
  attachmentIds: z.optional(
    z.array(jsonId(CASE_MSG.attachmentIds), { error: CASE_MSG.attachmentIds }).check(
      z.maxLength(CASE_LIMITS.attachmentsPerReport, CASE_MSG.attachmentIds),
      z.refine((ids) => new Set(ids).size === ids.length, CASE_MSG.attachmentIds),
    ),
  ),
});
/** @public the report page's reply box (web/src/features/problems) sends it; export it from contracts/index.ts there. */
export type CaseMessageBody = z.input<typeof caseMessageBody>;
