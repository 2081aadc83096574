import { useState } from 'react'

import { ErrorNotice, Page, Panel, when } from '../../ui/page.tsx'
import { useMaintenanceMutation, useMaintenanceQuery } from './api/maintenance.ts'

/** The maintenance switch: while on, every player call answers the maintenance page; the console works on. */
export function MaintenancePage() {
  const status = useMaintenanceQuery()
  const change = useMaintenanceMutation()
  const [message, setMessage] = useState('')
  const [until, setUntil] = useState('')
  const info = status.data
  return (
    <Page title="Maintenance">
      <Panel testId="maintenance">
        <ErrorNotice error={status.error ?? change.error} />
        {info && (
          <p data-testid="maintenance-status">
            Maintenance is <strong>{info.on ? 'ON' : 'off'}</strong>
            {info.on && `: ${info.message}${info.endsAt ? ` (until ${when(info.endsAt)})` : ''}`}
          </p>
        )}
        <div className="toolbar">
          <label className="field" style={{ flex: 1 }}>
            Message the players see
            <input value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
          </label>
          <label className="field">
            Back at (Manila)
            <input
              type="datetime-local"
              value={until}
              onChange={(event) => setUntil(event.currentTarget.value)}
            />
          </label>
          <button
            type="button"
            className="btn danger"
            disabled={change.isPending}
            onClick={() => change.mutate({ on: true, message, endsAt: until ? `${until}:00+08:00` : null })}
          >
            Turn maintenance on
          </button>
          <button
            type="button"
            className="btn"
            disabled={change.isPending}
            onClick={() => change.mutate({ on: false, message: '', endsAt: null })}
          >
            Turn it off
          </button>
        </div>
      </Panel>
    </Page>
  )
}
