// What /problem-management shows a signed-out visitor (docs/product.md: the page itself says Not Authorized).
import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../config/paths';

export function NotAuthorized() {
  return (
    <Center minH="50vh" px="6">
      <VStack gap="3" textAlign="center">
        <Heading as="h1" size="2xl">
          Not Authorized
        </Heading>
        <Text color="fg.muted">Please log in to see your reported problems.</Text>
        <Button asChild>
          <RouterLink to={PATHS.auth}>Log In</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
