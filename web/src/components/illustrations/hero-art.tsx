import { Box, type BoxProps } from '@chakra-ui/react';

/** The home hero: a globe with a flight path, a plane and a report card being sent. */
export function HeroArt(props: BoxProps) {
  return (
    <Box {...props}>
      <svg
        viewBox="0 0 420 340"
        role="img"
        aria-label="A plane flying a route around the globe while a report is sent"
        width="100%"
        height="100%"
        style={{ display: 'block' }}
      >
        <defs>
          <radialGradient id="hero-globe" cx="0.38" cy="0.35" r="0.75">
            <stop offset="0" stopColor="#bcd6ff" />
            <stop offset="1" stopColor="#3577e6" />
          </radialGradient>
        </defs>
        <circle cx="200" cy="180" r="130" fill="url(#hero-globe)" />
        <g fill="#d9e8ff" opacity="0.85">
          <path d="M120 120 q30 -30 70 -12 q18 10 8 28 q-20 18 -46 8 q-30 -6 -32 -24z" />
          <path d="M220 200 q40 -20 70 4 q10 30 -22 46 q-30 10 -48 -14 q-8 -22 0 -36z" />
          <path d="M110 210 q20 -8 34 6 q6 18 -12 26 q-22 2 -22 -32z" />
        </g>
        <g fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1.5">
          <ellipse cx="200" cy="180" rx="130" ry="48" />
          <ellipse cx="200" cy="180" rx="56" ry="130" />
          <path d="M70 180 h260" />
        </g>
        <path
          d="M60 240 Q170 30 360 110"
          fill="none"
          stroke="#1d4aa6"
          strokeWidth="3"
          strokeDasharray="8 8"
          strokeLinecap="round"
        />
        <circle cx="60" cy="240" r="7" fill="#0d9488" stroke="#fff" strokeWidth="3" />
        <g transform="translate(338 96) rotate(22)">
          <path
            d="M-26 0 Q-26 -6 -18 -6 L16 -6 Q28 -6 32 0 Q28 6 16 6 L-18 6 Q-26 6 -26 0Z"
            fill="#fff"
            stroke="#1d4aa6"
            strokeWidth="2"
          />
          <path d="M-2 -4 L-14 -26 L-6 -26 L12 -4Z M-2 4 L-14 26 L-6 26 L12 4Z" fill="#225dcc" />
          <path d="M-20 -4 L-28 -16 L-22 -16 L-12 -4Z" fill="#225dcc" />
        </g>
        <g transform="translate(280 232)">
          <rect width="118" height="84" rx="10" fill="#ffffff" stroke="#cbd5e1" />
          <rect x="12" y="14" width="56" height="8" rx="4" fill="#225dcc" />
          <rect x="12" y="32" width="94" height="6" rx="3" fill="#e2e8f0" />
          <rect x="12" y="46" width="80" height="6" rx="3" fill="#e2e8f0" />
          <rect x="12" y="60" width="44" height="12" rx="6" fill="#0d9488" />
          <circle cx="98" cy="18" r="10" fill="#ccfbf1" />
          <path
            d="M93 18 l4 4 l7 -8"
            fill="none"
            stroke="#0d9488"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      </svg>
    </Box>
  );
}

/** The 404 page: a small plane circling a question mark. */
export function LostPlaneArt(props: BoxProps) {
  return (
    <Box {...props}>
      <svg
        viewBox="0 0 240 160"
        role="img"
        aria-label="A plane circling, looking for its gate"
        width="100%"
        height="100%"
        style={{ display: 'block' }}
      >
        <ellipse cx="120" cy="84" rx="96" ry="52" fill="none" stroke="#bcd6ff" strokeWidth="3" strokeDasharray="7 7" />
        <text
          x="120"
          y="104"
          textAnchor="middle"
          fontSize="64"
          fontWeight="700"
          fill="#225dcc"
          fontFamily="system-ui, sans-serif"
        >
          ?
        </text>
        <g transform="translate(200 52) rotate(40)">
          <path
            d="M-18 0 Q-18 -5 -12 -5 L12 -5 Q20 -5 23 0 Q20 5 12 5 L-12 5 Q-18 5 -18 0Z"
            fill="#fff"
            stroke="#1d4aa6"
            strokeWidth="2"
          />
          <path d="M-2 -4 L-10 -20 L-4 -20 L8 -4Z M-2 4 L-10 20 L-4 20 L8 4Z" fill="#225dcc" />
        </g>
      </svg>
    </Box>
  );
}
