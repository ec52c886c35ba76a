// Chakra's Checkbox with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Checkbox from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraCheckbox.Root>) {
  return <ChakraCheckbox.Root recipe={checkboxSlotRecipe} {...props} />;
}

export const Checkbox = { ...ChakraCheckbox, Root };
