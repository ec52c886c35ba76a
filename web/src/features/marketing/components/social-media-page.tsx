import { Badge, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ContactSection } from '../../../components/contact-section';
import { FacebookIcon, XLogoIcon } from '../../../components/icons';
import { PageContainer, PageHeading } from '../../../components/page';

export default function SocialMediaPage() {
  return (
    <PageContainer maxW="4xl">
      <PageHeading
        title={<Trans>Social Media</Trans>}
        subtitle={<Trans>Travel tips, airline news and updates about AirDesk.</Trans>}
      />
      <Stack gap="10">
        <Stack
          gap="4"
          borderWidth="1px"
          borderRadius="2xl"
          p={{ base: '6', md: '10' }}
          align="center"
          textAlign="center"
          bg="bg.subtle"
        >
          <Stack direction="row" gap="4" color="primary">
            <FacebookIcon boxSize="8" />
            <XLogoIcon boxSize="8" />
          </Stack>
          <Badge colorPalette="orange" size="lg">
            <Trans>Coming soon</Trans>
          </Badge>
          <Text color="fg.muted" maxW="lg">
            <Trans>
              Our social media pages are not live yet. Until they are, our support team is happy to help by e-mail or
              phone.
            </Trans>
          </Text>
        </Stack>
        <ContactSection />
      </Stack>
    </PageContainer>
  );
}
