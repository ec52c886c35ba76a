// Chakra's Table with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// Table from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraTable.Root>) {
  return <ChakraTable.Root recipe={tableSlotRecipe} {...props} />;
}

export const Table = { ...ChakraTable, Root };
