import { Button, Center, Heading, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { LostPlaneArt } from '../../../components/illustrations/lost-plane-art';
import { PATHS } from '../../../config/paths';

// Any unknown path (docs/product.md#screens): links to home, /directory, /how-it-works and /auth.
export default function NotFoundPage() {
  return (
    <Center flex="1" px="6" py={{ base: '12', md: '20' }}>
      <VStack gap="5" maxW="xl" textAlign="center">
        <LostPlaneArt w="220px" h="146px" />
        <Text color="primary" fontWeight="bold" letterSpacing="widest">
          404
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          <Trans>Page Not Found</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            The page you are looking for does not exist or has moved. These links will take you somewhere useful:
          </Trans>
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" w="full" maxW="md" data-testid="not-found-links">
          <Button asChild>
            <RouterLink to={PATHS.home}>
              <Trans>Go to Home</Trans>
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={PATHS.directory}>
              <Trans>Airline Directory</Trans>
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={PATHS.howItWorks}>
              <Trans>How It Works</Trans>
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={PATHS.auth}>
              <Trans>Log In or Sign Up</Trans>
            </RouterLink>
          </Button>
        </SimpleGrid>
      </VStack>
    </Center>
  );
}
