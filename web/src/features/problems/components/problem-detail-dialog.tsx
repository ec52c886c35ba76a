// The case page: one report's id, airline, description, how it reached the company (its e-mail and delivery
// state, or the letter for the company's own form or for an official body's form with "I have sent it", or the
// letter to send by other means), its next steps with the official bodies, and one timeline of its history, the
// letter, the company's replies and the traveller's messages, with the reply box below; beside it the case file
// as a PDF, the documents, the plan and the rights with their deadlines (GET /api/problems/:id).
import { Box, Button, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { ItemDialog } from '../../../components/item-dialog';
import { problemCategoryLabel, type Problem } from '@contracts';
import { useUser } from '../../../lib/session';
import { formatCalendarDay } from '../../../lib/calendar-day';
import { casePdfUrl, useProblem } from '../api/problems';
import { theBody } from '../../../components/complaint-routes';
import { CaseDocuments } from './case-documents';
import { CaseReply } from './case-reply';
import { CaseRights } from './case-rights';
import { CaseTimeline } from './case-timeline';
import { EscalationCards } from './escalation-cards';
import { channelRoute } from './form-target';
import { LetterPanel } from './letter-panel';
import { otherMeans } from './report-delivery';
import { RoutePlan } from './route-plan';
import { DeliveryBadge, StageBadge } from './status-badges';

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
        {p.airline.email ? ` at ${p.airline.email}` : ''}.{' '}
        {p.replyAddress
          ? `Its replies come back to this case, and each one is e-mailed to you at ${p.contactEmail}.`
          : `Replies go to ${p.contactEmail}.`}
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
          : p.formSubmittedAt
            ? `${p.airline.name} publishes no complaint e-mail or form that we know of. This is the letter you sent.`
            : `${p.airline.name} publishes no complaint e-mail or form that we know of, so AirDesk could not send this report. ${otherMeans(p.airline)} Then say how you sent it.`}
      </Text>
      <LetterPanel problem={p} canMarkSent={isReporter} />
    </Stack>
  );
}

interface Props {
  /** The report as a list showed it (shown at once), or null. */
  problem: Problem | null;
  /** A report known only by its id (the link of a mail: /problem-management?report=<id>), or null. */
  problemId?: number | null;
  onClose: () => void;
}

export function ProblemDetailDialog({ problem, problemId = null, onClose }: Props) {
  const id = problem?.id ?? problemId;
  const { problem: detail, error, isLoading } = useProblem(id);
  const { user } = useUser();
  const p = detail ?? problem;
  const isReporter = !!user && !!p && user.id === p.userId;
  return (
    <ItemDialog
      item={id !== null ? p : null}
      onClose={onClose}
      size="xl"
      scrollBehavior="inside"
      testId="problem-detail"
      title={(p) => `Problem #${p.id}`}
    >
      {(p) => (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
          <Stack gap="5" minW="0">
            <Stack direction="row" gap="2" wrap="wrap" align="center">
              <StageBadge problem={p} />
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
              <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="problem-description">
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
            {detail && <EscalationCards problem={detail} canMarkSent={isReporter} />}
            <Box>
              <Heading as="h3" size="sm" mb="3">
                The case
              </Heading>
              {isLoading && !detail ? (
                <Spinner size="sm" />
              ) : error ? (
                <Text color="fg.error" fontSize="sm">
                  The history could not be loaded. {error.message}
                </Text>
              ) : detail ? (
                <CaseTimeline problem={detail} />
              ) : null}
            </Box>
            {detail && isReporter && <CaseReply problem={detail} />}
          </Stack>
          {/* Beside the timeline on a wide screen, the plan and deadlines stay in view while it scrolls. */}
          <Stack gap="5" minW="0" position={{ lg: 'sticky' }} top="0" alignSelf="start">
            <Button asChild variant="outline" size="sm" alignSelf="flex-start">
              <a href={casePdfUrl(p.id)} download={`case-${p.id}.pdf`} data-testid="case-pdf">
                Download case file (PDF)
              </a>
            </Button>
            {detail && <CaseDocuments problem={detail} canEdit={isReporter} />}
            <RoutePlan problem={p} />
            <CaseRights problem={p} />
          </Stack>
        </Grid>
      )}
    </ItemDialog>
  );
}
