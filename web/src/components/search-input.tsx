// A search box with its icon inside: Chakra's input recipe on a plain <input>. Not Chakra's Input and
// InputGroup, which are Ark UI's field machinery (field context, ids, auto-resize: 6.8 kB gzipped) that the
// home page's first load would carry for one box with no label, helper text or error of its own. Looks and
// spacing follow InputGroup's: the icon in a slot as wide as the input is high.
import { chakra, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { SearchIcon } from './icons';

const Input = chakra('input', inputRecipe);

const IconSlot = chakra('div', {
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'absolute',
    insetInlineStart: '0',
    zIndex: 2,
    height: 'full',
    px: '3',
    fontSize: 'sm',
    color: 'fg.muted',
    pointerEvents: 'none',
  },
});

type SearchInputProps = Omit<HTMLChakraProps<'input'>, 'size'> & RecipeVariantProps<typeof inputRecipe>;

export function SearchInput({ flex, ...props }: SearchInputProps) {
  return (
    <chakra.div position="relative" display="flex" width="full" isolation="isolate" flex={flex}>
      <IconSlot>
        <SearchIcon />
      </IconSlot>
      <Input ps="var(--input-height)" {...props} />
    </chakra.div>
  );
}
