import { Link, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { PRICE_USD, TRIAL_DAYS } from '@contracts';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeading } from '../../../components/page';
import { OperatorLine } from '../../../components/operator';
import { TextSection } from './text-section';
import { PATHS } from '../../../config/paths';

export default function TermsPage() {
  return (
    <PageContainer maxW="4xl">
      <PageHeading title={<Trans>Terms of Service</Trans>} subtitle={<Trans>Last updated: May 8, 2025</Trans>} />
      <TextSection title={<Trans>1. Agreement</Trans>}>
        <Text>
          <Trans>
            These terms govern your use of AirDesk (the “service”). By creating an account or using the service you
            agree to them. If you do not agree, do not use the service.
          </Trans>
        </Text>
        <OperatorLine />
      </TextSection>
      <TextSection title={<Trans>2. The service</Trans>}>
        <Text>
          <Trans>
            AirDesk provides a directory of customer-service contacts of airlines, charter companies and helicopter
            companies, a form that sends your problem report to a company by e-mail on your behalf, and tracking of your
            reports. We do not represent you in any claim and we do not guarantee any response, refund or compensation
            from a company.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>3. Your account</Trans>}>
        <Text>
          <Trans>
            You register with your e-mail address and a password. Keep your password confidential; you are responsible
            for activity under your account. You must give accurate information, including the contact details in your
            reports.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>4. Free trial and subscription</Trans>}>
        <Text>
          <Trans>
            Each account may use one {TRIAL_DAYS}-day free trial. A trial started when you sign up, or with the trial
            button, needs no payment details and ends after {TRIAL_DAYS} days. A subscription costs USD {PRICE_USD} per
            year, is paid through PayPal and renews automatically every year until you cancel it. You can cancel at any
            time; access continues until the end of the period already paid.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>5. No refunds</Trans>}>
        <Text>
          <Trans>
            Subscription payments are non-refundable, including for a partly used period, except where the law requires
            otherwise. See the{' '}
            <Link asChild color="primary">
              <RouterLink to={PATHS.refund}>Refund Policy</RouterLink>
            </Link>
            .
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>6. Problem reports</Trans>}>
        <Text>
          <Trans>
            When you file a report, you instruct us to e-mail its content to the company you selected, with your contact
            e-mail as the reply address and a copy to you. You are responsible for the truth and lawfulness of what you
            write. Do not include passwords, full card numbers or other information the company does not need.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>7. Directory information</Trans>}>
        <Text>
          <Trans>
            Contact details come from what companies publish and may change without notice. We correct errors when we
            learn of them but do not guarantee that every detail is current.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>8. Acceptable use</Trans>}>
        <Text>
          <Trans>
            Do not use the service to send abusive, false or unlawful messages, to harvest the directory in bulk, or to
            interfere with its operation. We may suspend accounts that do.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>9. Liability</Trans>}>
        <Text>
          <Trans>
            The service is provided as is. To the extent the law allows, our total liability to you is limited to the
            amount you paid us in the twelve months before the claim.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>10. Governing law</Trans>}>
        <Text>
          <Trans>
            These terms are governed by the laws of the Republic of South Africa, and the courts of South Africa have
            jurisdiction over any dispute arising from them.
          </Trans>
        </Text>
      </TextSection>
      <TextSection title={<Trans>11. Changes and contact</Trans>}>
        <Text>
          <Trans>
            We may update these terms; the date above shows the latest version. Questions about these terms can be sent
            to our support team (see Contact Us at the bottom of the page). See also the{' '}
            <Link asChild color="primary">
              <RouterLink to={PATHS.privacy}>Privacy Policy</RouterLink>
            </Link>
            .
          </Trans>
        </Text>
      </TextSection>
    </PageContainer>
  );
}
