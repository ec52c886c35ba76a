import { Center, Spinner, Text, VStack, type CenterProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The route guard's (and lazy pages') loading state. */
export function PageSpinner({ label, ...rest }: { label?: string } & CenterProps) {
  const { t } = useLingui();
  return (
    // A viewport's height below the header: the footer stays below the fold until the page is there, so it
    // does not jump down when the page renders (Lighthouse counted that shift as CLS 0.39 on every page).
    <Center minH="calc(100dvh - 4rem)" role="status" aria-live="polite" {...rest}>
      <VStack gap="3">
        <Spinner size="xl" color="primary" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label ?? t`Loading…`}
        </Text>
      </VStack>
    </Center>
  );
}
