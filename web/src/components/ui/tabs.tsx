// Chakra's Tabs with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Tabs from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Tabs as ChakraTabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraTabs.Root>) {
  return <ChakraTabs.Root recipe={tabsSlotRecipe} {...props} />;
}

export const Tabs = { ...ChakraTabs, Root };
