// View: one report's id, airline, description and status history (GET /api/problems/:id).
import { Box, Heading, Spinner, Stack, Text, Timeline } from '@chakra-ui/react';
import { ItemDialog } from '../../../components/item-dialog';
import { problemCategoryLabel, type Problem } from '@contracts';
import { formatCalendarDay, formatDateTime } from './format';
import { useProblem } from '../api/problems';
import { EmailBadge, StatusBadge } from './status-badges';

export function ProblemDetailDialog({ problem, onClose }: { problem: Problem | null; onClose: () => void }) {
  const { problem: detail, error, isLoading } = useProblem(problem?.id ?? null);
  const p = detail ?? problem;
  return (
    <ItemDialog item={problem ? p : null} onClose={onClose} size="lg" scrollBehavior="inside" testId="problem-detail" title={(p) => `Problem #${p.id}`}>
      {(p) => (
        <Stack gap="5">
          <Stack direction="row" gap="2" wrap="wrap" align="center">
            <StatusBadge status={p.status} />
            <EmailBadge status={p.emailStatus} />
          </Stack>
          <Box>
            <Text fontSize="sm" color="fg.muted">Airline</Text>
            <Text fontWeight="medium">{p.airline.name}</Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">Category</Text>
            <Text>
              {problemCategoryLabel(p.category)}
              {p.flightNumber && ` · Flight ${p.flightNumber}`}
              {p.date && ` · travelled ${formatCalendarDay(p.date)}`}
            </Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">Description</Text>
            <Text whiteSpace="pre-wrap" data-testid="problem-description">
              {p.description}
            </Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">Contact</Text>
            <Text wordBreak="break-all">
              {p.contactEmail}
              {p.contactPhone && ` · ${p.contactPhone}`}
            </Text>
          </Box>
          <Box>
            <Heading as="h3" size="sm" mb="3">
              Status history
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
                        <StatusBadge status={h.status} />
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
