// Chakra's DataList with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// DataList from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { DataList as ChakraDataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraDataList.Root>) {
  return <ChakraDataList.Root recipe={dataListSlotRecipe} {...props} />;
}

export const DataList = { ...ChakraDataList, Root };
