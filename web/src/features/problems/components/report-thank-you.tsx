// "Thank You for Your Report": shown in place of the form once a report is filed. It follows the report
// (delivery state, "sent through the form"), shows its plan (the official bodies and when each takes the
// complaint up), the documents sent with it (and any the server refused), its rights and the company's
// contacts, and offers the next steps.
import { Box, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Problem } from '@contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ContactCorrectionDialog } from '../../../components/contact-correction-dialog';
import { ContactLine, contactNote } from '../../../components/contact-links';
import { CheckIcon } from '../../../components/icons';
import { PageContainer } from '../../../components/page';
import { PATHS } from '../../../config/paths';
import { useServerText } from '../../../i18n/server-text';
import { useAirline, useProblem } from '../api/problems';
import { DocumentLinks } from './case-documents';
import { CaseRights } from './case-rights';
import type { PendingDocument } from './documents';
import { Delivery } from './report-delivery';
import { RoutePlan } from './route-plan';

interface Props {
  problem: Problem;
  /** What became of each document the form uploaded. */
  uploads: PendingDocument[];
  onAnother: () => void;
}

function SentDocuments({ problemId, uploads }: { problemId: number; uploads: PendingDocument[] }) {
  const sent = uploads.flatMap((d) => (d.attachment ? [d.attachment] : []));
  const refused = uploads.filter((d) => d.error);
  const st = useServerText();
  if (!uploads.length) return null;
  return (
    <Stack gap="3" data-testid="report-documents-sent">
      <Heading as="h3" size="sm">
        <Trans>Documents sent with your report</Trans>
      </Heading>
      <DocumentLinks problemId={problemId} docs={sent} />
      {refused.map((d) => (
        <Text key={d.key} fontSize="sm" color="fg.error" data-testid="document-error">
          {d.file.name}: {d.error && st(d.error)}
        </Text>
      ))}
    </Stack>
  );
}

export default function ReportThankYou({ problem: filed, uploads, onAnother }: Props) {
  // Read again while shown: the e-mail's delivery state moves on, and "sent through the form" is recorded.
  const { problem: fresh } = useProblem(filed.id);
  const [updated, setUpdated] = useState<Problem | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const problem = fresh ?? updated ?? filed;
  const { airline } = problem;
  // The directory's entry (already fetched by the form): what its phone and form serve.
  const listed = useAirline(String(problem.airlineId));
  const reportId = problem.id;
  const attention = problem.channel !== 'email' || problem.emailStatus === 'failed';
  return (
    <PageContainer maxW="3xl">
      <Card.Root borderRadius="2xl" data-testid="report-success" data-channel={problem.channel}>
        <Card.Body gap="5" p={{ base: '6', md: '10' }}>
          <Stack gap="2" align="center" textAlign="center">
            <Box
              bg={attention ? 'orange.100' : 'green.100'}
              color={attention ? 'orange.700' : 'green.700'}
              borderRadius="full"
              p="3"
              fontSize="2xl"
            >
              <CheckIcon />
            </Box>
            <Heading as="h1" size="2xl">
              <Trans>Thank You for Your Report</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>Report #{reportId}</Trans>
            </Text>
          </Stack>
          <Delivery problem={problem} onUpdated={setUpdated} onSuggest={() => setSuggesting(true)} />
          <SentDocuments
            problemId={problem.id}
            uploads={uploads.map((d) => ({
              ...d,
              // The upload's row as the report now has it (sent with the mail, or not yet).
              attachment:
                (fresh && 'attachments' in fresh ? fresh.attachments : []).find((a) => a.id === d.attachment?.id) ??
                d.attachment,
            }))}
          />
          <RoutePlan problem={problem} />
          <CaseRights problem={problem} />
          <Box bg="bg.subtle" borderRadius="xl" p="5">
            <Text fontWeight="semibold" mb="3">
              {airline.name}
            </Text>
            <Stack gap="2">
              <ContactLine kind="email" value={airline.email} truncate={false} />
              <ContactLine
                kind="phone"
                value={airline.phone}
                truncate={false}
                note={listed && contactNote('phone', listed)}
              />
              <ContactLine kind="website" value={airline.website} truncate={false} />
              {airline.complaintFormUrl.trim() && (
                <ContactLine
                  kind="form"
                  value={airline.complaintFormUrl}
                  truncate={false}
                  note={listed && contactNote('form', listed)}
                />
              )}
            </Stack>
          </Box>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Button onClick={onAnother}>
              <Trans>Submit Another Report</Trans>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={PATHS.home}>
                <Trans>Return to Home</Trans>
              </RouterLink>
            </Button>
          </SimpleGrid>
          <Text textAlign="center" fontSize="sm">
            <RouterLink to={PATHS.problemManagement} style={{ textDecoration: 'underline' }}>
              <Trans>Track this report under Problem Management</Trans>
            </RouterLink>
          </Text>
        </Card.Body>
      </Card.Root>
      <ContactCorrectionDialog
        company={suggesting ? { id: problem.airlineId, name: airline.name } : null}
        mode="suggest"
        onClose={() => setSuggesting(false)}
      />
    </PageContainer>
  );
}
