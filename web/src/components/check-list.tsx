// A plain list with an accent check mark before each item (plan features, benefits, tips).
import { List } from '@chakra-ui/react';
import { CheckIcon } from './icons';

type RootProps = Omit<List.RootProps, 'children' | 'variant'>;

/**
 * `align="center"` for one-line items; `"start"` (the default) for items that may wrap, with the mark
 * nudged down by `markMt` to sit on the first line.
 */
export function CheckList({
  items,
  align = 'start',
  markMt = '0.5',
  ...root
}: { items: readonly string[]; align?: 'start' | 'center'; markMt?: string } & RootProps) {
  return (
    <List.Root variant="plain" {...root}>
      {items.map((text) => (
        <List.Item key={text} alignItems={align === 'center' ? 'center' : 'flex-start'}>
          <List.Indicator asChild color="accent" {...(align === 'start' ? { mt: markMt } : {})}>
            <CheckIcon />
          </List.Indicator>
          {text}
        </List.Item>
      ))}
    </List.Root>
  );
}
