import type { ReactNode } from 'react'

/**
 * The built-in avatars (AVATAR_COUNT in the contract): a coloured disc with a motif of the islands —
 * sun, mango, wave, palm, star, jeepney light, flower and moon. Drawn here, so no image loads.
 */
const AVATARS: { background: [string, string]; motif: ReactNode }[] = [
  {
    background: ['#FFC83D', '#F59E0B'],
    motif: (
      <g fill="#7C2D12">
        <circle cx="32" cy="32" r="9" />
        {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
          <rect
            key={angle}
            x="30.5"
            y="12"
            width="3"
            height="8"
            rx="1.5"
            transform={`rotate(${angle} 32 32)`}
          />
        ))}
      </g>
    ),
  },
  {
    background: ['#86EFAC', '#16A34A'],
    motif: (
      <path
        d="M24 40c0-10 6-18 14-18 3 0 4 3 2 8-3 8-8 14-16 10zm14-18c1-4 4-6 7-6"
        fill="#FDE047"
        stroke="#14532D"
        strokeWidth="2"
      />
    ),
  },
  {
    background: ['#7DD3FC', '#0369A1'],
    motif: (
      <path
        d="M14 38c4-4 8-4 12 0s8 4 12 0 8-4 12 0M14 30c4-4 8-4 12 0s8 4 12 0 8-4 12 0"
        fill="none"
        stroke="#F0F9FF"
        strokeWidth="3"
        strokeLinecap="round"
      />
    ),
  },
  {
    background: ['#FDE68A', '#B45309'],
    motif: (
      <path
        d="M32 50V30m0 0c-4-6-10-8-16-6m16 6c4-6 10-8 16-6m-16 6c-2-6-1-11 3-14m-3 14c2-6 6-9 11-10"
        fill="none"
        stroke="#14532D"
        strokeWidth="3"
        strokeLinecap="round"
      />
    ),
  },
  {
    background: ['#C4B5FD', '#6D28D9'],
    motif: <path d="M32 14l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="#FFC83D" />,
  },
  {
    background: ['#FCA5A5', '#B91C1C'],
    motif: (
      <g>
        <rect x="16" y="24" width="32" height="18" rx="5" fill="#FFF7ED" />
        <circle cx="24" cy="33" r="4" fill="#FACC15" />
        <circle cx="40" cy="33" r="4" fill="#FACC15" />
      </g>
    ),
  },
  {
    background: ['#F9A8D4', '#BE185D'],
    motif: (
      <g fill="#FFF1F2">
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse key={angle} cx="32" cy="22" rx="5" ry="9" transform={`rotate(${angle} 32 32)`} />
        ))}
        <circle cx="32" cy="32" r="4" fill="#FACC15" />
      </g>
    ),
  },
  {
    background: ['#818CF8', '#1E1B4B'],
    motif: <path d="M38 16a16 16 0 1 0 10 26 13 13 0 0 1-10-26z" fill="#FEF3C7" />,
  },
]

export function Avatar({ avatar, size = 56, label }: { avatar: number; size?: number; label?: string }) {
  const choice = AVATARS[(avatar - 1 + AVATARS.length) % AVATARS.length] ?? AVATARS[0]
  const gradient = `avatar-gradient-${avatar}`
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={label ?? `Avatar ${avatar}`}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={choice?.background[0]} />
          <stop offset="1" stopColor={choice?.background[1]} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradient})`} />
      {choice?.motif}
    </svg>
  )
}
