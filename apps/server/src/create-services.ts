import { type FastifyBaseLogger } from 'fastify'

import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { createAccountsService } from './modules/accounts/accounts.service.ts'
import { createOtpService } from './modules/accounts/otp.service.ts'
import { createProfileService } from './modules/accounts/profile.service.ts'
import { createSessionService } from './modules/accounts/sessions.service.ts'
import { createSmsGateway } from './modules/accounts/sms/sms-gateway.ts'
import { createSocialService } from './modules/accounts/social/social.service.ts'
import { createAppConfigService } from './modules/app/app-config.service.ts'
import { createDepositsService, paidDepositsTotal } from './modules/deposits/deposits.service.ts'
import { createPaymentGateways } from './modules/deposits/gateways/payment-gateways.ts'
import { createGameCatalogue } from './modules/games/catalogue.service.ts'
import { createPlayerGamesService } from './modules/games/player-games.service.ts'
import { createResponsibleGaming } from './modules/responsible-gaming/responsible-gaming.service.ts'
import { createPlayService } from './modules/games/play.service.ts'
import { createHubplayAdapter, HUBPLAY_PROVIDER_ID } from './modules/games/providers/hubplay.adapter.ts'
import {
  createDevAggregator,
  DEV_AGGREGATOR_OPERATOR_ID,
} from './modules/dev-aggregator/dev-aggregator.service.ts'
import { createLocalAddress } from './platform/local-address.ts'
import { createOriginalsAdapter } from './modules/games/providers/originals.adapter.ts'
import { walletOnlyAdapters } from './modules/games/providers/wallet-only.adapter.ts'
import {
  DEFAULT_JACKPOT_SHARES,
  type JackpotShares,
} from './modules/provider-wallet/jackpot-accrual.service.ts'
import { createProviderWallet } from './modules/provider-wallet/provider-wallet.service.ts'
import type { DepositPolicy } from './modules/responsible-gaming/deposit-policy.types.ts'
import { resolveGameSession } from './modules/games/game-sessions.service.ts'
import { createOriginalsService } from './modules/originals/originals.service.ts'
import { createPointsService } from './modules/points/points.service.ts'
import { createMailService } from './modules/mail/mail.service.ts'
import { createChatNotifier } from './modules/customer-service/chat-notifier.ts'
import { createServiceChat } from './modules/customer-service/service-chat.service.ts'
import { createFeedbackService } from './modules/feedback/feedback.service.ts'
import {
  createLocalUploadStorage,
  createS3UploadStorage,
  createUploadsService,
} from './modules/uploads/uploads.service.ts'
import { createKycService, isIdentityVerified } from './modules/kyc/kyc.service.ts'
import { createAuditService } from './modules/audit/audit.service.ts'
import { createStaffService } from './modules/staff/staff.service.ts'
import { createDiamondsService } from './modules/diamonds/diamonds.service.ts'
import { createLotteryService } from './modules/lottery/lottery.service.ts'
import { createJackpotService } from './modules/jackpot/jackpot.service.ts'
import { createSpinService } from './modules/draws/spin.service.ts'
import { claimAward, wageringRuleOf } from './modules/rewards/award-engine.service.ts'
import { creditHeldBonuses } from './modules/rewards/bonus-grants.ts'
import { createRewardsService } from './modules/rewards/rewards.service.ts'
import { createRebateService } from './modules/vip/rebate.service.ts'
import { createVipService, vipStatus, withdrawDailyLimit } from './modules/vip/vip.service.ts'
import { createVipTaskService } from './modules/vip/vip-tasks.service.ts'
import { createSignInService } from './modules/activities/sign-in.service.ts'
import { createTaskService } from './modules/activities/tasks.service.ts'
import { createActivitiesService } from './modules/activities/activities.service.ts'
import { createRankService } from './modules/activities/rank.service.ts'
import { createPromotionsService } from './modules/promotions/promotions.service.ts'
import { createSlotsTournamentService } from './modules/promotions/slots-tournament.service.ts'
import { createAgentsService } from './modules/agents/agents.service.ts'
import { createInviteSpinService } from './modules/invite-spin/invite-spin.service.ts'
import { createLiveService } from './modules/live/live.service.ts'
import { createRedBlueService } from './modules/redblue/redblue.service.ts'
import { createDrawProofsService } from './modules/draws/draw-proofs.service.ts'
import { createMaintenanceSwitch } from './modules/settings/maintenance.service.ts'
import {
  recordDepositCredited,
  setSafeboxPasswordHash,
  walletFigures,
  walletPlayer,
} from './modules/wallet/wallet-players.service.ts'
import { createSafeboxService } from './modules/safebox/safebox.service.ts'
import { createWalletBalancesService } from './modules/wallet/wallet-balances.service.ts'
import { sandboxPayouts, type PayoutAdapter } from './modules/withdrawals/payout-adapter.ts'
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service.ts'
import { observedDeposits, observedWallet, observedWithdrawals } from './observed-services.ts'
import type { AppServices } from './services.ts'

/** Dependencies a test may replace. */
export interface ServiceOverrides {
  /** Tests that watch the deposit flow's calls into the policy; otherwise responsible gaming's. */
  depositPolicy?: DepositPolicy
  /** Sandbox webhook timing: pauses between retries and before the duplicate delivery. */
  webhookTiming?: { retryDelaysMs: readonly number[]; duplicateAfterMs: number }
  /** The development aggregator's draws (tests script outcomes) and its HTTP client (tests lose answers). */
  devAggregator?: { random?: (n: number) => number; fetchImpl?: typeof fetch }
  /** The jackpot tiers' shares of each bet, read from the jackpot settings when the server starts (decision 040). */
  jackpotShares?: JackpotShares
  /** The payout adapters withdrawals are paid through (tests watch the sandbox's); the sandbox outside production. */
  payouts?: readonly PayoutAdapter[]
}

/** The services over one database, shared by the HTTP server and the operator CLI. */
export function createServices(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): AppServices {
  const { db } = database
  const maintenance = createMaintenanceSwitch(db)
  const socialLogin = {
    google: config.social.google !== undefined,
    facebook: config.social.facebook !== undefined,
    line: config.social.line !== undefined,
  }
  // Outside production HubPlay's games play through the built-in development aggregator (decision 022).
  const localAddress = createLocalAddress()
  const devAggregator =
    config.gameProviders.aggregator === 'dev'
      ? createDevAggregator({
          providerId: HUBPLAY_PROVIDER_ID,
          secret: config.gameProviders.devAggregatorSecret,
          operatorId: DEV_AGGREGATOR_OPERATOR_ID,
          publicUrl: config.publicUrl,
          walletUrl: localAddress.url,
          log,
          ...overrides.devAggregator,
        })
      : null
  const gameProviders = [
    createOriginalsAdapter(),
    createHubplayAdapter(devAggregator?.hubplayConfig() ?? config.gameProviders.hubplay),
    ...walletOnlyAdapters(config.gameProviders.walletOnly),
  ]
  const launchable = new Set(
    gameProviders.filter((adapter) => adapter.launchable).map((adapter) => adapter.providerId),
  )
  const gameCatalogue = createGameCatalogue(db, (code) => launchable.has(code))
  const appConfig = createAppConfigService(
    db,
    maintenance,
    socialLogin,
    async () => (await gameCatalogue.current()).config,
  )
  const currentConfig = async () => (await appConfig.current()).config
  const sessions = createSessionService(db, config.sessions)
  const otp = createOtpService({
    db,
    sms: createSmsGateway(config.sms, log),
    appConfig: currentConfig,
    log,
    resendAfterMs: config.otpResendMs,
  })
  const responsibleGaming = createResponsibleGaming({ db, sessions })
  const accounts = createAccountsService({
    db,
    sessions,
    otp,
    appConfig: currentConfig,
    walletFigures,
    vipFigures: async (executor, userId) => {
      const { vip, vipExp } = await vipStatus(executor, userId)
      return { vip, vipExp }
    },
    identityVerified: isIdentityVerified,
    assertMayLogIn: responsibleGaming.assertMayLogIn,
  })
  const social = createSocialService({
    db,
    config: config.social,
    publicUrl: config.publicUrl,
    accounts,
    appConfig: currentConfig,
    log,
  })
  const playerGames = createPlayerGamesService({ db })
  // Games: launch and the seamless wallet (docs/decisions/017-provider-wallet-and-launch.md).
  const { playPolicy } = responsibleGaming
  // The tiers' shares of each bet: what the wallet takes and how the sweeper splits it (decision 017).
  const jackpotShares = overrides.jackpotShares ?? DEFAULT_JACKPOT_SHARES
  const providerWallet = observedWallet(createProviderWallet({ db, playPolicy, jackpotShares }))
  // Panalo Originals: our own provider, through the same wallet (docs/decisions/018).
  const originals = createOriginalsService({
    db,
    providerWallet,
    resolveGameSession: (token) => resolveGameSession(db, token),
  })
  const play = createPlayService({
    db,
    playPolicy,
    adapters: gameProviders,
    publicUrl: config.publicUrl,
    log,
    recordPlayTime: responsibleGaming.recordPlayTime,
  })
  const proveFresh = accounts.proveFresh
  // The sandbox pays nothing for real: production approves only through a real payout adapter.
  const payouts = overrides.payouts ?? (config.env === 'production' ? [] : [sandboxPayouts])
  const uploads = createUploadsService({
    db,
    storage: config.uploadS3
      ? createS3UploadStorage(config.uploadS3)
      : createLocalUploadStorage(config.uploadDir),
  })
  const kyc = createKycService({ db, uploads })
  const withdrawals = observedWithdrawals(
    createWithdrawalsService({
      db,
      kyc,
      payouts,
      proveFresh,
      walletFigures,
      dailyAmountLimit: withdrawDailyLimit,
    }),
  )
  const safebox = createSafeboxService({
    db,
    appConfig: currentConfig,
    passwords: { walletPlayer, setSafeboxPasswordHash },
    proveFresh,
  })
  // No transfer-wallet provider exists yet; the games area adds its adapters here.
  const walletBalances = createWalletBalancesService({ db, transferWallets: [] })
  const { paymentGateway, sandbox, sandboxTransport, sandboxDeliverer } = createPaymentGateways({
    db,
    payments: config.payments,
    publicUrl: config.publicUrl,
    log,
    webhookTiming: overrides.webhookTiming,
  })
  const deposits = observedDeposits(
    createDepositsService({
      db,
      gateway: paymentGateway,
      appConfig: currentConfig,
      depositPolicy: overrides.depositPolicy ?? responsibleGaming.depositPolicy,
      wallet: {
        totals: walletPlayer,
        // A credited deposit also credits the free bonuses held until it (decision 025).
        async recordDepositCredited(tx, deposit) {
          await recordDepositCredited(tx, deposit)
          await creditHeldBonuses(tx, deposit.userId)
        },
      },
      publicUrl: config.publicUrl,
      expiryMs: config.payments.depositExpiryMs,
      log,
    }),
  )
  const rewards = createRewardsService({ db })
  const vip = createVipService({ db })
  const rebates = createRebateService({ db })
  const vipTasks = createVipTaskService({ db, paidDepositsTotal })
  const signIn = createSignInService({ db })
  const mail = createMailService({ db, awards: { claimAward, wageringRuleOf } })
  const tasks = createTaskService({ db, paidDepositsTotal })
  const promotions = createPromotionsService({ db })
  const slotsTournament = createSlotsTournamentService({ db })
  const redBlue = createRedBlueService({ db })
  const drawProofs = createDrawProofsService({ db })
  const agents = createAgentsService({ db })
  const live = createLiveService({
    db,
    allowedOrigins: config.liveStreamOrigins,
    development: config.env !== 'production',
  })
  const diamonds = createDiamondsService({ db })
  const lottery = createLotteryService({ db })
  // The jackpot (decision 040): before the activities, whose award flags read its draw chances.
  const jackpot = createJackpotService({ db, jackpotShares, paidDepositsTotal })
  const spin = createSpinService({ db, paidDepositsTotal })
  const inviteSpin = createInviteSpinService({ db })
  // Customer service: before the activities, whose award flags read its unread replies.
  const chatNotifier = createChatNotifier(database)
  const service = createServiceChat({ db, appConfig: currentConfig, notifier: chatNotifier })
  const activities = createActivitiesService({
    db,
    reads: {
      totalRecharge: async (executor, userId) => (await walletPlayer(executor, userId)).totalRecharge,
      signInCanReceive: async (userId) => (await signIn.status(userId)).canReceive,
      taskAwardFlag: async (userId) => (await tasks.list(userId)).taskAwardFlag,
      vipAwardFlag: async (userId) => (await vip.info(userId)).vipAwardFlag,
      promotionFlags: (userId) => promotions.flags(userId),
      agentAwardFlag: (userId) => agents.awardFlag(userId),
      emailAwardFlag: (userId) => mail.waiting(userId),
      serviceReplyFlag: (userId) => service.unreadReply(userId),
      diamondMallRedDot: (userId) => diamonds.redDot(userId),
      canReceiveDrawChance: (userId) => jackpot.canReceiveDrawChance(userId),
      // A spin of the wheel waiting today, or an invite spin waiting (decision 058).
      spinAwardFlag: async (userId) =>
        (await Promise.all([spin.spinAwardFlag(userId), inviteSpin.spinAwardFlag(userId)])).some(Boolean),
    },
  })
  const rank = createRankService({ db })
  // After the activities: what the app loads after login carries them.
  const profile = createProfileService({
    db,
    accounts,
    appConfig: currentConfig,
    playerGames,
    activities: (userId) => activities.forPlayer(userId),
  })
  const points = createPointsService({ db })
  const feedback = createFeedbackService({ db, uploads, appConfig: currentConfig })
  return {
    database,
    maintenance,
    appConfig,
    sessions,
    otp,
    accounts,
    social,
    profile,
    gameCatalogue,
    playerGames,
    responsibleGaming,
    playPolicy,
    jackpotShares,
    providerWallet,
    originals,
    gameProviders,
    devAggregator,
    localAddress,
    play,
    withdrawals,
    safebox,
    walletBalances,
    paymentGateway,
    sandbox,
    sandboxTransport,
    sandboxDeliverer,
    deposits,
    rewards,
    vip,
    rebates,
    vipTasks,
    signIn,
    tasks,
    activities,
    rank,
    points,
    promotions,
    slotsTournament,
    redBlue,
    drawProofs,
    agents,
    live,
    mail,
    uploads,
    feedback,
    kyc,
    staff: createStaffService(db),
    audit: createAuditService(db),
    diamonds,
    lottery,
    jackpot,
    spin,
    inviteSpin,
    service,
    chatNotifier,
  }
}
