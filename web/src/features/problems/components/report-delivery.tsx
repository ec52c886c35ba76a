// On the Thank You panel: what happened to the report, by channel. The e-mail and its delivery state, or
// the letter to paste into the company's form or into the form of the official body that takes the complaint
// directly (channel `regulator`), or the letter to send by other means.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import type { Problem } from '@contracts';
import { bodyInSentence, channelRoute } from './form-target';
import { LetterPanel } from './letter-panel';
import { EmailBadge } from './status-badges';

/**
 * Where a letter to a company without a complaint channel can go: its website, and its phone only when one is
 * known (never "call" without a number). In the active language (called while rendering, never at module level).
 */
export function otherMeans(airline: Problem['airline']) {
  const { website, phone } = airline;
  if (website && phone)
    return t`Copy the letter below and send it by other means: write to it through its website (${website}), or call it on ${phone}, or by post.`;
  if (website)
    return t`Copy the letter below and send it by other means: write to it through its website (${website}), or by post.`;
  if (phone) return t`Copy the letter below and send it by other means: call it on ${phone}, or by post.`;
  return t`Copy the letter below and send it by other means, such as by post or at its airport desk.`;
}

/** What happened to the report, by channel (the delivery state of the e-mail, or the letter to send). */
export function Delivery({
  problem: p,
  onUpdated,
  onSuggest,
}: {
  problem: Problem;
  onUpdated: (p: Problem) => void;
  onSuggest: () => void;
}) {
  const { airline } = p;
  const name = airline.name;
  const email = p.contactEmail;
  if (p.channel === 'email') {
    if (p.emailStatus === 'failed') {
      return (
        <Alert.Root status="warning" borderRadius="lg" data-testid="email-not-sent">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>
              Your report is saved and you can follow it under Problem Management, but the e-mail to {name} could not be
              delivered. Please contact the airline directly with the details below.
            </Trans>
          </Alert.Description>
        </Alert.Root>
      );
    }
    return (
      <Stack gap="2" align="center" textAlign="center">
        <Text>
          {p.emailStatus === 'sent' ? (
            <Trans>Your report has been e-mailed to {name}.</Trans>
          ) : (
            <Trans>Your report is being e-mailed to {name}.</Trans>
          )}{' '}
          {/* A case address brings the company's replies into the case, which forwards each one to the traveller. */}
          {p.replyAddress ? (
            <Trans>
              Its replies come back to your case, and each one is e-mailed to{' '}
              <Text as="span" fontWeight="semibold">
                {email}
              </Text>
              .
            </Trans>
          ) : (
            <Trans>
              Replies go to{' '}
              <Text as="span" fontWeight="semibold">
                {email}
              </Text>
              .
            </Trans>
          )}
        </Text>
        <Flex gap="2" align="center" fontSize="sm" color="fg.muted" data-testid="delivery-state">
          <Trans>
            Delivery: <EmailBadge status={p.emailStatus} />
          </Trans>
        </Flex>
      </Stack>
    );
  }
  if (p.channel === 'form') {
    return (
      <Stack gap="4">
        <Alert.Root status="info" borderRadius="lg" data-testid="form-channel">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>
              Your report is saved. {name} takes complaints through its own web form, so AirDesk cannot send it for you:
              copy the letter below, open the form, paste the letter there and send it. Then tell us, so your case shows
              it.
            </Trans>
          </Alert.Description>
        </Alert.Root>
        <LetterPanel problem={p} canMarkSent onUpdated={onUpdated} />
      </Stack>
    );
  }
  const body = channelRoute(p)?.body;
  if (p.channel === 'regulator' && body) {
    const bodyName = bodyInSentence(body);
    return (
      <Stack gap="4">
        <Alert.Root status="info" borderRadius="lg" data-testid="regulator-channel">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>
              Your report is saved. {name} publishes no complaint e-mail or form of its own, but {bodyName} takes
              complaints about this flight directly and forwards them to the airline. Copy the letter below, open the
              official complaint form, paste the letter there and send it. Then tell us, so your case shows it.
            </Trans>
          </Alert.Description>
        </Alert.Root>
        <LetterPanel problem={p} canMarkSent onUpdated={onUpdated} />
      </Stack>
    );
  }
  const means = otherMeans(airline);
  return (
    <Stack gap="4">
      <Alert.Root status="warning" borderRadius="lg" data-testid="no-channel">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Description>
            <Trans>
              Your report is saved and you can follow it under Problem Management. {name} publishes no complaint e-mail
              or form that we know of, so AirDesk could not send it. {means} Then tell us how you sent it, so your case
              shows it and its deadlines start.
            </Trans>
          </Alert.Description>
          <Button size="xs" variant="outline" alignSelf="flex-start" bg="bg" onClick={onSuggest}>
            <Trans>Suggest a contact</Trans>
          </Button>
        </Stack>
      </Alert.Root>
      <LetterPanel problem={p} canMarkSent onUpdated={onUpdated} />
    </Stack>
  );
}
