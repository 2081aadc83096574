import type { ReactNode } from 'react'

/**
 * Original art for Panalo Originals, drawn here in SVG: the Panalo Fortune symbols (a jeepney wild, a
 * parol scatter, a tarsier, a carabao, sampaguita, a mango and the card ranks), the Color Game dice
 * faces and the Mines gem and mine. No outside assets.
 */

function Frame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={label} width="100%" height="100%">
      {children}
    </svg>
  )
}

const Jeepney = () => (
  <Frame label="Jeepney (wild)">
    <rect x="2" y="2" width="60" height="60" rx="12" fill="#3b0764" />
    <path d="M8 40 L10 22 Q11 18 15 18 L50 18 Q54 18 55 22 L57 40 Z" fill="#ef4444" />
    <rect x="8" y="14" width="48" height="6" rx="3" fill="#facc15" />
    <rect x="14" y="23" width="9" height="8" rx="1.5" fill="#bae6fd" />
    <rect x="26" y="23" width="9" height="8" rx="1.5" fill="#bae6fd" />
    <rect x="38" y="23" width="9" height="8" rx="1.5" fill="#bae6fd" />
    <path d="M8 34 H57" stroke="#facc15" strokeWidth="2.5" />
    <rect x="6" y="38" width="53" height="6" rx="2" fill="#d4d4d8" />
    <circle cx="18" cy="46" r="6" fill="#18181b" />
    <circle cx="18" cy="46" r="2.5" fill="#a1a1aa" />
    <circle cx="47" cy="46" r="6" fill="#18181b" />
    <circle cx="47" cy="46" r="2.5" fill="#a1a1aa" />
    <path d="M28 8 L32 3 L36 8 Z" fill="#facc15" />
    <text
      x="32"
      y="60"
      textAnchor="middle"
      fontSize="9"
      fontWeight="900"
      fill="#facc15"
      fontFamily="sans-serif"
    >
      WILD
    </text>
  </Frame>
)

const Parol = () => (
  <Frame label="Parol (scatter)">
    <rect x="2" y="2" width="60" height="60" rx="12" fill="#1e1b4b" />
    <circle cx="32" cy="30" r="20" fill="#fde047" opacity="0.18" />
    <path
      d="M32 8 L37.5 23 L53 23.5 L40.5 33 L45 48 L32 39 L19 48 L23.5 33 L11 23.5 L26.5 23 Z"
      fill="#f43f5e"
      stroke="#fde047"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <circle cx="32" cy="29" r="5" fill="#fde047" />
    <path d="M24 47 q-2 6 -4 10 M32 41 v16 M40 47 q2 6 4 10" stroke="#fde047" strokeWidth="2" fill="none" />
  </Frame>
)

const Tarsier = () => (
  <Frame label="Tarsier">
    <rect x="2" y="2" width="60" height="60" rx="12" fill="#14532d" />
    <ellipse cx="32" cy="38" rx="18" ry="17" fill="#a16207" />
    <ellipse cx="13" cy="20" rx="7" ry="9" fill="#a16207" />
    <ellipse cx="51" cy="20" rx="7" ry="9" fill="#a16207" />
    <ellipse cx="13" cy="20" rx="3.5" ry="5" fill="#fcd34d" />
    <ellipse cx="51" cy="20" rx="3.5" ry="5" fill="#fcd34d" />
    <circle cx="24" cy="34" r="9" fill="#fef3c7" />
    <circle cx="40" cy="34" r="9" fill="#fef3c7" />
    <circle cx="24" cy="34" r="6" fill="#422006" />
    <circle cx="40" cy="34" r="6" fill="#422006" />
    <circle cx="26" cy="32" r="2" fill="#fff" />
    <circle cx="42" cy="32" r="2" fill="#fff" />
    <path d="M30 45 q2 2 4 0" stroke="#422006" strokeWidth="1.5" fill="none" />
  </Frame>
)

const Carabao = () => (
  <Frame label="Carabao">
    <rect x="2" y="2" width="60" height="60" rx="12" fill="#0c4a6e" />
    <path
      d="M6 20 Q14 8 26 18 M58 20 Q50 8 38 18"
      stroke="#e7e5e4"
      strokeWidth="5"
      fill="none"
      strokeLinecap="round"
    />
    <ellipse cx="32" cy="34" rx="15" ry="17" fill="#52525b" />
    <ellipse cx="32" cy="44" rx="10" ry="7" fill="#a1a1aa" />
    <circle cx="28" cy="44" r="1.8" fill="#27272a" />
    <circle cx="36" cy="44" r="1.8" fill="#27272a" />
    <circle cx="25" cy="30" r="2.5" fill="#fafafa" />
    <circle cx="39" cy="30" r="2.5" fill="#fafafa" />
  </Frame>
)

const Sampaguita = () => (
  <Frame label="Sampaguita">
    <rect x="2" y="2" width="60" height="60" rx="12" fill="#166534" />
    {[0, 72, 144, 216, 288].map((angle) => (
      <ellipse
        key={angle}
        cx="32"
        cy="19"
        rx="7"
        ry="12"
        fill="#fafafa"
        transform={`rotate(${angle} 32 32)`}
      />
    ))}
    <circle cx="32" cy="32" r="5" fill="#fde047" />
  </Frame>
)

const Mango = () => (
  <Frame label="Mango">
    <rect x="2" y="2" width="60" height="60" rx="12" fill="#7c2d12" />
    <path d="M20 18 Q44 8 50 32 Q54 52 34 54 Q14 54 14 36 Q14 24 20 18 Z" fill="#facc15" />
    <path d="M22 22 Q30 16 40 20" stroke="#fef9c3" strokeWidth="3" fill="none" strokeLinecap="round" />
    <path d="M28 16 Q30 8 36 6" stroke="#4d7c0f" strokeWidth="3" fill="none" />
    <ellipse cx="40" cy="9" rx="7" ry="3.5" fill="#65a30d" transform="rotate(-20 40 9)" />
  </Frame>
)

const RANK_COLOURS: Record<string, string> = {
  a: '#f43f5e',
  k: '#a855f7',
  q: '#22d3ee',
  j: '#22c55e',
  ten: '#f59e0b',
}

function Rank({ id, label }: { id: string; label: string }) {
  const colour = RANK_COLOURS[id] ?? '#fff'
  return (
    <Frame label={label}>
      <rect x="2" y="2" width="60" height="60" rx="12" fill="#1f1a3a" />
      <text
        x="32"
        y="44"
        textAnchor="middle"
        fontSize={label.length > 1 ? 30 : 38}
        fontWeight="900"
        fontFamily="Georgia, serif"
        fill={colour}
        stroke="#0f0b1e"
        strokeWidth="1.5"
      >
        {label}
      </text>
    </Frame>
  )
}

const RANK_LABELS: Record<string, string> = { a: 'A', k: 'K', q: 'Q', j: 'J', ten: '10' }

/** A Panalo Fortune reel symbol by its id in packages/fair's configuration. */
export function SlotSymbolArt({ id }: { id: string }) {
  switch (id) {
    case 'jeepney':
      return <Jeepney />
    case 'parol':
      return <Parol />
    case 'tarsier':
      return <Tarsier />
    case 'carabao':
      return <Carabao />
    case 'sampaguita':
      return <Sampaguita />
    case 'mango':
      return <Mango />
    default:
      return <Rank id={id} label={RANK_LABELS[id] ?? id} />
  }
}

/** The perya colours as painted on the board and the dice. */
export const COLOUR_FILL: Record<string, string> = {
  yellow: '#facc15',
  white: '#f8fafc',
  pink: '#f472b6',
  blue: '#3b82f6',
  green: '#22c55e',
  red: '#ef4444',
}

/** A Color Game die showing a colour. */
export function ColourDie({ colour, label }: { colour: string; label: string }) {
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={label} width="100%" height="100%">
      <path d="M8 18 L32 6 L56 18 L56 46 L32 58 L8 46 Z" fill="#fff7ed" stroke="#0f0b1e" strokeWidth="2" />
      <path
        d="M8 18 L32 30 L56 18 L32 6 Z"
        fill={COLOUR_FILL[colour] ?? '#fff'}
        stroke="#0f0b1e"
        strokeWidth="2"
      />
      <path
        d="M8 18 L32 30 L32 58 L8 46 Z"
        fill={COLOUR_FILL[colour] ?? '#fff'}
        opacity="0.82"
        stroke="#0f0b1e"
        strokeWidth="2"
      />
      <path
        d="M56 18 L32 30 L32 58 L56 46 Z"
        fill={COLOUR_FILL[colour] ?? '#fff'}
        opacity="0.64"
        stroke="#0f0b1e"
        strokeWidth="2"
      />
    </svg>
  )
}

export const Gem = () => (
  <svg viewBox="0 0 64 64" aria-hidden width="100%" height="100%">
    <path
      d="M16 22 L24 12 H40 L48 22 L32 54 Z"
      fill="#34d399"
      stroke="#064e3b"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <path d="M16 22 H48 M24 12 L28 22 L32 54 L36 22 L40 12" stroke="#064e3b" strokeWidth="1.5" fill="none" />
    <path d="M22 20 L26 14" stroke="#ecfdf5" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
)

export const Mine = () => (
  <svg viewBox="0 0 64 64" aria-hidden width="100%" height="100%">
    {[0, 45, 90, 135].map((angle) => (
      <rect
        key={angle}
        x="30"
        y="8"
        width="4"
        height="48"
        rx="2"
        fill="#27272a"
        transform={`rotate(${angle} 32 32)`}
      />
    ))}
    <circle cx="32" cy="32" r="15" fill="#18181b" stroke="#ef4444" strokeWidth="3" />
    <circle cx="27" cy="27" r="4" fill="#fafafa" opacity="0.8" />
  </svg>
)
