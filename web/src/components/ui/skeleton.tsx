// Chakra's Skeleton with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Skeleton from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Skeleton as ChakraSkeleton } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

export function Skeleton(props: ComponentProps<typeof ChakraSkeleton>) {
  return <ChakraSkeleton recipe={skeletonRecipe} {...props} />;
}
