import styles from './skeleton.module.css'

export interface SkeletonProps {
  width?: number | string
  height?: number | string
  radius?: number | string
  className?: string
}

/** A placeholder with the size of content that is still loading, so nothing jumps when it arrives. */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`${styles.skeleton} ${className ?? ''}`}
      style={{ width, height, borderRadius: radius }}
    />
  )
}

/** Several text lines of skeleton, the last one shorter. */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <span style={{ display: 'grid', gap: 8 }}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  )
}

/** A whole page still loading: padded lines where its content will be. */
export function PageSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div style={{ padding: 'var(--space-4)' }} aria-busy="true">
      <SkeletonLines lines={lines} />
    </div>
  )
}
