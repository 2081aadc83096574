/**
 * The error catalogue. Every non-zero errcode the server can answer is listed here once, with the
 * i18n key the web app shows and the English message the server puts in `msg`. Platform errors use
 * HTTP-like three-digit codes; product areas use four-digit ranges (1001–1004 are the jackpot draw
 * failures of SPEC.md §8).
 */
export const ERRORS = {
  MALFORMED_REQUEST: { code: 400, key: 'errors.malformedRequest', message: 'The request could not be read.' },
  SIGNED_OUT: { code: 401, key: 'errors.signedOut', message: 'Please log in to continue.' },
  FORBIDDEN: { code: 403, key: 'errors.forbidden', message: 'You are not allowed to do that.' },
  NOT_FOUND: { code: 404, key: 'errors.notFound', message: 'That could not be found.' },
  CONFLICT: { code: 409, key: 'errors.conflict', message: 'That request conflicts with an earlier one.' },
  PAYLOAD_TOO_LARGE: { code: 413, key: 'errors.payloadTooLarge', message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    code: 415,
    key: 'errors.unsupportedMediaType',
    message: 'The request must be sent as JSON.',
  },
  VALIDATION: { code: 422, key: 'errors.validation', message: 'Some details are not valid.' },
  RATE_LIMITED: {
    code: 429,
    key: 'errors.rateLimited',
    message: 'Too many attempts. Please wait and try again.',
  },
  INTERNAL: {
    code: 500,
    key: 'errors.internal',
    message: 'Something went wrong on our side. Please try again.',
  },
  MAINTENANCE: {
    code: 503,
    key: 'errors.maintenance',
    message: 'Panalo is under maintenance. Please come back soon.',
  },
  // The database could not be reached (restarting, failing over): nothing was decided, so the same
  // request may be sent again with the same requestId (docs/decisions/062-while-the-database-is-gone.md).
  TEMPORARILY_UNAVAILABLE: {
    code: 502,
    key: 'errors.temporarilyUnavailable',
    message: 'Panalo cannot finish this right now. Please try again in a moment.',
  },

  JACKPOT_NO_DRAW_CHANCE: {
    code: 1001,
    key: 'errors.jackpotNoDrawChance',
    message: 'You have no draw chance yet.',
  },
  JACKPOT_CLOSED: {
    code: 1002,
    key: 'errors.jackpotClosed',
    message: 'The jackpot draw is not open right now.',
  },
  JACKPOT_DRAW_IN_PROGRESS: {
    code: 1003,
    key: 'errors.jackpotDrawInProgress',
    message: 'Your previous draw is still being settled.',
  },
  JACKPOT_DRAW_FAILED: {
    code: 1004,
    key: 'errors.jackpotDrawFailed',
    message: 'The draw could not be completed.',
  },

  INVALID_CREDENTIALS: {
    code: 2001,
    key: 'errors.invalidCredentials',
    message: 'The account or password is not right.',
  },
  ACCOUNT_TAKEN: { code: 2002, key: 'errors.accountTaken', message: 'That account name is already taken.' },
  PHONE_REGISTERED: {
    code: 2003,
    key: 'errors.phoneRegistered',
    message: 'This number already has an account.',
  },
  PHONE_NOT_REGISTERED: {
    code: 2004,
    key: 'errors.phoneNotRegistered',
    message: 'No account uses this number yet. Register first.',
  },
  OTP_INVALID: { code: 2005, key: 'errors.otpInvalid', message: 'The code is wrong or has expired.' },
  OTP_TOO_MANY_TRIES: {
    code: 2006,
    key: 'errors.otpTooManyTries',
    message: 'Too many wrong codes. Ask for a new one.',
  },
  OTP_RESEND_TOO_SOON: {
    code: 2007,
    key: 'errors.otpResendTooSoon',
    message: 'Please wait a moment before asking for another code.',
  },
  OTP_DAILY_LIMIT: {
    code: 2008,
    key: 'errors.otpDailyLimit',
    message: 'This number has reached today’s limit of codes. Try again tomorrow.',
  },
  UNDER_AGE: { code: 2009, key: 'errors.underAge', message: 'You must be 21 or older to play on Panalo.' },
  NOT_ELIGIBLE: {
    code: 2010,
    key: 'errors.notEligible',
    message: 'Please confirm that you may play and accept the terms.',
  },
  REAUTH_REQUIRED: {
    code: 2011,
    key: 'errors.reauthRequired',
    message: 'Please confirm it is you with your password or an SMS code.',
  },
  ACCOUNT_DISABLED: {
    code: 2012,
    key: 'errors.accountDisabled',
    message: 'This account is disabled. Please contact support.',
  },
  REGISTRATION_REQUIRED: {
    code: 2013,
    key: 'errors.registrationRequired',
    message: 'Finish registering to continue.',
  },
  SOCIAL_SIGN_IN_FAILED: {
    code: 2014,
    key: 'errors.socialSignInFailed',
    message: 'We could not sign you in with that account. Please try again.',
  },
  SOCIAL_ALREADY_LINKED: {
    code: 2015,
    key: 'errors.socialAlreadyLinked',
    message: 'That account is already linked to another Panalo player.',
  },
  REGISTRATION_CLOSED: {
    code: 2016,
    key: 'errors.registrationClosed',
    message: 'Registration this way is not offered right now.',
  },
  // The account's failed passwords from browsers it does not know reached their cap (decision 061).
  PASSWORD_LOGIN_PAUSED: {
    code: 2017,
    key: 'errors.passwordLoginPaused',
    message:
      'Too many wrong passwords were tried for this account. Log in with an SMS code, or try the password again later.',
  },

  INSUFFICIENT_BALANCE: {
    code: 3001,
    key: 'errors.insufficientBalance',
    message: 'Your balance is not enough.',
  },

  // Responsible gaming (/member/self-limited): 6001–6099.
  DEPOSIT_LIMIT_REACHED: {
    code: 6001,
    key: 'errors.depositLimitReached',
    message: 'This deposit would go over the deposit limit you set.',
  },
  BET_LIMIT_REACHED: {
    code: 6002,
    key: 'errors.betLimitReached',
    message: 'This bet would go over the bet limit you set.',
  },
  LOSS_LIMIT_REACHED: {
    code: 6003,
    key: 'errors.lossLimitReached',
    message: 'This bet could take you over the loss limit you set.',
  },
  PLAY_TIME_LIMIT_REACHED: {
    code: 6004,
    key: 'errors.playTimeLimitReached',
    message: 'You have reached the daily play-time limit you set. Play again tomorrow.',
  },
  COOLING_OFF: {
    code: 6005,
    key: 'errors.coolingOff',
    message: 'You are taking a break from play. It ends on the date shown.',
  },
  SELF_EXCLUDED: {
    code: 6006,
    key: 'errors.selfExcluded',
    message: 'You have excluded yourself from play. The exclusion ends on the date shown.',
  },
  EXCLUSION_IRREVOCABLE: {
    code: 6007,
    key: 'errors.exclusionIrrevocable',
    message: 'The first six months of a self-exclusion cannot be ended early.',
  },
  ORIGINALS_ROUND_OPEN: {
    code: 4101,
    key: 'errors.originalsRoundOpen',
    message: 'Finish your open Mines round first.',
  },
  ORIGINALS_ROUND_CLOSED: {
    code: 4102,
    key: 'errors.originalsRoundClosed',
    message: 'That round is already over.',
  },
  ORIGINALS_DEMO_EXPIRED: {
    code: 4103,
    key: 'errors.originalsDemoExpired',
    message: 'Your try-it session has ended. Start a new one.',
  },
  ORIGINALS_PLAY_REFUSED: {
    code: 4104,
    key: 'errors.originalsPlayRefused',
    message: 'This bet cannot be placed right now.',
  },
  GAME_NOT_FOUND: { code: 4001, key: 'errors.gameNotFound', message: 'That game is not available.' },
  GAME_UNAVAILABLE: {
    code: 4002,
    key: 'errors.gameUnavailable',
    message: 'This game cannot be opened right now. Please try another one.',
  },
  DEMO_NOT_ALLOWED: { code: 4003, key: 'errors.demoNotAllowed', message: 'This game has no free play.' },
  WITHDRAWAL_AMOUNT_OUT_OF_RANGE: {
    code: 3101,
    key: 'errors.withdrawalAmountOutOfRange',
    message: 'The amount is outside the withdrawal limits.',
  },
  WITHDRAWAL_TURNOVER_NOT_MET: {
    code: 3102,
    key: 'errors.withdrawalTurnoverNotMet',
    message: 'Finish your turnover first; you can withdraw up to your withdrawable amount.',
  },
  WITHDRAWAL_DAILY_LIMIT: {
    code: 3103,
    key: 'errors.withdrawalDailyLimit',
    message: 'You have reached today’s number of withdrawals. Try again tomorrow.',
  },
  KYC_REQUIRED: {
    code: 3104,
    key: 'errors.kycRequired',
    message: 'Verify your identity (KYC) before withdrawing.',
  },
  RECEIVING_ACCOUNT_EXISTS: {
    code: 3105,
    key: 'errors.receivingAccountExists',
    message: 'You already saved an account for this; change it instead.',
  },
  WITHDRAWAL_NOT_PENDING: {
    code: 3106,
    key: 'errors.withdrawalNotPending',
    message: 'This withdrawal has already been decided.',
  },
  RECEIVING_ACCOUNT_ON_HOLD: {
    code: 3107,
    key: 'errors.receivingAccountOnHold',
    message: 'A new or changed receiving account can receive withdrawals only after a waiting time.',
  },
  WITHDRAWAL_DAILY_AMOUNT_LIMIT: {
    code: 3108,
    key: 'errors.withdrawalDailyAmountLimit',
    message: 'This withdrawal would pass the daily amount your VIP level allows.',
  },
  SAFEBOX_PASSWORD_NOT_SET: {
    code: 3201,
    key: 'errors.safeboxPasswordNotSet',
    message: 'Set a safebox password first.',
  },
  SAFEBOX_PASSWORD_WRONG: {
    code: 3202,
    key: 'errors.safeboxPasswordWrong',
    message: 'The safebox password is not right.',
  },
  // Deposits: 3301–3399.
  DEPOSIT_CHANNEL_UNAVAILABLE: {
    code: 3301,
    key: 'errors.depositChannelUnavailable',
    message: 'That deposit channel is not available. Please choose another.',
  },
  DEPOSIT_AMOUNT_BELOW_MINIMUM: {
    code: 3302,
    key: 'errors.depositAmountBelowMinimum',
    message: 'The amount is below this channel’s minimum.',
  },
  DEPOSIT_AMOUNT_ABOVE_MAXIMUM: {
    code: 3303,
    key: 'errors.depositAmountAboveMaximum',
    message: 'The amount is above this channel’s maximum.',
  },
  DEPOSIT_AMOUNT_NOT_WHOLE: {
    code: 3304,
    key: 'errors.depositAmountNotWhole',
    message: 'Deposits are in whole pesos.',
  },
  DEPOSIT_BONUS_UNAVAILABLE: {
    code: 3305,
    key: 'errors.depositBonusUnavailable',
    message: 'That bonus is not available for this deposit.',
  },
  DEPOSIT_BANK_REQUIRED: {
    code: 3306,
    key: 'errors.depositBankRequired',
    message: 'Please choose your bank for this channel.',
  },
  DEPOSIT_TOO_MANY_OPEN: {
    code: 3308,
    key: 'errors.depositTooManyOpen',
    message: 'You have several deposits waiting for payment. Finish or cancel one first.',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    code: 3307,
    key: 'errors.paymentGatewayUnavailable',
    message: 'The payment service is not answering. Please try again in a moment.',
  },
  KYC_REQUIRED_FOR_DEPOSIT: {
    code: 3309,
    key: 'errors.kycRequiredForDeposit',
    message: 'Verify your identity (KYC) before depositing.',
  },

  REWARD_NOT_DUE: {
    code: 5001,
    key: 'errors.rewardNotDue',
    message: 'There is nothing to claim here yet.',
  },
  REWARD_ALREADY_CLAIMED: {
    code: 5002,
    key: 'errors.rewardAlreadyClaimed',
    message: 'You have already claimed this reward.',
  },
  VIP_LEVEL_NOT_REACHED: {
    code: 5003,
    key: 'errors.vipLevelNotReached',
    message: 'Reach this VIP level first.',
  },
  POINTS_NOT_ENOUGH: {
    code: 5004,
    key: 'errors.pointsNotEnough',
    message: 'You do not have enough points for that.',
  },
  POINTS_ITEM_UNKNOWN: {
    code: 5005,
    key: 'errors.pointsItemUnknown',
    message: 'That item is not in the points shop.',
  },
  // Promotions (decision 050).
  PROMOTION_EXPIRED: {
    code: 5006,
    key: 'errors.promotionExpired',
    message: 'This offer has ended for your account.',
  },
  MOBILE_NUMBER_REQUIRED: {
    code: 5007,
    key: 'errors.mobileNumberRequired',
    message: 'Add a mobile number to your account first.',
  },
  RECEIVING_ACCOUNT_REQUIRED: {
    code: 5008,
    key: 'errors.receivingAccountRequired',
    message: 'Save a receiving account first.',
  },
  RECEIVING_ACCOUNT_ALREADY_REWARDED: {
    code: 5009,
    key: 'errors.receivingAccountAlreadyRewarded',
    message: 'This receiving account has already earned the bonus on another Panalo account.',
  },
  FUND_MILESTONE_NOT_REACHED: {
    code: 5010,
    key: 'errors.fundMilestoneNotReached',
    message: 'Your total deposits have not reached this milestone yet.',
  },
  // Agents and invites (decision 051).
  AGENT_FILL_CLOSED: {
    code: 5011,
    key: 'errors.agentFillClosed',
    message: 'Your inviter can only be added once, in the first days after you register.',
  },
  INVITE_CODE_UNKNOWN: {
    code: 5012,
    key: 'errors.inviteCodeUnknown',
    message: 'No player has this invite code.',
  },
  INVITE_CODE_NOT_ALLOWED: {
    code: 5013,
    key: 'errors.inviteCodeNotAllowed',
    message: 'You cannot use your own invite code or one of your own invitees’.',
  },
  // The invite spin (decision 058).
  INVITE_SPIN_CLOSED: {
    code: 5014,
    key: 'errors.inviteSpinClosed',
    message: 'The invite spin is closed right now.',
  },
  INVITE_SPIN_NONE_LEFT: {
    code: 5015,
    key: 'errors.inviteSpinNoneLeft',
    message: 'No spin is waiting. Invite friends for more spins.',
  },
  INVITE_SPIN_NOT_REACHED: {
    code: 5016,
    key: 'errors.inviteSpinNotReached',
    message: 'The target is not reached yet.',
  },
  INVITE_SPIN_LAPSED: {
    code: 5017,
    key: 'errors.inviteSpinLapsed',
    message: 'The time limit has passed: this progress has lapsed.',
  },
  INVITE_SPIN_EXCHANGED: {
    code: 5018,
    key: 'errors.inviteSpinExchanged',
    message: 'This target has already been exchanged.',
  },
  INVITE_SPIN_NOT_FOUND: {
    code: 5019,
    key: 'errors.inviteSpinNotFound',
    message: 'That invite spin could not be found.',
  },
  MAIL_NOT_FOUND: {
    code: 7001,
    key: 'errors.mailNotFound',
    message: 'That mail is not in your inbox.',
  },
  MAIL_NO_ATTACHMENT: {
    code: 7002,
    key: 'errors.mailNoAttachment',
    message: 'This mail has nothing to claim.',
  },
  MAIL_ATTACHMENT_UNCLAIMED: {
    code: 7003,
    key: 'errors.mailAttachmentUnclaimed',
    message: 'Claim this mail’s reward before deleting it.',
  },
  MAIL_EXPIRED: {
    code: 7004,
    key: 'errors.mailExpired',
    message: 'This mail has expired; its reward can no longer be claimed.',
  },
  FEEDBACK_NOT_FOUND: {
    code: 7010,
    key: 'errors.feedbackNotFound',
    message: 'That ticket is not one of yours.',
  },
  FEEDBACK_CLOSED: {
    code: 7011,
    key: 'errors.feedbackClosed',
    message: 'This ticket is closed. Open a new one if you need more help.',
  },
  FEEDBACK_TOO_MANY_OPEN: {
    code: 7012,
    key: 'errors.feedbackTooManyOpen',
    message: 'You have several tickets waiting for an answer. Please wait for one first.',
  },
  FEEDBACK_TOO_MANY_IMAGES: {
    code: 7013,
    key: 'errors.feedbackTooManyImages',
    message: 'Too many images for one message.',
  },
  UPLOAD_TOO_LARGE: {
    code: 7020,
    key: 'errors.uploadTooLarge',
    message: 'That image is too large.',
  },
  UPLOAD_TYPE_REFUSED: {
    code: 7021,
    key: 'errors.uploadTypeRefused',
    message: 'Only JPEG, PNG or WebP images can be sent.',
  },
  UPLOAD_IMAGE_INVALID: {
    code: 7022,
    key: 'errors.uploadImageInvalid',
    message: 'That image could not be read.',
  },
  UPLOAD_NOT_FOUND: {
    code: 7023,
    key: 'errors.uploadNotFound',
    message: 'That image is not one of yours, or it is already used.',
  },
  UPLOAD_TOO_MANY: {
    code: 7024,
    key: 'errors.uploadTooMany',
    message: 'Too many images uploaded and not sent. Send or wait a day.',
  },
  SERVICE_LINE_CLOSED: {
    code: 7050,
    key: 'errors.serviceLineClosed',
    message: 'That customer-service line is not open to you.',
  },
  SERVICE_CHAT_BUSY: {
    code: 7051,
    key: 'errors.serviceChatBusy',
    message: 'You are sending messages very fast. Please wait a moment.',
  },
  KYC_PENDING: {
    code: 7030,
    key: 'errors.kycPending',
    message: 'Your documents are being reviewed. We will tell you as soon as they are.',
  },
  KYC_ALREADY_APPROVED: {
    code: 7031,
    key: 'errors.kycAlreadyApproved',
    message: 'Your identity is already verified.',
  },
  KYC_UNDER_AGE: {
    code: 7032,
    key: 'errors.kycUnderAge',
    message: 'The date of birth on your ID must show you are 21 or over.',
  },
  KYC_ID_IN_USE: {
    code: 7033,
    key: 'errors.kycIdInUse',
    message: 'This ID is already used by another account.',
  },
  KYC_NOT_FOUND: {
    code: 7034,
    key: 'errors.kycNotFound',
    message: 'There are no such identity documents.',
  },
  KYC_NOT_PENDING: {
    code: 7035,
    key: 'errors.kycNotPending',
    message: 'These documents were already reviewed.',
  },
  DIAMONDS_NOT_ENOUGH: {
    code: 9001,
    key: 'errors.diamondsNotEnough',
    message: 'You do not have enough diamonds for that.',
  },
  DIAMOND_ITEM_UNKNOWN: {
    code: 9002,
    key: 'errors.diamondItemUnknown',
    message: 'That item is not on sale in the diamond shop.',
  },
  DIAMOND_ITEM_SOLD_OUT: {
    code: 9003,
    key: 'errors.diamondItemSoldOut',
    message: 'That item is sold out.',
  },
  DIAMOND_ADDRESS_MISSING: {
    code: 9004,
    key: 'errors.diamondAddressMissing',
    message: 'Add a delivery address first.',
  },
  SCRATCH_CARD_SCRATCHED: {
    code: 9005,
    key: 'errors.scratchCardScratched',
    message: 'This card has already been scratched.',
  },
  // Red versus blue (docs/decisions/054-red-versus-blue.md) and draw proofs (055): 9030–9039.
  PK_NO_PERIOD: {
    code: 9030,
    key: 'errors.pkNoPeriod',
    message: 'No red-versus-blue round is running right now.',
  },
  PK_ALREADY_JOINED: {
    code: 9031,
    key: 'errors.pkAlreadyJoined',
    message: 'You are already in this camp for this round.',
  },
  PK_CAMP_LOCKED: {
    code: 9032,
    key: 'errors.pkCampLocked',
    message: 'You joined the other camp this round. Camps cannot be switched.',
  },
  DRAW_PROOF_NOT_FOUND: {
    code: 9035,
    key: 'errors.drawProofNotFound',
    message: 'That draw is not one of yours, or it does not exist.',
  },
  // The spin wheel (docs/decisions/042-spin-wheel.md): 8001–8099.
  SPIN_NONE_LEFT: {
    code: 8001,
    key: 'errors.spinNoneLeft',
    message: 'You have no spin left today.',
  },
  SPIN_CLOSED: {
    code: 8002,
    key: 'errors.spinClosed',
    message: 'The spin wheel is not open right now.',
  },
  // An activity the operator paused (docs/decisions/097-activities-desk.md).
  ACTIVITY_PAUSED: {
    code: 8010,
    key: 'errors.activityPaused',
    message: 'This event is paused right now.',
  },
  // The lottery (docs/decisions/053-lottery.md): 9010–9029.
  LOTTERY_SALES_CLOSED: {
    code: 9010,
    key: 'errors.lotterySalesClosed',
    message: 'Tickets for this draw are no longer on sale.',
  },
  LOTTERY_MOBILE_REQUIRED: {
    code: 9011,
    key: 'errors.lotteryMobileRequired',
    message: 'Add a mobile number to your account to buy tickets.',
  },
  LOTTERY_COUPONS_NOT_ENOUGH: {
    code: 9012,
    key: 'errors.lotteryCouponsNotEnough',
    message: 'You do not have enough lottery coupons.',
  },
  LOTTERY_POINTS_NOT_ENOUGH: {
    code: 9013,
    key: 'errors.lotteryPointsNotEnough',
    message: 'You do not have enough points.',
  },
  LOTTERY_TICKET_LIMIT: {
    code: 9014,
    key: 'errors.lotteryTicketLimit',
    message: 'That is more tickets than one player may hold in this draw.',
  },
  LOTTERY_POINTS_NOT_ACCEPTED: {
    code: 9015,
    key: 'errors.lotteryPointsNotAccepted',
    message: 'Tickets for this draw are sold for coupons only.',
  },
  // The idempotent-request store of every player money call (decision 089): 10001–10099.
  REQUEST_ID_REUSED: {
    code: 10001,
    key: 'errors.requestIdReused',
    message: 'This requestId was used for another request.',
  },
} as const satisfies Record<string, ErrorEntry>

export interface ErrorEntry {
  /** The errcode on the wire. */
  code: number
  /** The i18n key of the message the web app shows. */
  key: string
  /** The English message the server sends in `msg` when it has nothing more specific to say. */
  message: string
}

export type ErrorName = keyof typeof ERRORS

export const OK_ERRCODE = 0
/** Some answers signal success with `code: 200` instead of `errcode: 0` (SPEC.md §7). */
export const OK_CODE = 200

const byCode = new Map<number, ErrorEntry & { name: ErrorName }>(
  Object.entries(ERRORS).map(([name, entry]) => [entry.code, { ...entry, name: name as ErrorName }]),
)

/** The catalogue entry of an errcode, or undefined for a code this contract does not know. */
export function errorByCode(code: number): (ErrorEntry & { name: ErrorName }) | undefined {
  return byCode.get(code)
}
