import type { Database } from './db/client.ts'
import type { AccountsService } from './modules/accounts/accounts.service.ts'
import type { OtpService } from './modules/accounts/otp.service.ts'
import type { ProfileService } from './modules/accounts/profile.service.ts'
import type { SessionService } from './modules/accounts/sessions.service.ts'
import type { SocialService } from './modules/accounts/social/social.service.ts'
import type { AppConfigService } from './modules/app/app-config.service.ts'
import type { DepositsService } from './modules/deposits/deposits.service.ts'
import type { PaymentGateway } from './modules/deposits/gateways/payment-gateway.ts'
import type { SandboxGateway } from './modules/deposits/gateways/sandbox-gateway.ts'
import type { WebhookDeliverer, webhookTransport } from './modules/deposits/gateways/webhook-delivery.ts'
import type { DiamondsService } from './modules/diamonds/diamonds.service.ts'
import type { LotteryService } from './modules/lottery/lottery.service.ts'
import type { DevAggregator } from './modules/dev-aggregator/dev-aggregator.service.ts'
import type { GameCatalogueService } from './modules/games/catalogue.service.ts'
import type { JackpotShares } from './modules/provider-wallet/jackpot-accrual.service.ts'
import type { PlayService } from './modules/games/play.service.ts'
import type { PlayerGamesService } from './modules/games/player-games.service.ts'
import type { ProviderAdapter } from './modules/games/providers/provider-adapter.ts'
import type { ProviderWalletService } from './modules/provider-wallet/provider-wallet.service.ts'
import type { OriginalsService } from './modules/originals/originals.service.ts'
import type { PointsService } from './modules/points/points.service.ts'
import type { MailService } from './modules/mail/mail.service.ts'
import type { ChatNotifier } from './modules/customer-service/chat-notifier.ts'
import type { ServiceChat } from './modules/customer-service/service-chat.service.ts'
import type { FeedbackService } from './modules/feedback/feedback.service.ts'
import type { KycService } from './modules/kyc/kyc.service.ts'
import type { AuditService } from './modules/audit/audit.service.ts'
import type { StaffService } from './modules/staff/staff.service.ts'
import type { UploadsService } from './modules/uploads/uploads.service.ts'
import type { JackpotService } from './modules/jackpot/jackpot.service.ts'
import type { SpinService } from './modules/draws/spin.service.ts'
import type { PlayPolicy } from './modules/responsible-gaming/play-policy.types.ts'
import type { ResponsibleGaming } from './modules/responsible-gaming/responsible-gaming.service.ts'
import type { RewardsService } from './modules/rewards/rewards.service.ts'
import type { SafeboxService } from './modules/safebox/safebox.service.ts'
import type { MaintenanceSwitch } from './modules/settings/maintenance.service.ts'
import type { RebateService } from './modules/vip/rebate.service.ts'
import type { VipService } from './modules/vip/vip.service.ts'
import type { VipTaskService } from './modules/vip/vip-tasks.service.ts'
import type { SignInService } from './modules/activities/sign-in.service.ts'
import type { TaskService } from './modules/activities/tasks.service.ts'
import type { ActivitiesService } from './modules/activities/activities.service.ts'
import type { RankService } from './modules/activities/rank.service.ts'
import type { PromotionsService } from './modules/promotions/promotions.service.ts'
import type { SlotsTournamentService } from './modules/promotions/slots-tournament.service.ts'
import type { AgentsService } from './modules/agents/agents.service.ts'
import type { InviteSpinService } from './modules/invite-spin/invite-spin.service.ts'
import type { LiveService } from './modules/live/live.service.ts'
import type { RedBlueService } from './modules/redblue/redblue.service.ts'
import type { DrawProofsService } from './modules/draws/draw-proofs.service.ts'
import type { WalletBalancesService } from './modules/wallet/wallet-balances.service.ts'
import type { WithdrawalsService } from './modules/withdrawals/withdrawals.service.ts'
import type { LocalAddress } from './platform/local-address.ts'

/**
 * The services over one database, shared by the HTTP server and the operator CLI; createServices in
 * create-services.ts builds them. Its own file so the call index and the admin commands, which read it, do not
 * import the app they are part of. Each area's handlers and commands are handed only what they use.
 */
export interface AppServices {
  database: Database
  maintenance: MaintenanceSwitch
  appConfig: AppConfigService
  sessions: SessionService
  otp: OtpService
  accounts: AccountsService
  social: SocialService
  profile: ProfileService
  gameCatalogue: GameCatalogueService
  playerGames: PlayerGamesService
  responsibleGaming: ResponsibleGaming
  playPolicy: PlayPolicy
  jackpotShares: JackpotShares
  providerWallet: ProviderWalletService
  originals: OriginalsService
  gameProviders: ProviderAdapter[]
  /** The development aggregator playing HubPlay's games (GAME_AGGREGATOR=dev), or null. */
  devAggregator: DevAggregator | null
  /** This server's own address, once it listens (the development aggregator calls the wallet there). */
  localAddress: LocalAddress
  play: PlayService
  withdrawals: WithdrawalsService
  safebox: SafeboxService
  walletBalances: WalletBalancesService
  paymentGateway: PaymentGateway
  /** The sandbox gateway when it is the one in use (not in production), for its checkout page. */
  sandbox: SandboxGateway | null
  sandboxTransport: ReturnType<typeof webhookTransport>
  sandboxDeliverer: WebhookDeliverer
  deposits: DepositsService
  rewards: RewardsService
  vip: VipService
  vipTasks: VipTaskService
  signIn: SignInService
  tasks: TaskService
  activities: ActivitiesService
  rank: RankService
  rebates: RebateService
  diamonds: DiamondsService
  lottery: LotteryService
  points: PointsService
  promotions: PromotionsService
  slotsTournament: SlotsTournamentService
  redBlue: RedBlueService
  drawProofs: DrawProofsService
  agents: AgentsService
  live: LiveService
  mail: MailService
  uploads: UploadsService
  feedback: FeedbackService
  kyc: KycService
  /** Staff accounts and console sessions (decision 064). */
  staff: StaffService
  /** The audit chain (decision 065). */
  audit: AuditService
  jackpot: JackpotService
  spin: SpinService
  inviteSpin: InviteSpinService
  /** Customer service: its lines and Panalo's live chat (decision 057). */
  service: ServiceChat
  /** Wakes the chat's long polls; shutdown ends them all (platform/shutdown.ts). */
  chatNotifier: ChatNotifier
}
