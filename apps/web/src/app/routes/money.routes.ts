import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/** Withdrawals, bank cards, the safebox, coin detail and the wallets. */
export const MONEY_ROUTES: readonly RouteMeta[] = [
  {
    name: 'withdrawal',
    path: PATHS.withdrawal,
    title: 'pages.withdraw',
    navbar: false,
    guard: 'auth',
    validate: (url) => /^\/withdrawal\/(gcash|maya|bank)$/.test(url.pathname),
    page: () =>
      import('../../features/withdrawals/withdrawal-page.tsx').then((module) => module.WithdrawalPage),
  },
  {
    name: 'walletsCardList',
    path: PATHS.walletsCardList,
    title: 'pages.receivingAccounts',
    navbar: false,
    guard: 'auth',
    page: () =>
      import('../../features/withdrawals/receiving-accounts-page.tsx').then(
        (module) => module.ReceivingAccountsPage,
      ),
  },
  {
    name: 'walletsCardEdit',
    path: PATHS.walletsCardEdit,
    title: 'pages.receivingAccountEdit',
    navbar: false,
    guard: 'auth',
    validate: (url) =>
      /^(gcash|maya|bank)?$/.test(url.searchParams.get('kind') ?? '') &&
      /^\d*$/.test(url.searchParams.get('bankId') ?? ''),
    page: () =>
      import('../../features/withdrawals/receiving-account-edit-page.tsx').then(
        (module) => module.ReceivingAccountEditPage,
      ),
  },
  {
    name: 'memberSafebox',
    path: PATHS.memberSafebox,
    title: 'pages.safebox',
    navbar: false,
    guard: 'auth',
    page: () => import('../../features/safebox/safebox-page.tsx').then((module) => module.SafeboxPage),
  },
  {
    name: 'memberCoinDetail',
    path: PATHS.memberCoinDetail,
    title: 'pages.coinDetail',
    navbar: false,
    guard: 'auth',
    page: () => import('../../features/wallet/coin-detail-page.tsx').then((module) => module.CoinDetailPage),
  },
  {
    name: 'memberRetrieveBalance',
    path: PATHS.memberRetrieveBalance,
    title: 'pages.retrieveBalance',
    navbar: false,
    guard: 'auth',
    page: () =>
      import('../../features/wallet/retrieve-balance-page.tsx').then((module) => module.RetrieveBalancePage),
  },
  {
    name: 'wallets',
    path: PATHS.wallets,
    title: 'pages.wallets',
    navbar: false,
    guard: 'auth',
    validate: (url) =>
      ['deposit', 'withdraw', null].includes(url.searchParams.get('name')) &&
      ['1', null].includes(url.searchParams.get('back')),
    page: () => import('../wallet-pages.tsx').then((module) => module.WalletsRoutePage),
  },
  {
    name: 'walletRecord',
    path: PATHS.walletRecord,
    title: 'pages.walletRecord',
    navbar: false,
    guard: 'auth',
    page: () => import('../wallet-pages.tsx').then((module) => module.WalletRecordRoutePage),
  },
]
