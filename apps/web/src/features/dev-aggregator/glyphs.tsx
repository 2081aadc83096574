import type { DevSlotSymbol } from '@panalo/contract/dev-aggregator'
import type { ReactNode } from 'react'

/** The slot symbols' drawings, in the game's two colours (CSS variables --game-a and --game-b). */
export function SlotGlyph({ glyph }: { glyph: DevSlotSymbol['glyph'] }) {
  return (
    <svg viewBox="0 0 48 48" width="100%" height="100%" aria-hidden="true">
      {GLYPHS[glyph]}
    </svg>
  )
}

const GOLD = '#ffc83d'
const GLYPHS: Record<DevSlotSymbol['glyph'], ReactNode> = {
  seven: (
    <path
      d="M12 10h26l-14 30h-8l12-23H12z"
      fill="#ef4444"
      stroke={GOLD}
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  ),
  crown: (
    <path
      d="M8 34l-2-20 10 8 8-12 8 12 10-8-2 20z M10 38h28"
      fill={GOLD}
      stroke="#b45309"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  gem: (
    <g stroke="#0e7490" strokeWidth="2" strokeLinejoin="round">
      <path d="M8 18l8-8h16l8 8-16 22z" fill="#22d3ee" />
      <path d="M8 18h32M16 10l8 30 8-30" fill="none" />
    </g>
  ),
  bell: (
    <g stroke="#b45309" strokeWidth="2">
      <path d="M24 8c-8 0-12 6-12 14v8l-4 6h32l-4-6v-8c0-8-4-14-12-14z" fill={GOLD} />
      <circle cx="24" cy="39" r="4" fill="#f59e0b" />
    </g>
  ),
  star: (
    <path
      d="M24 5l5.6 12 13 1.4-9.8 8.8 2.8 12.8L24 33.4 12.4 40l2.8-12.8-9.8-8.8 13-1.4z"
      fill="var(--game-b)"
      stroke="#fff"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  coin: (
    <g>
      <circle cx="24" cy="24" r="17" fill={GOLD} stroke="#b45309" strokeWidth="2.5" />
      <circle cx="24" cy="24" r="11" fill="none" stroke="#b45309" strokeWidth="2" />
      <text x="24" y="30" textAnchor="middle" fontSize="16" fontWeight="800" fill="#92400e">
        ₱
      </text>
    </g>
  ),
  leaf: (
    <g stroke="#14532d" strokeWidth="2">
      <path d="M10 38C10 18 22 8 40 8c0 18-10 30-30 30z" fill="#4ade80" />
      <path d="M12 36L32 16" fill="none" />
    </g>
  ),
  wave: (
    <g fill="none" strokeWidth="4" strokeLinecap="round">
      <path d="M6 18c6-6 12 6 18 0s12 6 18 0" stroke="#38bdf8" />
      <path d="M6 28c6-6 12 6 18 0s12 6 18 0" stroke="var(--game-b)" />
      <path d="M6 38c6-6 12 6 18 0s12 6 18 0" stroke="#38bdf8" />
    </g>
  ),
}
