// View Details: the full record of one airline in a dialog, each published contact with its Source link
// and check date, how it answered AirDesk's letters (when 5 or more went out), and "Report a wrong contact". For a company that publishes no channel, the official bodies
// that take up complaints about its flights (by its home country), fetched when the dialog opens.
import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { DataList } from '../../../components/ui/data-list';
import { REGION_LABELS, type Airline } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HomeCountryRoutes } from '../../../components/complaint-routes';
import {
  ContactLink,
  ContactNote,
  ContactProvenance,
  contactNote,
  NotPublished,
  type ContactKind,
} from '../../../components/contact-links';
import { ItemDialog } from '../../../components/item-dialog';
import { reportProblemUrl } from '../../../config/paths';
import { useServerText } from '../../../i18n/server-text';
import { trackContact } from '../../../lib/contact-calls';
import { categoryLabel } from './airline-card';
import { AnswerRecordDetails } from './answer-record';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" wordBreak="break-word">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function Contact({ a, kind, value, source }: { a: Airline; kind: ContactKind; value: string; source?: string }) {
  return (
    // A column: the value's box is a flex row, and the provenance goes under the contact.
    <Stack gap="0.5" minW="0">
      <Box>
        <ContactLink kind={kind} value={value} onUse={() => trackContact(a.id, kind)} />
        {value.trim() && <ContactNote note={contactNote(kind, a)} />}
      </Box>
      {source !== undefined && value.trim() && (
        <ContactProvenance kind={kind} source={source} checkedAt={a.checkedAt} company={a.name} />
      )}
    </Stack>
  );
}

export function AirlineDetailsDialog({
  airline,
  onClose,
  onReportContact,
}: {
  airline: Airline | null;
  onClose: () => void;
  onReportContact: (a: Airline) => void;
}) {
  const { t } = useLingui();
  const st = useServerText();
  return (
    <ItemDialog
      item={airline}
      onClose={onClose}
      size="md"
      testId="airline-details"
      title={(a) => a.name}
      footer={(a) => {
        const name = a.name;
        return (
          <>
            <Button
              variant="ghost"
              onClick={() => onReportContact(a)}
              me="auto"
              aria-label={t`Report a wrong contact of ${name}`}
            >
              <Trans>Report a wrong contact</Trans>
            </Button>
            <Button variant="outline" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button asChild>
              <RouterLink to={reportProblemUrl(a.id)}>
                <Trans>Report Problem</Trans>
              </RouterLink>
            </Button>
          </>
        );
      }}
    >
      {(a) => (
        <Stack gap="6">
          <DataList.Root orientation="horizontal" gap="3">
            <Row label={t`Category`}>{st(categoryLabel(a))}</Row>
            <Row label={t`Country`}>{a.country}</Row>
            <Row label={t`Region`}>{st(REGION_LABELS[a.region])}</Row>
            <Row label={t`IATA code`}>{a.iataCode || <NotPublished />}</Row>
            <Row label={t`ICAO code`}>{a.icaoCode || <NotPublished />}</Row>
            <Row label={t`Phone`}>
              <Contact a={a} kind="phone" value={a.phone} source={a.sources.phone} />
            </Row>
            <Row label={t`E-mail`}>
              <Contact a={a} kind="email" value={a.email} source={a.sources.email} />
            </Row>
            <Row label={t`Website`}>
              <Contact a={a} kind="website" value={a.website} />
            </Row>
            <Row label={t`Complaint form`}>
              <Contact a={a} kind="form" value={a.complaintFormUrl} source={a.sources.complaintFormUrl} />
            </Row>
            {a.answers && (
              <Row label={t`Answers`}>
                <AnswerRecordDetails record={a.answers} />
              </Row>
            )}
          </DataList.Root>
          {a.channel === 'none' && (
            <Box as="section" data-testid="airline-routes">
              <Heading as="h3" size="sm" mb="2">
                <Trans>Who takes complaints about its flights</Trans>
              </Heading>
              <HomeCountryRoutes airline={a} />
            </Box>
          )}
        </Stack>
      )}
    </ItemDialog>
  );
}
