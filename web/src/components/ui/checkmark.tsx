// Chakra's Checkmark with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Checkmark from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Checkmark as ChakraCheckmark } from '@chakra-ui/react';
import { checkmarkRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

export function Checkmark(props: ComponentProps<typeof ChakraCheckmark>) {
  return <ChakraCheckmark recipe={checkmarkRecipe} {...props} />;
}
