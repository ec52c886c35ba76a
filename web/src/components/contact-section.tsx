// Support contacts (docs/product.md: Contact Us, support hours and response time), from GET /api/config.
import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useConfig } from '../lib/session';
import { SECTION } from '../config/paths';
import { ClockIcon, MailIcon, PhoneIcon } from './icons';

export const SUPPORT_HOURS = 'Monday to Friday 9:00 AM to 6:00 PM EST';
export const WEEKEND_SUPPORT = 'Weekend support for urgent issues';

export function SupportLines({ compact = false }: { compact?: boolean }) {
  const { config } = useConfig();
  const gap = compact ? '2' : '3';
  return (
    <Stack gap={gap} fontSize={compact ? 'sm' : 'md'}>
      {config.supportEmail && (
        <Stack direction="row" gap="2" align="center">
          <MailIcon />
          <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
        </Stack>
      )}
      {config.supportPhone && (
        <Stack direction="row" gap="2" align="center">
          <PhoneIcon />
          <Link href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`}>{config.supportPhone}</Link>
        </Stack>
      )}
      <Stack direction="row" gap="2" align="flex-start">
        <ClockIcon mt="0.5" />
        <Box>
          <Text>{SUPPORT_HOURS}</Text>
          <Text opacity="0.8">{WEEKEND_SUPPORT}</Text>
        </Box>
      </Stack>
    </Stack>
  );
}

/** The on-page contact section that "Contact our support team" / "Contact Support" scroll to. */
export function ContactSection() {
  return (
    <Box as="section" id={SECTION.contact} bg="brand.subtle" borderRadius="2xl" p={{ base: '6', md: '10' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="center">
        <Stack gap="3">
          <Heading as="h2" size="2xl">
            Contact Our Support Team
          </Heading>
          <Text color="fg.muted">
            Questions about your subscription, the directory or a report? Write or call us. We answer support requests
            within 24-48 hours.
          </Text>
        </Stack>
        <Box bg="white" borderRadius="xl" p="6" borderWidth="1px">
          <SupportLines />
        </Box>
      </SimpleGrid>
    </Box>
  );
}
