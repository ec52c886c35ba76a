import { List, Text } from '@chakra-ui/react';
import { PageContainer, PageHeading } from '../../../components/page';
import { TextSection } from './text-section';

// What the service really does with personal information (docs/decisions.md#p7, docs/decisions.md#p11, docs/decisions.md#p12).
export default function PrivacyPage() {
  return (
    <PageContainer maxW="4xl">
      <PageHeading title="Privacy Policy" subtitle="What we collect, why, and who receives it." />
      <TextSection title="What we collect">
        <List.Root ps="5" gap="2">
          <List.Item>
            Your account: e-mail address and a salted hash of your password (never the password itself).
          </List.Item>
          <List.Item>
            Your subscription: trial and renewal dates, your PayPal subscription id and the payments PayPal reports to
            us (amount, currency, date, reference).
          </List.Item>
          <List.Item>
            Saved cards: cardholder name, card brand, last four digits and expiry date only. The full card number and
            the security code never leave your browser.
          </List.Item>
          <List.Item>
            Your problem reports: the company, category, flight number, date, description and the contact e-mail and
            phone you enter, with their status history.
          </List.Item>
          <List.Item>
            Which company contacts you open from the directory, counted to rank companies by popularity.
          </List.Item>
          <List.Item>Your IP address, briefly, to limit repeated login and sign-up attempts.</List.Item>
        </List.Root>
      </TextSection>
      <TextSection title="Who receives your information">
        <Text>
          <strong>The company you report to.</strong> When you file a problem report, we e-mail it to that company’s
          customer-service address. The e-mail contains your report and your contact details; your contact e-mail is set
          as the reply address so the company can answer you directly, and a copy is sent to you.
        </Text>
        <Text>
          <strong>Service providers</strong> that run the service for us: our hosting provider, our e-mail delivery
          provider (which sends reports, password-reset and notification e-mails) and PayPal (which processes
          subscription payments under its own privacy policy).
        </Text>
        <Text>
          We do not sell your information and do not share it with anyone else, except where the law requires it.
        </Text>
      </TextSection>
      <TextSection title="E-mails we send you">
        <Text>
          Copies of your reports, status changes of your reports, password-reset links, a notice when your password
          changes, and a reminder two days before a trial or a non-renewing subscription ends.
        </Text>
      </TextSection>
      <TextSection title="Cookies and browser storage">
        <Text>
          One essential cookie keeps you logged in (for the browser session, or 30 days with Remember me). Your browser
          also stores a PayPal subscription id while a payment is being confirmed and whether you postponed the
          payment-method reminder. We use no advertising or analytics cookies.
        </Text>
      </TextSection>
      <TextSection title="Keeping and deleting information">
        <Text>
          We keep your account and reports while your account exists and payment records as long as accounting law
          requires. You may ask us to see, correct or delete your information; contact our support team. South Africa’s
          Protection of Personal Information Act (POPIA) applies to how we handle your information.
        </Text>
      </TextSection>
    </PageContainer>
  );
}
