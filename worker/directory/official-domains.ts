// Which web sites may vouch for a company's contact. A contact is only as good as the page it came from,
// and the pages that count are the company's own (its website's registrable domain, or a sister domain the
// company documents) or a regulator's list of airline complaint contacts. Look-alike sites, help-desk hosts
// and SEO pages are where fake "airline customer service" numbers live, so everything else is refused.
//
// Pure data and string functions: used by the CSV rules (company-row.ts), the admin's correction apply and
// the data checks, in Node and in the Worker alike.

// Second-level labels under which registrations happen (a small public-suffix list, enough for the
// countries in the directory): "co.uk" means example.co.uk is the registrable domain, not co.uk.
const TWO_LEVEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'gov.uk',
  'com.au',
  'net.au',
  'gov.au',
  'co.nz',
  'govt.nz',
  'com.br',
  'gov.br',
  'com.ar',
  'gob.ar',
  'com.mx',
  'gob.mx',
  'co.jp',
  'go.jp',
  'com.cn',
  'gov.cn',
  'com.hk',
  'gov.hk',
  'com.tw',
  'gov.tw',
  'co.kr',
  'go.kr',
  'com.sg',
  'gov.sg',
  'com.my',
  'gov.my',
  'co.id',
  'go.id',
  'co.in',
  'gov.in',
  'nic.in',
  'com.ph',
  'gov.ph',
  'co.za',
  'gov.za',
  'com.tr',
  'gov.tr',
  'com.eg',
  'gov.eg',
  'com.sa',
  'gov.sa',
  'co.th',
  'go.th',
  'com.pk',
  'gov.pk',
  'com.vn',
  'gov.vn',
  'com.co',
  'gov.co',
  'com.pe',
  'gob.pe',
  'com.ec',
  'gob.ec',
  'com.bo',
  'com.py',
  'com.uy',
  'com.ve',
  'co.ke',
  'go.ke',
  'co.tz',
  'go.tz',
  'com.ng',
  'gov.ng',
  'com.gh',
  'co.il',
  'gov.il',
  'com.kw',
  'com.qa',
  'gov.qa',
  'com.om',
  'gov.om',
  'com.bd',
  'gov.bd',
  'com.np',
  'gov.np',
  'com.lk',
  'gov.lk',
  'com.mt',
  'gov.mt',
  'com.cy',
  'gov.cy',
  'gc.ca',
  'co.ug',
  'go.ug',
  'co.zw',
  'com.et',
  'com.fj',
  'com.pg',
  'com.mv',
  'gov.mv',
  'com.kh',
  'com.la',
  'com.mm',
  'com.mn',
  'com.af',
  'com.jo',
  'com.lb',
  'com.bh',
  'com.ly',
  'com.tn',
  'co.ma',
  'com.dz',
  'co.mz',
  'co.bw',
  'com.na',
  'co.zm',
  'com.mu',
  'co.rw',
  'com.gt',
  'com.sv',
  'com.hn',
  'com.ni',
  'com.pa',
  'co.cr',
  'com.do',
  'com.cu',
  'com.jm',
  'co.tt',
  'com.bs',
  'com.bb',
  'com.ai',
  'com.kz',
  'com.uz',
  'com.ge',
  'com.az',
  'com.ua',
  'com.ru',
  'com.pl',
  'com.gr',
  'com.es',
  'com.pt',
  'com.ro',
  'co.at',
  'or.at',
  'gv.at',
  'com.pf',
  'com.nc',
  'com.sb',
  'com.vu',
  'com.ws',
  'com.to',
  'com.ki',
  'com.nr',
  'com.tv',
  'com.fm',
  'com.mh',
  'com.pw',
  'com.gu',
  'aero.mv',
]);

/** The registrable domain of a host name: "www.book.example.co.uk" -> "example.co.uk". */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2) return labels.join('.');
  const lastTwo = labels.slice(-2).join('.');
  return (TWO_LEVEL_SUFFIXES.has(lastTwo) ? labels.slice(-3) : labels.slice(-2)).join('.');
}

/** The registrable domain of a URL, or undefined when it is not a valid URL. */
export function urlDomain(value: string): string | undefined {
  try {
    return registrableDomain(new URL(value).hostname);
  } catch {
    return undefined;
  }
}

/**
 * Sister domains a company documents as its own (keyed by the registrable domain of its website): for
 * example a country site or the group's customer-relations site. Each entry says where that is stated.
 */
export const SISTER_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  // El Al's Israeli site: the English pages under elal.co.il/ELAL/english are the airline's own.
  'elal.com': ['elal.co.il'],
  // Air New Zealand's Hong Kong country site (its privacy page gives the airline's customer service numbers).
  'airnewzealand.co.nz': ['airnewzealand.com.hk'],
  // Icelandair's UK site (information/travel-terms-and-conditions), linked from icelandair.com's market picker.
  'icelandair.com': ['icelandair.co.uk'],
  // Neos's international site: neosair.it/en links its customer-quality policy on neosair.com and back.
  'neosair.it': ['neosair.com'],
  // Executive Jet Management: its charter terms on executivejetmanagement.com give flycharter@ejmjets.com.
  'ejmjets.com': ['executivejetmanagement.com'],
  // Tahiti Nui Helicopters: its general conditions of sale on tahitinuihelicopters.com give commercial@tnh.pf.
  'tahitinuihelicopters.com': ['tnh.pf'],
};

/**
 * Regulators whose own pages list airlines' complaint contacts (e.g. India's DGCA list of nodal officers).
 * Such a page is a source in its own right for a phone or an e-mail, never for a complaint form.
 */
export const REGULATOR_DOMAINS: readonly string[] = [
  'dgca.gov.in', // Directorate General of Civil Aviation, India: airlines' nodal officers and appellate authorities
  'civilaviation.gov.in', // Ministry of Civil Aviation, India
  'transportation.gov', // US Department of Transportation
  'caa.co.uk', // UK Civil Aviation Authority
  'otc-cta.gc.ca', // Canadian Transportation Agency
  'europa.eu', // European Commission: national enforcement bodies and airline contacts
];

/** The company's own registrable domains: its website's, plus any documented sister domains. */
export function companyDomains(website: string): string[] {
  const own = urlDomain(website);
  if (!own) return [];
  return [own, ...(SISTER_DOMAINS[own] ?? [])];
}

/** Why `url` cannot be the source page of a contact of the company at `website`, or undefined when it can. */
export function sourceProblem(url: string, website: string, allowRegulator: boolean): string | undefined {
  if (!/^https?:\/\//i.test(url)) return 'must be an http(s) URL';
  const domain = urlDomain(url);
  if (!domain) return 'is not a valid URL';
  if (companyDomains(website).includes(domain)) return undefined;
  if (allowRegulator && REGULATOR_DOMAINS.some((r) => domain === r || domain.endsWith(`.${r}`))) return undefined;
  return allowRegulator
    ? `is on ${domain}, which is neither the company's own site nor a listed regulator`
    : `is on ${domain}, not on the company's own site`;
}

/** The registrable domain of an e-mail address, or undefined when it is no address. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  return at < 0 ? undefined : registrableDomain(email.slice(at + 1).trim());
}

/** True when the e-mail's domain is one of the company's own. */
export function isCompanyEmail(email: string, website: string): boolean {
  const domain = registrableDomain(email.slice(email.lastIndexOf('@') + 1));
  return companyDomains(website).includes(domain);
}
