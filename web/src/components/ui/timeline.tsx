// Chakra's Timeline with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Timeline from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Timeline as ChakraTimeline } from '@chakra-ui/react';
import { timelineSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraTimeline.Root>) {
  return <ChakraTimeline.Root recipe={timelineSlotRecipe} {...props} />;
}

export const Timeline = { ...ChakraTimeline, Root };
