// Reading a contact's source page for the scheduled source check (docs/api.md#the-directory-learns), with the
// guards a fetch of an address taken from data needs: the address and every redirect's pass public-host.ts's
// rules (https, a public host name), redirects are followed by hand (at most maxHops), each request has a
// timeout, the body is read up to a size cap and no further, and a host gets one request at a time (HostQueue).
//
// With `site` (SOURCE_CHECK_SITE, loopback only, never set in production) every request goes to that local fake
// site instead of the web, as `<site>/<host><path><query>` of the page's own https address: the rules still judge
// the page's own address and every Location the fake answers, so a refusal is tested as it happens on the web.
import { refusalOf } from './public-host';
import { readCapped } from '../lib/read-capped';

export interface PageLimits {
  /** Per request (each redirect's too), from the moment it is sent to the last byte read. */
  timeoutMs: number;
  /** A body past this many bytes is not read further: the page is unreadable. */
  maxBytes: number;
  /** Redirects followed before giving up. */
  maxHops: number;
}

export interface PageReader extends PageLimits {
  /** The local fake site (SOURCE_CHECK_SITE), or null: the web. */
  site: string | null;
  userAgent: string;
  hosts: HostQueue;
}

/** What reading a page gave; `url` is the last address read (after redirects). */
export type PageResult =
  | { kind: 'page'; url: string; text: string }
  /** A 2xx answer the check cannot read as text: over the size cap, or not text (a PDF, an image). */
  | { kind: 'unreadable'; url: string; reason: string }
  | { kind: 'gone'; url: string; status: number }
  | { kind: 'refused'; url: string; reason: string }
  | { kind: 'failed'; url: string; reason: string };

/** One request per host at a time: `run` waits for the host's previous request to settle. */
export class HostQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(host: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(host) ?? Promise.resolve();
    const result = before.then(task);
    const tail = result.catch(() => undefined);
    this.tails.set(host, tail);
    void tail.then(() => {
      if (this.tails.get(host) === tail) this.tails.delete(host);
    });
    return result;
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Text, markup or data in text: what a contact can be found in. No type at all is read as text. */
const isText = (type: string | null) =>
  !type || /^(text\/|application\/(xhtml\+xml|xml|json)\b)|\+(xml|json)\b/i.test(type.trim());

function decoderFor(type: string | null) {
  const label = /charset=["']?([^;"'\s]+)/i.exec(type ?? '')?.[1];
  try {
    return new TextDecoder(label ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/** The body, or null when it is larger than `maxBytes` (reading stops there). */
async function readBody(res: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(res.headers.get('content-length'));
  if (declared > maxBytes) {
    await res.body?.cancel();
    return null;
  }
  return res.body ? readCapped(res.body as ReadableStream<Uint8Array>, maxBytes) : new Uint8Array();
}

/** Where the request for `url` goes: the web, or the fake site's copy of it. */
const requestUrl = (url: URL, site: string | null) =>
  site ? `${site}/${url.host}${url.pathname}${url.search}` : url.href;

type Hop = PageResult | { kind: 'redirect'; to: string };

async function readOnce(url: URL, r: PageReader): Promise<Hop> {
  let res: Response;
  try {
    res = await fetch(requestUrl(url, r.site), {
      redirect: 'manual',
      signal: AbortSignal.timeout(r.timeoutMs),
      headers: { 'User-Agent': r.userAgent, Accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5' },
    });
  } catch (err) {
    return {
      kind: 'failed',
      url: url.href,
      reason: err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network error',
    };
  }
  try {
    if (REDIRECTS.has(res.status)) {
      await res.body?.cancel();
      const location = res.headers.get('location');
      if (!location) return { kind: 'failed', url: url.href, reason: `HTTP ${res.status} without a Location` };
      try {
        return { kind: 'redirect', to: new URL(location, url).href };
      } catch {
        return { kind: 'refused', url: url.href, reason: 'a redirect to something that is not an address' };
      }
    }
    if (res.status === 404 || res.status === 410) {
      await res.body?.cancel();
      return { kind: 'gone', url: url.href, status: res.status };
    }
    if (res.status < 200 || res.status > 299) {
      await res.body?.cancel();
      return { kind: 'failed', url: url.href, reason: `HTTP ${res.status}` };
    }
    const type = res.headers.get('content-type');
    if (!isText(type)) {
      await res.body?.cancel();
      return { kind: 'unreadable', url: url.href, reason: `not a text page (${type ?? ''})` };
    }
    const body = await readBody(res, r.maxBytes);
    if (!body) return { kind: 'unreadable', url: url.href, reason: `larger than ${r.maxBytes} bytes` };
    return { kind: 'page', url: url.href, text: decoderFor(type).decode(body) };
  } catch (err) {
    return {
      kind: 'failed',
      url: url.href,
      reason: err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network error',
    };
  }
}

/** Reads the page at `address`, following at most maxHops redirects, each one judged by the same rules. */
export async function readSourcePage(address: string, r: PageReader): Promise<PageResult> {
  let current = address;
  for (let hop = 0; hop <= r.maxHops; hop++) {
    const refusal = refusalOf(current);
    if (refusal) return { kind: 'refused', url: current, reason: hop === 0 ? refusal : `a redirect to ${refusal}` };
    const url = new URL(current);
    const result = await r.hosts.run(url.hostname.toLowerCase(), () => readOnce(url, r));
    if (result.kind !== 'redirect') return result;
    current = result.to;
  }
  return { kind: 'failed', url: current, reason: `more than ${r.maxHops} redirects` };
}
