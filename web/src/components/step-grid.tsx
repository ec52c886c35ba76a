// The three steps from a flight problem to a report, as the home page and How It Works draw them: a card per
// step with its icon, "Step n", a title and a line of text; one column on a phone, three from md up.
import { Circle, Flex, Heading, SimpleGrid, Stack, Text, type IconProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ComponentType } from 'react';

export interface Step {
  icon: ComponentType<IconProps>;
  title: string;
  text: string;
}

export function StepGrid({ steps, headingAs }: { steps: readonly Step[]; headingAs: 'h2' | 'h3' }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" textAlign="left">
      {steps.map((s, i) => {
        const n = i + 1;
        return (
          <Stack key={s.title} gap="3" bg="white" borderWidth="1px" borderRadius="xl" p="6">
            <Flex align="center" gap="3">
              <Circle size="10" bg="brand.subtle" color="primary">
                <s.icon boxSize="5" />
              </Circle>
              <Text fontSize="sm" fontWeight="bold" color="primary">
                <Trans>Step {n}</Trans>
              </Text>
            </Flex>
            <Heading as={headingAs} size="md">
              {s.title}
            </Heading>
            <Text color="fg.muted">{s.text}</Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
