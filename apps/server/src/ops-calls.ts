import { activityOpsHandlers } from './modules/activities/activities.ops.ts'
import { createActivityDesk } from './modules/activities/activity-desk.ts'
import { readSignInDays, SIGN_IN_SETTING } from './modules/activities/sign-in-settings.ts'
import { readTasks, TASKS_SETTING } from './modules/activities/task-settings.ts'
import { readDiamondShopSettings, saveDiamondShopSettings } from './modules/diamonds/diamond-shop-settings.ts'
import { INVITE_SPIN_SETTING, readInviteSpinSettings } from './modules/invite-spin/invite-spin-settings.ts'
import {
  LOTTERY_SETTING,
  lotteryChangeFrom,
  readLotterySettings,
} from './modules/lottery/lottery-settings.ts'
import { readUpcomingPkPeriods, saveUpcomingPkPeriods } from './modules/redblue/redblue-settings.ts'
import { themeOpsHandlers } from './modules/app/themes.ops.ts'
import { JACKPOT_SETTING, readJackpotSettings } from './modules/jackpot/jackpot-settings.ts'
import { readSpinSettings, SPIN_SETTING } from './modules/draws/spin-settings.ts'
import { promotionSettingKey, readPromotion } from './modules/promotions/promotion-settings.ts'
import { rewardSettingsOpsHandlers } from './modules/settings/reward-settings.ops.ts'
import { readRebateRates, REBATE_RATES_SETTING } from './modules/vip/rebate-rates.ts'
import { readVipLadder, VIP_LADDER_SETTING } from './modules/vip/vip-ladder.ts'
import { POINTS_SHOP_SETTING, readPointsShop } from './modules/points/points-shop.ts'
import { auditOpsHandlers } from './modules/audit/audit.ops.ts'
import { createDepositDesk } from './modules/deposits/deposit-desk.ts'
import { depositOpsHandlers } from './modules/deposits/deposits.ops.ts'
import { createFeedbackDesk } from './modules/feedback/feedback-desk.ts'
import { feedbackOpsHandlers } from './modules/feedback/feedback.ops.ts'
import { figuresOpsHandlers, reportOpsHandlers } from './modules/figures/figures.ops.ts'
import { createKycDesk } from './modules/kyc/kyc-desk.ts'
import { kycOpsHandlers } from './modules/kyc/kyc.ops.ts'
import { createMailDesk } from './modules/mail/mail-desk.ts'
import { mailOpsHandlers } from './modules/mail/mail.ops.ts'
import { createPlayerAdjustments } from './modules/player-desk/player-adjustments.ts'
import { createPlayerDesk } from './modules/player-desk/player-desk.service.ts'
import { playerOpsHandlers } from './modules/player-desk/player-desk.ops.ts'
import { createRgDesk } from './modules/responsible-gaming/rg-desk.ts'
import { rgOpsHandlers } from './modules/responsible-gaming/rg.ops.ts'
import { createCannedReplies } from './modules/customer-service/canned-replies.ts'
import { serviceOpsHandlers } from './modules/customer-service/customer-service.ops.ts'
import { createServiceDesk } from './modules/customer-service/service-desk.ts'
import { maintenanceOpsHandlers } from './modules/settings/maintenance.ops.ts'
import { staffOpsHandlers } from './modules/staff/staff.ops.ts'
import { createWithdrawalDesk } from './modules/withdrawals/withdrawal-desk.ts'
import { vipStatus } from './modules/vip/vip.service.ts'
import { withdrawalOpsHandlers } from './modules/withdrawals/withdrawals.ops.ts'
import type { OpsHandler } from './platform/ops-handler.ts'
import type { AppServices } from './services.ts'

/**
 * Every handler of the operator console's calls, area by area (docs/decisions/064-operator-console.md).
 * With packages/contract/src/ops/ops-call-map.ts this is the list of the console's calls; the platform
 * refuses to start if one has no handler here. The desks run on the services the CLI runs.
 */
export function allOpsHandlers(services: AppServices): OpsHandler[] {
  const { db } = services.database
  const playerDesk = createPlayerDesk({
    db,
    sessions: services.sessions,
    play: services.play,
    responsibleGaming: services.responsibleGaming,
    accounts: services.accounts,
  })
  return [
    ...staffOpsHandlers({ staff: services.staff }),
    ...auditOpsHandlers({ audit: services.audit }),
    ...withdrawalOpsHandlers({ desk: createWithdrawalDesk(db, services.withdrawals) }),
    ...kycOpsHandlers({ desk: createKycDesk(db, services.kyc) }),
    ...depositOpsHandlers({ desk: createDepositDesk(db, services.deposits) }),
    ...playerOpsHandlers({
      desk: playerDesk,
      adjustments: createPlayerAdjustments(db),
    }),
    ...rgOpsHandlers({ desk: createRgDesk(db) }),
    ...maintenanceOpsHandlers({ db, maintenance: services.maintenance }),
    ...figuresOpsHandlers({ db }),
    ...themeOpsHandlers({ db }),
    ...feedbackOpsHandlers({ desk: createFeedbackDesk(db, services.feedback) }),
    ...serviceOpsHandlers({
      service: services.service,
      desk: createServiceDesk({
        db,
        service: services.service,
        canned: createCannedReplies(db),
        staff: services.staff,
        players: playerDesk,
        feedback: services.feedback,
      }),
    }),
    ...mailOpsHandlers({
      desk: createMailDesk(db, async (executor, userId) => (await vipStatus(executor, userId)).vip),
    }),
    ...reportOpsHandlers({ db }),
    ...activityOpsHandlers({ desk: createActivityDesk({ db, uploads: services.uploads }) }),
    ...rewardSettingsOpsHandlers({
      db,
      areas: {
        spin: { key: SPIN_SETTING, read: readSpinSettings },
        jackpot: { key: JACKPOT_SETTING, read: readJackpotSettings },
        signIn: { key: SIGN_IN_SETTING, read: readSignInDays },
        rebate: { key: REBATE_RATES_SETTING, read: readRebateRates },
        vip: { key: VIP_LADDER_SETTING, read: readVipLadder },
        pointsShop: { key: POINTS_SHOP_SETTING, read: readPointsShop },
        signUp: { key: promotionSettingKey('signUp'), read: (executor) => readPromotion(executor, 'signUp') },
        bank: { key: promotionSettingKey('bank'), read: (executor) => readPromotion(executor, 'bank') },
        follow: { key: promotionSettingKey('follow'), read: (executor) => readPromotion(executor, 'follow') },
        fund: { key: promotionSettingKey('fund'), read: (executor) => readPromotion(executor, 'fund') },
        tournament: {
          key: promotionSettingKey('tournament'),
          read: (executor) => readPromotion(executor, 'tournament'),
        },
        tasks: { key: TASKS_SETTING, read: readTasks },
        lottery: { key: LOTTERY_SETTING, read: readLotterySettings, from: lotteryChangeFrom },
        inviteSpin: { key: INVITE_SPIN_SETTING, read: readInviteSpinSettings },
        redBlue: {
          key: 'pk_periods:upcoming',
          read: (executor) => readUpcomingPkPeriods(executor),
          save: saveUpcomingPkPeriods,
        },
        diamondShop: {
          key: 'diamond_shop_items',
          read: readDiamondShopSettings,
          save: saveDiamondShopSettings,
        },
      },
    }),
  ]
}
