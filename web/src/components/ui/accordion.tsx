// Chakra's Accordion with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Accordion from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Accordion as ChakraAccordion } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraAccordion.Root>) {
  return <ChakraAccordion.Root recipe={accordionSlotRecipe} {...props} />;
}

export const Accordion = { ...ChakraAccordion, Root };
