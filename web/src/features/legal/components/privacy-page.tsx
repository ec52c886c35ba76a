import { List, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { DEFAULT_DOCUMENT_RETENTION_MONTHS } from '@contracts';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeading } from '../../../components/page';
import { OperatorLine } from '../../../components/operator';
import { PATHS } from '../../../config/paths';
import { TextSection } from './text-section';

// What the service really does with personal information (docs/decisions.md#p7, docs/decisions.md#p11,
// docs/decisions.md#p12, docs/decisions.md#your-data).
export default function PrivacyPage() {
  return (
    <PageContainer maxW="4xl">
      <PageHeading
        title={<Trans>Privacy Policy</Trans>}
        subtitle={<Trans>What we collect, why, who receives it, and your rights.</Trans>}
      />
      <TextSection title={<Trans>Who is responsible</Trans>}>
        <OperatorLine />
      </TextSection>
      <TextSection title={<Trans>What we collect</Trans>}>
        <List.Root ps="5" gap="2">
          <List.Item>
            <Trans>Your account: e-mail address and a salted hash of your password (never the password itself).</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Your subscription: trial and renewal dates, your PayPal subscription id and the payments PayPal reports to
              us (amount, currency, date, reference).
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Saved cards: cardholder name, card brand, last four digits and expiry date only. The full card number and
              the security code never leave your browser.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Your problem reports: the company, category, flight and its facts, the passengers’ names, booking
              reference, ticket number, expenses and claim, the description and the contact e-mail and phone you enter,
              the letter written from them and the passenger-rights assessment, with the report’s history.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Your case file: the company’s replies to your report, the messages you send it from the case page, and the
              documents you or the company attach (boarding passes, receipts, letters).
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Contact suggestions you send about the directory, with their notes.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Which company contacts you open from the directory, counted to rank companies by popularity.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Your IP address, briefly, to limit repeated login and sign-up attempts.</Trans>
          </List.Item>
        </List.Root>
      </TextSection>
      <TextSection title={<Trans>Where it is stored</Trans>}>
        <Text>
          <Trans>
            Everything is stored with Cloudflare, which hosts AirDesk: the account, reports and payments in its D1
            database, and the texts of case messages and the documents in its R2 file storage. Documents are only ever
            offered to you as downloads; they are never shown to anyone else.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>Who receives your information</Trans>}>
        <Text>
          <Trans>
            <strong>The company you report to.</strong> When you file a problem report, we e-mail it to that company’s
            customer-service address (or you send the letter through the company’s own form). The e-mail contains your
            report and your contact details. Its reply address is a case address of ours, made for your report alone on
            our case mail domain (it looks like case-…@ followed by that domain), so the company’s answers come back
            into your case and each is e-mailed to you. A copy of the report is sent to you.
          </Trans>
        </Text>
        <Text>
          <Trans>
            <strong>Service providers</strong> that run the service for us: Cloudflare (hosting, database, file storage,
            and receiving the mail sent to case addresses), our e-mail delivery provider (which sends reports, messages,
            password-reset and notification e-mails) and PayPal (which processes subscription payments under its own
            privacy policy).
          </Trans>
        </Text>
        <Text>
          <Trans>
            We do not sell your information and do not share it with anyone else, except where the law requires it.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>E-mails we send you</Trans>}>
        <Text>
          <Trans>
            Copies of your reports, the company’s replies to them, status changes and deadline reminders of your
            reports, password-reset links, a notice when your password changes, a reminder two days before a trial or a
            non-renewing subscription ends, and a confirmation when you delete your account.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>Cookies and browser storage</Trans>}>
        <Text>
          <Trans>
            One essential cookie keeps you logged in (for the browser session, or 30 days with Remember me). Your
            browser also stores a PayPal subscription id while a payment is being confirmed and whether you postponed
            the payment-method reminder. We use no advertising or analytics cookies.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>How long we keep it</Trans>}>
        <Text>
          <Trans>
            We keep your account and reports while your account exists. The documents of a case (yours and the company’s
            attachments) are deleted {DEFAULT_DOCUMENT_RETENTION_MONTHS} months after the case’s last activity (its
            resolution, a message or a new document); the case page shows the date beforehand. The case’s messages stay
            with it. Payment records are kept as long as accounting and tax law requires.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>Download your data or delete your account</Trans>}>
        <Text>
          <Trans>
            Both are yours to do at any time, without asking us, under{' '}
            <RouterLink to={PATHS.subscription} style={{ textDecoration: 'underline' }}>
              Subscription Details → Your data
            </RouterLink>{' '}
            once you are logged in.
          </Trans>
        </Text>
        <List.Root ps="5" gap="2">
          <List.Item>
            <Trans>
              <strong>Download My Data</strong> gives, in one click, a ZIP file with everything we hold about you: a
              data.json file (your account, subscription and payments, saved cards as stored, reports with their
              letters, history, messages and rights assessments, contact suggestions and the e-mails we hold for you)
              and your cases’ documents, one folder per report. A few downloads a day are allowed.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              <strong>Delete My Account</strong>, confirmed with your password, cancels a PayPal subscription, ends
              every login, and deletes your account, saved cards, your reports’ descriptions, contact details, letters,
              messages and documents, your contact suggestions’ notes and the e-mails waiting to be sent to you. A final
              e-mail confirms it; once it is delivered, its record is deleted too.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              What stays, and why: payment records (amount, date and PayPal reference, without your name or e-mail
              address) for as long as accounting law requires; the bare fact that a report was filed to a company, with
              its category and date, so our counts stay true, holding nothing about you; the directory’s popularity
              counts, which hold no person; and the copy of a report the company already received, which is the
              company’s and which we cannot delete for you.
            </Trans>
          </List.Item>
        </List.Root>
      </TextSection>
      <TextSection title={<Trans>Your rights</Trans>}>
        <Text>
          <Trans>
            <strong>South Africa (POPIA).</strong> You may ask what information we hold about you and receive a copy
            (section 23), ask us to correct or delete it (section 24), and object to its processing (section 11). You
            may complain to the Information Regulator of South Africa.
          </Trans>
        </Text>
        <Text>
          <Trans>
            <strong>European Union and EEA (GDPR)</strong> and <strong>United Kingdom (UK GDPR)</strong>. You have the
            right of access (Art. 15), to rectification (Art. 16), to erasure (Art. 17), to restriction of processing
            (Art. 18), to data portability (Art. 20) and to object (Art. 21). You may complain to the data protection
            authority of your country; in the United Kingdom, the Information Commissioner’s Office (ICO).
          </Trans>
        </Text>
        <Text>
          <Trans>
            <strong>How to use them.</strong> Access and portability: Download My Data. Erasure: Delete My Account. For
            a correction, a restriction, an objection or anything the buttons do not cover, contact our support team; we
            answer within one month.
          </Trans>
        </Text>
      </TextSection>
    </PageContainer>
  );
}
