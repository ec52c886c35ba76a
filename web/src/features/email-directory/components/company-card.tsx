// One company of the e-mail directory: name, country, e-mail with a copy button, website, phone and (when
// published) the complaint form, each published contact with its Source link and check date; "Report a
// wrong contact".
import { Box, Card, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { cardSlotRecipe } from '@chakra-ui/react/theme';
import type { Airline } from '@contracts';
import { ContactLine, ContactLink, ContactProvenance, ReportContactButton } from '../../../components/contact-links';
import { MailIcon } from '../../../components/icons';
import { trackContact } from '../api/email-directory';
import { registerRecipes } from '../../../theme/recipes';

registerRecipes({ slotRecipes: { card: cardSlotRecipe } });

function CopyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}

export function CompanyCard({
  company: c,
  onCopy,
  onReportContact,
}: {
  company: Airline;
  onCopy: (email: string) => void;
  onReportContact: () => void;
}) {
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
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Copy ${c.email.trim()}`}
                title="Copy e-mail address"
                onClick={() => onCopy(c.email.trim())}
              >
                <CopyIcon />
              </IconButton>
            )}
          </Flex>
          {c.email.trim() && (
            <ContactProvenance
              kind="email"
              source={c.sources.email}
              checkedAt={c.checkedAt}
              company={c.name}
              ps="2"
              mt="-1"
            />
          )}
          <ContactLine kind="website" value={c.website} onUse={() => trackContact(c.id, 'website')} />
          <ContactLine
            kind="phone"
            value={c.phone}
            onUse={() => trackContact(c.id, 'phone')}
            source={c.sources.phone}
            checkedAt={c.checkedAt}
            company={c.name}
          />
          {c.complaintFormUrl.trim() && (
            <ContactLine
              kind="form"
              value={c.complaintFormUrl}
              onUse={() => trackContact(c.id, 'form')}
              source={c.sources.complaintFormUrl}
              checkedAt={c.checkedAt}
              company={c.name}
            />
          )}
        </Stack>
        <ReportContactButton company={c.name} onClick={onReportContact} />
      </Card.Body>
    </Card.Root>
  );
}
