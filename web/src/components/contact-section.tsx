// Support contacts (docs/product.md: Contact Us, support hours and response time), from GET /api/config. Only
// the channels the operator configured (SUPPORT_EMAIL, SUPPORT_PHONE) are offered: without any, the section
// promises no writing or calling and points to the FAQ instead.
import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useConfig } from '../lib/session';
import { PATHS, SECTION } from '../config/paths';
import { ClockIcon, MailIcon, PhoneIcon } from './icons';

export const SUPPORT_HOURS: MessageDescriptor = msg`Monday to Friday 9:00 AM to 6:00 PM EST`;
export const WEEKEND_SUPPORT: MessageDescriptor = msg`Weekend support for urgent issues`;

/** The support channels the operator configured; `none` once GET /api/config has answered without any. */
function useSupportChannels() {
  const { config, loaded } = useConfig();
  const email = config.supportEmail;
  const phone = config.supportPhone;
  return { email, phone, none: loaded && !email && !phone, loaded };
}

export function SupportLines({ compact = false }: { compact?: boolean }) {
  const { i18n } = useLingui();
  const { email, phone, none } = useSupportChannels();
  const gap = compact ? '2' : '3';
  return (
    <Stack gap={gap} fontSize={compact ? 'sm' : 'md'}>
      {email && (
        <Stack direction="row" gap="2" align="center">
          <MailIcon />
          <Link href={`mailto:${email}`}>{email}</Link>
        </Stack>
      )}
      {phone && (
        <Stack direction="row" gap="2" align="center">
          <PhoneIcon />
          <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
        </Stack>
      )}
      {none ? (
        // No channel to offer hours for: the answers that do exist.
        <Link asChild data-testid="support-faq">
          <RouterLink to={PATHS.faq}>
            <Trans>Read the FAQ</Trans>
          </RouterLink>
        </Link>
      ) : (
        <Stack direction="row" gap="2" align="flex-start">
          <ClockIcon mt="0.5" />
          <Box>
            <Text>{i18n._(SUPPORT_HOURS)}</Text>
            <Text opacity="0.8">{i18n._(WEEKEND_SUPPORT)}</Text>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

/** What the section invites to, as true as the configured channels make it. */
function ContactInvitation() {
  const { email, phone, none } = useSupportChannels();
  if (email && phone)
    return (
      <Trans>
        Questions about your subscription, the directory or a report? Write or call us. We answer support requests
        within 24-48 hours.
      </Trans>
    );
  if (email)
    return (
      <Trans>
        Questions about your subscription, the directory or a report? Write to us. We answer support requests within
        24-48 hours.
      </Trans>
    );
  if (phone)
    return (
      <Trans>Questions about your subscription, the directory or a report? Call us during our support hours.</Trans>
    );
  if (none)
    return (
      <Trans>
        Questions about your subscription, the directory or a report? Our{' '}
        <Link asChild textDecoration="underline">
          <RouterLink to={PATHS.faq}>FAQ</RouterLink>
        </Link>{' '}
        answers the most common ones.
      </Trans>
    );
  return <Trans>Questions about your subscription, the directory or a report?</Trans>;
}

/** The on-page contact section that "Contact our support team" / "Contact Support" scroll to. */
export function ContactSection() {
  return (
    <Box as="section" id={SECTION.contact} bg="brand.subtle" borderRadius="2xl" p={{ base: '6', md: '10' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="center">
        <Stack gap="3">
          <Heading as="h2" size="2xl">
            <Trans>Contact Our Support Team</Trans>
          </Heading>
          <Text color="fg.muted" data-testid="contact-invitation">
            <ContactInvitation />
          </Text>
        </Stack>
        <Box bg="white" borderRadius="xl" p="6" borderWidth="1px">
          <SupportLines />
        </Box>
      </SimpleGrid>
    </Box>
  );
}
