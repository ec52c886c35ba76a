// The case page: one report's id, airline, description, how it reached the company (its e-mail and delivery
// state, or the letter for the company's own form or for an official body's form with "I have sent it", or the
// letter to send by other means), its next steps with the official bodies, and one timeline of its history, the
// letter, the company's replies and the traveller's messages, with the reply box below; beside it the case file
// as a PDF, the documents, the plan and the rights with their deadlines (GET /api/problems/:id).
import { Box, Button, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { ItemDialog } from '../../../components/item-dialog';
import { problemCategoryLabel, type Problem } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useServerText } from '../../../i18n/server-text';
import { useUser } from '../../../lib/session';
import { formatCalendarDay } from '../../../lib/calendar-day';
import { casePdfUrl, useProblem } from '../api/problems';
import { CaseDocuments } from './case-documents';
import { CaseReply } from './case-reply';
import { CaseRights } from './case-rights';
import { CaseTimeline } from './case-timeline';
import { EscalationCards } from './escalation-cards';
import { bodyInSentence, channelRoute } from './form-target';
import { LetterPanel } from './letter-panel';
import { otherMeans } from './report-delivery';
import { RoutePlan } from './route-plan';
import { DeliveryBadge, StageBadge } from './status-badges';

/** Where the e-mail of a report stands, and where the company's replies go. */
function EmailDelivery({ problem: p }: { problem: Problem }) {
  const { t } = useLingui();
  const airline = p.airline.name;
  const email = p.airline.email;
  const contact = p.contactEmail;
  const state =
    p.emailStatus === 'sent'
      ? email
        ? t`E-mailed to ${airline} at ${email}.`
        : t`E-mailed to ${airline}.`
      : p.emailStatus === 'queued'
        ? email
          ? t`Being e-mailed to ${airline} at ${email}.`
          : t`Being e-mailed to ${airline}.`
        : email
          ? t`Could not be e-mailed to ${airline} at ${email}.`
          : t`Could not be e-mailed to ${airline}.`;
  const replies = p.replyAddress
    ? t`Its replies come back to this case, and each one is e-mailed to you at ${contact}.`
    : t`Replies go to ${contact}.`;
  return (
    <Text wordBreak="break-word" data-testid="delivery-text">
      {state} {replies}
    </Text>
  );
}

function DeliverySection({ problem: p, isReporter }: { problem: Problem; isReporter: boolean }) {
  const { t } = useLingui();
  if (p.channel === 'email') return <EmailDelivery problem={p} />;
  const airline = p.airline.name;
  const route = channelRoute(p);
  if (p.channel === 'regulator' && route) {
    const body = bodyInSentence(route.body);
    return (
      <Stack gap="3">
        <Alert.Root status="info" borderRadius="lg" data-testid="regulator-channel">
          <Alert.Indicator />
          <Alert.Description data-testid="delivery-text">
            <Trans>
              {airline} publishes no complaint e-mail or form of its own, but {body} takes complaints about this flight
              directly: the letter goes to its official complaint form, which forwards it to the airline and asks for an
              answer.
            </Trans>
            {p.formSubmittedAt ? '' : ` ${t`Copy it, send it there, then press "I have sent it".`}`}
          </Alert.Description>
        </Alert.Root>
        <LetterPanel problem={p} canMarkSent={isReporter} />
      </Stack>
    );
  }
  const means = otherMeans(p.airline);
  return (
    <Stack gap="3">
      <Text fontSize="sm" data-testid="delivery-text">
        {p.channel === 'form'
          ? p.formSubmittedAt
            ? t`${airline} takes complaints through its own web form. This is the letter you sent there.`
            : t`${airline} takes complaints through its own web form: copy the letter, paste it into the form and send it there. Then press "I have sent it through the form".`
          : p.formSubmittedAt
            ? t`${airline} publishes no complaint e-mail or form that we know of. This is the letter you sent.`
            : t`${airline} publishes no complaint e-mail or form that we know of, so AirDesk could not send this report. ${means} Then say how you sent it.`}
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
  const { t } = useLingui();
  const st = useServerText();
  return (
    <ItemDialog
      item={id !== null ? p : null}
      onClose={onClose}
      size="xl"
      scrollBehavior="inside"
      testId="problem-detail"
      title={({ id }) => t`Problem #${id}`}
    >
      {(p) => {
        const airline = p.airline.name;
        const flightNumber = p.flightNumber;
        const travelled = p.date ? formatCalendarDay(p.date) : '';
        const errorMessage = error?.message ?? '';
        return (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
            <Stack gap="5" minW="0">
              <Stack direction="row" gap="2" wrap="wrap" align="center">
                <StageBadge problem={p} />
                <DeliveryBadge problem={p} />
              </Stack>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  <Trans>Airline</Trans>
                </Text>
                <Text fontWeight="medium">{airline}</Text>
              </Box>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  <Trans>Category</Trans>
                </Text>
                <Text>
                  {st(problemCategoryLabel(p.category))}
                  {flightNumber && ` · ${t`Flight ${flightNumber}`}`}
                  {travelled && ` · ${t`travelled ${travelled}`}`}
                </Text>
              </Box>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  <Trans>Description</Trans>
                </Text>
                <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="problem-description">
                  {p.description}
                </Text>
              </Box>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  <Trans>Contact</Trans>
                </Text>
                <Text wordBreak="break-all">
                  {p.contactEmail}
                  {p.contactPhone && ` · ${p.contactPhone}`}
                </Text>
              </Box>
              <Box>
                <Heading as="h3" size="sm" mb="3">
                  <Trans>How it reaches {airline}</Trans>
                </Heading>
                <DeliverySection problem={p} isReporter={isReporter} />
              </Box>
              {detail && <EscalationCards problem={detail} canMarkSent={isReporter} />}
              <Box>
                <Heading as="h3" size="sm" mb="3">
                  <Trans>The case</Trans>
                </Heading>
                {isLoading && !detail ? (
                  <Spinner size="sm" />
                ) : error ? (
                  <Text color="fg.error" fontSize="sm">
                    <Trans>The history could not be loaded. {errorMessage}</Trans>
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
                  <Trans>Download case file (PDF)</Trans>
                </a>
              </Button>
              {detail && <CaseDocuments problem={detail} canEdit={isReporter} />}
              <RoutePlan problem={p} />
              <CaseRights problem={p} />
            </Stack>
          </Grid>
        );
      }}
    </ItemDialog>
  );
}
