// Chakra's Toast with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Toast from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Toast as ChakraToast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraToast.Root>) {
  return <ChakraToast.Root recipe={toastSlotRecipe} {...props} />;
}

export const Toast = { ...ChakraToast, Root };
