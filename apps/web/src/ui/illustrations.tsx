import type { ReactNode, SVGProps } from 'react'

/**
 * Panalo's own small illustrations (decision 102): flat, two or three colours on a soft round
 * backdrop, a dark outline, 48×48. Drawn here, inline, so they cost no request and never become a
 * page's largest paint. The bonus centre's tiles and the home carousel's slides use them.
 */
const INK = '#2a1840'
const GOLD = '#ffc83d'
const GOLD_DARK = '#e0a82e'
const PINK = '#ec4899'
const VIOLET = '#7c3aed'
const TEAL = '#0ea5b7'
const GREEN = '#16a34a'
const RED = '#ef4444'
const BLUE = '#2563eb'
const WHITE = '#fff'

type Props = SVGProps<SVGSVGElement>

function Art({ tone, children, ...props }: Props & { tone: string; children: ReactNode }) {
  return (
    <svg
      width="48"
      height="48"
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      stroke={INK}
      strokeWidth="2"
      strokeLinejoin="round"
      strokeLinecap="round"
      {...props}
    >
      <circle cx="24" cy="24" r="23" fill={tone} opacity=".18" stroke="none" />
      {children}
    </svg>
  )
}

const Sparkle = ({ x, y }: { x: number; y: number }) => (
  <path
    d={`M${x} ${y - 4}l1.2 2.8 2.8 1.2-2.8 1.2-1.2 2.8-1.2-2.8-2.8-1.2 2.8-1.2z`}
    fill={WHITE}
    strokeWidth="1"
  />
)

export const CalendarArt = (props: Props) => (
  <Art tone={TEAL} {...props}>
    <rect x="9" y="12" width="30" height="27" rx="5" fill={WHITE} />
    <path d="M9 17a5 5 0 0 1 5-5h20a5 5 0 0 1 5 5v4H9z" fill={RED} />
    <path d="M17 8v7M31 8v7" />
    <path d="m18 29 4 4 8-8" stroke={GREEN} strokeWidth="3.5" />
  </Art>
)

export const TasksArt = (props: Props) => (
  <Art tone={BLUE} {...props}>
    <rect x="11" y="9" width="26" height="32" rx="4" fill={WHITE} />
    <rect x="18" y="6" width="12" height="6" rx="2" fill={GOLD} />
    <path d="m16 20 2 2 4-4M16 30l2 2 4-4" stroke={GREEN} strokeWidth="2.5" />
    <path d="M26 20h6M26 30h6" />
  </Art>
)

export const CrownArt = (props: Props) => (
  <Art tone={GOLD_DARK} {...props}>
    <path d="M9 34 7 15l10 8 7-12 7 12 10-8-2 19z" fill={GOLD} />
    <rect x="9" y="34" width="30" height="5" rx="2" fill={GOLD_DARK} />
    <circle cx="24" cy="26" r="3" fill={PINK} />
    <Sparkle x={38} y={9} />
  </Art>
)

export const RebateArt = (props: Props) => (
  <Art tone={GREEN} {...props}>
    <ellipse cx="20" cy="33" rx="11" ry="5" fill={GOLD_DARK} />
    <ellipse cx="20" cy="28" rx="11" ry="5" fill={GOLD} />
    <ellipse cx="20" cy="23" rx="11" ry="5" fill={GOLD} />
    <path d="M33 12a9 9 0 0 1 3 13" stroke={GREEN} strokeWidth="3" fill="none" />
    <path d="m31 8 2 4-4 2" stroke={GREEN} strokeWidth="3" fill="none" />
  </Art>
)

export const PointsArt = (props: Props) => (
  <Art tone={VIOLET} {...props}>
    <circle cx="24" cy="25" r="14" fill={GOLD} />
    <circle cx="24" cy="25" r="10" fill={GOLD_DARK} strokeWidth="1.5" />
    <path d="m24 18 2.2 4.4 4.8.7-3.5 3.4.8 4.8-4.3-2.3-4.3 2.3.8-4.8-3.5-3.4 4.8-.7z" fill={WHITE} />
  </Art>
)

export const DiamondArt = (props: Props) => (
  <Art tone={TEAL} {...props}>
    <path d="M10 19 17 10h14l7 9-14 20z" fill="#67e8f9" />
    <path d="M10 19h28M17 10l7 29 7-29M19 19l5-9 5 9" fill="none" strokeWidth="1.5" />
    <Sparkle x={37} y={9} />
  </Art>
)

export const GiftArt = (props: Props) => (
  <Art tone={PINK} {...props}>
    <rect x="10" y="21" width="28" height="18" rx="3" fill={PINK} />
    <rect x="8" y="15" width="32" height="7" rx="2" fill="#f472b6" />
    <path d="M24 15v24" stroke={GOLD} strokeWidth="5" />
    <path d="M24 15c-3-7-11-7-9-2 1 2 5 2 9 2zm0 0c3-7 11-7 9-2-1 2-5 2-9 2z" fill={GOLD} />
  </Art>
)

export const ReceiptArt = (props: Props) => (
  <Art tone={VIOLET} {...props}>
    <path d="M13 8h22v32l-4-3-3.5 3-3.5-3-3.5 3-3.5-3-4 3z" fill={WHITE} />
    <path d="M18 16h12M18 22h12M18 28h7" />
    <circle cx="32" cy="32" r="6" fill={GOLD} />
  </Art>
)

export const WelcomeGiftArt = (props: Props) => (
  <Art tone={GOLD} {...props}>
    <rect x="9" y="18" width="30" height="21" rx="3" fill={WHITE} />
    <path d="m9 20 15 10 15-10" fill="none" />
    <rect x="15" y="9" width="18" height="13" rx="2" fill={GOLD} />
    <path d="M24 12v7M21 15.5h6" stroke={INK} />
  </Art>
)

export const PiggyArt = (props: Props) => (
  <Art tone={PINK} {...props}>
    <ellipse cx="23" cy="28" rx="14" ry="10" fill="#f9a8d4" />
    <path d="M33 24h5v7h-4M15 36v4M29 36v4" fill="#f9a8d4" />
    <circle cx="31" cy="25" r="1" fill={INK} />
    <rect x="19" y="17" width="8" height="2.5" rx="1" fill={INK} stroke="none" />
    <circle cx="23" cy="11" r="5" fill={GOLD} />
  </Art>
)

export const CardArt = (props: Props) => (
  <Art tone={BLUE} {...props}>
    <rect x="7" y="14" width="34" height="22" rx="4" fill={BLUE} />
    <path d="M7 20h34" stroke={INK} strokeWidth="4" />
    <rect x="12" y="26" width="8" height="5" rx="1" fill={GOLD} />
    <circle cx="35" cy="12" r="6" fill={GOLD} />
    <path d="M35 9v6M32 12h6" stroke={INK} strokeWidth="1.5" />
  </Art>
)

export const TrophyArt = (props: Props) => (
  <Art tone={GOLD_DARK} {...props}>
    <path d="M16 9h16v10a8 8 0 0 1-16 0z" fill={GOLD} />
    <path d="M16 12h-5c0 6 3 8 6 9M32 12h5c0 6-3 8-6 9" fill="none" />
    <path d="M22 27h4v6h-4z" fill={GOLD_DARK} />
    <rect x="15" y="33" width="18" height="6" rx="2" fill={VIOLET} />
    <Sparkle x={24} y={15} />
  </Art>
)

export const VersusArt = (props: Props) => (
  <Art tone={RED} {...props}>
    <path d="M8 12l10-3 3 3v15c0 6-5 9-8 10-3-1-5-4-5-10z" fill={RED} />
    <path d="M40 12l-10-3-3 3v15c0 6 5 9 8 10 3-1 5-4 5-10z" fill={BLUE} />
    <path d="M20 20l8 8M28 20l-8 8" stroke={GOLD} strokeWidth="3" />
  </Art>
)

export const PeopleArt = (props: Props) => (
  <Art tone={GREEN} {...props}>
    <circle cx="31" cy="17" r="5" fill={TEAL} />
    <path d="M22 37c0-7 4-11 9-11s9 4 9 11z" fill={TEAL} />
    <circle cx="18" cy="19" r="6" fill={GOLD} />
    <path d="M7 39c0-8 5-12 11-12s11 4 11 12z" fill={GOLD} />
  </Art>
)

export const PodiumArt = (props: Props) => (
  <Art tone={VIOLET} {...props}>
    <rect x="18" y="20" width="12" height="19" rx="1" fill={GOLD} />
    <rect x="7" y="27" width="11" height="12" rx="1" fill="#cbd5e1" />
    <rect x="30" y="30" width="11" height="9" rx="1" fill="#f59e0b" />
    <path d="m24 8 1.8 3.6 4 .6-2.9 2.8.7 4-3.6-1.9-3.6 1.9.7-4-2.9-2.8 4-.6z" fill={GOLD} />
  </Art>
)

export const MegaphoneArt = (props: Props) => (
  <Art tone={PINK} {...props}>
    <path d="M9 20h7l15-9v26l-15-9H9z" fill={PINK} />
    <path d="M13 28l3 10h5l-2-10" fill={WHITE} />
    <path d="M36 19c2 2 2 8 0 10M39 16c4 4 4 12 0 16" fill="none" stroke={GOLD} strokeWidth="2.5" />
  </Art>
)

export const WheelArt = (props: Props) => (
  <Art tone={VIOLET} {...props}>
    <circle cx="24" cy="25" r="15" fill={WHITE} />
    <path d="M24 25V10a15 15 0 0 1 13 7.5z" fill={PINK} />
    <path d="M24 25l13 7.5A15 15 0 0 1 24 40z" fill={GOLD} />
    <path d="M24 25 11 32.5A15 15 0 0 1 11 17.5z" fill={TEAL} />
    <circle cx="24" cy="25" r="3" fill={INK} />
    <path d="m21 6 3 6 3-6z" fill={RED} />
  </Art>
)

export const TicketArt = (props: Props) => (
  <Art tone={GOLD_DARK} {...props}>
    <path d="M7 15h34v6a3 3 0 0 0 0 6v6H7v-6a3 3 0 0 0 0-6z" fill={GOLD} transform="rotate(-10 24 24)" />
    <path d="M30 13v22" strokeDasharray="2 3" transform="rotate(-10 24 24)" />
    <circle cx="18" cy="25" r="4" fill={RED} />
  </Art>
)

export const JackpotArt = (props: Props) => (
  <Art tone={GOLD} {...props}>
    <circle cx="17" cy="15" r="5" fill={GOLD} />
    <circle cx="28" cy="12" r="5" fill={GOLD} />
    <path d="M9 22h30l-3 17H12z" fill={VIOLET} />
    <rect x="7" y="19" width="34" height="5" rx="2" fill="#a78bfa" />
    <path d="M19 31h10" stroke={GOLD} strokeWidth="3" />
  </Art>
)

export const LiveArt = (props: Props) => (
  <Art tone={RED} {...props}>
    <rect x="7" y="13" width="34" height="24" rx="4" fill={INK} />
    <path d="m21 19 9 6-9 6z" fill={WHITE} stroke="none" />
    <circle cx="36" cy="12" r="5" fill={RED} />
  </Art>
)

export const PhoneLinkArt = (props: Props) => (
  <Art tone={TEAL} {...props}>
    <rect x="15" y="7" width="18" height="34" rx="4" fill={WHITE} />
    <path d="M21 11h6" />
    <circle cx="24" cy="25" r="6" fill={GREEN} />
    <path d="m21.5 25 2 2 3-3.5" stroke={WHITE} strokeWidth="2" />
  </Art>
)

export const WalletArt = (props: Props) => (
  <Art tone={GREEN} {...props}>
    <path d="M8 16h30a3 3 0 0 1 3 3v17a3 3 0 0 1-3 3H11a3 3 0 0 1-3-3z" fill={GREEN} />
    <path d="M8 16l22-7 3 7" fill={GOLD} />
    <rect x="29" y="23" width="12" height="8" rx="2" fill={GOLD} />
    <circle cx="33" cy="27" r="1.5" fill={INK} stroke="none" />
  </Art>
)

export const SlotsArt = (props: Props) => (
  <Art tone={PINK} {...props}>
    <rect x="8" y="11" width="30" height="28" rx="4" fill={VIOLET} />
    <rect x="12" y="17" width="22" height="12" rx="2" fill={WHITE} />
    <path d="M19 17v12M27 17v12" strokeWidth="1.5" />
    <text
      x="23"
      y="27"
      fontSize="9"
      fontWeight="900"
      textAnchor="middle"
      fill={RED}
      stroke="none"
      fontFamily="sans-serif"
    >
      777
    </text>
    <path d="M38 18h3v-6" fill="none" />
    <circle cx="41" cy="11" r="2.5" fill={RED} />
  </Art>
)
