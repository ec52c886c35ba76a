// "Your data" calls (docs/api.md#accounts): the export downloaded as a file, and the account's deletion.
import { call, client, errorFromText } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/session';

/** The file name the server gives in Content-Disposition, or a dated default. */
const fileName = (res: Response) =>
  /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'airdesk-data.zip';

/** GET /api/account/export, saved by the browser as the ZIP it is; an error (429) is thrown as the API's. */
export async function downloadMyData() {
  const res = await fetch(client.account.export.$path(), { credentials: 'same-origin' });
  if (!res.ok) throw errorFromText(res.status, await res.text().catch(() => ''), res.statusText);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(res);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** DELETE /api/account: the session ends with the account, so the SPA forgets the user. */
export async function deleteAccount(password: string) {
  await call(client.account.$delete({ json: { password } }));
  await setSessionUser(null);
}
