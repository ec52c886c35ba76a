// What the traveller paid because of the disruption (each with its kind, amount, currency and an optional note;
// the receipts go as documents) and what the report claims: the compensation, the expenses, a refund.
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  citedRegime,
  compensationArticle,
  EXPENSE_KIND_LABELS,
  EXPENSE_KINDS,
  EXPENSE_NOTE_MAX,
  EXPENSES_MAX,
  FARE_CURRENCIES,
  missingFactName,
} from '@contracts';
import { useFormikContext } from 'formik';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormField } from '../../../components/form-field';
import { useServerText } from '../../../i18n/server-text';
import { useFieldList } from '../../../lib/form-list';
import { SelectField } from '../../../components/select-field';
import type { Assessment } from '../../../components/rights/rights-card';
import { EMPTY_EXPENSE, type ReportValues } from './report-values';

export const CURRENCY_OPTIONS = FARE_CURRENCIES.map((c) => ({ value: c, label: c }));

export function ExpensesField() {
  const { t } = useLingui();
  const st = useServerText();
  const kindOptions = EXPENSE_KINDS.map((k) => ({ value: k, label: st(EXPENSE_KIND_LABELS[k]) }));
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
        {list.items.map((_, i) => {
          const n = i + 1;
          return (
            <Box key={i} borderWidth="1px" borderRadius="md" p="3" data-testid="expense">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                <SelectField
                  name={`expenses.${i}.kind`}
                  label={t`Expense ${n}`}
                  placeholder={t`Choose the kind`}
                  options={kindOptions}
                />
                <FormField
                  name={`expenses.${i}.amount`}
                  label={t`Amount`}
                  inputMode="decimal"
                  placeholder={t`e.g. 42.50`}
                />
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
              <Button
                mt="3"
                variant="outline"
                size="sm"
                aria-label={t`Remove expense ${n}`}
                onClick={() => list.remove(i)}
              >
                <Trans>Remove</Trans>
              </Button>
            </Box>
          );
        })}
        {list.items.length < EXPENSES_MAX && (
          <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => list.push({ ...EMPTY_EXPENSE })}>
            <Trans>Add an expense</Trans>
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The form field that asks each fact an amount can wait for (the flight details' questions). */
const FIELD_OF_FACT: Record<string, string> = {
  arrivalDelayHours: 'arrivalDelayHours',
  noticeDays: 'noticeDays',
  alternativeDepartedEarlierHours: 'alternativeDepartedEarlierHours',
  cause: 'cause',
  farePaid: 'fareAmount',
  baggageReceivedDate: 'baggageReceivedDate',
};

/** Takes the traveller to the question in the flight details (when it is on the form). */
function goTo(field: string) {
  const input = document.querySelector<HTMLElement>(`form [name="${field}"]`);
  input?.scrollIntoView({ block: 'center' });
  input?.focus();
}

/**
 * At the compensation checkbox, when the law gives a compensation whose sum waits for a fact: which fact, a way to
 * it, and what the letter claims meanwhile (the compensation by its article, without a sum: never dropped).
 */
function MissingForCompensation({ assessment }: { assessment: Assessment }) {
  const { i18n } = useLingui();
  const st = useServerText();
  const cited = assessment.answer ? citedRegime(assessment.answer.regimes) : undefined;
  if (!cited || cited.amount !== null || cited.limit || cited.missing.length === 0) return null;
  const names = cited.missing.map((m) => st(missingFactName(m)));
  // English joins them with "and" alone (the product's wording); another language as its own lists read.
  const facts =
    i18n.locale === 'en'
      ? names.join(' and ')
      : new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(names);
  const article = compensationArticle(cited);
  return (
    <Stack gap="2" ps="7" data-testid="claim-missing">
      <Text fontSize="sm">
        <Trans>
          To put a sum on it we need {facts}. Until then your letter still claims the compensation under {article},
          without a sum.
        </Trans>
      </Text>
      <HStack gap="2" wrap="wrap">
        {cited.missing
          .filter((m) => FIELD_OF_FACT[m])
          .map((m) => {
            const fact = st(missingFactName(m));
            return (
              <Button
                key={m}
                size="xs"
                variant="outline"
                // A long question wraps inside the button rather than running past a phone's edge.
                whiteSpace="normal"
                textAlign="start"
                h="auto"
                py="1"
                onClick={() => goTo(FIELD_OF_FACT[m]!)}
              >
                <Trans>Answer: {fact}</Trans>
              </Button>
            );
          })}
      </HStack>
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
        {values.claim.compensation && <MissingForCompensation assessment={assessment} />}
        <CheckboxField name="claim.expenses" label={t`My expenses paid back`} />
        <CheckboxField name="claim.refund" label={t`A refund of my ticket`} />
      </Stack>
    </Stack>
  );
}
