// A report's plan (docs/api.md#problems, `routes`): who got the report and how, then each official body that
// takes the complaint up, from the day it opens. Shown for a report filed with its flight; a plain report has
// no plan (the routes depend on the flight).
import { Heading, Stack, Text } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Problem } from '@contracts';
import { NO_ROUTE_TEXT, RouteList } from '../../../components/complaint-routes';

/** The first step of the plan: how the report reached, or reaches, the company (in the active language). */
function firstStep(p: Problem) {
  const name = p.airline.name;
  switch (p.channel) {
    case 'email':
      if (p.emailStatus === 'failed')
        return t`The e-mail to ${name} could not be delivered: send the letter to ${name} yourself.`;
      return p.emailStatus === 'sent'
        ? t`AirDesk e-mailed your report to ${name}.`
        : t`AirDesk is e-mailing your report to ${name}.`;
    case 'form':
      return p.formSubmittedAt
        ? t`You sent your report through ${name}'s own complaint form.`
        : t`You send your report through ${name}'s own complaint form.`;
    case 'regulator':
      // The body is the first route listed right below, so its long official name is not repeated here.
      return p.formSubmittedAt
        ? t`${name} publishes no complaint channel of its own: you sent your report through the complaint form of the official body below, which forwards it to ${name}.`
        : t`${name} publishes no complaint channel of its own: you send your report through the complaint form of the official body below, which forwards it to ${name}.`;
    default:
      return t`${name} publishes no complaint e-mail or form that we know of: you send the letter yourself.`;
  }
}

export function RoutePlan({ problem: p }: { problem: Problem }) {
  if (!p.flight) return null;
  return (
    <Stack gap="3" data-testid="route-plan">
      <Heading as="h3" size="sm">
        <Trans>What happens next</Trans>
      </Heading>
      <Text fontSize="sm" data-testid="plan-first-step">
        {firstStep(p)}
      </Text>
      {p.routes.length > 0 ? (
        <RouteList routes={p.routes} company={p.airline.name} />
      ) : (
        <Text fontSize="sm" data-testid="no-route">
          {NO_ROUTE_TEXT}
        </Text>
      )}
    </Stack>
  );
}
