// Recipes registered after startup. The startup theme (system.ts) holds only the recipes of the app shell
// (header, footer, spinner, error page); a module that renders any other recipe-styled Chakra component
// registers that component's recipes here, at the top of the module, so they travel in its own chunk.
// Chakra looks a recipe up by key when a component first renders (system.getRecipeFn / getSlotRecipeFn),
// so a recipe added before that render is used exactly as one listed in the startup theme.
// A component whose recipe nobody registered renders unstyled, which the screenshots of the browser journeys show.
import type { RecipeDefinition, SlotRecipeDefinition } from '@chakra-ui/react';
import { themeForRecipes } from './system';

interface Recipes {
  recipes?: Record<string, RecipeDefinition>;
  slotRecipes?: Record<string, SlotRecipeDefinition>;
}

export function registerRecipes({ recipes = {}, slotRecipes = {} }: Recipes) {
  const theme = themeForRecipes();
  theme.recipes ??= {};
  theme.slotRecipes ??= {};
  for (const [key, recipe] of Object.entries(recipes)) theme.recipes[key] ??= recipe;
  for (const [key, recipe] of Object.entries(slotRecipes)) theme.slotRecipes[key] ??= recipe;
}
