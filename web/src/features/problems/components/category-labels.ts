// The report form's category names in the SPA's own catalogue. The form shows them as soon as it renders, and the
// contracts' labels (PROBLEM_CATEGORIES) would bring the language's whole server catalogue into the form's first load
// for these seven words. The English is the contract's; web/test/catalogues.node.test.ts checks that each language's
// translation here is the server catalogue's, so the form, the case pages and the letters name a category alike.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProblemCategory } from '@contracts';

export const CATEGORY_LABELS: Record<ProblemCategory, MessageDescriptor> = {
  'flight-delay': msg`Flight Delay`,
  cancellation: msg`Flight Cancellation`,
  baggage: msg`Baggage Issues`,
  refund: msg`Refund Problems`,
  'customer-service': msg`Customer Service Experience`,
  booking: msg`Booking Issues`,
  other: msg`Other`,
};
