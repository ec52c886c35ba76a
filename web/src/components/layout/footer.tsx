// Footer (docs/product.md#layout): Quick Links, Support, Contact Us, two social links, the true
// directory count and how many companies receive reports by e-mail or through their own form, from
// GET /api/config, and the no-refund statement.
import { Box, Container, Flex, Heading, HStack, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from '../../lib/format-count';
import { companyCount, useChannelClaim, useConfig, useUser } from '../../lib/session';
import { PATHS } from '../../config/paths';
import { SupportLines } from '../contact-section';
import { FacebookIcon, XLogoIcon } from '../icons';
import { Logo } from '../logo';
import { OperatorLine } from '../operator';
import { serviceItems } from './nav-items';

function Column({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm" color="white" textTransform="uppercase" letterSpacing="wider">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

const linkStyle = { color: 'gray.300', fontSize: 'sm', _hover: { color: 'white' } } as const;

// The parts that read GET /api/config or the user are components of their own: when an answer arrives they
// re-render alone, not the whole footer (a store update renders synchronously, all of it in one task).
function DirectoryCount() {
  const { config, loaded } = useConfig();
  const total = companyCount(config);
  const claim = useChannelClaim();
  const count = formatCount(total);
  return (
    <Text fontSize="sm" data-testid="footer-count">
      {loaded && total > 0 ? (
        <Trans>Customer-service contacts for {count} airline, charter and helicopter companies worldwide.</Trans>
      ) : (
        <Trans>Customer-service contacts for airlines, charter and helicopter companies worldwide.</Trans>
      )}
      {claim && ` ${claim}`}
    </Text>
  );
}

function QuickLinks() {
  const { user } = useUser();
  const { i18n } = useLingui();
  return serviceItems(user).map((i) => (
    <Link key={i.to} asChild {...linkStyle}>
      <RouterLink to={i.to}>{i18n._(i.label)}</RouterLink>
    </Link>
  ));
}

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.950" color="gray.300" mt="auto" data-testid="footer">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Stack gap="4">
            <Logo inverted />
            <DirectoryCount />
            <HStack gap="2">
              <IconButton
                asChild
                aria-label={t`AirDesk on Facebook (coming soon)`}
                size="sm"
                variant="subtle"
                colorPalette="gray"
              >
                <RouterLink to={PATHS.socialMedia} title={t`Facebook: coming soon`}>
                  <FacebookIcon />
                </RouterLink>
              </IconButton>
              <IconButton
                asChild
                aria-label={t`AirDesk on X (coming soon)`}
                size="sm"
                variant="subtle"
                colorPalette="gray"
              >
                <RouterLink to={PATHS.socialMedia} title={t`X: coming soon`}>
                  <XLogoIcon />
                </RouterLink>
              </IconButton>
            </HStack>
          </Stack>

          <Column title={<Trans>Quick Links</Trans>}>
            <QuickLinks />
          </Column>

          <Column title={<Trans>Support</Trans>}>
            {[
              { label: t`FAQ`, to: PATHS.faq },
              { label: t`Terms of Service`, to: PATHS.terms },
              { label: t`Privacy Policy`, to: PATHS.privacy },
              { label: t`Refund Policy`, to: PATHS.refund },
              { label: t`Social Media`, to: PATHS.socialMedia },
            ].map((i) => (
              <Link key={i.to} asChild {...linkStyle}>
                <RouterLink to={i.to}>{i.label}</RouterLink>
              </Link>
            ))}
          </Column>

          <Column title={<Trans>Contact Us</Trans>}>
            <Box css={{ '& a': { color: 'gray.300' }, '& a:hover': { color: 'white' } }}>
              <SupportLines compact />
            </Box>
          </Column>
        </SimpleGrid>

        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          justify="space-between"
          fontSize="xs"
          color="gray.400"
        >
          <Stack gap="1">
            <Text>
              <Trans>© {year} AirDesk. All rights reserved.</Trans>
            </Text>
            <OperatorLine />
          </Stack>
          <Text data-testid="no-refund">
            <Trans>All subscription payments are final: we do not offer refunds for subscription payments.</Trans>
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}
