// Chakra's Dialog with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Dialog from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraDialog.Root>) {
  return <ChakraDialog.Root recipe={dialogSlotRecipe} {...props} />;
}

export const Dialog = { ...ChakraDialog, Root };
