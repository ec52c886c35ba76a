// Beside a letter written in the company's language (docs/api.md#languages, "Letters"): the same letter in English,
// as the report carries it (`letterEnglish`), folded away until the traveller opens it.
import { Box, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { LANGUAGE_NAMES, type Language } from '@contracts/languages';

export interface LetterEnglishProps {
  /** The report's `letterEnglish`: '' for a letter written in English (then nothing is shown). */
  letterEnglish: string;
  /** The report's `letterLanguage`, named in the summary ("The letter went in Deutsch"). */
  letterLanguage: Language;
}

/** A collapsible "The same letter in English" under the letter on the case page; nothing for an English letter. */
export function LetterEnglish({ letterEnglish, letterLanguage }: LetterEnglishProps) {
  if (!letterEnglish || letterLanguage === 'en') return null;
  const language = LANGUAGE_NAMES[letterLanguage];
  return (
    <Box data-testid="letter-english">
      <details>
        <summary style={{ cursor: 'pointer', fontSize: 'var(--chakra-font-sizes-sm)' }}>
          <Trans>The same letter in English</Trans>
        </summary>
        <Text fontSize="xs" color="fg.muted" mt="2">
          <Trans>The company received the letter in {language}. This is the same letter in English, for you.</Trans>
        </Text>
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" mt="2" lang="en">
          {letterEnglish}
        </Text>
      </details>
    </Box>
  );
}
