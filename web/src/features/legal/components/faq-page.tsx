import { Box, Heading, Stack } from '@chakra-ui/react';
import { PRICE_USD, TRIAL_DAYS, TRIAL_LENGTH } from '@contracts';
import { ContactSection } from '../../../components/contact-section';
import { FaqAccordion, type Faq } from '../../../components/faq-accordion';
import { PageContainer, PageHeading } from '../../../components/page';

const GROUPS: { title: string; items: Faq[] }[] = [
  {
    title: 'Subscription and trial',
    items: [
      {
        q: 'How much does AirDesk cost?',
        a: `An annual subscription costs $${PRICE_USD} USD a year. There are no fees per report and no other charges.`,
      },
      {
        q: `How does the ${TRIAL_LENGTH} free trial work?`,
        a: `After you sign up, press Start ${TRIAL_DAYS}-Day Free Trial Now on the home page. The trial needs no payment details, gives you full access for ${TRIAL_DAYS} days and then simply ends. Each account can use the trial once.`,
      },
      {
        q: 'How do I subscribe?',
        a: 'Subscribe with PayPal from the subscription card on the home page. The PayPal subscription renews automatically each year until you cancel it.',
      },
      {
        q: 'How do I cancel?',
        a: 'Open Cancel Subscription in the menu. Automatic renewal stops at once (your PayPal subscription is cancelled too) and you keep access until the end of the period you paid for.',
      },
      {
        q: 'Can I get a refund?',
        a: 'No. Subscription payments are non-refundable; see the Refund Policy. Cancelling stops future renewals.',
      },
    ],
  },
  {
    title: 'Directory and reports',
    items: [
      {
        q: 'What is in the directory?',
        a: 'Commercial airlines, charter companies and helicopter companies, with the customer-service phone number, e-mail address and website each company publishes. Where a company publishes no e-mail or phone, the card says so: we never guess contact details.',
      },
      {
        q: 'How is my report sent to the airline?',
        a: 'We e-mail a standardized report to the airline’s customer-service address. Your contact e-mail is set as the reply address, so the airline answers you directly, and you receive a copy.',
      },
      {
        q: 'How long do airlines take to respond?',
        a: 'Airlines typically respond within 5-14 business days. You can track the status of each report under Problem Management.',
      },
      {
        q: 'Does AirDesk act as my lawyer or claim agent?',
        a: 'No. We help you reach the right contact with a clear report. Decisions about refunds and compensation are made by the airline.',
      },
    ],
  },
  {
    title: 'Support',
    items: [
      {
        q: 'How fast does support answer?',
        a: 'We answer support requests within 24-48 hours. Support hours are Monday to Friday 9:00 AM to 6:00 PM EST, with weekend support for urgent issues.',
      },
      {
        q: 'I forgot my password. What now?',
        a: 'Use Forgot password? on the login page. If an account exists for your e-mail address, we send a link to set a new password; it works once, for one hour.',
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <PageContainer maxW="4xl">
      <PageHeading
        title="Frequently Asked Questions"
        subtitle="Answers about the subscription, the directory, reports and support."
      />
      <Stack gap="10">
        {GROUPS.map((g) => (
          <Box key={g.title}>
            <Heading as="h2" size="lg" mb="3">
              {g.title}
            </Heading>
            <FaqAccordion items={g.items} multiple />
          </Box>
        ))}
        <ContactSection />
      </Stack>
    </PageContainer>
  );
}
