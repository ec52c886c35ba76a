// The pages that need an account, and where a visitor goes after signing in. Shared by the Worker, which
// answers a signed-out visit to such a page with a redirect to /auth before any of the SPA loads
// (middleware/sign-in-redirect.ts), and the SPA, which takes the visitor to `next` once signed in.

/** Every SPA page a signed-out visitor cannot use (web/src/app/pages.ts: access user, subscriber or admin). */
export const SIGNED_IN_PAGES = [
  '/directory',
  '/email-directory',
  '/report-problem',
  '/subscription',
  '/cancel-subscription',
  '/payment-methods',
  '/admin',
] as const;

export const AUTH_PAGE = '/auth';
/** The query parameter of /auth that names the page to open after signing in. */
export const NEXT_PARAM = 'next';
/** Longer than any page address of the app; a longer `next` is refused rather than cut. */
export const NEXT_MAX = 2000;

/** Whether `path` (with or without a trailing slash) is one of SIGNED_IN_PAGES. */
export const isSignedInPage = (path: string) =>
  (SIGNED_IN_PAGES as readonly string[]).includes(path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * `next` when it is a path of this site to go to after signing in, else null. Only a single leading slash
 * (`//host` and `/\host` are other sites to a browser), no backslash, space or control character anywhere,
 * and never /auth itself (it would send the visitor back to the form).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > NEXT_MAX) return null;
  if (!next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(next)) return null;
  const base = 'https://airdesk.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === AUTH_PAGE || url.pathname.startsWith(`${AUTH_PAGE}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth?next=<path> for a visitor on its way to `path` (a path of this site with its query). */
export const signInUrl = (path: string) => {
  const next = safeNextPath(path);
  return next ? `${AUTH_PAGE}?${NEXT_PARAM}=${encodeURIComponent(next)}` : AUTH_PAGE;
};
