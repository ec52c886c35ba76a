// Chakra's Field with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Field from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Field as ChakraField } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraField.Root>) {
  return <ChakraField.Root recipe={fieldSlotRecipe} {...props} />;
}

export const Field = { ...ChakraField, Root };
