// One directory result: name, country, category badge, the company's contacts with their sources
// (components/company-contacts.tsx), how it answered AirDesk's letters (when 5 or more went out), View Details
// and Report Problem.
import { Badge, Button, Card } from '@chakra-ui/react';
import { AIRLINE_CATEGORY_LABELS, type Airline } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { CompanyContacts, CompanyHeading } from '../../../components/company-contacts';
import { reportProblemUrl } from '../../../config/paths';
import { AnswerRecordLine } from './answer-record';

export function AirlineCard({
  airline: a,
  onDetails,
  onReportContact,
}: {
  airline: Airline;
  onDetails: () => void;
  onReportContact: () => void;
}) {
  const { t } = useLingui();
  const name = a.name;
  const badge = a.category !== 'commercial' && (
    <Badge size="sm" variant="subtle" colorPalette={a.category === 'charter' ? 'purple' : 'teal'} flexShrink={0}>
      {a.category === 'charter' ? t`Charter` : t`Helicopter`}
    </Badge>
  );
  return (
    <Card.Root
      borderRadius="xl"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.2s"
      data-testid="airline-card"
      minW="0"
      // A phone shows one or two of the nine cards: the others skip style and layout until scrolled near, which
      // keeps the page's main thread free while it starts (docs/benchmarks.md#measurements-behind-the-code).
      // 264 px is a card's height without published sources or an answer record; once drawn, a card keeps its
      // real height.
      contentVisibility="auto"
      containIntrinsicSize="auto 264px"
    >
      <Card.Body gap="3" p="5">
        <CompanyHeading company={a} badge={badge} />
        <CompanyContacts company={a} onReportContact={onReportContact} />
        <AnswerRecordLine record={a.answers} />
      </Card.Body>
      {/* Side by side when both labels fit, else one above the other: some languages' labels are twice as long. */}
      <Card.Footer gap="2" p="5" pt="0" flexWrap="wrap">
        <Button size="sm" variant="outline" flex="1 1 auto" onClick={onDetails} aria-label={t`View details of ${name}`}>
          <Trans>View Details</Trans>
        </Button>
        <Button asChild size="sm" flex="1 1 auto">
          {/* The accessible name starts with the visible words (WCAG 2.5.3), for speech input. */}
          <RouterLink to={reportProblemUrl(a.id)} aria-label={t`Report Problem with ${name}`}>
            <Trans>Report Problem</Trans>
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The company type as the contracts name it, in English: shown through useServerText. */
export const categoryLabel = (a: Airline) => AIRLINE_CATEGORY_LABELS[a.category];
