import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { PRICE_USD, TRIAL_DAYS } from '@contracts';
import { PageContainer, PageHeading } from '../../../components/page';
import { TextSection } from './text-section';

export default function RefundPage() {
  return (
    <PageContainer maxW="4xl">
      <PageHeading
        title={<Trans>Refund Policy</Trans>}
        subtitle={<Trans>Please read this before you subscribe.</Trans>}
      />
      <TextSection title={<Trans>No refunds on subscription payments</Trans>}>
        <Text>
          <Trans>
            AirDesk costs USD {PRICE_USD} per year. Subscription payments are final: we do not refund a subscription
            payment, in whole or in part, including when you cancel during a paid year.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>Try before you pay</Trans>}>
        <Text>
          <Trans>
            Every account can use one {TRIAL_DAYS}-day free trial with full access. A trial started with the trial
            button needs no payment details and is never charged, so you can decide whether the service is right for you
            before paying.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>Cancelling</Trans>}>
        <Text>
          <Trans>
            You can cancel at any time under Cancel Subscription. Cancelling stops automatic renewal (your PayPal
            subscription is cancelled as well) and you keep access until the end of the period already paid.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>Billing errors</Trans>}>
        <Text>
          <Trans>
            If you were charged twice or charged after cancelling because of an error on our side, contact our support
            team and we will correct it. This policy does not limit any right you have under the law.
          </Trans>
        </Text>
      </TextSection>
    </PageContainer>
  );
}
