// View: one report's id, airline, description, how it reached the company (its e-mail and delivery state,
// or the letter for the company's own form or for an official body's form with "I have sent it", or the letter
// to send by other means), its plan and next steps with the official bodies, and its history: status changes
// and other steps (GET /api/problems/:id).
import { Alert, Badge, Box, Heading, Spinner, Stack, Text, Timeline } from '@chakra-ui/react';
import { alertSlotRecipe, badgeRecipe, timelineSlotRecipe } from '@chakra-ui/react/theme';
import { ItemDialog } from '../../../components/item-dialog';
import { problemCategoryLabel, routeKey, type Problem, type ProblemHistoryEntry } from '@contracts';
import { useUser } from '../../../lib/session';
import { formatCalendarDay, formatDateTime } from './format';
import { useProblem } from '../api/problems';
import { theBody } from '../../../components/complaint-routes';
import { CaseRights } from './case-rights';
import { EscalationCards } from './escalation-cards';
import { channelRoute } from './form-target';
import { LetterPanel } from './letter-panel';
import { RoutePlan } from './route-plan';
import { DeliveryBadge, StatusBadge } from './status-badges';
import { registerRecipes } from '../../../theme/recipes';

registerRecipes({
  recipes: { badge: badgeRecipe },
  slotRecipes: { alert: alertSlotRecipe, timeline: timelineSlotRecipe },
});

/** Steps of a case other than status changes, as the history shows them. */
function eventLabel(h: ProblemHistoryEntry, p: Problem) {
  switch (h.event) {
    case 'form-submitted': {
      const body = channelRoute(p)?.body;
      return body ? `Sent through the form of ${theBody(body)}` : "Sent through the company's form";
    }
    case 'reminder':
      return 'Reminder e-mailed to you';
    case 'escalated': {
      // `detail` names the route; the body's name comes from the report's plan.
      const route = p.routes.find((r) => routeKey(r) === h.detail);
      return route ? `Escalated to ${route.body}` : 'Escalated to an official body';
    }
    default:
      return h.event;
  }
}

function HistoryTitle({ entry: h, problem }: { entry: ProblemHistoryEntry; problem: Problem }) {
  if (h.event === 'status') return <StatusBadge status={h.status} />;
  return (
    <Badge
      colorPalette="green"
      variant="outline"
      size="md"
      whiteSpace="normal"
      data-testid="history-event"
      data-event={h.event}
    >
      {eventLabel(h, problem)}
    </Badge>
  );
}

function DeliverySection({ problem: p, isReporter }: { problem: Problem; isReporter: boolean }) {
  if (p.channel === 'email') {
    const state =
      p.emailStatus === 'sent'
        ? 'E-mailed to'
        : p.emailStatus === 'queued'
          ? 'Being e-mailed to'
          : 'Could not be e-mailed to';
    return (
      <Text wordBreak="break-word" data-testid="delivery-text">
        {state} {p.airline.name}
        {p.airline.email ? ` at ${p.airline.email}` : ''}. Replies go to {p.contactEmail}.
      </Text>
    );
  }
  const body = channelRoute(p)?.body;
  if (p.channel === 'regulator' && body) {
    return (
      <Stack gap="3">
        <Alert.Root status="info" borderRadius="lg" data-testid="regulator-channel">
          <Alert.Indicator />
          <Alert.Description data-testid="delivery-text">
            {p.airline.name} publishes no complaint e-mail or form of its own, but {theBody(body)} takes complaints
            about this flight directly: the letter goes to its official complaint form, which forwards it to the airline
            and asks for an answer.
            {p.formSubmittedAt ? '' : ' Copy it, send it there, then press "I have sent it".'}
          </Alert.Description>
        </Alert.Root>
        <LetterPanel problem={p} canMarkSent={isReporter} />
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Text fontSize="sm" data-testid="delivery-text">
        {p.channel === 'form'
          ? p.formSubmittedAt
            ? `${p.airline.name} takes complaints through its own web form. This is the letter you sent there.`
            : `${p.airline.name} takes complaints through its own web form: copy the letter, paste it into the form and send it there. Then press "I have sent it through the form".`
          : `${p.airline.name} publishes no complaint e-mail or form that we know of, so AirDesk could not send this report. Copy the letter and send it by other means: call the company or write to it through its website.`}
      </Text>
      <LetterPanel problem={p} canMarkSent={isReporter} />
    </Stack>
  );
}

export function ProblemDetailDialog({ problem, onClose }: { problem: Problem | null; onClose: () => void }) {
  const { problem: detail, error, isLoading } = useProblem(problem?.id ?? null);
  const { user } = useUser();
  const p = detail ?? problem;
  const isReporter = !!user && !!p && user.id === p.userId;
  return (
    <ItemDialog
      item={problem ? p : null}
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
      testId="problem-detail"
      title={(p) => `Problem #${p.id}`}
    >
      {(p) => (
        <Stack gap="5">
          <Stack direction="row" gap="2" wrap="wrap" align="center">
            <StatusBadge status={p.status} />
            <DeliveryBadge problem={p} />
          </Stack>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Airline
            </Text>
            <Text fontWeight="medium">{p.airline.name}</Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Category
            </Text>
            <Text>
              {problemCategoryLabel(p.category)}
              {p.flightNumber && ` · Flight ${p.flightNumber}`}
              {p.date && ` · travelled ${formatCalendarDay(p.date)}`}
            </Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Description
            </Text>
            <Text whiteSpace="pre-wrap" data-testid="problem-description">
              {p.description}
            </Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Contact
            </Text>
            <Text wordBreak="break-all">
              {p.contactEmail}
              {p.contactPhone && ` · ${p.contactPhone}`}
            </Text>
          </Box>
          <Box>
            <Heading as="h3" size="sm" mb="3">
              How it reaches {p.airline.name}
            </Heading>
            <DeliverySection problem={p} isReporter={isReporter} />
          </Box>
          <RoutePlan problem={p} />
          {detail && <EscalationCards problem={detail} canMarkSent={isReporter} />}
          <CaseRights problem={p} />
          <Box>
            <Heading as="h3" size="sm" mb="3">
              History
            </Heading>
            {isLoading && !detail ? (
              <Spinner size="sm" />
            ) : error ? (
              <Text color="fg.error" fontSize="sm">
                The history could not be loaded. {error.message}
              </Text>
            ) : detail?.history.length ? (
              <Timeline.Root size="sm" data-testid="problem-history">
                {detail.history.map((h, i) => (
                  <Timeline.Item key={`${h.changedAt}-${i}`}>
                    <Timeline.Connector>
                      <Timeline.Separator />
                      <Timeline.Indicator />
                    </Timeline.Connector>
                    <Timeline.Content pb="4">
                      <Timeline.Title>
                        <HistoryTitle entry={h} problem={p} />
                      </Timeline.Title>
                      <Timeline.Description>
                        {formatDateTime(h.changedAt)}
                        {h.changedBy ? ` by ${h.changedBy}` : ''}
                      </Timeline.Description>
                    </Timeline.Content>
                  </Timeline.Item>
                ))}
              </Timeline.Root>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                No status changes yet.
              </Text>
            )}
          </Box>
        </Stack>
      )}
    </ItemDialog>
  );
}
