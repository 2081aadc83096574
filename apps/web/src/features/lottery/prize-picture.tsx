/**
 * Our own drawing of a prize (issue 40 defect 5): a gift box with the prize's place on its tag, so a
 * lottery prize (the contract carries no picture) shows a picture rather than nothing. Coloured from
 * the theme tokens.
 */
export function PrizePicture({ place }: { place: number }) {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
      <circle cx="28" cy="28" r="27" fill="var(--color-surface-alt)" />
      <rect x="12" y="24" width="32" height="22" rx="3" fill="var(--color-primary)" />
      <rect x="10" y="17" width="36" height="9" rx="3" fill="var(--color-secondary)" />
      <rect x="25" y="17" width="6" height="29" fill="var(--color-on-primary)" opacity="0.85" />
      <path
        d="M28 17c-4-8-12-8-12-3 0 3 6 3 12 3zm0 0c4-8 12-8 12-3 0 3-6 3-12 3z"
        fill="none"
        stroke="var(--color-secondary)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle
        cx="44"
        cy="40"
        r="9"
        fill="var(--color-surface)"
        stroke="var(--color-secondary)"
        strokeWidth="2"
      />
      <text x="44" y="44" textAnchor="middle" fontSize="11" fontWeight="700" fill="var(--color-text)">
        {place}
      </text>
    </svg>
  )
}
