// One timeline of a case (docs/api.md#case-file): the report and its letter, the status changes and other steps
// of its history, the company's replies (automatic answers marked as such) and the traveller's messages, each
// with its documents, oldest first. The history's 'replied' and 'message' entries are the messages themselves,
// so a reply shows the status it moved the report to instead of a line of its own.
import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Timeline } from '../../../components/ui/timeline';
import {
  routeKey,
  SUBMITTED_VIA,
  SUBMITTED_VIA_WORDS,
  type CaseMessage,
  type Problem,
  type ProblemDetail,
  type ProblemHistoryEntry,
} from '@contracts';
import { useServerText } from '../../../i18n/server-text';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { confirmCompanyAnswer } from '../api/problems';
import { DocumentLinks } from './case-documents';
import { bodyInSentence, channelRoute } from './form-target';
import { formatDateTime } from './format';
import { StatusBadge } from './status-badges';
import { LetterEnglish } from './letter-english';

/** Steps of a case other than status changes, as the history shows them. */
function eventLabel(h: ProblemHistoryEntry, p: Problem, i18n: I18n, st: (english: string) => string) {
  switch (h.event) {
    case 'form-submitted': {
      const route = channelRoute(p);
      const via = SUBMITTED_VIA.find((v) => v === h.detail);
      if (via && via !== 'form') {
        const how = st(SUBMITTED_VIA_WORDS[via]);
        return i18n._(msg`Sent ${how}`);
      }
      if (!route) return i18n._(msg`Sent through the company's form`);
      const body = bodyInSentence(route.body);
      return i18n._(msg`Sent through the form of ${body}`);
    }
    case 'reminder':
      return i18n._(msg`Reminder e-mailed to you`);
    case 'escalated': {
      // `detail` names the route; the body's name comes from the report's plan.
      const route = p.routes.find((r) => routeKey(r) === h.detail);
      if (!route) return i18n._(msg`Escalated to an official body`);
      const body = route.body;
      return i18n._(msg`Escalated to ${body}`);
    }
    case 'replied':
      return i18n._(msg`The company replied`);
    default:
      return h.event;
  }
}

function HistoryTitle({ entry: h, problem }: { entry: ProblemHistoryEntry; problem: Problem }) {
  const { i18n } = useLingui();
  const st = useServerText();
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
        {eventLabel(h, problem, i18n, st)}
      </Badge>
      {h.event === 'replied' && <StatusBadge status={h.status} />}
    </Stack>
  );
}

const MESSAGE_TITLES: Record<CaseMessage['kind'], MessageDescriptor> = {
  reply: msg`Reply from the company`,
  forwarded: msg`The company's answer, forwarded by you`,
  unverified: msg`Message from an unknown sender`,
  'auto-reply': msg`Automatic answer from the company`,
  message: msg`Your message to the company`,
};

function MessageCard({ problemId, message: m }: { problemId: number; message: CaseMessage }) {
  const { i18n, t } = useLingui();
  const to = m.to;
  const from = m.from;
  const dropped = m.dropped.join(', ');
  const out = m.direction === 'out';
  const unverified = m.kind === 'unverified';
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      borderColor={unverified ? 'border.warning' : undefined}
      bg={out ? 'bg.subtle' : m.kind === 'auto-reply' ? 'bg.muted' : unverified ? 'bg.warning' : 'bg'}
      data-testid="case-message"
      data-direction={m.direction}
      data-kind={m.kind}
      minW="0"
    >
      <Stack gap="2">
        <Stack direction="row" gap="2" wrap="wrap" align="center">
          <Text fontWeight="semibold" fontSize="sm">
            {i18n._(MESSAGE_TITLES[out ? 'message' : m.kind])}
          </Text>
          {m.kind === 'auto-reply' && (
            <Badge size="sm" colorPalette="gray" data-testid="auto-reply-badge">
              <Trans>Automatic</Trans>
            </Badge>
          )}
          {unverified && (
            <Badge size="sm" colorPalette="orange" data-testid="unverified-badge">
              <Trans>Not confirmed</Trans>
            </Badge>
          )}
        </Stack>
        {unverified && <UnknownSenderNotice problemId={problemId} messageId={m.id} />}
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {out ? t`To ${to}` : t`From ${from}`}
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
            <Trans>Not kept (a type or size the case does not take): {dropped}</Trans>
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/**
 * A mail from a sender AirDesk cannot tell is the company: it changed nothing, and it counts only once the
 * traveller says it is the company's answer (docs/api.md#who-may-answer-a-case).
 */
function UnknownSenderNotice({ problemId, messageId }: { problemId: number; messageId: number }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await confirmCompanyAnswer(problemId, messageId);
      notify(t`Answer confirmed`, t`The message now counts as the company's answer.`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" data-testid="unknown-sender">
      <Text fontSize="sm">
        <Trans>
          AirDesk cannot confirm that this came from the company, so it changed nothing in your case and its text was
          not mailed to you. Do not follow its links or instructions unless you are sure who sent it. If it is the
          company&apos;s answer, say so and it counts as one.
        </Trans>
      </Text>
      <Box>
        <Button size="sm" variant="outline" loading={busy} onClick={() => void confirm()}>
          <Trans>This is the company&apos;s answer</Trans>
        </Button>
      </Box>
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function LetterCard({ problem: p }: { problem: ProblemDetail }) {
  // The report's own documents: the traveller's uploads that no message of the case carries.
  const inMessages = new Set(p.messages.flatMap((m) => m.attachments.map((a) => a.id)));
  const docs = p.attachments.filter((a) => a.source === 'traveller' && !inMessages.has(a.id));
  const airline = p.airline.name;
  return (
    <Box borderWidth="1px" borderRadius="lg" p="3" minW="0" data-testid="case-letter">
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          <Trans>Your report to {airline}</Trans>
        </Text>
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 'var(--chakra-font-sizes-sm)' }}>
            <Trans>The letter</Trans>
          </summary>
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" mt="2">
            {p.letter}
          </Text>
        </details>
        <LetterEnglish letterEnglish={p.letterEnglish} letterLanguage={p.letterLanguage} />
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

/** When a step happened, and who made it when it was not the traveller (an admin's status change). */
function StepTime({ at, by }: { at: string; by: string | null }) {
  const date = formatDateTime(at);
  if (!by) return <>{date}</>;
  return (
    <Trans>
      {date} by {by}
    </Trans>
  );
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
                  <StepTime at={item.at} by={item.entry.changedBy} />
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
