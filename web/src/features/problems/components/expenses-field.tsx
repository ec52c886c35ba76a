// What the traveller paid because of the disruption (each with its kind, amount, currency and an optional note;
// the receipts go as documents) and what the report claims: the compensation, the expenses, a refund.
import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EXPENSE_KIND_LABELS, EXPENSE_KINDS, EXPENSE_NOTE_MAX, EXPENSES_MAX, FARE_CURRENCIES } from '@contracts';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormField } from '../../../components/form-field';
import { useFieldList } from '../../../lib/form-list';
import { SelectField } from '../../../components/select-field';
import { EMPTY_EXPENSE, type ReportValues } from './report-values';

const KIND_OPTIONS = EXPENSE_KINDS.map((k) => ({ value: k, label: EXPENSE_KIND_LABELS[k] }));
export const CURRENCY_OPTIONS = FARE_CURRENCIES.map((c) => ({ value: c, label: c }));

export function ExpensesField() {
  const list = useFieldList<ReportValues['expenses'][number]>('expenses');
  return (
    <Stack gap="3" data-testid="expenses">
      <Text fontWeight="medium">Expenses you paid</Text>
      <Text fontSize="sm" color="fg.muted">
        Optional. Meals, a hotel, transport or things you had to buy because of the problem. Add the receipts under
        Documents.
      </Text>
      <Stack gap="3">
        {list.items.map((_, i) => (
          <Box key={i} borderWidth="1px" borderRadius="md" p="3" data-testid="expense">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <SelectField
                name={`expenses.${i}.kind`}
                label={`Expense ${i + 1}`}
                placeholder="Choose the kind"
                options={KIND_OPTIONS}
              />
              <FormField name={`expenses.${i}.amount`} label="Amount" inputMode="decimal" placeholder="e.g. 42.50" />
              <SelectField name={`expenses.${i}.currency`} label="Currency" options={CURRENCY_OPTIONS} />
            </SimpleGrid>
            <Box mt="3">
              <FormField
                name={`expenses.${i}.note`}
                label="Note"
                helperText="Optional, e.g. hotel for the night of 1 October"
                maxLength={EXPENSE_NOTE_MAX}
              />
            </Box>
            <Button
              mt="3"
              variant="outline"
              size="sm"
              aria-label={`Remove expense ${i + 1}`}
              onClick={() => list.remove(i)}
            >
              Remove
            </Button>
          </Box>
        ))}
        {list.items.length < EXPENSES_MAX && (
          <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => list.push({ ...EMPTY_EXPENSE })}>
            Add an expense
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

export function ClaimField() {
  return (
    <Stack gap="2" role="group" aria-labelledby="claim-label" data-testid="claim">
      <Text fontWeight="medium" id="claim-label">
        What you claim
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Optional. The letter asks the company for what you tick.
      </Text>
      <Stack gap="2">
        <CheckboxField name="claim.compensation" label="The compensation the law gives" />
        <CheckboxField name="claim.expenses" label="My expenses paid back" />
        <CheckboxField name="claim.refund" label="A refund of my ticket" />
      </Stack>
    </Stack>
  );
}
