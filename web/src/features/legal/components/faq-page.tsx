import { Box, Heading, Stack } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { PRICE_USD, TRIAL_DAYS } from '@contracts';
import { ContactSection } from '../../../components/contact-section';
import { FaqAccordion } from '../../../components/faq-accordion';
import { PageContainer, PageHeading } from '../../../components/page';

interface FaqMessage {
  q: MessageDescriptor;
  a: MessageDescriptor;
}

const GROUPS: { title: MessageDescriptor; items: FaqMessage[] }[] = [
  {
    title: msg`Subscription and trial`,
    items: [
      {
        q: msg`How much does AirDesk cost?`,
        a: msg`An annual subscription costs $${PRICE_USD} USD a year. There are no fees per report and no other charges.`,
      },
      {
        q: msg`How does the ${TRIAL_DAYS}-day free trial work?`,
        a: msg`After you sign up, press Start ${TRIAL_DAYS}-Day Free Trial Now on the home page. The trial needs no payment details, gives you full access for ${TRIAL_DAYS} days and then simply ends. Each account can use the trial once.`,
      },
      {
        q: msg`How do I subscribe?`,
        a: msg`Subscribe with PayPal from the subscription card on the home page. The PayPal subscription renews automatically each year until you cancel it.`,
      },
      {
        q: msg`How do I cancel?`,
        a: msg`Open Cancel Subscription in the menu. Automatic renewal stops at once (your PayPal subscription is cancelled too) and you keep access until the end of the period you paid for.`,
      },
      {
        q: msg`Can I get a refund?`,
        a: msg`No. Subscription payments are non-refundable; see the Refund Policy. Cancelling stops future renewals.`,
      },
    ],
  },
  {
    title: msg`Directory and reports`,
    items: [
      {
        q: msg`What is in the directory?`,
        a: msg`Commercial airlines, charter companies and helicopter companies, with the customer-service phone number, e-mail address and website each company publishes. Where a company publishes no e-mail or phone, the card says so: we never guess contact details.`,
      },
      {
        q: msg`How is my report sent to the airline?`,
        a: msg`We e-mail a standardized report to the airline’s customer-service address. Your contact e-mail is set as the reply address, so the airline answers you directly, and you receive a copy.`,
      },
      {
        q: msg`How long do airlines take to respond?`,
        a: msg`Airlines typically respond within 5-14 business days. You can track the status of each report under Problem Management.`,
      },
      {
        q: msg`Does AirDesk act as my lawyer or claim agent?`,
        a: msg`No. We help you reach the right contact with a clear report. Decisions about refunds and compensation are made by the airline.`,
      },
    ],
  },
  {
    title: msg`Support`,
    items: [
      {
        q: msg`How fast does support answer?`,
        a: msg`We answer support requests within 24-48 hours. Support hours are Monday to Friday 9:00 AM to 6:00 PM EST, with weekend support for urgent issues.`,
      },
      {
        q: msg`I forgot my password. What now?`,
        a: msg`Use Forgot password? on the login page. If an account exists for your e-mail address, we send a link to set a new password; it works once, for one hour.`,
      },
    ],
  },
];

export default function FaqPage() {
  const { i18n } = useLingui();
  return (
    <PageContainer maxW="4xl">
      <PageHeading
        title={<Trans>Frequently Asked Questions</Trans>}
        subtitle={<Trans>Answers about the subscription, the directory, reports and support.</Trans>}
      />
      <Stack gap="10">
        {GROUPS.map((g) => (
          <Box key={g.title.id}>
            <Heading as="h2" size="lg" mb="3">
              {i18n._(g.title)}
            </Heading>
            <FaqAccordion items={g.items.map(({ q, a }) => ({ q: i18n._(q), a: i18n._(a) }))} multiple />
          </Box>
        ))}
        <ContactSection />
      </Stack>
    </PageContainer>
  );
}
