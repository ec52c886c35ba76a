// View Details: the full record of one airline in a dialog.
import { Button, DataList } from '@chakra-ui/react';
import { REGION_LABELS, type Airline } from '@contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ContactLink, NotPublished } from '../../../components/contact-links';
import { ItemDialog } from '../../../components/item-dialog';
import { reportProblemUrl } from '../../../routes/paths';
import { trackContact } from '../api/directory';
import { categoryLabel } from './airline-card';

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

export function AirlineDetailsDialog({ airline, onClose }: { airline: Airline | null; onClose: () => void }) {
  return (
    <ItemDialog
      item={airline}
      onClose={onClose}
      size="md"
      testId="airline-details"
      title={(a) => a.name}
      footer={(a) => (
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button asChild>
            <RouterLink to={reportProblemUrl(a.id)}>Report Problem</RouterLink>
          </Button>
        </>
      )}
    >
      {(a) => (
        <DataList.Root orientation="horizontal" gap="3">
          <Row label="Category">{categoryLabel(a)}</Row>
          <Row label="Country">{a.country}</Row>
          <Row label="Region">{REGION_LABELS[a.region] ?? a.region}</Row>
          <Row label="IATA code">{a.iataCode || <NotPublished />}</Row>
          <Row label="ICAO code">{a.icaoCode || <NotPublished />}</Row>
          <Row label="Phone">
            <ContactLink kind="phone" value={a.phone} onUse={() => trackContact(a.id, 'phone')} />
          </Row>
          <Row label="E-mail">
            <ContactLink kind="email" value={a.email} onUse={() => trackContact(a.id, 'email')} />
          </Row>
          <Row label="Website">
            <ContactLink kind="website" value={a.website} onUse={() => trackContact(a.id, 'website')} />
          </Row>
        </DataList.Root>
      )}
    </ItemDialog>
  );
}
