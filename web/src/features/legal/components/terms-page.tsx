import { Link, Text } from '@chakra-ui/react';
import { PRICE_USD, TRIAL_DAYS, TRIAL_LENGTH } from '@contracts';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeading } from '../../../components/page';
import { OperatorLine } from '../../../components/operator';
import { TextSection } from './text-section';
import { PATHS } from '../../../config/paths';

export default function TermsPage() {
  return (
    <PageContainer maxW="4xl">
      <PageHeading title="Terms of Service" subtitle="Last updated: May 8, 2025" />
      <TextSection title="1. Agreement">
        <Text>
          These terms govern your use of AirDesk (the “service”). By creating an account or using the service you agree
          to them. If you do not agree, do not use the service.
        </Text>
        <OperatorLine />
      </TextSection>
      <TextSection title="2. The service">
        <Text>
          AirDesk provides a directory of customer-service contacts of airlines, charter companies and helicopter
          companies, a form that sends your problem report to a company by e-mail on your behalf, and tracking of your
          reports. We do not represent you in any claim and we do not guarantee any response, refund or compensation
          from a company.
        </Text>
      </TextSection>
      <TextSection title="3. Your account">
        <Text>
          You register with your e-mail address and a password. Keep your password confidential; you are responsible for
          activity under your account. You must give accurate information, including the contact details in your
          reports.
        </Text>
      </TextSection>
      <TextSection title="4. Free trial and subscription">
        <Text>
          Each account may use one {TRIAL_LENGTH} free trial. A trial started when you sign up, or with the trial
          button, needs no payment details and ends after {TRIAL_DAYS} days. A subscription costs USD {PRICE_USD} per
          year, is paid through PayPal and renews automatically every year until you cancel it. You can cancel at any
          time; access continues until the end of the period already paid.
        </Text>
      </TextSection>
      <TextSection title="5. No refunds">
        <Text>
          Subscription payments are non-refundable, including for a partly used period, except where the law requires
          otherwise. See the{' '}
          <Link asChild color="primary">
            <RouterLink to={PATHS.refund}>Refund Policy</RouterLink>
          </Link>
          .
        </Text>
      </TextSection>
      <TextSection title="6. Problem reports">
        <Text>
          When you file a report, you instruct us to e-mail its content to the company you selected, with your contact
          e-mail as the reply address and a copy to you. You are responsible for the truth and lawfulness of what you
          write. Do not include passwords, full card numbers or other information the company does not need.
        </Text>
      </TextSection>
      <TextSection title="7. Directory information">
        <Text>
          Contact details come from what companies publish and may change without notice. We correct errors when we
          learn of them but do not guarantee that every detail is current.
        </Text>
      </TextSection>
      <TextSection title="8. Acceptable use">
        <Text>
          Do not use the service to send abusive, false or unlawful messages, to harvest the directory in bulk, or to
          interfere with its operation. We may suspend accounts that do.
        </Text>
      </TextSection>
      <TextSection title="9. Liability">
        <Text>
          The service is provided as is. To the extent the law allows, our total liability to you is limited to the
          amount you paid us in the twelve months before the claim.
        </Text>
      </TextSection>
      <TextSection title="10. Governing law">
        <Text>
          These terms are governed by the laws of the Republic of South Africa, and the courts of South Africa have
          jurisdiction over any dispute arising from them.
        </Text>
      </TextSection>
      <TextSection title="11. Changes and contact">
        <Text>
          We may update these terms; the date above shows the latest version. Questions about these terms can be sent to
          our support team (see Contact Us at the bottom of the page). See also the{' '}
          <Link asChild color="primary">
            <RouterLink to={PATHS.privacy}>Privacy Policy</RouterLink>
          </Link>
          .
        </Text>
      </TextSection>
    </PageContainer>
  );
}
