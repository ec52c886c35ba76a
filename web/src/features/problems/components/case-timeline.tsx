// One timeline of a case (docs/api.md#case-file): the report and its letter, the status changes and other steps
// of its history, the company's replies (automatic answers marked as such) and the traveller's messages, each
// with its documents, oldest first. The history's 'replied' and 'message' entries are the messages themselves,
// so a reply shows the status it moved the report to instead of a line of its own.
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { Timeline } from '../../../components/ui/timeline';
import { routeKey, type CaseMessage, type Problem, type ProblemDetail, type ProblemHistoryEntry } from '@contracts';
import { theBody } from '../../../components/complaint-routes';
import { DocumentLinks } from './case-documents';
import { channelRoute } from './form-target';
import { formatDateTime } from './format';
import { StatusBadge } from './status-badges';

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
    case 'replied':
      return 'The company replied';
    default:
      return h.event;
  }
}

function HistoryTitle({ entry: h, problem }: { entry: ProblemHistoryEntry; problem: Problem }) {
  if (h.event === 'status') return <StatusBadge status={h.status} />;
  return (
    <Stack direction="row" gap="2" wrap="wrap" align="center">
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
      {h.event === 'replied' && <StatusBadge status={h.status} />}
    </Stack>
  );
}

function messageTitle(m: CaseMessage) {
  if (m.direction === 'out') return 'Your message to the company';
  return m.kind === 'auto-reply' ? 'Automatic answer from the company' : 'Reply from the company';
}

function MessageCard({ problemId, message: m }: { problemId: number; message: CaseMessage }) {
  const out = m.direction === 'out';
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      bg={out ? 'bg.subtle' : m.kind === 'auto-reply' ? 'bg.muted' : 'bg'}
      data-testid="case-message"
      data-direction={m.direction}
      data-kind={m.kind}
      minW="0"
    >
      <Stack gap="2">
        <Stack direction="row" gap="2" wrap="wrap" align="center">
          <Text fontWeight="semibold" fontSize="sm">
            {messageTitle(m)}
          </Text>
          {m.kind === 'auto-reply' && (
            <Badge size="sm" colorPalette="gray" data-testid="auto-reply-badge">
              Automatic
            </Badge>
          )}
        </Stack>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {out ? `To ${m.to}` : `From ${m.from}`}
        </Text>
        {m.subject && (
          <Text fontSize="sm" fontWeight="medium" wordBreak="break-word">
            {m.subject}
          </Text>
        )}
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="case-message-text">
          {m.text}
        </Text>
        <DocumentLinks problemId={problemId} docs={m.attachments} />
        {m.dropped.length > 0 && (
          <Text fontSize="xs" color="fg.muted">
            Not kept (a type or size the case does not take): {m.dropped.join(', ')}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function LetterCard({ problem: p }: { problem: ProblemDetail }) {
  // The report's own documents: the traveller's uploads that no message of the case carries.
  const inMessages = new Set(p.messages.flatMap((m) => m.attachments.map((a) => a.id)));
  const docs = p.attachments.filter((a) => a.source === 'traveller' && !inMessages.has(a.id));
  return (
    <Box borderWidth="1px" borderRadius="lg" p="3" minW="0" data-testid="case-letter">
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          Your report to {p.airline.name}
        </Text>
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 'var(--chakra-font-sizes-sm)' }}>The letter</summary>
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" mt="2">
            {p.letter}
          </Text>
        </details>
        <DocumentLinks problemId={p.id} docs={docs} />
      </Stack>
    </Box>
  );
}

type Item =
  | { at: string; kind: 'letter' }
  | { at: string; kind: 'history'; entry: ProblemHistoryEntry }
  | { at: string; kind: 'message'; message: CaseMessage };

function items(p: ProblemDetail): Item[] {
  const all: Item[] = [
    { at: p.dateSubmitted, kind: 'letter' },
    ...p.history
      .filter((h) => h.event !== 'message')
      .map((entry) => ({ at: entry.changedAt, kind: 'history' as const, entry })),
    ...p.messages.map((message) => ({ at: message.at, kind: 'message' as const, message })),
  ];
  // Oldest first; at the same moment the letter comes first and a message before the step it caused.
  const rank = { letter: 0, message: 1, history: 2 };
  return all.sort((a, b) => a.at.localeCompare(b.at) || rank[a.kind] - rank[b.kind]);
}

export function CaseTimeline({ problem: p }: { problem: ProblemDetail }) {
  return (
    <Timeline.Root size="sm" data-testid="problem-history">
      {items(p).map((item, i) => (
        <Timeline.Item key={`${item.kind}-${item.at}-${i}`} data-testid="case-item" data-kind={item.kind}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator />
          </Timeline.Connector>
          <Timeline.Content pb="4" minW="0" flex="1">
            {item.kind === 'history' ? (
              <>
                <Timeline.Title>
                  <HistoryTitle entry={item.entry} problem={p} />
                </Timeline.Title>
                <Timeline.Description>
                  {formatDateTime(item.at)}
                  {item.entry.changedBy ? ` by ${item.entry.changedBy}` : ''}
                </Timeline.Description>
              </>
            ) : (
              <>
                {item.kind === 'letter' ? (
                  <LetterCard problem={p} />
                ) : (
                  <MessageCard problemId={p.id} message={item.message} />
                )}
                <Timeline.Description>{formatDateTime(item.at)}</Timeline.Description>
              </>
            )}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
