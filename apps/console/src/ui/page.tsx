import type { ReactNode } from 'react'

export function Page({
  title,
  actions,
  children,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <section>
      <div className="page-head">
        <h1>{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  )
}

export function Panel({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <div className="panel" data-testid={testId}>
      {title && <h2>{title}</h2>}
      {children}
    </div>
  )
}

/** Pesos from hundredths, as the console shows money everywhere. */
export function pesos(hundredths: number): string {
  return `₱${(hundredths / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

export function when(iso: string | null | undefined): string {
  if (!iso) return '—'
  return new Date(iso).toLocaleString('en-PH', {
    timeZone: 'Asia/Manila',
    dateStyle: 'medium',
    timeStyle: 'short',
  })
}

export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null
  return <div className="notice bad">{error instanceof Error ? error.message : String(error)}</div>
}
