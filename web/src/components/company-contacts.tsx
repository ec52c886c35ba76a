// A company's contacts as the directory and the e-mail directory cards show them: its name and country, then
// phone, e-mail, website and (when published) the complaint form, each published contact with its Source link
// and check date, and "Report a wrong contact". The e-mail directory leads with the e-mail, on a tinted row
// with a copy button; the directory lists the phone first. A phone for another country's customers and a form
// for one market or kind of claim say so (contactNote). Using a contact counts toward its popularity.
import { Box, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import type { Airline } from '@contracts';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { trackContact } from '../lib/contact-calls';
import {
  ContactLine,
  ContactLink,
  ContactProvenance,
  contactNote,
  ReportContactButton,
  type ContactKind,
} from './contact-links';
import { MailIcon, make } from './icons';

const CopyIcon = make(
  'CopyIcon',
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);

/** The card's heading: the name (h2, as the cards sit right under the page's h1), the country, and a badge. */
export function CompanyHeading({ company: c, badge }: { company: Airline; badge?: ReactNode }) {
  return (
    <Flex justify="space-between" gap="2" align="flex-start">
      <Box minW="0">
        <Heading as="h2" size="md" lineClamp={2}>
          {c.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {c.country}
        </Text>
      </Box>
      {badge}
    </Flex>
  );
}

/** The e-mail on a tinted row with a copy button, its provenance under it. */
function EmailToCopy({ company: c, onCopy }: { company: Airline; onCopy: (email: string) => void }) {
  const { t } = useLingui();
  const email = c.email.trim();
  return (
    <>
      <Flex gap="2" align="center" fontSize="sm" minW="0" bg="bg.subtle" borderRadius="md" px="2" py="1" minH="9">
        <Box color="fg.muted" display="flex" title={t`E-mail`}>
          <MailIcon />
        </Box>
        <Box flex="1" minW="0" truncate>
          <ContactLink kind="email" value={c.email} onUse={() => trackContact(c.id, 'email')} truncate />
        </Box>
        {email && (
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t`Copy ${email}`}
            title={t`Copy e-mail address`}
            onClick={() => onCopy(email)}
          >
            <CopyIcon boxSize="4" />
          </IconButton>
        )}
      </Flex>
      {email && (
        <ContactProvenance
          kind="email"
          source={c.sources.email}
          checkedAt={c.checkedAt}
          company={c.name}
          ps="2"
          mt="-1"
        />
      )}
    </>
  );
}

export function CompanyContacts({
  company: c,
  onReportContact,
  onCopyEmail,
}: {
  company: Airline;
  onReportContact: () => void;
  /** Given: the e-mail leads, with a copy button (the e-mail directory). */
  onCopyEmail?: (email: string) => void;
}) {
  // Each contact counts toward popularity when used; a sourced one shows where it is published and when checked.
  const line = (kind: ContactKind, value: string, source?: string) => (
    <ContactLine
      kind={kind}
      value={value}
      onUse={() => trackContact(c.id, kind)}
      note={contactNote(kind, c)}
      {...(source === undefined ? {} : { source, checkedAt: c.checkedAt, company: c.name })}
    />
  );
  const phone = line('phone', c.phone, c.sources.phone);
  const website = line('website', c.website);
  return (
    <>
      <Stack gap="2">
        {onCopyEmail ? (
          <>
            <EmailToCopy company={c} onCopy={onCopyEmail} />
            {website}
            {phone}
          </>
        ) : (
          <>
            {phone}
            {line('email', c.email, c.sources.email)}
            {website}
          </>
        )}
        {c.complaintFormUrl.trim() && line('form', c.complaintFormUrl, c.sources.complaintFormUrl)}
      </Stack>
      <ReportContactButton company={c.name} onClick={onReportContact} />
    </>
  );
}
