import type { RechargeChannel } from '@panalo/contract/recharge'
import type { ReactNode } from 'react'

/**
 * A small mark per payment method so a player recognises the channel at a glance: the method's
 * usual colour with a letter or glyph of our own drawing (no copied logos).
 */
export function PaymentMark({ method }: { method: RechargeChannel['method'] }) {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false" data-method={method}>
      {MARKS[method]}
    </svg>
  )
}

const letter = (fill: string, text: string, size = 15) => (
  <>
    <rect width="28" height="28" rx="8" fill={fill} />
    <text
      x="14"
      y="14"
      dy="0.36em"
      textAnchor="middle"
      fontFamily="inherit"
      fontSize={size}
      fontWeight="900"
      fill="#fff"
    >
      {text}
    </text>
  </>
)

const MARKS: Record<RechargeChannel['method'], ReactNode> = {
  gcash: letter('#0a6cf0', 'G'),
  paymaya: letter('#0f9d58', 'M'),
  grab_pay: letter('#00a651', 'GP', 12),
  qrph: (
    <>
      <rect width="28" height="28" rx="8" fill="#fff" />
      <g fill="#1a237e">
        <path d="M6 6h6v6H6zM16 6h6v6h-6zM6 16h6v6H6z" />
        <path d="M16 16h2v2h-2zM20 16h2v2h-2zM18 18h2v2h-2zM16 20h2v2h-2zM20 20h2v2h-2z" />
      </g>
      <g fill="#fff">
        <path d="M8 8h2v2H8zM18 8h2v2h-2zM8 18h2v2H8z" />
      </g>
    </>
  ),
  dob: (
    <>
      <rect width="28" height="28" rx="8" fill="#5c6bc0" />
      <path d="M14 5 5 10h18zM7 11h2v8H7zM12 11h2v8h-2zM17 11h2v8h-2zM5 20h18v3H5z" fill="#fff" />
    </>
  ),
  card: (
    <>
      <rect width="28" height="28" rx="8" fill="#37474f" />
      <rect x="5" y="8" width="18" height="12" rx="2" fill="#fff" />
      <path d="M5 11h18v2.5H5z" fill="#37474f" />
    </>
  ),
}
