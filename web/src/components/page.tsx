// Page scaffolding shared by every screen: a centred container and a page heading.
import { Container, Heading, Stack, Text, type ContainerProps } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
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

/**
 * A page's opening heading as data, for a guarded page (app/pages.ts `intro`): the route guard shows it above
 * the session check, so it is in the page's HTML (web/scripts/prerender.ts) and paints before any script
 * runs, where the rest of the page waits for GET /api/user.
 */
export interface PageIntro {
  /** msg`…` (a module-level constant), shown in the active language; a plain string is shown as it is. */
  title: MessageDescriptor | string;
  subtitle: MessageDescriptor | string;
  maxW: ContainerProps['maxW'];
}

/** A page that opens with its PageIntro: the container and the heading, then the page's own content. */
export function IntroPage({ intro, children }: { intro: PageIntro; children: ReactNode }) {
  const { i18n } = useLingui();
  const text = (m: MessageDescriptor | string) => (typeof m === 'string' ? m : i18n._(m));
  return (
    <PageContainer maxW={intro.maxW}>
      <PageHeading title={text(intro.title)} subtitle={text(intro.subtitle)} />
      {children}
    </PageContainer>
  );
}
