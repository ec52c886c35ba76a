// Chakra's Drawer with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Drawer from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Drawer as ChakraDrawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraDrawer.Root>) {
  return <ChakraDrawer.Root recipe={drawerSlotRecipe} {...props} />;
}

export const Drawer = { ...ChakraDrawer, Root };
