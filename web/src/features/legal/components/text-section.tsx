// The legal pages' titled sections (terms, privacy, refund): kept with them, out of components/page.tsx,
// which every page's first load carries since the route guard shows a page's heading.
import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled block of a long text page (terms, privacy, refund). */
export function TextSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" mb="8">
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      <Stack gap="3" color="fg.muted" lineHeight="tall">
        {children}
      </Stack>
    </Box>
  );
}
