import type { BetRecord } from '@panalo/contract/calls/play'
import type { GameTypeCode } from '@panalo/contract/enums'
import { formatCoinsLabel, formatExactLabel, formatNetPesos } from '@panalo/contract/money'
import { useState } from 'react'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { PagedList } from '../../ui/paged-list.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { useBetRecordQuery } from './api/use-bet-record-query.ts'
import { DAY_RANGES, rangeDays, type DayRange } from './days.ts'
import styles from './play.module.css'

type TypeTab = GameTypeCode | 'all'

/** /member/bet-records: every round the player played, newest first, by game type and days. */
export function BetRecordsPage() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const [type, setType] = useState<TypeTab>('all')
  const [range, setRange] = useState<DayRange>('last7')
  const query = useBetRecordQuery({ gameType: type === 'all' ? undefined : type, ...rangeDays(range) })
  const records = query.data?.pages.flatMap((page) => page.records) ?? []
  const types = config?.games.types ?? []

  return (
    <div className={styles.page} data-testid="bet-records-page">
      <div className={styles.filters}>
        <Tabs<TypeTab>
          items={[
            { key: 'all', label: t('play.allTypes') },
            ...types.map((entry) => ({ key: entry.code, label: t(`games.types.${entry.code}`) })),
          ]}
          selected={type}
          onSelect={setType}
          label={t('games.typeFilter')}
        />
        <Tabs<DayRange>
          items={DAY_RANGES.map((key) => ({ key, label: t(`play.${key}`) }))}
          selected={range}
          onSelect={setRange}
          label={t('play.range')}
        />
      </div>
      <PagedList<BetRecord>
        items={records}
        itemKey={(record) => `${record.provider}:${record.roundId}`}
        renderItem={(record) => <RecordRow record={record} />}
        hasNextPage={query.hasNextPage}
        isLoading={query.isLoading}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isError}
        fetchNextPage={() => void query.fetchNextPage()}
        empty={<p className={styles.empty}>{t('play.recordsEmpty')}</p>}
      />
      <p className={styles.note}>{t('play.daysNote')}</p>
    </div>
  )
}

function RecordRow({ record }: { record: BetRecord }) {
  const { t, locale } = useTranslation()
  const net = record.win - record.stake
  const time = new Date(record.startedAt).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Manila',
  })
  return (
    <div className={styles.record} data-testid="bet-record">
      <span className={styles.recordName}>{record.gameName}</span>
      <span className={net >= 0 ? styles.positive : styles.negative} data-testid="bet-record-net">
        {formatNetPesos(net, locale)}
      </span>
      <span className={styles.recordMeta}>
        {time}
        {record.state === 'open' ? ` · ${t('play.open')}` : ''}
      </span>
      <span className={styles.amounts}>
        <span>
          {t('play.stake')} ₱{formatExactLabel(record.stake, locale)} · {t('play.win')} ₱
          {formatExactLabel(record.win, locale)}
        </span>
      </span>
      <span className={styles.recordMeta}>
        {t('play.balanceAfter', { amount: formatCoinsLabel(record.balanceAfter, locale) })}
      </span>
      <span className={styles.recordMeta}>#{record.roundId.slice(-10)}</span>
    </div>
  )
}
