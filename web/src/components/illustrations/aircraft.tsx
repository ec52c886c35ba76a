// Aircraft drawn in-house as inline SVG (no image files, no third-party art).
import { Box, type BoxProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

const SKY = (id: string) => (
  <defs>
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor="#d9e8ff" />
      <stop offset="1" stopColor="#f4f8ff" />
    </linearGradient>
  </defs>
);

function Clouds() {
  return (
    <g fill="#ffffff" opacity="0.9">
      <ellipse cx="62" cy="40" rx="26" ry="9" />
      <ellipse cx="80" cy="34" rx="16" ry="9" />
      <ellipse cx="250" cy="150" rx="30" ry="9" />
      <ellipse cx="270" cy="144" rx="16" ry="8" />
      <ellipse cx="250" cy="36" rx="18" ry="6" />
    </g>
  );
}

type Props = BoxProps & { title: string };

function Frame({ title, children, gradient, ...rest }: Props & { gradient: string; children: React.ReactNode }) {
  return (
    <Box {...rest}>
      <svg viewBox="0 0 320 180" role="img" aria-label={title} width="100%" height="100%" style={{ display: 'block' }}>
        <title>{title}</title>
        {SKY(gradient)}
        <rect width="320" height="180" rx="16" fill={`url(#${gradient})`} />
        <Clouds />
        {children}
      </svg>
    </Box>
  );
}

export function AirlinerArt(props: Partial<Props>) {
  const { t } = useLingui();
  return (
    <Frame gradient="sky-airliner" {...props} title={props.title ?? t`A commercial airliner in flight`}>
      <path d="M150 108 L112 154 L134 154 L188 108 Z" fill="#1d4aa6" />
      <rect x="136" y="116" width="34" height="13" rx="6.5" fill="#64748b" />
      <path
        d="M36 100 Q36 85 58 85 L248 85 Q284 85 296 100 Q284 114 248 114 L58 114 Q36 114 36 100 Z"
        fill="#ffffff"
        stroke="#94a3b8"
        strokeWidth="1.5"
      />
      <path d="M44 88 L26 48 L50 48 L82 86 Z" fill="#225dcc" />
      <path d="M40 100 L14 92 L18 88 L52 94 Z" fill="#225dcc" />
      <rect x="58" y="102" width="222" height="3.5" fill="#225dcc" />
      <path d="M268 90 L286 95 L286 98 L270 98 Z" fill="#1e293b" />
      {Array.from({ length: 15 }, (_, i) => (
        <circle key={i} cx={84 + i * 11.5} cy="95" r="2.4" fill="#334155" />
      ))}
      <path d="M150 92 L128 60 L146 60 L178 92 Z" fill="#3577e6" opacity="0.55" />
    </Frame>
  );
}

export function CharterJetArt(props: Partial<Props>) {
  const { t } = useLingui();
  return (
    <Frame gradient="sky-charter" {...props} title={props.title ?? t`A charter business jet`}>
      <path d="M160 106 L136 140 L152 140 L190 106 Z" fill="#0f766e" />
      <path
        d="M62 100 Q62 89 80 89 L226 89 Q258 89 268 100 Q258 110 226 110 L80 110 Q62 110 62 100 Z"
        fill="#ffffff"
        stroke="#94a3b8"
        strokeWidth="1.5"
      />
      <path d="M76 91 L58 54 L74 54 L100 89 Z" fill="#0d9488" />
      <path d="M46 54 L92 54 L90 60 L50 60 Z" fill="#0d9488" />
      <rect x="88" y="78" width="38" height="13" rx="6.5" fill="#64748b" />
      <path d="M250 93 L266 98 L266 100 L252 100 Z" fill="#1e293b" />
      {Array.from({ length: 6 }, (_, i) => (
        <ellipse key={i} cx={146 + i * 14} cy="97" rx="3.4" ry="2.6" fill="#334155" />
      ))}
      <rect x="80" y="102" width="170" height="3" fill="#0d9488" />
    </Frame>
  );
}

export function HelicopterArt(props: Partial<Props>) {
  const { t } = useLingui();
  return (
    <Frame gradient="sky-heli" {...props} title={props.title ?? t`A helicopter`}>
      <rect x="66" y="66" width="208" height="6" rx="3" fill="#334155" />
      <rect x="164" y="70" width="10" height="12" fill="#475569" />
      <path d="M130 100 L52 94 L52 104 L130 114 Z" fill="#225dcc" />
      <path d="M56 96 L42 74 L52 74 L66 96 Z" fill="#225dcc" />
      <circle cx="48" cy="98" r="12" fill="none" stroke="#475569" strokeWidth="2.5" strokeDasharray="6 4" />
      <ellipse cx="172" cy="106" rx="50" ry="27" fill="#ffffff" stroke="#94a3b8" strokeWidth="1.5" />
      <path d="M186 82 Q218 84 221 104 L186 104 Z" fill="#8ebcfb" stroke="#1d4aa6" strokeWidth="1.5" />
      <rect x="140" y="92" width="30" height="16" rx="4" fill="#bcd6ff" stroke="#1d4aa6" strokeWidth="1.2" />
      <path d="M124 110 L220 110" stroke="#225dcc" strokeWidth="3" />
      <path d="M146 131 L140 146 M200 131 L206 146" stroke="#475569" strokeWidth="3" strokeLinecap="round" />
      <path d="M120 146 L226 146" stroke="#475569" strokeWidth="4" strokeLinecap="round" />
    </Frame>
  );
}
