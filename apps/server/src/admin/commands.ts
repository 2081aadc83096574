import {
  disableUserCommand,
  enableUserCommand,
  findPlayer,
  showUserCommand,
} from '../modules/accounts/accounts.commands.ts'
import { recentEventsCommand } from '../modules/app/client-events.commands.ts'
import { listThemesCommand, liveThemeCommand } from '../modules/app/themes.commands.ts'
import {
  creditHeldDepositCommand,
  depositSettingsCommand,
  expireDepositsCommand,
  heldDepositsCommand,
} from '../modules/deposits/deposits.commands.ts'
import { disableGameCommand, enableGameCommand, listGamesCommand } from '../modules/games/games.commands.ts'
import { runJobCommand } from '../modules/jobs/jobs.commands.ts'
import { ledgerCommands } from '../modules/ledger/ledger.commands.ts'
import {
  endExclusionCommand,
  excludePlayerCommand,
  showLimitsCommand,
} from '../modules/responsible-gaming/responsible-gaming.commands.ts'
import { pointsShopCommand } from '../modules/points/points.commands.ts'
import { promotionsCommand, settleTournamentCommand } from '../modules/promotions/promotions.commands.ts'
import { agentSettingsCommand } from '../modules/agents/agents.commands.ts'
import { inviteSpinSettingsCommand } from '../modules/invite-spin/invite-spin.commands.ts'
import { liveStreamCommand } from '../modules/live/live.commands.ts'
import {
  pkOpenCommand,
  pkPeriodsCommand,
  pkPoolCommand,
  pkSettleCommand,
} from '../modules/redblue/redblue.commands.ts'
import { mailBroadcastsCommand, mailSendCommand } from '../modules/mail/mail.commands.ts'
import {
  feedbackAnswerCommand,
  feedbackCloseCommand,
  feedbackImageCommand,
  feedbackListCommand,
  feedbackShowCommand,
} from '../modules/feedback/feedback.commands.ts'
import {
  kycApproveCommand,
  kycListCommand,
  kycRefuseCommand,
  kycShowCommand,
} from '../modules/kyc/kyc.commands.ts'
import { diamondItemsCommand, diamondOrdersCommand } from '../modules/diamonds/diamonds.commands.ts'
import {
  lotteryCloseCommand,
  lotteryDrawsCommand,
  lotteryRunCommand,
  lotterySettingsCommand,
  lotteryWinnersCommand,
} from '../modules/lottery/lottery.commands.ts'
import {
  jackpotChancesCommand,
  jackpotOddsCommand,
  jackpotPoolsCommand,
  jackpotSectionsCommand,
  jackpotSharesCommand,
  jackpotWinnersCommand,
} from '../modules/jackpot/jackpot.commands.ts'
import {
  serviceInboxCommand,
  serviceReplyCommand,
  serviceThreadCommand,
} from '../modules/customer-service/customer-service.commands.ts'
import { spinChancesCommand, spinSectorsCommand } from '../modules/draws/spin.commands.ts'
import {
  creditWalletCommand,
  grantAwardCommand,
  wageringCommand,
} from '../modules/rewards/rewards.commands.ts'
import { vipLadderCommand, vipRebatesCommand } from '../modules/vip/vip.commands.ts'
import { vipTasksCommand } from '../modules/vip/vip-tasks.commands.ts'
import { vipStatus } from '../modules/vip/vip.service.ts'
import { signInAwardsCommand } from '../modules/activities/sign-in.commands.ts'
import { tasksCommand } from '../modules/activities/tasks.commands.ts'
import { activitiesCommand } from '../modules/activities/activities.commands.ts'
import { maintenanceCommand } from '../modules/settings/maintenance.commands.ts'
import {
  approveWithdrawalCommand,
  listWithdrawalsCommand,
  rejectWithdrawalCommand,
  releaseAccountCommand,
  withdrawalSettingsCommand,
} from '../modules/withdrawals/withdrawals.commands.ts'
import {
  staffCreateCommand,
  staffDisableCommand,
  staffListCommand,
  staffResetTotpCommand,
} from '../modules/staff/staff.commands.ts'
import { auditVerifyCommand } from '../modules/audit/audit.commands.ts'
import { createPlayerAdjustments } from '../modules/player-desk/player-adjustments.ts'
import {
  adjustPlayerCommand,
  decideAdjustmentCommand,
  listAdjustmentsCommand,
  resetPasswordCommand,
} from '../modules/player-desk/player-desk.commands.ts'
import { createPlayerDesk } from '../modules/player-desk/player-desk.service.ts'
import type { AppServices } from '../services.ts'
import { checkCommandLine, type AdminCommand, type CommandFlags } from '../platform/admin-command.ts'

/** A command handed its services: what the runner lists and runs. */
export interface RunnableCommand {
  name: string
  usage: string
  summary: string
  flags: CommandFlags
  positionals: number | 'any'
  run(print: (line: string) => void, args: readonly string[], operator: string): Promise<void>
}

/**
 * Every operator command, area by area, each handed exactly the services it declares. Later areas
 * add theirs here.
 */
export function adminCommands(services: AppServices): readonly RunnableCommand[] {
  const { maintenance, sessions, gameCatalogue, appConfig, responsibleGaming, withdrawals, deposits } =
    services
  const { db } = services.database
  const adjustments = createPlayerAdjustments(db)
  const desk = createPlayerDesk({
    db,
    sessions,
    play: services.play,
    responsibleGaming,
    accounts: services.accounts,
  })
  return [
    give(maintenanceCommand, { maintenance }),
    give(recentEventsCommand, { db }),
    give(showUserCommand, { db }),
    give(disableUserCommand, { db, sessions }),
    give(enableUserCommand, { db }),
    give(listGamesCommand, { db }),
    give(disableGameCommand, { gameCatalogue, appConfig }),
    give(enableGameCommand, { gameCatalogue, appConfig }),
    // Removed when the wallet restructuring lands: the ledger's commands still take the database.
    ...ledgerCommands.map((command) => give(command, { database: services.database })),
    give(showLimitsCommand, { db, responsibleGaming }),
    give(excludePlayerCommand, { db, responsibleGaming }),
    give(endExclusionCommand, { db, responsibleGaming }),
    give(listWithdrawalsCommand, { withdrawals }),
    give(approveWithdrawalCommand, { withdrawals, db }),
    give(rejectWithdrawalCommand, { withdrawals }),
    give(withdrawalSettingsCommand, { db }),
    give(releaseAccountCommand, { withdrawals, findPlayer: (who) => findPlayer(db, who) }),
    give(creditWalletCommand, { db, findPlayer: (who) => findPlayer(db, who) }),
    give(heldDepositsCommand, { deposits }),
    give(creditHeldDepositCommand, { deposits }),
    give(expireDepositsCommand, { deposits }),
    give(depositSettingsCommand, { db }),
    give(grantAwardCommand, { db, findPlayer: (who) => findPlayer(db, who) }),
    give(wageringCommand, { db }),
    give(vipLadderCommand, { db }),
    give(vipRebatesCommand, { db }),
    give(vipTasksCommand, { db }),
    give(signInAwardsCommand, { db }),
    give(tasksCommand, { db }),
    give(activitiesCommand, { db }),
    give(pointsShopCommand, { db }),
    give(promotionsCommand, { db }),
    give(settleTournamentCommand, { db }),
    give(pkPeriodsCommand, { db }),
    give(pkOpenCommand, { db }),
    give(pkPoolCommand, { db }),
    give(pkSettleCommand, { db }),
    give(agentSettingsCommand, { db }),
    give(inviteSpinSettingsCommand, { db }),
    give(liveStreamCommand, { db, live: services.live }),
    give(diamondItemsCommand, { db }),
    give(diamondOrdersCommand, { db, diamonds: services.diamonds }),
    give(jackpotPoolsCommand, { db }),
    give(jackpotSharesCommand, { db }),
    give(jackpotSectionsCommand, { db }),
    give(jackpotOddsCommand, { db }),
    give(jackpotChancesCommand, { db }),
    give(jackpotWinnersCommand, { jackpot: services.jackpot }),
    give(spinSectorsCommand, { db }),
    give(spinChancesCommand, { db }),
    give(lotterySettingsCommand, { db }),
    give(lotteryDrawsCommand, { db }),
    give(lotteryRunCommand, { db }),
    give(lotteryWinnersCommand, { db }),
    give(lotteryCloseCommand, { db }),
    give(runJobCommand, { db, uploads: services.uploads, deposits: services.deposits }),
    give(mailSendCommand, {
      db,
      vipLevelOf: async (executor, userId) => (await vipStatus(executor, userId)).vip,
    }),
    give(mailBroadcastsCommand, { db }),
    give(feedbackListCommand, { feedback: services.feedback }),
    give(feedbackShowCommand, { feedback: services.feedback }),
    give(feedbackAnswerCommand, { feedback: services.feedback }),
    give(feedbackCloseCommand, { feedback: services.feedback }),
    give(feedbackImageCommand, { uploads: services.uploads }),
    give(serviceInboxCommand, { db }),
    give(serviceThreadCommand, { service: services.service, findPlayer: (who) => findPlayer(db, who) }),
    give(serviceReplyCommand, { service: services.service, findPlayer: (who) => findPlayer(db, who) }),
    give(kycListCommand, { kyc: services.kyc }),
    give(kycShowCommand, { kyc: services.kyc }),
    give(kycApproveCommand, { kyc: services.kyc }),
    give(kycRefuseCommand, { kyc: services.kyc }),
    give(staffCreateCommand, { staff: services.staff }),
    give(staffDisableCommand, { staff: services.staff }),
    give(staffResetTotpCommand, { staff: services.staff }),
    give(staffListCommand, { staff: services.staff }),
    give(auditVerifyCommand, { audit: services.audit }),
    give(adjustPlayerCommand, { adjustments, findPlayer: (who) => findPlayer(db, who) }),
    give(decideAdjustmentCommand, { adjustments }),
    give(listAdjustmentsCommand, { adjustments }),
    give(resetPasswordCommand, { desk, findPlayer: (who) => findPlayer(db, who) }),
    give(listThemesCommand, { db }),
    give(liveThemeCommand, { db }),
  ]
}

function give<Services>(command: AdminCommand<Services>, services: NoInfer<Services>): RunnableCommand {
  return {
    name: command.name,
    usage: command.usage,
    summary: command.summary,
    flags: command.flags,
    positionals: command.positionals,
    // Flags are checked here, once for every command: an unknown one stops the command before it
    // reads or changes anything.
    run: async (print, args, operator) => {
      checkCommandLine(command, args)
      await command.run({ services, print, operator }, args)
    },
  }
}
