import { formatCoinsLabel } from '@panalo/contract/money'
import { DEPOSIT_STATES, type DepositState } from '@panalo/contract/recharge-rules'
import { useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { PagedList } from '../../ui/paged-list.tsx'
import { useRechargeRecordsQuery } from './api/use-recharge-records-query.ts'
import styles from './deposits.module.css'

type StateFilter = DepositState | 'all'

/** The player's deposits with their states, newest first, filtered by state. */
export function DepositRecordList() {
  const { t, locale } = useTranslation()
  const [filter, setFilter] = useState<StateFilter>('all')
  const records = useRechargeRecordsQuery(filter)
  const list = records.data?.pages.flatMap((page) => page.list) ?? []

  return (
    <div className={styles.records} data-testid="deposit-records">
      <label className={styles.filter}>
        <span className={styles.muted}>{t('wallet.filterState')}</span>
        <select value={filter} onChange={(event) => setFilter(event.target.value as StateFilter)}>
          <option value="all">{t('wallet.allStates')}</option>
          {DEPOSIT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`wallet.states.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <PagedList
        items={list}
        itemKey={(record) => record.orderId}
        hasNextPage={records.hasNextPage}
        isLoading={records.isLoading}
        isFetchingNextPage={records.isFetchingNextPage}
        isError={records.isError}
        fetchNextPage={() => void records.fetchNextPage()}
        empty={<p className={styles.empty}>{t('wallet.noDeposits')}</p>}
        renderItem={(record) => (
          <div className={styles.record} data-testid="deposit-record">
            <div>
              <strong>₱{formatCoinsLabel(record.amount, locale)}</strong>
              {record.bonusAmount > 0 && (
                <span className={styles.muted}>
                  {' '}
                  +₱{formatCoinsLabel(record.bonusAmount, locale)} {t('wallet.bonusShort')}
                </span>
              )}
              <div className={styles.muted}>
                {record.channelName} ·{' '}
                {new Date(record.createdAt).toLocaleString(locale, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'Asia/Manila',
                })}
              </div>
              <div className={styles.orderId}>{record.orderId}</div>
            </div>
            <span className={styles.state} data-state={record.state}>
              {t(`wallet.states.${record.state}`)}
            </span>
          </div>
        )}
      />
    </div>
  )
}
