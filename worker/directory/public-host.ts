// Which addresses the scheduled source check may read (docs/api.md#the-directory-learns): a page on the public
// web, over https, named by a public host name. Checked on the page's own address and on every redirect's, so a
// contact's source can never make the Worker read an internal address (an IP literal, localhost, a private name).
// Pure: the fetching lives in source-page.ts.

/** Suffixes of names that are never on the public web (RFC 6761, RFC 6762, RFC 8375, common private zones). */
const PRIVATE_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'localdomain',
  'home.arpa',
  'arpa',
  'test',
  'example',
  'invalid',
  'onion',
];

/** A dotted IPv4 address (the URL parser writes 0x7f.1, 2130706433 and 127.1 this way too). */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Why the check may not read `address`, or null when it may: https only, no credentials, the default port, and a
 * public host name (no IP literal of either family, no localhost, no single label, no private or reserved zone).
 */
export function refusalOf(address: string | URL): string | null {
  let url: URL;
  try {
    url = typeof address === 'string' ? new URL(address) : address;
  } catch {
    return 'something that is not a web address';
  }
  if (url.protocol !== 'https:') return `an address that is not https (${url.protocol.replace(/:$/, '')})`;
  if (url.username || url.password) return 'an address with credentials in it';
  if (url.port !== '') return `an address with a port of its own (${url.port})`;
  // One trailing dot names the same host ("localhost." is localhost).
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return 'an IPv6 address';
  if (IPV4.test(host)) return 'an IPv4 address';
  if (!host.includes('.')) return `a host name that is not public (${host})`;
  const zone = PRIVATE_SUFFIXES.find((s) => host === s || host.endsWith(`.${s}`));
  if (zone) return `a private host name (.${zone})`;
  // The last label of a public name is letters (or an IDN's xn--): a numeric one is an address in disguise.
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(host.slice(host.lastIndexOf('.') + 1)))
    return `a host name that is not public (${host})`;
  return null;
}
