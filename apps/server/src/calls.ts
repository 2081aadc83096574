import { accountsCallHandlers } from './modules/accounts/accounts.calls.ts'
import { profileCallHandlers } from './modules/accounts/profile.calls.ts'
import { appCallHandlers } from './modules/app/app.calls.ts'
import { depositCallHandlers } from './modules/deposits/deposits.calls.ts'
import { gameCallHandlers } from './modules/games/games.calls.ts'
import { rewardCallHandlers } from './modules/rewards/rewards.calls.ts'
import { safeboxCallHandlers } from './modules/safebox/safebox.calls.ts'
import { responsibleGamingCallHandlers } from './modules/responsible-gaming/responsible-gaming.calls.ts'
import { originalsCallHandlers } from './modules/originals/originals.calls.ts'
import { playCallHandlers } from './modules/games/play.calls.ts'
import { pointsCallHandlers } from './modules/points/points.calls.ts'
import { promotionCallHandlers } from './modules/promotions/promotions.calls.ts'
import { agentCallHandlers } from './modules/agents/agents.calls.ts'
import { inviteSpinCallHandlers } from './modules/invite-spin/invite-spin.calls.ts'
import { liveCallHandlers } from './modules/live/live.calls.ts'
import { mailCallHandlers } from './modules/mail/mail.calls.ts'
import { feedbackCallHandlers } from './modules/feedback/feedback.calls.ts'
import { kycCallHandlers } from './modules/kyc/kyc.calls.ts'
import { diamondCallHandlers } from './modules/diamonds/diamonds.calls.ts'
import { lotteryCallHandlers } from './modules/lottery/lottery.calls.ts'
import { jackpotCallHandlers } from './modules/jackpot/jackpot.calls.ts'
import { spinCallHandlers } from './modules/draws/spin.calls.ts'
import { serviceCallHandlers } from './modules/customer-service/customer-service.calls.ts'
import { vipCallHandlers } from './modules/vip/vip.calls.ts'
import { activityCallHandlers } from './modules/activities/activities.calls.ts'
import { walletCallHandlers } from './modules/wallet/wallet.calls.ts'
import { withdrawalCallHandlers } from './modules/withdrawals/withdrawals.calls.ts'
import type { CallHandler } from './platform/call-handler.ts'
import { redBlueCallHandlers } from './modules/redblue/redblue.calls.ts'
import { drawProofCallHandlers } from './modules/draws/draw-proofs.calls.ts'
import type { AppServices } from './services.ts'

/**
 * Every handler of every call, area by area. With packages/contract/src/call-map.ts this is the list
 * of the product's calls; the platform refuses to start if a contract call has no handler here.
 */
export function allCallHandlers(services: AppServices): CallHandler[] {
  const {
    database,
    appConfig,
    maintenance,
    accounts,
    social,
    profile,
    gameCatalogue,
    playerGames,
    deposits,
    play,
    originals,
  } = services
  return [
    ...appCallHandlers({ db: database.db, appConfig, maintenance }),
    ...accountsCallHandlers({ accounts, social }),
    ...profileCallHandlers({ accounts, profile, social }),
    ...gameCallHandlers({ gameCatalogue, playerGames }),
    ...responsibleGamingCallHandlers({ responsibleGaming: services.responsibleGaming }),
    ...originalsCallHandlers({ originals }),
    ...playCallHandlers({ play }),
    ...withdrawalCallHandlers({ withdrawals: services.withdrawals }),
    ...safeboxCallHandlers({ safebox: services.safebox }),
    ...walletCallHandlers({ db: database.db, walletBalances: services.walletBalances }),
    ...depositCallHandlers({ deposits }),
    ...rewardCallHandlers({ rewards: services.rewards }),
    ...vipCallHandlers({ vip: services.vip, rebates: services.rebates, vipTasks: services.vipTasks }),
    ...activityCallHandlers({
      activities: services.activities,
      rank: services.rank,
      signIn: services.signIn,
      tasks: services.tasks,
    }),
    ...pointsCallHandlers({ points: services.points }),
    ...promotionCallHandlers({ promotions: services.promotions, slotsTournament: services.slotsTournament }),
    ...agentCallHandlers({ agents: services.agents }),
    ...inviteSpinCallHandlers({ inviteSpin: services.inviteSpin }),
    ...liveCallHandlers({ live: services.live }),
    ...mailCallHandlers({ mail: services.mail }),
    ...feedbackCallHandlers({ feedback: services.feedback }),
    ...kycCallHandlers({ kyc: services.kyc }),
    ...diamondCallHandlers({ diamonds: services.diamonds }),
    ...jackpotCallHandlers({ jackpot: services.jackpot }),
    ...spinCallHandlers({ spin: services.spin }),
    ...serviceCallHandlers({ service: services.service }),
    ...redBlueCallHandlers({ redBlue: services.redBlue }),
    ...drawProofCallHandlers({ drawProofs: services.drawProofs }),
    ...lotteryCallHandlers({ lottery: services.lottery }),
  ]
}
