// The Chakra recipes registered in the theme: those the shell and the home page's first paint render, in one
// place, imported one by one from `@chakra-ui/react/theme` as Chakra's bundle-optimisation guide shows (the
// default config would bring all ~70). Registered recipes are part of the shell every route loads, so every
// other recipe-styled component (alert, dialog, drawer, field, tabs, table, toast...) is imported from its
// module in components/ui/, which gives Chakra's component its recipe through the `recipe` prop: the recipe
// loads with the pages that render it, and emotion writes its CSS when it first renders. A recipe-styled
// component imported straight from '@chakra-ui/react' whose recipe is neither here nor given by prop renders
// unstyled (the screen audit's pictures show it).
import {
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  separatorRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

// Button also styles IconButton and CloseButton.
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  card: cardSlotRecipe,
  list: listSlotRecipe,
};
