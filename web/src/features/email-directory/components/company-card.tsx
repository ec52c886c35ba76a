// One company of the e-mail directory: name, country, e-mail with a copy button, website, phone and (when
// published) the complaint form, with their sources (components/company-contacts.tsx).
import { Card } from '@chakra-ui/react';
import type { Airline } from '@contracts';
import { CompanyContacts, CompanyHeading } from '../../../components/company-contacts';

export function CompanyCard({
  company,
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
        <CompanyHeading company={company} />
        <CompanyContacts company={company} onCopyEmail={onCopy} onReportContact={onReportContact} />
      </Card.Body>
    </Card.Root>
  );
}
