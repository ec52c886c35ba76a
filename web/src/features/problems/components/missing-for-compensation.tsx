// At the claim's compensation checkbox (expenses-field.tsx): what an amount still waits for. Its own chunk, loaded when
// the compensation is ticked.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { citedRegime, compensationArticle, missingFactName } from '@contracts';
import { useServerText } from '../../../i18n/server-text';
import type { Assessment } from '../../../components/rights/rights-card';

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
export default function MissingForCompensation({ assessment }: { assessment: Assessment }) {
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
