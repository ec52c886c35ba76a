// Questions and answers as an accordion (FAQ page, How It Works).
import { Text } from '@chakra-ui/react';
import { Accordion } from './ui/accordion';
import type { ReactNode } from 'react';

export interface Faq {
  q: string;
  a: ReactNode;
}

export function FaqAccordion({
  items,
  multiple = false,
  openFirst = false,
}: {
  items: readonly Faq[];
  multiple?: boolean;
  openFirst?: boolean;
}) {
  return (
    // Item values become element ids (aria-controls): "q0", not the question with its spaces.
    <Accordion.Root collapsible variant="enclosed" multiple={multiple} {...(openFirst ? { defaultValue: ['q0'] } : {})}>
      {items.map((item, i) => (
        <Accordion.Item key={item.q} value={`q${i}`}>
          <Accordion.ItemTrigger>
            <Text flex="1" fontWeight="medium" textAlign="start">
              {item.q}
            </Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">{item.a}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
