import { AGENT_TABS, type AgentTab } from '@panalo/contract/calls/agent'
import type { CallOutput } from '@panalo/contract/call-map'
import { formatExactPesos } from '@panalo/contract/money'
import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'

import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { agentPath, PATHS } from '../../lib/paths.ts'
import { AwardItems, awardItemText } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { TextField } from '../../ui/field.tsx'
import { GuestBanner, GuestClaimButton } from '../../ui/guest-actions.tsx'
import { PagedList } from '../../ui/paged-list.tsx'
import { showToast } from '../../ui/toast.tsx'
import { AgentRules } from './agent-rules.tsx'
import styles from './agents.module.css'
import { validCondition } from '../../lib/valid-condition.ts'
import {
  useAgentClaimMutation,
  useAgentFillMutation,
  useAgentLogQuery,
  useAgentQuery,
} from './api/use-agent-query.ts'

type Overview = CallOutput<'appAgent5User'>

/**
 * /agent (decision 051): the invite programme, its tab chosen by ?tabActive — the overview (code,
 * commission and valid friends to claim, naming an inviter), the team, what was claimed, the rules.
 */
export function AgentPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const asked = params.get('tabActive')
  const tab: AgentTab = AGENT_TABS.includes(asked as AgentTab) ? (asked as AgentTab) : 'overview'
  const overview = useAgentQuery().data
  const signedIn = useSignedIn()
  return (
    <div className={styles.page} data-testid="agent-page" data-tab={tab}>
      {!signedIn && <GuestBanner />}
      <nav className={styles.tabs} aria-label={t('pages.agent')}>
        {AGENT_TABS.map((name) => (
          <Link
            key={name}
            to={agentPath(name)}
            replace
            className={name === tab ? styles.tabActive : styles.tab}
            aria-current={name === tab ? 'page' : undefined}
          >
            {t(`agent.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {!overview ? (
        <p className={styles.muted}>{t('agent.loading')}</p>
      ) : tab === 'overview' ? (
        <OverviewTab overview={overview} />
      ) : tab === 'team' ? (
        <TeamTab overview={overview} />
      ) : tab === 'commissions' ? (
        signedIn && <ClaimedTab />
      ) : (
        <AgentRules overview={overview} />
      )}
    </div>
  )
}

function OverviewTab({ overview }: { overview: Overview }) {
  const { t, locale } = useTranslation()
  const claim = useAgentClaimMutation()
  const signedIn = useSignedIn()
  const run = (what: 'commission' | 'invites') =>
    void claim.mutateAsync(what).catch((error: unknown) => showToast(errorMessage(t, error), 'error'))
  const award = overview.valid.award.map((item) => awardItemText(t, locale, item)).join(' + ')
  return (
    <>
      {signedIn && (
        <section className={styles.hero}>
          <p className={styles.label}>{t('agent.yourCode')}</p>
          <p className={styles.code}>{overview.inviteCode}</p>
          <Link className={styles.cta} to={PATHS.share} data-testid="agent-invite">
            {t('agent.invite')}
          </Link>
        </section>
      )}
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('agent.level1')}</dt>
          <dd data-testid="agent-level1">{overview.team.level1}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('agent.level2')}</dt>
          <dd>{overview.team.level2}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('agent.validCount')}</dt>
          <dd>{overview.team.valid}</dd>
        </div>
      </dl>
      <section className={styles.card} data-testid="agent-commission">
        <div className={styles.row}>
          <p className={styles.label}>{t('agent.commissionToday')}</p>
          <p className={styles.label}>{formatExactPesos(overview.commission.today, locale)}</p>
        </div>
        <div className={styles.row}>
          <div>
            <p className={styles.label}>{t('agent.commissionClaimable')}</p>
            <p className={styles.figure}>{formatExactPesos(overview.commission.claimable, locale)}</p>
          </div>
          {!signedIn ? (
            <GuestClaimButton />
          ) : (
            <Button
              disabled={overview.commission.claimable === 0}
              loading={claim.isPending && claim.variables === 'commission'}
              onClick={() => run('commission')}
              data-testid="agent-claim-commission"
            >
              {t('agent.claim')}
            </Button>
          )}
        </div>
        <p className={styles.muted}>
          {t('agent.claimedTotal', { amount: formatExactPesos(overview.commission.claimed, locale) })}
        </p>
      </section>
      <section className={styles.card} data-testid="agent-invites">
        <h2 className={styles.heading}>{t('agent.invitesHeading')}</h2>
        <div className={styles.row}>
          <p className={styles.muted}>
            {overview.invitesClaimable > 0
              ? t('agent.invitesClaimable', { count: overview.invitesClaimable, award })
              : t('agent.invitesNone', {
                  condition: validCondition(t, locale, overview.valid, 'present'),
                  award,
                })}
          </p>
          {overview.invitesClaimable > 0 && (
            <Button
              loading={claim.isPending && claim.variables === 'invites'}
              onClick={() => run('invites')}
              data-testid="agent-claim-invites"
            >
              {t('agent.claim')}
            </Button>
          )}
        </div>
      </section>
      {overview.invitedBy ? (
        <p className={styles.muted}>{t('agent.invitedBy', { pid: overview.invitedBy })}</p>
      ) : (
        overview.canFill && <FillForm days={overview.fillDays} />
      )}
    </>
  )
}

/** Names the inviter of a player who registered without a link (agentFill). */
function FillForm({ days }: { days: number }) {
  const { t } = useTranslation()
  const fill = useAgentFillMutation()
  const [code, setCode] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void fill
      .mutateAsync(code.trim())
      .then((answer) => showToast(t('agent.fillDone', { pid: answer.pid }), 'success'))
      .catch((error: unknown) => showToast(errorMessage(t, error), 'error'))
  }
  return (
    <section className={styles.card} data-testid="agent-fill">
      <h2 className={styles.heading}>{t('agent.fillHeading')}</h2>
      <p className={styles.muted}>{t('agent.fillBody', { days })}</p>
      <form className={styles.fill} onSubmit={submit}>
        <TextField
          label={t('agent.fillLabel')}
          value={code}
          maxLength={16}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(event) => setCode(event.currentTarget.value)}
          action={
            <Button type="submit" loading={fill.isPending} disabled={code.trim().length < 4}>
              {t('agent.fillSubmit')}
            </Button>
          }
        />
      </form>
    </section>
  )
}

function TeamTab({ overview }: { overview: Overview }) {
  const { t, locale } = useTranslation()
  if (overview.members.length === 0) return <p className={styles.muted}>{t('agent.teamEmpty')}</p>
  return (
    <ul className={styles.list}>
      {overview.members.map((member) => (
        <li key={member.id} className={styles.member} data-testid="agent-member" data-state={member.state}>
          <strong>{member.nickname}</strong>
          <span className={styles[member.state]}>{t(`agent.states.${member.state}`)}</span>
          <span className={styles.muted}>
            {t('agent.teamRow', {
              time: manilaTime(member.registeredAt, locale),
              deposit: pesos(member.deposited, locale),
              turnover: pesos(member.turnover, locale),
            })}
          </span>
        </li>
      ))}
    </ul>
  )
}

function ClaimedTab() {
  const { t, locale } = useTranslation()
  const log = useAgentLogQuery()
  const items = log.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <PagedList
      items={items}
      itemKey={(item) => `${item.kind}-${item.detail}-${item.createdAt}`}
      renderItem={(item) => (
        <div className={styles.member} data-testid="agent-log-row">
          <strong>
            {item.kind === 'commission'
              ? t('agent.logCommission', { day: item.detail })
              : t('agent.logInvite', { name: item.detail })}
          </strong>
          <span className={styles.muted}>{manilaTime(item.createdAt, locale)}</span>
          <AwardItems items={item.items} />
        </div>
      )}
      hasNextPage={log.hasNextPage}
      isLoading={log.isLoading}
      isFetchingNextPage={log.isFetchingNextPage}
      isError={log.isError}
      fetchNextPage={() => void log.fetchNextPage()}
      empty={<p className={styles.muted}>{t('agent.logEmpty')}</p>}
    />
  )
}
