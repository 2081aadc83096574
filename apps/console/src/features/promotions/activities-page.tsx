import type { DeskActivity } from '@panalo/contract/ops/calls/promotions'
import { useState } from 'react'

import { ErrorNotice, Page, Panel, when } from '../../ui/page.tsx'
import { ActivityTextsEditor, NewActivityPanel } from './activity-editor.tsx'
import {
  useActivitiesQuery,
  useReorderActivitiesMutation,
  useUpdateActivityMutation,
  useUploadArtMutation,
} from './api/promotions.ts'
import './promotions.css'

const STATE_TAG: Record<DeskActivity['state'], string> = {
  live: 'ok',
  scheduled: 'warn',
  paused: 'bad',
  ended: '',
}

/** Days the calendar shows from today. */
const CALENDAR_DAYS = 14
const DAY_MS = 86_400_000
const MANILA_MS = 8 * 3_600_000

/** `2026-12-01T09:30` (Manila) from an instant, for a datetime-local field. */
function manilaInput(iso: string | null): string {
  return iso ? new Date(new Date(iso).getTime() + MANILA_MS).toISOString().slice(0, 16) : ''
}

/** The instant of a datetime-local field's Manila time, or null when empty. */
function fromManilaInput(value: string): string | null {
  return value ? `${value}:00+08:00` : null
}

/** The start of a Manila day, `offset` days from today's. */
function manilaDayStart(offset: number): number {
  const manila = Date.now() + MANILA_MS
  return manila - (manila % DAY_MS) - MANILA_MS + offset * DAY_MS
}

async function fileBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return btoa(binary)
}

/**
 * The activities desk (decision 097): every activity with its state, a two-week calendar of when each
 * is live, pause and resume, the window, the order players see, the art (through the uploads path)
 * and the tile as a player sees it; new activities and their texts (decision 104).
 */
export function ActivitiesPage() {
  const activities = useActivitiesQuery()
  const update = useUpdateActivityMutation()
  const reorder = useReorderActivitiesMutation()
  const list = activities.data?.list ?? []
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [creating, setCreating] = useState(false)
  const chosen = list.find((activity) => activity.id === chosenId) ?? list[0]

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((activity) => activity.id)
    const [taken] = ids.splice(index, 1)
    if (taken === undefined) return
    ids.splice(index + by, 0, taken)
    reorder.mutate(ids)
  }

  return (
    <Page title="Activities">
      <ErrorNotice error={activities.error ?? update.error ?? reorder.error} />
      <div className="toolbar">
        <button type="button" className="btn primary" disabled={creating} onClick={() => setCreating(true)}>
          New activity
        </button>
      </div>
      <Panel title="The next two weeks (Manila)" testId="activity-calendar">
        <ActivityCalendar list={list} />
      </Panel>
      <div className="promo-split">
        <Panel title="Activities, in the order players see them" testId="activity-list">
          <div className="table-scroll">
            <table className="data">
              <thead>
                <tr>
                  <th>Order</th>
                  <th>Art</th>
                  <th>Activity</th>
                  <th>State</th>
                  <th>Window</th>
                </tr>
              </thead>
              <tbody>
                {list.map((activity, index) => (
                  <tr
                    key={activity.id}
                    className={activity.id === chosen?.id ? 'selected' : ''}
                    data-testid="activity-row"
                    data-id={activity.id}
                    onClick={() => setChosenId(activity.id)}
                  >
                    <td className="promo-order">
                      <button
                        type="button"
                        className="btn"
                        aria-label={`Move ${activity.texts['en-US'].title} up`}
                        disabled={index === 0 || reorder.isPending}
                        onClick={(event) => {
                          event.stopPropagation()
                          move(index, -1)
                        }}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="btn"
                        aria-label={`Move ${activity.texts['en-US'].title} down`}
                        disabled={index === list.length - 1 || reorder.isPending}
                        onClick={(event) => {
                          event.stopPropagation()
                          move(index, 1)
                        }}
                      >
                        ↓
                      </button>
                    </td>
                    <td>
                      {activity.themeUrl ? (
                        <img className="promo-thumb" src={activity.themeUrl} alt="" width={64} height={29} />
                      ) : (
                        <span className="tag bad">no art</span>
                      )}
                    </td>
                    <td>
                      <strong>{activity.texts['en-US'].title}</strong>
                      <div className="promo-muted">
                        #{activity.id} · {activity.clickAction}
                      </div>
                    </td>
                    <td>
                      <div className="promo-state">
                        <span className={`tag ${STATE_TAG[activity.state]}`} data-testid="activity-state">
                          {activity.state}
                        </span>
                        <button
                          type="button"
                          className={`btn ${activity.status === 'live' ? 'danger' : ''}`}
                          disabled={update.isPending || (activity.status === 'paused' && !activity.themeUrl)}
                          onClick={(event) => {
                            event.stopPropagation()
                            update.mutate({
                              id: activity.id,
                              status: activity.status === 'live' ? 'paused' : 'live',
                            })
                          }}
                        >
                          {activity.status === 'live' ? 'Pause' : 'Resume'}
                        </button>
                      </div>
                    </td>
                    <td className="promo-muted promo-window">
                      {activity.startsAt || activity.endsAt
                        ? `${when(activity.startsAt)} → ${when(activity.endsAt)}`
                        : 'always'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
        {creating ? (
          <NewActivityPanel
            list={list}
            onCancel={() => setCreating(false)}
            onCreated={(id) => {
              setCreating(false)
              setChosenId(id)
            }}
          />
        ) : (
          chosen && <ActivityDetail key={chosen.id} activity={chosen} />
        )}
      </div>
    </Page>
  )
}

/** Per activity, the days of the next two weeks it is live (or would be, paused). */
function ActivityCalendar({ list }: { list: DeskActivity[] }) {
  const days = Array.from({ length: CALENDAR_DAYS }, (_, offset) => manilaDayStart(offset))
  return (
    <div className="table-scroll">
      <table className="promo-calendar">
        <thead>
          <tr>
            <th />
            {days.map((start) => (
              <th key={start}>
                {new Date(start).toLocaleDateString('en-PH', {
                  timeZone: 'Asia/Manila',
                  day: 'numeric',
                  month: 'short',
                })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((activity) => (
            <tr key={activity.id}>
              <th>{activity.texts['en-US'].title}</th>
              {days.map((start) => {
                const from = activity.startsAt ? new Date(activity.startsAt).getTime() : -Infinity
                const until = activity.endsAt ? new Date(activity.endsAt).getTime() : Infinity
                const inside = from < start + DAY_MS && until > start
                return (
                  <td
                    key={start}
                    className={
                      inside ? `promo-day ${activity.status === 'live' ? 'on' : 'held'}` : 'promo-day'
                    }
                    title={inside ? (activity.status === 'live' ? 'live' : 'paused') : ''}
                  />
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ActivityDetail({ activity }: { activity: DeskActivity }) {
  const update = useUpdateActivityMutation()
  const upload = useUploadArtMutation()
  const [startsAt, setStartsAt] = useState(manilaInput(activity.startsAt))
  const [endsAt, setEndsAt] = useState(manilaInput(activity.endsAt))

  return (
    <Panel title={`#${activity.id} ${activity.texts['en-US'].title}`} testId="activity-detail">
      <ErrorNotice error={update.error ?? upload.error} />
      <h3>Window (Manila)</h3>
      <div className="toolbar">
        <label className="field">
          From
          <input
            type="datetime-local"
            value={startsAt}
            onChange={(event) => setStartsAt(event.currentTarget.value)}
          />
        </label>
        <label className="field">
          Until
          <input
            type="datetime-local"
            value={endsAt}
            onChange={(event) => setEndsAt(event.currentTarget.value)}
          />
        </label>
        <button
          type="button"
          className="btn primary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate({
              id: activity.id,
              startsAt: fromManilaInput(startsAt),
              endsAt: fromManilaInput(endsAt),
            })
          }
        >
          Save window
        </button>
      </div>
      <h3>Art</h3>
      <label className="field">
        A JPEG, PNG or WebP (320 × 144 shows best); it is checked and re-encoded
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={upload.isPending}
          data-testid="activity-art-file"
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0]
            if (file) upload.mutate({ id: activity.id, image: await fileBase64(file) })
            event.currentTarget.value = ''
          }}
        />
      </label>
      {upload.isSuccess && <p className="notice ok">The new art is live on the tile.</p>}
      <ActivityTextsEditor activity={activity} />
    </Panel>
  )
}
