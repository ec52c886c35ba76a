// One expense of the report form (expenses-field.tsx): its kind, amount, currency and note. Its own chunk, loaded when
// the traveller adds an expense: most reports list none.
import { Box, Button, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EXPENSE_KIND_LABELS, EXPENSE_KINDS, EXPENSE_NOTE_MAX, FARE_CURRENCIES } from '@contracts';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { useServerText } from '../../../i18n/server-text';

export const CURRENCY_OPTIONS = FARE_CURRENCIES.map((c) => ({ value: c, label: c }));

/** The fields of expense `i` (0-based) and its Remove button. */
export default function ExpenseRow({ i, onRemove }: { i: number; onRemove: () => void }) {
  const { t } = useLingui();
  const st = useServerText();
  const kindOptions = EXPENSE_KINDS.map((k) => ({ value: k, label: st(EXPENSE_KIND_LABELS[k]) }));
  const n = i + 1;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="expense">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <SelectField
          name={`expenses.${i}.kind`}
          label={t`Expense ${n}`}
          placeholder={t`Choose the kind`}
          options={kindOptions}
        />
        <FormField name={`expenses.${i}.amount`} label={t`Amount`} inputMode="decimal" placeholder={t`e.g. 42.50`} />
        <SelectField name={`expenses.${i}.currency`} label={t`Currency`} options={CURRENCY_OPTIONS} />
      </SimpleGrid>
      <Box mt="3">
        <FormField
          name={`expenses.${i}.note`}
          label={t`Note`}
          helperText={t`Optional, e.g. hotel for the night of 1 October`}
          maxLength={EXPENSE_NOTE_MAX}
        />
      </Box>
      <Button mt="3" variant="outline" size="sm" aria-label={t`Remove expense ${n}`} onClick={onRemove}>
        <Trans>Remove</Trans>
      </Button>
    </Box>
  );
}
