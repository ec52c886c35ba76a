// One directory result: name, country, phone, e-mail, website and (when published) the complaint form, each
// published contact with its Source link and check date; View Details, Report Problem and "Report a wrong
// contact".
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe, cardSlotRecipe } from '@chakra-ui/react/theme';
import { AIRLINE_CATEGORY_LABELS, type Airline } from '@contracts';
import { Link as RouterLink } from 'react-router-dom';
import { ContactLine, ReportContactButton } from '../../../components/contact-links';
import { reportProblemUrl } from '../../../config/paths';
import { trackContact } from '../api/directory';
import { registerRecipes } from '../../../theme/recipes';

registerRecipes({ recipes: { badge: badgeRecipe }, slotRecipes: { card: cardSlotRecipe } });

export function AirlineCard({
  airline: a,
  onDetails,
  onReportContact,
}: {
  airline: Airline;
  onDetails: () => void;
  onReportContact: () => void;
}) {
  return (
    <Card.Root
      borderRadius="xl"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.2s"
      data-testid="airline-card"
      minW="0"
      // A phone shows one or two of the nine cards: the others skip style and layout until scrolled near
      // (Lighthouse's mobile blocking time on this page went from 620-720 ms to 250-630, BENCHMARKS.md).
      // 264 px is a card's height without published sources; once drawn, a card keeps its real height.
      contentVisibility="auto"
      containIntrinsicSize="auto 264px"
    >
      <Card.Body gap="3" p="5">
        <Flex justify="space-between" gap="2" align="flex-start">
          <Box minW="0">
            {/* h2: the cards sit right under the page's h1. */}
            <Heading as="h2" size="md" lineClamp={2}>
              {a.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {a.country}
            </Text>
          </Box>
          {a.category !== 'commercial' && (
            <Badge
              size="sm"
              variant="subtle"
              colorPalette={a.category === 'charter' ? 'purple' : 'teal'}
              flexShrink={0}
            >
              {a.category === 'charter' ? 'Charter' : 'Helicopter'}
            </Badge>
          )}
        </Flex>
        <Stack gap="2">
          <ContactLine
            kind="phone"
            value={a.phone}
            onUse={() => trackContact(a.id, 'phone')}
            source={a.sources.phone}
            checkedAt={a.checkedAt}
            company={a.name}
          />
          <ContactLine
            kind="email"
            value={a.email}
            onUse={() => trackContact(a.id, 'email')}
            source={a.sources.email}
            checkedAt={a.checkedAt}
            company={a.name}
          />
          <ContactLine kind="website" value={a.website} onUse={() => trackContact(a.id, 'website')} />
          {a.complaintFormUrl.trim() && (
            <ContactLine
              kind="form"
              value={a.complaintFormUrl}
              onUse={() => trackContact(a.id, 'form')}
              source={a.sources.complaintFormUrl}
              checkedAt={a.checkedAt}
              company={a.name}
            />
          )}
        </Stack>
        <ReportContactButton company={a.name} onClick={onReportContact} />
      </Card.Body>
      <Card.Footer gap="2" p="5" pt="0">
        <Button size="sm" variant="outline" flex="1" onClick={onDetails} aria-label={`View details of ${a.name}`}>
          View Details
        </Button>
        <Button asChild size="sm" flex="1">
          {/* The accessible name starts with the visible words (WCAG 2.5.3), for speech input. */}
          <RouterLink to={reportProblemUrl(a.id)} aria-label={`Report Problem with ${a.name}`}>
            Report Problem
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

export const categoryLabel = (a: Airline) => AIRLINE_CATEGORY_LABELS[a.category];
