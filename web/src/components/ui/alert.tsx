// Chakra's Alert with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Alert from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Alert as ChakraAlert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraAlert.Root>) {
  return <ChakraAlert.Root recipe={alertSlotRecipe} {...props} />;
}

export const Alert = { ...ChakraAlert, Root };

/**
 * The error a form's submission got back, shown inside the form under its fields (announced: role="alert").
 * Renders nothing while there is none.
 */
export function FormErrorAlert({ message, testId }: { message: string | null | undefined; testId: string }) {
  if (!message) return null;
  return (
    <Root status="error" borderRadius="md" data-testid={testId} role="alert">
      <ChakraAlert.Indicator />
      <ChakraAlert.Description>{message}</ChakraAlert.Description>
    </Root>
  );
}
