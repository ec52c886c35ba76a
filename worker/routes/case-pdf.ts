// The case file as a PDF (docs/api.md#case-file): GET /api/problems/:id/case.pdf, for the report's owner and
// admins (another's is a 404, like the report itself). Built on request from the same reads as the report page.
// GET /api/problems/:id/case.zip holds that PDF and every document of the case, in one download: what a traveller
// attaches to a company's or a body's form on the paths AirDesk does not e-mail.
import { Hono, type Context } from 'hono';
import { caseDocumentFiles } from '../case-file/read';
import { zipStream } from '../zip-stream-module';
import { describe } from '../lib/describe';
import { renderCasePdf } from '../case-pdf-module';
import { companyMailAddress } from '../case-file/sent-to';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { pathId } from '../lib/path-id';
import { hit, type Limit } from '../lib/rate-limit';
import { requireUser } from '../middleware/session';
import { findVisible, problemDetail } from '../problems/queries';
import { isActiveAdmin } from '../subscription/status';

/** Building a PDF costs far more CPU than any other read: a ceiling keeps one account from spending it all. */
export const CASE_PDF_LIMIT: Limit = { max: 30, windowSeconds: 60 * 60 };

/** The case's PDF for `c`'s report `:id`, counted against the account's ceiling (the ZIP holds one too). */
async function casePdf(c: Context<AppEnv>) {
  const db = c.var.db;
  const user = c.var.user;
  const id = pathId(c.req.param('id') ?? '', 'No such problem report.');
  const row = await findVisible(db, user, id);
  if (!row) throw notFound('No such problem report.');
  if (!isActiveAdmin(user)) await hit(c, `case-pdf:acct:${user.id}`, CASE_PDF_LIMIT);
  const [detail, sentTo] = await Promise.all([
    problemDetail(db, c.env.FILES, user, row),
    companyMailAddress(db, row.id),
  ]);
  return { id, pdf: await renderCasePdf({ detail, sentTo, generatedAt: new Date() }) };
}

/** A private download: saved, never shown inline, never kept by a cache. */
function asDownload(c: Context<AppEnv>, type: string, filename: string) {
  c.header('Content-Type', type);
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
}

export const casePdfRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/case.pdf',
    describe(
      'Case file',
      'The case file as one PDF',
      { 200: ['The PDF, as an attachment.', 'application/pdf'] },
      { 404: 'Not your report.', 429: 'Over the hourly ceiling.' },
    ),
    async (c): Promise<Response> => {
      const { id, pdf } = await casePdf(c);
      asDownload(c, 'application/pdf', `airdesk-case-${id}.pdf`);
      // pdf-lib writes into a fresh ArrayBuffer (never a shared one), as the body type wants.
      return c.body(pdf as Uint8Array<ArrayBuffer>);
    },
  )
  .get(
    '/:id/case.zip',
    describe(
      'Case file',
      'The case file PDF and every document of the case, in one ZIP',
      { 200: ['The ZIP, as an attachment.', 'application/zip'] },
      { 404: 'Not your report.', 429: 'Over the hourly ceiling (shared with the PDF).' },
    ),
    async (c): Promise<Response> => {
      const { id, pdf } = await casePdf(c);
      const documents = await caseDocumentFiles(c.var.db, id);
      asDownload(c, 'application/zip', `airdesk-case-${id}.zip`);
      return c.body(
        await zipStream([{ path: `airdesk-case-${id}.pdf`, bytes: pdf, deflate: false }], documents, c.env.FILES),
      );
    },
  );
