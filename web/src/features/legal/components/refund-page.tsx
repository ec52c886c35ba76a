import { Text } from '@chakra-ui/react';
import { PRICE_USD, TRIAL_LENGTH } from '@contracts';
import { PageContainer, PageHeading } from '../../../components/page';
import { TextSection } from './text-section';

export default function RefundPage() {
  return (
    <PageContainer maxW="4xl">
      <PageHeading title="Refund Policy" subtitle="Please read this before you subscribe." />
      <TextSection title="No refunds on subscription payments">
        <Text>
          AirDesk costs USD {PRICE_USD} per year. Subscription payments are final: we do not refund a subscription
          payment, in whole or in part, including when you cancel during a paid year.
        </Text>
      </TextSection>
      <TextSection title="Try before you pay">
        <Text>
          Every account can use one {TRIAL_LENGTH} free trial with full access. A trial started with the trial button
          needs no payment details and is never charged, so you can decide whether the service is right for you before
          paying.
        </Text>
      </TextSection>
      <TextSection title="Cancelling">
        <Text>
          You can cancel at any time under Cancel Subscription. Cancelling stops automatic renewal (your PayPal
          subscription is cancelled as well) and you keep access until the end of the period already paid.
        </Text>
      </TextSection>
      <TextSection title="Billing errors">
        <Text>
          If you were charged twice or charged after cancelling because of an error on our side, contact our support
          team and we will correct it. This policy does not limit any right you have under the law.
        </Text>
      </TextSection>
    </PageContainer>
  );
}
