import { type Withdrawal, WITHDRAWAL_STATES, type WithdrawalState } from '@panalo/contract/calls/withdrawals'
import { useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { PagedList } from '../../ui/paged-list.tsx'
import { RecordMeta, RecordRow } from '../../ui/record-row.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { useExchangeRecordsQuery } from './api/use-exchange-records-query.ts'
import styles from './withdrawals.module.css'
import { EmptyState } from '../../ui/empty-state.tsx'
import { walletsPath } from '../../lib/paths.ts'

type Filter = WithdrawalState | 'all'
const FILTERS: readonly Filter[] = ['all', ...WITHDRAWAL_STATES]

/** The withdrawals tab of /wallets/record: the player's withdrawals and their states, paged. */
export function WithdrawalRecordList() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<Filter>('all')
  const records = useExchangeRecordsQuery(filter)
  const items = records.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={styles.form} data-testid="withdrawal-records">
      <Tabs<Filter>
        label={t('withdrawal.filterByState')}
        items={FILTERS.map((key) => ({ key, label: t(`withdrawal.states.${key}`) }))}
        selected={filter}
        onSelect={setFilter}
      />
      <PagedList
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item) => <WithdrawalRow item={item} />}
        hasNextPage={records.hasNextPage}
        isLoading={records.isLoading}
        isFetchingNextPage={records.isFetchingNextPage}
        isError={records.isError}
        fetchNextPage={() => void records.fetchNextPage()}
        empty={
          <EmptyState
            picture="wallet"
            line={t('withdrawal.noRecords')}
            action={{ label: t('withdrawal.withdrawNow'), to: walletsPath('withdraw') }}
          />
        }
      />
    </div>
  )
}

function WithdrawalRow({ item }: { item: Withdrawal }) {
  const { t, locale } = useTranslation()
  return (
    <RecordRow
      title={
        <>
          {item.bankName} {item.maskedNumber}
        </>
      }
      amount={pesos(item.amount, locale)}
      data-testid="withdrawal-record"
      data-state={item.state}
    >
      <RecordMeta>
        {manilaTime(item.createdAt, locale)}
        {item.fee > 0 ? ` · ${t('withdrawal.feeTaken', { fee: pesos(item.fee, locale) })}` : ''}
        {item.reason ? ` · ${item.reason}` : ''}
      </RecordMeta>
      <span className={styles.state} data-state={item.state}>
        {t(`withdrawal.states.${item.state}`)}
      </span>
    </RecordRow>
  )
}
