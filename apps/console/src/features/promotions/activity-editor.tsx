import {
  ACTIVITY_CLICK,
  ACTIVITY_RULES_MAX,
  ACTIVITY_SUMMARY_MAX,
  ACTIVITY_TITLE_MAX,
} from '@panalo/contract/activity'
import { LOCALES, type Locale } from '@panalo/contract/constants'
import {
  activityDraftSchema,
  activityRulesInput,
  activityTextsInput,
  type ActivityRulesInput,
  type ActivityTextsInput,
  type DeskActivity,
} from '@panalo/contract/ops/calls/promotions'
import { useState } from 'react'

import { ErrorNotice, Panel } from '../../ui/page.tsx'
import { useCreateActivityMutation, useEditActivityTextsMutation } from './api/activity-editor.ts'

const LANGUAGE: Record<Locale, string> = { 'en-US': 'English', 'fil-PH': 'Filipino' }
const EXTERNAL = 'external'
const EMPTY_TEXTS: ActivityTextsInput = {
  'en-US': { title: '', summary: '' },
  'fil-PH': { title: '', summary: '' },
}
const EMPTY_RULES: ActivityRulesInput = { 'en-US': '', 'fil-PH': '' }

/** The first problem the contract's schema finds, in words, or null. */
function firstProblem(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  const issue = result.success ? undefined : result.error?.issues[0]
  return issue ? `${issue.path.join(' › ')}: ${issue.message}` : null
}

/**
 * Title, description and rules in each language of the app, with what is left of each limit. The
 * rules (decision 109) are a longer plain text the player opens under the tile; empty in both: none.
 */
function TextsFields({
  texts,
  onChange,
  rules,
  onRulesChange,
}: {
  texts: ActivityTextsInput
  onChange: (texts: ActivityTextsInput) => void
  rules: ActivityRulesInput
  onRulesChange: (rules: ActivityRulesInput) => void
}) {
  const set = (locale: Locale, field: 'title' | 'summary', value: string) =>
    onChange({ ...texts, [locale]: { ...texts[locale], [field]: value } })
  return (
    <div className="promo-texts">
      {LOCALES.map((locale) => (
        <fieldset key={locale} className="promo-language" data-testid={`activity-texts-${locale}`}>
          <legend>{LANGUAGE[locale]}</legend>
          <label className="field">
            Title ({ACTIVITY_TITLE_MAX - texts[locale].title.length} left)
            <input
              value={texts[locale].title}
              maxLength={ACTIVITY_TITLE_MAX}
              onChange={(event) => set(locale, 'title', event.currentTarget.value)}
            />
          </label>
          <label className="field">
            Description ({ACTIVITY_SUMMARY_MAX - texts[locale].summary.length} left)
            <textarea
              rows={3}
              value={texts[locale].summary}
              maxLength={ACTIVITY_SUMMARY_MAX}
              onChange={(event) => set(locale, 'summary', event.currentTarget.value)}
            />
          </label>
          <label className="field">
            Rules ({ACTIVITY_RULES_MAX - rules[locale].length} left; empty in both languages: none)
            <textarea
              rows={6}
              value={rules[locale]}
              maxLength={ACTIVITY_RULES_MAX}
              data-testid={`activity-rules-${locale}`}
              onChange={(event) => onRulesChange({ ...rules, [locale]: event.currentTarget.value })}
            />
          </label>
        </fieldset>
      ))}
    </div>
  )
}

/** The tile at the player app's width, in either language, as the events list draws it. */
export function TilePreview({
  texts,
  rules,
  themeUrl,
  hiddenNote,
}: {
  texts: ActivityTextsInput
  rules?: ActivityRulesInput | null
  themeUrl: string
  hiddenNote: string | null
}) {
  const [locale, setLocale] = useState<Locale>('en-US')
  return (
    <>
      <h3>
        As a player sees it{' '}
        <select value={locale} onChange={(event) => setLocale(event.currentTarget.value as Locale)}>
          {LOCALES.map((option) => (
            <option key={option} value={option}>
              {LANGUAGE[option]}
            </option>
          ))}
        </select>
      </h3>
      <div className="promo-phone" data-testid="activity-tile-preview">
        {hiddenNote && <p className="promo-hidden">{hiddenNote}</p>}
        <div className={`promo-tile ${hiddenNote ? 'dim' : ''}`}>
          {themeUrl ? (
            <img src={themeUrl} alt="" width={320} height={144} />
          ) : (
            <div className="promo-no-art">Art to upload</div>
          )}
          <strong>{texts[locale].title.trim() || 'Title'}</strong>
          <span>{texts[locale].summary.trim() || 'Description'}</span>
        </div>
        {rules && rules[locale].trim() !== '' && (
          <details className="promo-rules">
            <summary>Rules</summary>
            <p>{rules[locale].trim()}</p>
          </details>
        )}
      </div>
    </>
  )
}

/** An activity's texts and rules, edited in both languages with the tile previewed as typed (decisions 104, 109). */
export function ActivityTextsEditor({ activity }: { activity: DeskActivity }) {
  const edit = useEditActivityTextsMutation()
  const [texts, setTexts] = useState<ActivityTextsInput>(activity.texts)
  const [rules, setRules] = useState<ActivityRulesInput>(activity.rules ?? EMPTY_RULES)
  const problem =
    firstProblem(activityTextsInput.safeParse(texts)) ?? firstProblem(activityRulesInput.safeParse(rules))
  const changed =
    JSON.stringify(texts) !== JSON.stringify(activity.texts) ||
    JSON.stringify(rules) !== JSON.stringify(activity.rules ?? EMPTY_RULES)
  return (
    <div data-testid="activity-texts-editor">
      <h3>Texts and rules</h3>
      <ErrorNotice error={edit.error} />
      <TextsFields texts={texts} onChange={setTexts} rules={rules} onRulesChange={setRules} />
      <div className="toolbar">
        <button
          type="button"
          className="btn primary"
          disabled={!changed || problem !== null || edit.isPending}
          onClick={() => edit.mutate({ id: activity.id, texts, rules })}
        >
          Save texts and rules
        </button>
        {problem && changed && <span className="promo-problem">{problem}</span>}
        {edit.isSuccess && !changed && <span className="notice ok">Saved: players read the new texts.</span>}
      </div>
      <TilePreview
        texts={texts}
        rules={rules}
        themeUrl={activity.themeUrl}
        hiddenNote={
          activity.state === 'live' ? null : `Players do not see this tile now: it is ${activity.state}.`
        }
      />
    </div>
  )
}

/**
 * A new activity (decision 104): of the kind of an existing one (it opens the same page of the app)
 * or an outside https address. It is created paused without art; upload its art, then resume it.
 */
export function NewActivityPanel({
  list,
  onCreated,
  onCancel,
}: {
  list: DeskActivity[]
  onCreated: (id: number) => void
  onCancel: () => void
}) {
  const create = useCreateActivityMutation()
  const kinds = [
    ...new Map(
      list.filter((row) => row.clickType === ACTIVITY_CLICK.route).map((row) => [row.clickAction, row]),
    ).values(),
  ]
  const [kind, setKind] = useState(kinds[0]?.clickAction ?? EXTERNAL)
  const [address, setAddress] = useState('https://')
  const [guests, setGuests] = useState(false)
  const [texts, setTexts] = useState<ActivityTextsInput>(EMPTY_TEXTS)
  const [rules, setRules] = useState<ActivityRulesInput>(EMPTY_RULES)
  const draft = {
    texts,
    rules,
    clickType: kind === EXTERNAL ? ACTIVITY_CLICK.external : ACTIVITY_CLICK.route,
    clickAction: kind === EXTERNAL ? address : kind,
    unloginShowStatus: guests ? 1 : 0,
  } as const
  const problem = firstProblem(activityDraftSchema.safeParse(draft))
  return (
    <Panel title="New activity" testId="activity-create">
      <ErrorNotice error={create.error} />
      <div className="toolbar">
        <label className="field">
          Kind: a tap opens
          <select value={kind} onChange={(event) => setKind(event.currentTarget.value)}>
            {kinds.map((row) => (
              <option key={row.clickAction} value={row.clickAction}>
                {row.clickAction} (as {row.texts['en-US'].title})
              </option>
            ))}
            <option value={EXTERNAL}>An outside https address</option>
          </select>
        </label>
        {kind === EXTERNAL && (
          <label className="field">
            Address
            <input value={address} onChange={(event) => setAddress(event.currentTarget.value)} />
          </label>
        )}
        <label className="promo-check">
          <input
            type="checkbox"
            checked={guests}
            onChange={(event) => setGuests(event.currentTarget.checked)}
          />
          Guests see it too
        </label>
      </div>
      <TextsFields texts={texts} onChange={setTexts} rules={rules} onRulesChange={setRules} />
      <div className="toolbar">
        <button
          type="button"
          className="btn primary"
          disabled={problem !== null || create.isPending}
          onClick={() => create.mutate(draft, { onSuccess: (answer) => onCreated(answer.activity.id) })}
        >
          Create activity (paused)
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        {problem && <span className="promo-problem">{problem}</span>}
      </div>
      <TilePreview
        texts={texts}
        rules={rules}
        themeUrl=""
        hiddenNote="New activities start paused: add art, then resume."
      />
    </Panel>
  )
}
