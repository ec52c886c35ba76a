// Chakra's NativeSelect with its recipe given here, not registered in the theme (theme/recipes.ts says why): import
// NativeSelect from this module, never from '@chakra-ui/react', so every use is styled and the recipe loads with the
// pages that render it.
import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

function Root(props: ComponentProps<typeof ChakraNativeSelect.Root>) {
  return <ChakraNativeSelect.Root recipe={nativeSelectSlotRecipe} {...props} />;
}

export const NativeSelect = { ...ChakraNativeSelect, Root };
