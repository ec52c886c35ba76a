// A signed-in traveller's open cases, first on the home page (docs/decisions.md#j2): each report not yet
// resolved, newest first, with its company and state and a link into its case; nothing while there are none.
import { Badge, Box, Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isProblemStatus, PROBLEM_PAGE_SIZE, PROBLEM_STATUS_LABELS, type User } from '@contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useServerText } from '../../../i18n/server-text';
import { client, getRequest } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useApi } from '../../../lib/swr';
import { PATHS } from '../../../config/paths';

/** At most this many on the home page; the rest are one link away. */
const SHOWN = 3;

const ownReports = getRequest(client.problems, {
  query: { page: '1', limit: String(PROBLEM_PAGE_SIZE), status: 'all' },
});

export default function OpenCases({ user }: { user: User }) {
  const { t } = useLingui();
  const st = useServerText();
  // Read afresh on every visit: a state may have changed since (the company answered, an admin moved it).
  const { data } = useApi(ownReports.key, ownReports.load, { revalidateOnMount: true });
  // An admin's list holds everyone's reports: the home page shows the traveller's own.
  const open = (data?.problems ?? []).filter((p) => p.userId === user.id && p.status !== 'resolved');
  if (open.length === 0) return null;
  return (
    <Box as="section" bg="brand.subtle" borderBottomWidth="1px" borderColor="border.muted" data-testid="open-cases">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2" mb="4">
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
            <Trans>Your open cases</Trans>{' '}
            <Badge colorPalette="brand" variant="solid" verticalAlign="middle">
              {open.length}
            </Badge>
          </Heading>
          <Link asChild color="primary" fontWeight="medium">
            <RouterLink to={PATHS.problemManagement}>
              <Trans>See all your reports</Trans>
            </RouterLink>
          </Link>
        </HStack>
        <Stack as="ul" listStyleType="none" gap="3">
          {open.slice(0, SHOWN).map((p) => {
            const id = p.id;
            const date = formatDate(p.dateSubmitted);
            return (
              <HStack
                as="li"
                key={p.id}
                bg="white"
                borderRadius="lg"
                borderWidth="1px"
                borderColor="border.muted"
                px="4"
                py="3"
                justify="space-between"
                gap="3"
                wrap="wrap"
                data-testid="open-case"
              >
                <Box minW="0">
                  <Text fontWeight="semibold" truncate>
                    {p.airline.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>
                      Report #{id} · {date}
                    </Trans>
                  </Text>
                </Box>
                <HStack gap="3">
                  <Badge
                    colorPalette={p.status === 'in_progress' ? 'blue' : 'yellow'}
                    variant="subtle"
                    data-testid="open-case-state"
                  >
                    {isProblemStatus(p.status) ? st(PROBLEM_STATUS_LABELS[p.status]) : p.status}
                  </Badge>
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to={`${PATHS.problemManagement}?report=${p.id}`} aria-label={t`Open case #${id}`}>
                      <Trans>Open case</Trans>
                    </RouterLink>
                  </Button>
                </HStack>
              </HStack>
            );
          })}
        </Stack>
      </Container>
    </Box>
  );
}
