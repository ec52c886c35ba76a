// The source check's pure rules: which addresses it may read (public-host.ts), how it finds a contact on a page
// (contact-on-page.ts), and that its cron is one wrangler.toml fires.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appearsOn, pageText, samePage } from './contact-on-page';
import { refusalOf } from './public-host';
import { SOURCE_CHECK_CRON } from './source-check-cron';

describe('refusalOf', () => {
  it('lets a public https page through', () => {
    for (const ok of [
      'https://www.lufthansa.com/de/en/contact',
      'https://help.ryanair.com/hc/en-ie/articles/123?x=1',
      'https://www.xn--80ak6aa92e.xn--p1ai/contact',
      'https://www.airline.com.:443/contact',
    ])
      expect(refusalOf(ok), ok).toBeNull();
  });

  it('refuses http, credentials, other ports, IP literals, localhost and private names', () => {
    const refused: [string, RegExp][] = [
      ['http://www.airline.com/contact', /not https/],
      ['ftp://www.airline.com/contact', /not https/],
      ['https://user:pw@www.airline.com/', /credentials/],
      ['https://www.airline.com:8443/', /port/],
      ['https://10.0.0.1/', /IPv4/],
      ['https://192.168.1.1/', /IPv4/],
      ['https://169.254.169.254/latest/meta-data', /IPv4/],
      ['https://8.8.8.8/', /IPv4/],
      ['https://0x7f.1/', /IPv4/],
      ['https://2130706433/', /IPv4/],
      ['https://127.1/', /IPv4/],
      ['https://[::1]/', /IPv6/],
      ['https://[fd00::1]/', /IPv6/],
      ['https://[::ffff:10.0.0.1]/', /IPv6/],
      ['https://localhost/', /not public/],
      ['https://localhost./', /not public/],
      ['https://api.localhost/', /private/],
      ['https://printer.local/', /private/],
      ['https://metadata.google.internal/', /private/],
      ['https://intranet.corp/', /private/],
      ['https://router.home.arpa/', /private/],
      ['https://www.airline.test/', /private/],
      ['https://intranet/', /not public/],
      ['https://www.airline.123/', /not a web address/],
      ['https://www.airline.c0m/', /not public/],
      ['not a url', /not a web address/],
    ];
    for (const [address, reason] of refused) expect(refusalOf(address), address).toMatch(reason);
  });
});

describe('appearsOn', () => {
  const page = (html: string) => pageText(html);

  it('finds an e-mail in any case, in a mailto:, entity-encoded or percent-encoded, but not inside a longer one', () => {
    const email = 'care@fixair.com';
    for (const html of [
      'Write to CARE@FIXAIR.COM.',
      '<a href="mailto:care@fixair.com?subject=Claim">us</a>',
      'care&#64;fixair&#46;com',
      'care&#x40;fixair.com',
      'care&commat;fixair.com',
      '<a href="mailto:care%40fixair.com">us</a>',
    ])
      expect(appearsOn('email', email, page(html)), html).toBe(true);
    for (const html of ['customercare@fixair.com', 'care@fixair.com.au', 'care@fixair.community', 'care at fixair.com'])
      expect(appearsOn('email', email, page(html)), html).toBe(false);
  });

  it('finds a phone by its digits however they are grouped, international or national', () => {
    const phone = '+49 30 2087 4410';
    for (const html of [
      'Call +49 30 2087 4410',
      '<a href="tel:+493020874410">call</a>',
      '+49 (0)30 2087-4410',
      '+49.30.2087.4410',
      '0049 30 20874410',
      '030 / 2087 4410',
      '(030) 2087&nbsp;4410',
    ])
      expect(appearsOn('phone', phone, page(html)), html).toBe(true);
    for (const html of ['+49 30 2087 44109', '+49 30 2087 4411', '+49 30 2087 441'])
      expect(appearsOn('phone', phone, page(html)), html).toBe(false);
    expect(appearsOn('phone', '+1 800 433 7300', page('Call 1-800-433-7300'))).toBe(true);
    expect(appearsOn('phone', '+1 800 433 7300', page('Call (800) 433-7300'))).toBe(true);
  });

  it('finds a form by its address, its path (a relative link) or its host when it is the root', () => {
    const form = 'https://www.fixair.com/claims/form';
    for (const html of [
      '<a href="https://www.fixair.com/claims/form">form</a>',
      '<a href="/claims/form">form</a>',
      '<a href="/claims/form/?lang=en">form</a>',
      '<a href="https://www.fixair.com/claims/form?a=1&amp;b=2">form</a>',
    ])
      expect(appearsOn('complaintFormUrl', form, page(html)), html).toBe(true);
    for (const html of ['<a href="/claims/form-old">old</a>', '<a href="/claims">claims</a>'])
      expect(appearsOn('complaintFormUrl', form, page(html)), html).toBe(false);
    expect(
      appearsOn('complaintFormUrl', 'https://claims.fixair.com/', page('<a href="https://claims.fixair.com">')),
    ).toBe(true);
  });

  it('knows a page from its address with a trailing slash or a fragment', () => {
    expect(samePage('https://www.fixair.com/claims/', 'https://WWW.fixair.com/claims#top')).toBe(true);
    expect(samePage('https://www.fixair.com/claims', 'https://www.fixair.com/claims?x=1')).toBe(false);
  });
});

describe('the daily cron', () => {
  it('is one of the crons wrangler.toml fires', () => {
    const toml = readFileSync(path.join(import.meta.dirname, '../../wrangler.toml'), 'utf8');
    const crons = /^crons = (\[.*\])$/m.exec(toml)?.[1];
    expect(JSON.parse(crons!)).toContain(SOURCE_CHECK_CRON);
  });
});
