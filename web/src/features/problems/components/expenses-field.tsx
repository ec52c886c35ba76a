// What the traveller paid because of the disruption (each with its kind, amount, currency and an optional note;
// the receipts go as documents) and what the report claims: the compensation, the expenses, a refund. An expense's
// fields (expense-row.tsx) and what a compensation still needs (missing-for-compensation.tsx) load when first shown.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EXPENSES_MAX } from '@contracts';
import { useFormikContext } from 'formik';
import { lazy, Suspense } from 'react';
import { CheckboxField } from '../../../components/checkbox-field';
import { useFieldList } from '../../../lib/form-list';
import type { Assessment } from '../../../components/rights/rights-card';
import { EMPTY_EXPENSE, type ReportValues } from './report-values';

const ExpenseRow = lazy(() => import('./expense-row'));
const MissingForCompensation = lazy(() => import('./missing-for-compensation'));

export function ExpensesField() {
  const list = useFieldList<ReportValues['expenses'][number]>('expenses');
  return (
    <Stack gap="3" data-testid="expenses">
      <Text fontWeight="medium">
        <Trans>Expenses you paid</Trans>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Optional. Meals, a hotel, transport or things you had to buy because of the problem. Add the receipts under
          Documents.
        </Trans>
      </Text>
      <Stack gap="3">
        {list.items.length > 0 && (
          <Suspense fallback={null}>
            {list.items.map((_, i) => (
              <ExpenseRow key={i} i={i} onRemove={() => list.remove(i)} />
            ))}
          </Suspense>
        )}
        {list.items.length < EXPENSES_MAX && (
          <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => list.push({ ...EMPTY_EXPENSE })}>
            <Trans>Add an expense</Trans>
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

export function ClaimField({ assessment }: { assessment: Assessment }) {
  const { t } = useLingui();
  const { values } = useFormikContext<ReportValues>();
  return (
    <Stack gap="2" role="group" aria-labelledby="claim-label" data-testid="claim">
      <Text fontWeight="medium" id="claim-label">
        <Trans>What you claim</Trans>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <Trans>Optional. The letter asks the company for what you tick.</Trans>
      </Text>
      <Stack gap="2">
        <CheckboxField name="claim.compensation" label={t`The compensation the law gives`} />
        {values.claim.compensation && (
          <Suspense fallback={null}>
            <MissingForCompensation assessment={assessment} />
          </Suspense>
        )}
        <CheckboxField name="claim.expenses" label={t`My expenses paid back`} />
        <CheckboxField name="claim.refund" label={t`A refund of my ticket`} />
      </Stack>
    </Stack>
  );
}
