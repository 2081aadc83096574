import { DEPOSIT_STATES, type DepositState } from '@panalo/contract/recharge-rules'
import { useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { PagedList } from '../../ui/paged-list.tsx'
import { RecordMeta, RecordRow } from '../../ui/record-row.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { useRechargeRecordsQuery } from './api/use-recharge-records-query.ts'
import styles from './deposits.module.css'
import { walletsPath } from '../../lib/paths.ts'
import { EmptyState } from '../../ui/empty-state.tsx'

type StateFilter = DepositState | 'all'
const FILTERS: readonly StateFilter[] = ['all', ...DEPOSIT_STATES]

/**
 * The deposits tab of /wallets/record: the player's deposits with their states, newest first. It
 * filters by state with the same tabs and rows as the withdrawals beside it (one pattern).
 */
export function DepositRecordList() {
  const { t, locale } = useTranslation()
  const [filter, setFilter] = useState<StateFilter>('all')
  const records = useRechargeRecordsQuery(filter)
  const list = records.data?.pages.flatMap((page) => page.list) ?? []

  return (
    <div className={styles.records} data-testid="deposit-records">
      <Tabs<StateFilter>
        label={t('wallet.filterState')}
        items={FILTERS.map((key) => ({
          key,
          label: key === 'all' ? t('wallet.allStates') : t(`wallet.states.${key}`),
        }))}
        selected={filter}
        onSelect={setFilter}
      />
      <PagedList
        items={list}
        itemKey={(record) => record.orderId}
        hasNextPage={records.hasNextPage}
        isLoading={records.isLoading}
        isFetchingNextPage={records.isFetchingNextPage}
        isError={records.isError}
        fetchNextPage={() => void records.fetchNextPage()}
        empty={
          <EmptyState
            picture="wallet"
            line={t('wallet.noDeposits')}
            action={{ label: t('wallet.depositNow'), to: walletsPath('deposit') }}
          />
        }
        renderItem={(record) => (
          <RecordRow
            title={record.channelName}
            amount={
              <>
                {pesos(record.amount, locale)}
                {record.bonusAmount > 0 && ` +${pesos(record.bonusAmount, locale)} ${t('wallet.bonusShort')}`}
              </>
            }
            data-testid="deposit-record"
            data-state={record.state}
          >
            <RecordMeta>{manilaTime(record.createdAt, locale)}</RecordMeta>
            <RecordMeta>{record.orderId}</RecordMeta>
            <span className={styles.state} data-state={record.state}>
              {t(`wallet.states.${record.state}`)}
            </span>
          </RecordRow>
        )}
      />
    </div>
  )
}
