// Chakra's Textarea with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Textarea from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Textarea as ChakraTextarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

export function Textarea(props: ComponentProps<typeof ChakraTextarea>) {
  return <ChakraTextarea recipe={textareaRecipe} {...props} />;
}
