import { Box, HStack, Text } from '@chakra-ui/react';

export function LogoMark({ size = 8 }: { size?: number | string }) {
  return (
    <Box boxSize={size} flexShrink={0}>
      <svg viewBox="0 0 32 32" width="100%" height="100%" aria-hidden="true" style={{ display: 'block' }}>
        <rect width="32" height="32" rx="8" fill="#225dcc" />
        <path
          d="M23.5 8.5c.9-.9 2.2-1 2.6-.6s.3 1.7-.6 2.6l-3.2 3.2 2.2 8.4-1.6 1.6-3.9-6.6-3.3 3.3.4 2.8-1.2 1.2-1.7-3-3-1.7 1.2-1.2 2.8.4 3.3-3.3-6.6-3.9 1.6-1.6 8.4 2.2z"
          fill="#fff"
        />
      </svg>
    </Box>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <HStack gap="2">
      <LogoMark />
      <Text fontWeight="800" fontSize="xl" letterSpacing="-0.02em" color={inverted ? 'white' : 'foreground'}>
        Air
        <Box as="span" color={inverted ? 'brand.300' : 'primary'}>
          Desk
        </Box>
      </Text>
    </HStack>
  );
}
