// Who may answer a case (docs/api.md#who-may-answer-a-case). Anyone who learns a case address can write to it, and
// AirDesk would otherwise mail what they wrote on to the traveller under its own name. So a mail counts as the
// company's answer only when its From domain is the company's (or an official body's of the case), and the
// receiving service's authentication results show that domain really sent it.
//
// What the check relies on: Cloudflare Email Routing verifies SPF, DKIM and DMARC of every inbound message and
// prepends its verdicts as `Authentication-Results: mx.cloudflare.net; dkim=pass header.d=...; dmarc=pass
// header.from=...; spf=pass smtp.mailfrom=...` above the sender's own headers (with Received-SPF and an ARC set).
// A sender can write an Authentication-Results header of their own, even one naming mx.cloudflare.net, but it
// sits below the one the service adds. So only the topmost Authentication-Results counts, and only when the
// service named in RECEIVING_SERVICE wrote it; a mail without one is not authenticated.
import { registrableDomain } from '../directory/official-domains';

/** The authserv-id of the service that receives the case domain's mail (Cloudflare Email Routing). */
export const RECEIVING_SERVICE = 'mx.cloudflare.net';

export interface HeaderLine {
  key: string;
  value: string;
}

interface MethodResult {
  method: string;
  result: string;
  props: Record<string, string>;
}

/** RFC 8601 comments (in parentheses) carry no verdict: they are removed before the value is read. */
const withoutComments = (value: string) => value.replace(/\([^()]*\)/g, ' ');

/** The authserv-id and the method results of one Authentication-Results value. */
export function parseAuthenticationResults(value: string): { service: string; results: MethodResult[] } {
  const [head = '', ...parts] = withoutComments(value).split(';');
  const service = head.trim().split(/\s+/)[0]!.toLowerCase();
  const results: MethodResult[] = [];
  for (const part of parts) {
    const tokens = part.trim().split(/\s+/).filter(Boolean);
    const first = tokens.shift();
    const m = first?.match(/^([a-z0-9-]+)=([a-z]+)$/i);
    if (!m) continue;
    const props: Record<string, string> = {};
    for (const t of tokens) {
      const eq = t.indexOf('=');
      if (eq > 0) props[t.slice(0, eq).toLowerCase()] = t.slice(eq + 1).replace(/^"|"$/g, '');
    }
    results.push({ method: m[1]!.toLowerCase(), result: m[2]!.toLowerCase(), props });
  }
  return { service, results };
}

/** The bare address in a From as the case keeps it ("Name <a@b>" or "a@b"), lower case. */
export const addressIn = (from: string) => (/<([^<>@\s]+@[^<>\s]+)>\s*$/.exec(from)?.[1] ?? from).trim().toLowerCase();

const domainOfAddress = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** Relaxed alignment (DMARC's default): the same registrable domain. */
const aligned = (a: string, b: string) => a !== '' && b !== '' && registrableDomain(a) === registrableDomain(b);

/**
 * Whether the receiving service's verdicts show that `fromAddress`'s domain sent the mail: DMARC passed, or, when
 * the domain publishes no DMARC policy, a DKIM signature or the SPF check of a domain aligned with it passed. A
 * DMARC failure is a failure whatever else passed.
 */
export function isAuthenticated(headers: readonly HeaderLine[], fromAddress: string): boolean {
  const top = headers.find((h) => h.key === 'authentication-results');
  if (!top) return false;
  const { service, results } = parseAuthenticationResults(top.value);
  if (service !== RECEIVING_SERVICE) return false;
  const fromDomain = domainOfAddress(fromAddress);
  const dmarc = results.filter((r) => r.method === 'dmarc');
  if (dmarc.some((r) => r.result !== 'pass' && r.result !== 'none')) return false;
  if (
    dmarc.some((r) => r.result === 'pass' && (!r.props['header.from'] || aligned(r.props['header.from'], fromDomain)))
  )
    return true;
  return results.some(
    (r) =>
      r.result === 'pass' &&
      ((r.method === 'dkim' &&
        aligned(r.props['header.d'] ?? r.props['header.i']?.replace(/^.*@/, '') ?? '', fromDomain)) ||
        (r.method === 'spf' && aligned(domainOfAddress(r.props['smtp.mailfrom'] ?? ''), fromDomain))),
  );
}

/** Who the case knows: the traveller's account address, and the domains of the company and of the case's bodies. */
export interface CaseParties {
  travellerEmail: string;
  /** Registrable domains of the company: its website's, its e-mail's, and those an admin confirmed. */
  companyDomains: readonly string[];
  /** Registrable domains of the official bodies of the report's routes (their pages and e-mails). */
  bodyDomains: readonly string[];
}

export type InboundKind = 'reply' | 'forwarded' | 'unverified' | 'auto-reply';

/**
 * The kind of an inbound mail: automatic mail (out of office, receipts, lists and newsletters) is never the answer,
 * whoever sends it; the traveller's own authenticated address forwards an answer; the company's or a body's
 * authenticated domain answers; anything else waits for the traveller as `unverified`.
 */
export function inboundKind(
  mail: { fromAddress: string; automatic: boolean; authenticated: boolean },
  parties: CaseParties,
): InboundKind {
  if (mail.automatic) return 'auto-reply';
  if (!mail.authenticated) return 'unverified';
  const from = mail.fromAddress.toLowerCase();
  if (from === parties.travellerEmail.toLowerCase()) return 'forwarded';
  const domain = registrableDomain(domainOfAddress(from));
  if (parties.companyDomains.includes(domain) || parties.bodyDomains.includes(domain)) return 'reply';
  return 'unverified';
}
