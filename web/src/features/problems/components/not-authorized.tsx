// What /problem-management shows a signed-out visitor (docs/product.md: the page itself says Not Authorized).
import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { signInUrl } from '@contracts';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export function NotAuthorized() {
  // After logging in the visitor comes back here, to the case a mail's link named (?report=).
  const { pathname, search } = useLocation();
  return (
    <Center minH="50vh" px="6">
      <VStack gap="3" textAlign="center">
        <Heading as="h1" size="2xl">
          <Trans>Not Authorized</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Please log in to see your reported problems.</Trans>
        </Text>
        <Button asChild>
          <RouterLink to={signInUrl(pathname + search)}>
            <Trans>Log In</Trans>
          </RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
