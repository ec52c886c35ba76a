// The home page's lead question (docs/decisions.md#j3): what a traveller may be owed. Only a link: the check is
// its own page, /rights, open to anyone (docs/decisions.md#rights-carriers), which asks the server's engine
// (POST /api/rights/assess) as the journey is described.
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../config/paths';

export function RightsLead() {
  return (
    <Box as="section" bg="brand.900" color="white" data-testid="rights-lead">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'center' }} justify="space-between">
          <Box>
            <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
              <Trans>Was your flight delayed, cancelled or overbooked? See what the law says you are owed</Trans>
            </Heading>
            <Text color="whiteAlpha.900" mt="1" fontSize="sm">
              <Trans>
                EU261, UK261, Canada&apos;s APPR, US DOT refund rules and the Montreal Convention: give the airline, the
                airports, the date and what happened, and the amount and deadlines the rules give appear as you type. No
                account needed.
              </Trans>
            </Text>
          </Box>
          <Button asChild variant="solid" bg="white" color="brand.900" flexShrink={0}>
            <RouterLink to={PATHS.rights}>
              <Trans>Check what you are owed</Trans>
            </RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
