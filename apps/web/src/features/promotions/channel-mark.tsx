import type { ReactNode } from 'react'

/**
 * A mark per social channel on /activity/follow, so a player finds "their" app at a glance: the
 * channel's usual colour with a glyph of our own drawing (no copied logos). An unknown channel gets
 * its initial on the brand's neutral colour.
 */
export function ChannelMark({ id, name }: { id: string; name: string }) {
  return (
    <svg width="36" height="36" viewBox="0 0 28 28" aria-hidden="true" focusable="false" data-channel={id}>
      {MARKS[id] ?? initial(name)}
    </svg>
  )
}

const initial = (name: string) => (
  <>
    <rect width="28" height="28" rx="8" fill="#5b4bc4" />
    <text x="14" y="14" dy="0.36em" textAnchor="middle" fontSize="15" fontWeight="900" fill="#fff">
      {name.slice(0, 1).toUpperCase()}
    </text>
  </>
)

const MARKS: Record<string, ReactNode> = {
  // A lower-case f standing on the tile's bottom edge.
  facebook: (
    <>
      <rect width="28" height="28" rx="8" fill="#1877f2" />
      <path
        d="M15.5 28V17h3.2l.5-3.8h-3.7v-2.4c0-1.1.3-1.8 1.9-1.8h2V5.6a26 26 0 0 0-2.9-.1c-2.9 0-4.8 1.7-4.8 4.9v2.8H8.5V17h3.2v11z"
        fill="#fff"
      />
    </>
  ),
  // A quaver with the channel's cyan and red offsets.
  tiktok: (
    <>
      <rect width="28" height="28" rx="8" fill="#111" />
      <path
        d="M16.6 6h-3v11.3a2.6 2.6 0 1 1-2.6-2.6v-3.1a5.7 5.7 0 1 0 5.6 5.7V11a7 7 0 0 0 4 1.3V9.2a4 4 0 0 1-4-3.2z"
        fill="#25f4ee"
        transform="translate(-.8 -.6)"
      />
      <path
        d="M16.6 6h-3v11.3a2.6 2.6 0 1 1-2.6-2.6v-3.1a5.7 5.7 0 1 0 5.6 5.7V11a7 7 0 0 0 4 1.3V9.2a4 4 0 0 1-4-3.2z"
        fill="#fe2c55"
        transform="translate(.8 .6)"
      />
      <path
        d="M16.6 6h-3v11.3a2.6 2.6 0 1 1-2.6-2.6v-3.1a5.7 5.7 0 1 0 5.6 5.7V11a7 7 0 0 0 4 1.3V9.2a4 4 0 0 1-4-3.2z"
        fill="#fff"
      />
    </>
  ),
  // A play triangle on a rounded red screen.
  youtube: (
    <>
      <rect width="28" height="28" rx="8" fill="#fff" />
      <rect x="3.5" y="7" width="21" height="14" rx="4" fill="#ff0000" />
      <path d="M12 10.5v7l6-3.5z" fill="#fff" />
    </>
  ),
  // A paper plane.
  telegram: (
    <>
      <rect width="28" height="28" rx="8" fill="#2aabee" />
      <path
        d="M6 13.6 21.3 7.7c.7-.3 1.4.2 1.1 1.3l-2.6 12.3c-.2.9-.7 1.1-1.5.7l-4-3-1.9 1.9c-.2.2-.4.4-.9.4l.3-4.1 7.5-6.8c.3-.3-.1-.4-.5-.2l-9.3 5.9-4-1.3c-.9-.3-.9-.9.2-1.3z"
        fill="#fff"
      />
    </>
  ),
}
