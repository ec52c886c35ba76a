// One company of the e-mail directory: name, country, e-mail with a copy button, website and phone.
import { Box, Card, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import type { Airline } from '@contracts';
import { ContactLine, ContactLink } from '../../../components/contact-links';
import { MailIcon } from '../../../components/icons';
import { trackContact } from '../api/email-directory';

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}

export function CompanyCard({ company: c, onCopy }: { company: Airline; onCopy: (email: string) => void }) {
  return (
    <Card.Root borderRadius="xl" data-testid="company-card" minW="0">
      <Card.Body gap="3" p="5">
        <Box minW="0">
          {/* h2: the cards sit right under the page's h1. */}
          <Heading as="h2" size="md" lineClamp={2}>
            {c.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {c.country}
          </Text>
        </Box>
        <Stack gap="2">
          <Flex gap="2" align="center" fontSize="sm" minW="0" bg="bg.subtle" borderRadius="md" px="2" py="1" minH="9">
            <Box color="fg.muted" display="flex" title="E-mail">
              <MailIcon />
            </Box>
            <Box flex="1" minW="0" truncate>
              <ContactLink kind="email" value={c.email} onUse={() => trackContact(c.id, 'email')} />
            </Box>
            {c.email.trim() && (
              <IconButton size="xs" variant="ghost" aria-label={`Copy ${c.email.trim()}`} title="Copy e-mail address" onClick={() => onCopy(c.email.trim())}>
                <CopyIcon />
              </IconButton>
            )}
          </Flex>
          <ContactLine kind="website" value={c.website} onUse={() => trackContact(c.id, 'website')} />
          <ContactLine kind="phone" value={c.phone} onUse={() => trackContact(c.id, 'phone')} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
