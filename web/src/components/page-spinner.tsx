import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** The route guard's (and lazy pages') loading state. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="xl" color="primary" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">{label}</Text>
      </VStack>
    </Center>
  );
}
