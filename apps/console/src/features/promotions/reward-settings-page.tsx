import {
  previewOf,
  REWARD_AREA_NAMES,
  REWARD_AREAS,
  type RewardAreaName,
  type RewardPreview,
} from '@panalo/contract/ops/reward-settings'
import { useState } from 'react'

import { ErrorNotice, Page, Panel, when } from '../../ui/page.tsx'
import { useRewardSettingsQuery, useSaveRewardSettingsMutation } from './api/promotions.ts'
import { AREA_FORMS } from './reward-area-forms.ts'
import { SettingsEditor } from './settings-editor.tsx'
import './promotions.css'

/**
 * The reward settings (decision 098): one editor shape for every area. The draft is checked with the
 * contract's schema as it is typed and previewed with the contract's figures beside the ones in force;
 * a save is audited and in force from the area's next period.
 */
export function RewardSettingsPage() {
  const [area, setArea] = useState<RewardAreaName>('spin')
  return (
    <Page title="Reward settings">
      <div className="toolbar" role="tablist" aria-label="Reward areas">
        {REWARD_AREA_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === area}
            className={`btn ${name === area ? 'primary' : ''}`}
            onClick={() => setArea(name)}
          >
            {REWARD_AREAS[name].title}
          </button>
        ))}
      </div>
      <AreaEditor key={area} area={area} />
    </Page>
  )
}

function AreaEditor({ area }: { area: RewardAreaName }) {
  const settings = useRewardSettingsQuery(area)
  const save = useSaveRewardSettingsMutation(area)
  const [draft, setDraft] = useState<{ value: unknown } | null>(null)
  // Bumped when the form is refilled (a waiting change loaded, changes discarded), to draw it again.
  const [version, setVersion] = useState(0)
  const spec = REWARD_AREAS[area]
  const form = AREA_FORMS[area]
  // Red-versus-blue periods not started and the diamond shop have no running period to wait for.
  const atOnce = spec.period === 'atOnce'
  const data = settings.data
  if (!data) return <ErrorNotice error={settings.error} />

  const value = draft?.value ?? data.value
  const checked = spec.schema.safeParse(value)
  const after: RewardPreview | null = checked.success ? previewOf(area, checked.data) : null
  const changed = draft !== null && JSON.stringify(draft.value) !== JSON.stringify(data.value)
  const refill = (next: { value: unknown } | null) => {
    setDraft(next)
    setVersion((old) => old + 1)
  }

  return (
    <div className="promo-editor">
      <Panel title={spec.title} testId="reward-editor">
        <p className="promo-muted">{spec.periodNote}</p>
        {data.pending && (
          <div className="notice" data-testid="reward-pending">
            A change waits, in force from {when(data.pending.from)}.{' '}
            <button type="button" className="btn" onClick={() => refill({ value: data.pending?.value })}>
              Edit the waiting change
            </button>
          </div>
        )}
        <SettingsEditor
          key={version}
          value={value}
          labels={form}
          notes={(after ?? data.preview).rows}
          notesPath={form.notesPath}
          onChange={(next) => setDraft({ value: next })}
        />
      </Panel>
      <Panel title="The effect" testId="reward-preview">
        <dl className="promo-figures">
          {data.preview.figures.map((figure) => {
            const next = after?.figures.find((entry) => entry.key === figure.key)?.value
            return (
              <div key={figure.key}>
                <dt>{figure.label}</dt>
                <dd>
                  <span className="promo-muted">in force</span> {figure.value}
                  <span className="promo-arrow"> → </span>
                  <span
                    data-testid={`preview-${figure.key}`}
                    className={next !== figure.value ? 'promo-changed' : ''}
                  >
                    {next ?? '—'}
                  </span>
                </dd>
              </div>
            )
          })}
        </dl>
        {!checked.success && (
          <ul className="notice bad promo-issues" data-testid="reward-issues">
            {checked.error.issues.map((issue, index) => (
              <li key={index}>
                {issue.path.join('.') || spec.title}: {issue.message}
              </li>
            ))}
          </ul>
        )}
        <ErrorNotice error={save.error} />
        {save.data && !changed && (
          <p className="notice ok" data-testid="reward-saved">
            Saved. In force from {when(save.data.from)}.
          </p>
        )}
        <div className="toolbar">
          <button
            type="button"
            className="btn primary"
            disabled={!checked.success || !changed || save.isPending}
            onClick={() => {
              if (!checked.success) return
              if (
                window.confirm(
                  `Save the ${spec.title.toLowerCase()}? ${atOnce ? 'It is in force at once.' : 'It is in force from the next period.'}`,
                )
              )
                save.mutate({ value: checked.data, shown: data.value }, { onSuccess: () => refill(null) })
            }}
          >
            {atOnce ? 'Save now' : 'Save for the next period'}
          </button>
          <button type="button" className="btn" disabled={!draft} onClick={() => refill(null)}>
            Discard changes
          </button>
        </div>
      </Panel>
    </div>
  )
}
