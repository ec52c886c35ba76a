import { Box, type BoxProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The 404 page: a small plane circling a question mark. */
export function LostPlaneArt(props: BoxProps) {
  const { t } = useLingui();
  return (
    <Box {...props}>
      <svg
        viewBox="0 0 240 160"
        role="img"
        aria-label={t`A plane circling, looking for its gate`}
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
