// How a company answered AirDesk's letters (docs/api.md#the-directory-learns): "Answered 4 of 5 letters, usually
// within 2 days", on the directory card under its contacts and in View Details. Nothing while fewer than 5 letters
// went out in the last 365 days (the API answers null): a few cases say nothing of a company.
import { Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ANSWER_RECORD_DAYS, answerRecordText, type AnswerRecord } from '@contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ClockIcon } from '../../../components/icons';
import { useServerText } from '../../../i18n/server-text';

/** What the figures are counted over, for the tooltip, screen readers and the details dialog. */
const ANSWER_RECORD_SCOPE = msg`Over AirDesk letters of the last ${ANSWER_RECORD_DAYS} days`;

/** One muted line with a clock; the scope is read out after it and shown as its tooltip. */
export function AnswerRecordLine({ record }: { record: AnswerRecord | null }) {
  const { i18n } = useLingui();
  const st = useServerText();
  if (!record) return null;
  const scope = i18n._(ANSWER_RECORD_SCOPE);
  return (
    <Flex gap="2" align="flex-start" fontSize="xs" color="fg.muted" title={scope} minW="0">
      <ClockIcon mt="0.5" />
      <Text data-testid="answer-record">
        {st(answerRecordText(record))}
        <VisuallyHidden>. {scope}.</VisuallyHidden>
      </Text>
    </Flex>
  );
}

/** The record with its scope under it, as the details dialog's "Answers" row shows it. */
export function AnswerRecordDetails({ record }: { record: AnswerRecord }) {
  const { i18n } = useLingui();
  const st = useServerText();
  return (
    // A column: the row's value box is a flex row.
    <Stack gap="0.5" minW="0">
      <Text data-testid="answer-record">{st(answerRecordText(record))}</Text>
      <Text fontSize="xs" color="fg.muted">
        {i18n._(ANSWER_RECORD_SCOPE)}
      </Text>
    </Stack>
  );
}
