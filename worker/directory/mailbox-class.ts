// Which mailbox a directory e-mail is, read from its local part (docs/api.md#directory): a report goes to the
// company's complaints, customer-relations or customer-service mailbox, or to its general contact address
// when it publishes none of those. A desk meant only for sales, reservations, cargo, baggage or lost property,
// e-commerce, operations or the press is not a report channel: a complaint sent there is at best forwarded,
// at worst lost. Pure: the CSV rules (company-row.ts), the admin's correction apply and the data checks.

export const NARROW_CLASSES = [
  'sales',
  'reservations',
  'cargo',
  'baggage',
  'lost-property',
  'ecommerce',
  'operations',
  'press',
] as const;
export type NarrowClass = (typeof NARROW_CLASSES)[number];
export type MailboxClass = 'complaints' | 'customer-service' | 'general' | NarrowClass | 'other';

// Word lists over the local part's pieces (split at dots, dashes, underscores and digits), in several of the
// directory's languages. The first class whose word appears wins, so "customer.complaints" is a complaints box
// and "baggage.inquiries" a baggage desk.
const WORDS: readonly [MailboxClass, readonly string[]][] = [
  [
    'complaints',
    [
      'complaint',
      'complaints',
      'claim',
      'claims',
      'feedback',
      'reclamaciones',
      'reclamations',
      'reclamacoes',
      'beschwerde',
      'nodalofficer',
      'appellateauthority',
      'grievance',
    ],
  ],
  ['lost-property', ['lostandfound', 'lost', 'found', 'lostproperty']],
  ['baggage', ['baggage', 'luggage', 'bagage', 'gepaeck']],
  ['cargo', ['cargo', 'freight']],
  ['ecommerce', ['ecommerce', 'bookingservice', 'webshop']],
  ['press', ['press', 'media', 'pr', 'presse', 'communications']],
  ['operations', ['ops', 'operations', 'dispatch', 'crewing']],
  ['sales', ['sales', 'telesales', 'groups', 'charter', 'flycharter', 'commercial']],
  ['reservations', ['reservations', 'reservation', 'reserve', 'booking', 'bookings', 'reservas']],
  [
    'customer-service',
    [
      'customer',
      'customers',
      'care',
      'service',
      'services',
      'support',
      'relations',
      'kundenservice',
      'kundeservice',
      'servicecenter',
      'servicepassager',
      'passengers',
      'passenger',
      'putnici',
      'callcenter',
      'callcentre',
      'clients',
      'client',
      'atencion',
      'sac',
      'help',
      'helpdesk',
    ],
  ],
  ['general', ['info', 'information', 'contact', 'contacts', 'hello', 'mail', 'office', 'enquiries', 'inquiries']],
];

/** The local part's pieces: "customer.relations" -> customer, relations; "service-clients" -> service, clients. */
const pieces = (local: string) =>
  local
    .toLowerCase()
    .split(/[._\-+0-9]+/)
    .filter(Boolean);

export function mailboxClass(email: string): MailboxClass {
  const local = email.slice(0, email.lastIndexOf('@'));
  const parts = pieces(local);
  const joined = local.toLowerCase().replace(/[._\-+0-9]/g, '');
  for (const [cls, words] of WORDS) {
    if (parts.some((p) => words.includes(p)) || words.includes(joined)) return cls;
  }
  // A compound without separators ("customercare", "customerrelations"): look for a known word inside it.
  for (const [cls, words] of WORDS) {
    if (words.some((w) => w.length >= 5 && joined.includes(w))) return cls;
  }
  return 'other';
}

/**
 * Addresses whose name says "desk" but which the company itself names as its channel for complaints, each with
 * where it does so. Only the company's own words move an address out of its class.
 */
export const DESIGNATED_MAILBOXES: Readonly<Record<string, string>> = {
  // Wasaya's APPR passenger-rights page gives this address as the one to write to for help with a complaint.
  'reservations@wasaya.com': 'https://wasaya.com/passenger-rights/lost-or-damaged-baggage',
  // National Airlines' FAQ labels it "Reservations & Customer Service".
  'reservations@nationalairlines.com': 'https://www.nationalairlines.com/faq-2/',
};

// A charter or helicopter operator whose only published address is its bookings or operations desk: that desk is
// its general contact (docs/api.md#directory), where a passenger's letter reaches the company.
const SMALL_OPERATOR_DESKS: readonly NarrowClass[] = ['sales', 'reservations', 'operations'];

/** Why `email` cannot be a company's report channel, or undefined when it can. */
export function mailboxProblem(email: string, category: string): string | undefined {
  if (email === '' || DESIGNATED_MAILBOXES[email.toLowerCase()] !== undefined) return undefined;
  const cls = mailboxClass(email);
  if (!(NARROW_CLASSES as readonly string[]).includes(cls)) return undefined;
  if (category !== 'commercial' && SMALL_OPERATOR_DESKS.includes(cls as NarrowClass)) return undefined;
  return `e-mail ${email} is a ${cls} desk, not a complaints, customer-service or general contact mailbox`;
}
