// The two calls every screen that shows a company's contacts makes (directory, e-mail directory, featured
// airlines, the report form and its letter): counting a used contact toward the company's popularity, and a
// subscriber's contact correction for the admins' queue.
import type { ContactType, CorrectionBody } from '@contracts';
import { call, client } from './api-client';

/** Counts toward popularity; errors are swallowed (docs/product.md#calls). */
export function trackContact(airlineId: number, contactType: ContactType) {
  call(client['track-contact'].$post({ json: { airlineId, contactType } })).catch(() => undefined);
}

/** "Report a wrong contact" / "Suggest a contact": POST /api/airlines/:id/corrections (201 {id, status: "open"}). */
export const suggestCorrection = (airlineId: number, body: CorrectionBody) =>
  call(client.airlines[':id'].corrections.$post({ param: { id: String(airlineId) }, json: body }));
