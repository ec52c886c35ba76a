// A report's documents (docs/api.md#case-file): the traveller uploads them (multipart/form-data, the one
// exception to the JSON rule: middleware/request-guard.ts and body-limit.ts), downloads them, and removes an
// upload until a mail has taken it. Only the report's owner uploads and removes; the owner and admins download;
// anyone else gets the 404 of a report that does not exist. The checks and storage are case-file/documents.ts.
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { attachmentDisposition } from '../case-file/filename';
import { findDocument, removeUpload, storeUpload } from '../case-file/documents';
import { CASE_MSG } from '../contracts/case-file';
import { deliverSoon } from '../delivery';
import type { AppEnv } from '../env';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { pathId } from '../lib/path-id';
import { hit, type Limit } from '../lib/rate-limit';
import { refuseSuspended, requireUser } from '../middleware/session';
import { findVisible } from '../problems/queries';

/** Uploads per account: a report holds 20 documents; this leaves room for removed ones and retries, not a store. */
export const UPLOAD_LIMIT: Limit = { max: 60, windowSeconds: 60 * 60 };

const NO_REPORT = 'No such problem report.';

/** The report `raw` if the signed-in user filed it (owner only), else 404. */
async function ownReport(c: { var: AppEnv['Variables'] }, raw: string) {
  const report = await findVisible(c.var.db, c.var.user, pathId(raw, NO_REPORT));
  if (!report || report.userId !== c.var.user.id) throw notFound(NO_REPORT);
  return report;
}

function bucket(files: R2Bucket | undefined): R2Bucket {
  if (!files) throw new ApiError(503, 'Documents cannot be stored right now. Please try again later.');
  return files;
}

/** The one `file` field of the upload; anything else in the form is ignored. */
async function oneFile(req: Request): Promise<File> {
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw badRequest(CASE_MSG.fileMissing, [{ path: 'file', message: CASE_MSG.fileMissing }]);
  }
  const files = form.getAll('file');
  const file = files[0];
  if (files.length !== 1 || typeof file === 'string' || file === undefined)
    throw badRequest(CASE_MSG.fileMissing, [{ path: 'file', message: CASE_MSG.fileMissing }]);
  return file;
}

const T = 'Case file';

export const caseAttachmentRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .post(
    '/:id/attachments',
    describe(
      T,
      'Add a document to the case file (multipart/form-data, field `file`)',
      { 201: ['The document.', 'CaseAttachment'] },
      {
        400: 'No file, an empty file, or a file that is not a PDF, JPEG or PNG by its content.',
        404: 'Not your report.',
        409: 'The case file holds the most documents it may.',
        429: 'Over the hourly number of uploads.',
        503: 'Documents cannot be stored right now.',
      },
    ),
    refuseSuspended,
    async (c) => {
      const report = await ownReport(c, c.req.param('id'));
      await hit(c, `upload:acct:${c.var.user.id}`, UPLOAD_LIMIT);
      const file = await oneFile(c.req.raw);
      const stored = await storeUpload(c.var.db, bucket(c.env.FILES), report.id, file, new Date().toISOString());
      // The report's mail may have waited for this upload (mail-documents.ts releaseReportMail).
      deliverSoon(c);
      return c.json(stored, 201);
    },
  )

  .get(
    '/:id/attachments/:attachmentId',
    describe(
      T,
      'Download a document of the case file',
      { 200: ['The file, as an attachment, with the type it was stored with.', '*/*'] },
      { 404: 'Not your report, or no such document in it.', 503: 'Documents cannot be read right now.' },
    ),
    async (c): Promise<Response> => {
      const report = await findVisible(c.var.db, c.var.user, pathId(c.req.param('id'), NO_REPORT));
      if (!report) throw notFound(NO_REPORT);
      const row = await findDocument(c.var.db, report.id, pathId(c.req.param('attachmentId'), CASE_MSG.notFound));
      const obj = await bucket(c.env.FILES).get(row.r2Key);
      if (!obj) throw notFound(CASE_MSG.notFound);
      // Only ever downloaded, never shown inline or sniffed: a file is served as the type its bytes proved.
      c.header('Content-Type', row.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : row.contentType);
      c.header('Content-Disposition', attachmentDisposition(row.filename));
      c.header('Content-Length', String(obj.size));
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Security-Policy', "default-src 'none'; sandbox");
      return c.body(obj.body);
    },
  )

  .delete(
    '/:id/attachments/:attachmentId',
    describe(
      T,
      'Remove a document not yet sent',
      { 204: 'Removed.' },
      {
        404: 'Not your report, or no such document in it.',
        409: 'The document came from the company, or was already sent.',
        503: 'Documents cannot be stored right now.',
      },
    ),
    async (c) => {
      const report = await ownReport(c, c.req.param('id'));
      const row = await findDocument(c.var.db, report.id, pathId(c.req.param('attachmentId'), CASE_MSG.notFound));
      await removeUpload(c.var.db, bucket(c.env.FILES), row);
      return c.body(null, 204);
    },
  );
