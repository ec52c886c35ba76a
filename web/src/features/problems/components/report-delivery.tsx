// On the Thank You panel: what happened to the report, by channel. The e-mail and its delivery state, or
// the letter to paste into the company's form or into the form of the official body that takes the complaint
// directly (channel `regulator`), or the letter to send by other means.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import type { Problem } from '@contracts';
import { theBody } from '../../../components/complaint-routes';
import { channelRoute } from './form-target';
import { LetterPanel } from './letter-panel';
import { EmailBadge } from './status-badges';

/**
 * Where a letter to a company without a complaint channel can go: its website, and its phone only when one is
 * known (never "call" without a number).
 */
export function otherMeans(airline: Problem['airline']) {
  const ways = [
    airline.website && `write to it through its website (${airline.website})`,
    airline.phone && `call it on ${airline.phone}`,
  ].filter(Boolean);
  return ways.length
    ? `Copy the letter below and send it by other means: ${ways.join(', or ')}, or by post.`
    : 'Copy the letter below and send it by other means, such as by post or at its airport desk.';
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
  if (p.channel === 'email') {
    if (p.emailStatus === 'failed') {
      return (
        <Alert.Root status="warning" borderRadius="lg" data-testid="email-not-sent">
          <Alert.Indicator />
          <Alert.Description>
            Your report is saved and you can follow it under Problem Management, but the e-mail to {airline.name} could
            not be delivered. Please contact the airline directly with the details below.
          </Alert.Description>
        </Alert.Root>
      );
    }
    return (
      <Stack gap="2" align="center" textAlign="center">
        <Text>
          Your report {p.emailStatus === 'sent' ? 'has been e-mailed' : 'is being e-mailed'} to {airline.name}.{' '}
          {/* A case address brings the company's replies into the case, which forwards each one to the traveller. */}
          {p.replyAddress ? 'Its replies come back to your case, and each one is e-mailed to' : 'Replies go to'}{' '}
          <Text as="span" fontWeight="semibold">
            {p.contactEmail}
          </Text>
          .
        </Text>
        <Flex gap="2" align="center" fontSize="sm" color="fg.muted" data-testid="delivery-state">
          Delivery: <EmailBadge status={p.emailStatus} />
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
            Your report is saved. {airline.name} takes complaints through its own web form, so AirDesk cannot send it
            for you: copy the letter below, open the form, paste the letter there and send it. Then tell us, so your
            case shows it.
          </Alert.Description>
        </Alert.Root>
        <LetterPanel problem={p} canMarkSent onUpdated={onUpdated} />
      </Stack>
    );
  }
  const body = channelRoute(p)?.body;
  if (p.channel === 'regulator' && body) {
    return (
      <Stack gap="4">
        <Alert.Root status="info" borderRadius="lg" data-testid="regulator-channel">
          <Alert.Indicator />
          <Alert.Description>
            Your report is saved. {airline.name} publishes no complaint e-mail or form of its own, but {theBody(body)}{' '}
            takes complaints about this flight directly and forwards them to the airline. Copy the letter below, open
            the official complaint form, paste the letter there and send it. Then tell us, so your case shows it.
          </Alert.Description>
        </Alert.Root>
        <LetterPanel problem={p} canMarkSent onUpdated={onUpdated} />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Alert.Root status="warning" borderRadius="lg" data-testid="no-channel">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Description>
            Your report is saved and you can follow it under Problem Management. {airline.name} publishes no complaint
            e-mail or form that we know of, so AirDesk could not send it. {otherMeans(airline)} Then tell us how you
            sent it, so your case shows it and its deadlines start.
          </Alert.Description>
          <Button size="xs" variant="outline" alignSelf="flex-start" bg="bg" onClick={onSuggest}>
            Suggest a contact
          </Button>
        </Stack>
      </Alert.Root>
      <LetterPanel problem={p} canMarkSent onUpdated={onUpdated} />
    </Stack>
  );
}
