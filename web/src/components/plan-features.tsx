// The plan's features, one list for every place that states them: the home page's subscribe card and the
// subscription page's plan details (docs/product.md#subscribe-card). Only what the product does: no support
// tier is promised, since support is the same for every account (issue 44).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ComponentProps } from 'react';
import { CheckList } from './check-list';

export const PLAN_FEATURES: readonly MessageDescriptor[] = [
  msg`Full directory access`,
  msg`Unlimited problem reporting`,
  msg`Tracking of report status`,
  msg`E-mail notifications`,
];

/** The features as a check list, in the page's language. */
export function PlanFeatures(props: Omit<ComponentProps<typeof CheckList>, 'items'>) {
  const { i18n } = useLingui();
  return <CheckList items={PLAN_FEATURES.map((f) => i18n._(f))} {...props} />;
}
