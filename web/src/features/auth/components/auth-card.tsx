import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The narrow centred card of the forgot and reset password screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Center bg="bg.subtle" flex="1" px="4" py={{ base: '10', md: '16' }}>
      <Card.Root w="full" maxW="md" shadow="md" borderRadius="2xl">
        <Card.Body p={{ base: '6', md: '8' }}>
          <Stack gap="2" mb="6">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
          <Box>{children}</Box>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
