// Every route path of the SPA in one place (docs/product.md#screens).
export const PATHS = {
  home: '/',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  directory: '/directory',
  emailDirectory: '/email-directory',
  airlineProblems: '/airline-problems',
  reportProblem: '/report-problem',
  rights: '/rights',
  problemManagement: '/problem-management',
  howItWorks: '/how-it-works',
  socialMedia: '/social-media',
  admin: '/admin',
  subscription: '/subscription',
  paymentMethods: '/payment-methods',
  cancelSubscription: '/cancel-subscription',
  subscriptionSuccess: '/subscription-success',
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  refund: '/refund',
} as const;

/** Section ids on the home page that buttons scroll to. */
export const SECTION = { subscription: 'subscription', contact: 'contact' } as const;

/** /directory?query=…&filters=a,b (docs/product.md: home search). */
export function directoryUrl(search: { query?: string; filters?: string[]; category?: string } = {}) {
  const params = new URLSearchParams();
  if (search.query?.trim()) params.set('query', search.query.trim());
  if (search.filters?.length) params.set('filters', search.filters.join(','));
  if (search.category) params.set('category', search.category);
  const qs = params.toString();
  return qs ? `${PATHS.directory}?${qs}` : PATHS.directory;
}

/** /report-problem?airline={id} */
export const reportProblemUrl = (airlineId?: number) =>
  airlineId === undefined ? PATHS.reportProblem : `${PATHS.reportProblem}?airline=${airlineId}`;
