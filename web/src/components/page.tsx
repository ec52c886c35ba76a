// Page scaffolding shared by every screen: a centred container and a page heading.
import { Box, Container, Heading, Stack, Text, type ContainerProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageContainer({ children, ...rest }: ContainerProps) {
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }} {...rest}>
      {children}
    </Container>
  );
}

export function PageHeading({
  title,
  subtitle,
  eyebrow,
  align = 'start',
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  align?: 'start' | 'center';
}) {
  return (
    <Stack gap="3" mb={{ base: '6', md: '10' }} textAlign={align} align={align === 'center' ? 'center' : 'stretch'}>
      {eyebrow && (
        <Text color="primary" fontWeight="semibold" fontSize="sm" textTransform="uppercase" letterSpacing="wider">
          {eyebrow}
        </Text>
      )}
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="-0.02em">
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}

/** A titled block of a long text page (terms, privacy, refund). */
export function TextSection({ title, children }: { title: string; children: ReactNode }) {
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
