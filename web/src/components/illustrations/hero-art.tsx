/// <reference types="vite/client" />
// Vite's client types declare the `?no-inline` asset import below; the test project, which builds the prerender
// from these sources, does not load them otherwise.
import { Box, type BoxProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import heroArtUrl from './hero-art.svg?no-inline';

/**
 * The home hero: a globe with a flight path, a plane and a report card being sent. A file of its own (hero-art.svg,
 * hashed and cached like the scripts) rather than JSX: drawn as elements it was 1 kB of the home page's script.
 */
export function HeroArt(props: BoxProps) {
  const { t } = useLingui();
  return (
    <Box {...props}>
      <img
        src={heroArtUrl}
        alt={t`A plane flying a route around the globe while a report is sent`}
        width={420}
        height={340}
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </Box>
  );
}
