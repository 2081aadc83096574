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
import { SettingsEditor, type EditorLabels } from './settings-editor.tsx'
import './promotions.css'

/** Per area: its fields' labels, its tables' row names, and which table the preview notes go beside. */
const AREA_FORMS: Record<RewardAreaName, EditorLabels & { notesPath: string }> = {
  spin: {
    notesPath: 'sectors',
    rows: { sectors: { name: 'Sector', first: 1 } },
    fields: {
      sectors: 'Sectors, clockwise from the top',
      'sectors.item.id': 'Item (2001 coins, 2002 points)',
      'sectors.item.count': 'Count (coins in centavos)',
      'sectors.weight': 'Weight',
      chances: 'How spins are earned (a Manila day)',
      'chances.depositPerSpin': 'Deposit per spin (centavos; 0 off)',
      'chances.spinsPerTask': 'Spins per task award claimed',
      'chances.maxPerDay': 'At most a day',
    },
  },
  jackpot: {
    notesPath: 'cells',
    rows: { cells: { name: 'Cell', first: 1 } },
    fields: {
      shares: 'Share of every bet per pool (basis points: 20 = 0.2 %)',
      sections: 'Each pool’s floor and most paid (centavos)',
      'sections.mega': 'Mega',
      'sections.major': 'Major',
      'sections.minor': 'Minor',
      'sections.mini': 'Mini',
      'sections.mega.min': 'Floor',
      'sections.major.min': 'Floor',
      'sections.minor.min': 'Floor',
      'sections.mini.min': 'Floor',
      'sections.mega.max': 'Most',
      'sections.major.max': 'Most',
      'sections.minor.max': 'Most',
      'sections.mini.max': 'Most',
      cells: 'The draw grid and its odds',
      'cells.item.id': 'Prize (2001 coins, 2002 points, 50001–4 jackpots)',
      'cells.item.count': 'Count (coins in centavos)',
      'cells.weight': 'Weight',
      chances: 'How draws are earned (a Manila day)',
      'chances.depositPerChance': 'Deposit per draw (centavos; 0 off)',
      'chances.turnoverPerChance': 'Turnover per draw (centavos; 0 off)',
      'chances.maxPerDay': 'At most a day',
    },
  },
  signIn: {
    notesPath: '',
    rows: { '': { name: 'Day', first: 1 } },
    fields: { day: 'Day of the cycle', award: 'Award (id=count, …; coins in centavos)' },
  },
  vip: {
    notesPath: '',
    rows: { '': { name: 'Level', first: 0 } },
    fields: {
      level: 'Level',
      experience: 'Experience (pesos of turnover)',
      betLimit: 'Monthly turnover to keep it (centavos)',
      dailyAward: 'Daily award (id=count, …)',
      weeklyAward: 'Weekly award',
      levelUpAward: 'Level-up gift',
      showType: 'Colours (1–6)',
      withdrawDailyLimit: 'Withdrawals a day (centavos)',
    },
  },
  pointsShop: {
    notesPath: '',
    rows: { '': { name: 'Item', first: 1 } },
    fields: {
      id: 'Id',
      'award.id': 'Gives (2001 coins)',
      'award.count': 'Count (centavos)',
      points: 'Price in points',
    },
  },
  signUp: {
    notesPath: '',
    rows: {},
    fields: {
      award: 'Award (id=count, …; coins in centavos)',
      claimDays: 'Days after registering it can be claimed',
    },
  },
  bank: { notesPath: '', rows: {}, fields: { award: 'Award (id=count, …; coins in centavos)' } },
  follow: {
    notesPath: '',
    rows: { '': { name: 'Channel', first: 1 } },
    fields: { id: 'Id', name: 'Name', url: 'Address (https)', award: 'Award (id=count, …)' },
  },
  fund: {
    notesPath: '',
    rows: { '': { name: 'Milestone', first: 1 } },
    fields: {
      id: 'Id',
      deposit: 'Total deposits (centavos)',
      award: 'Award (id=count, …; coins in centavos)',
    },
  },
  tournament: {
    notesPath: 'prizes',
    rows: { prizes: { name: 'Prize', first: 1 } },
    fields: {
      gameType: 'Game type (slots, fishing, table, arcade, live)',
      minStake: 'Turnover a winner needs (centavos)',
      prizes: 'Prizes by rank',
      'prizes.fromRank': 'From rank',
      'prizes.toRank': 'To rank',
      'prizes.award': 'Award each (id=count, …)',
    },
  },
  rebate: {
    notesPath: '',
    rows: { '': { name: 'VIP level', first: 0 } },
    fields: {
      slots: 'Slots (bp)',
      fishing: 'Fishing (bp)',
      table: 'Table (bp)',
      arcade: 'Arcade (bp)',
      live: 'Live (bp)',
    },
  },
}

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
                window.confirm(`Save the ${spec.title.toLowerCase()}? It is in force from the next period.`)
              )
                save.mutate(checked.data, { onSuccess: () => refill(null) })
            }}
          >
            Save for the next period
          </button>
          <button type="button" className="btn" disabled={!draft} onClick={() => refill(null)}>
            Discard changes
          </button>
        </div>
      </Panel>
    </div>
  )
}
