import type { EN_US_PROMOTIONS } from './en-US-promotions.ts'

/** Filipino texts of the promotion pages (as en-US-promotions.ts). */
export const FIL_PH_PROMOTIONS: typeof EN_US_PROMOTIONS = {
  loading: 'Naglo-load…',
  claim: 'I-claim',
  claimed: 'Na-claim na',
  wagering: 'Kailangang itaya nang {{multiple}}× ang bonus coins bago i-withdraw, sa loob ng {{days}} araw.',
  wageringNoExpiry: 'Kailangang itaya nang {{multiple}}× ang bonus coins bago i-withdraw.',
  heldUntilDeposit:
    'Kailangan ng unang top-up ang libreng bonus: hanggang doon, naghihintay ang coins at darating kasama ng una mong deposit.',
  signUp: {
    kicker: 'Welcome sa Panalo',
    explained: 'Regalo para sa mga bagong manlalaro, isang beses bawat tao.',
    claimBy: 'I-claim bago ang {{time}} (oras sa Manila).',
    needsMobile: 'Magdagdag ng mobile number sa account mo para ma-claim: isang welcome bonus bawat numero.',
    addMobile: 'Magdagdag ng mobile number',
    expired: 'Nakukuha ang welcome bonus sa unang {{days}} araw pagkatapos mag-register.',
    done: 'Na-claim mo na ang welcome bonus mo.',
  },
  bank: {
    kicker: 'Mag-save ng receiving account',
    explained:
      'I-save ang GCash, Maya o bank account na padadalhan ng withdrawal mo at may regalo ka, isang beses. Isang beses lang bawat account number, sa unang Panalo account na nag-save nito.',
    needsAccount: 'Wala ka pang receiving account.',
    addAccount: 'Mag-save ng receiving account',
    accountUsed: 'Nakuha na ng receiving account mo ang regalong ito sa ibang Panalo account.',
    done: 'Na-claim mo na ang regalong ito.',
  },
  follow: {
    kicker: 'I-follow ang Panalo',
    explained:
      'Balita, events at codes, una sa iyo. I-tap ang Follow para buksan ang channel; sa parehong tap, sa iyo na ang regalo, isang beses bawat channel.',
    follow: 'Follow',
    followed: 'Naka-follow',
    loginToClaim: 'Mag‑log in para ma‑claim',
  },
  fund: {
    kicker: 'Growth fund',
    explained:
      'Nadadagdagan ang mga deposit mo: bawat milestone ng kabuuang deposit ay may bonus, mga 1% nito, isang beses.',
    total: 'Kabuuang deposit mo: {{amount}}',
    milestone: 'Mag-deposit ng {{amount}} sa kabuuan',
    toGo: '{{amount}} pa',
    reached: 'Naabot na',
    deposit: 'Mag-deposit',
  },
  tournament: {
    pool: 'Premyo ngayong linggo',
    endsIn: 'Matatapos {{time}}, oras sa Manila',
    explained:
      'Bawat pisong taya mo sa slots ngayong linggo (Lunes hanggang Linggo, oras ng Manila) ay bilang. Hindi kasama ang demo at kinanselang taya. Pareho ang puwesto ng magkatabla, ang mas mataas. Ibinibigay ang premyo tuwing Lunes sa lahat ng tumaya nang hindi bababa sa {{min}}.',
    prizes: 'Mga premyo',
    place: 'Puwesto',
    prize: 'Premyo',
    places: '{{from}}–{{to}}',
    leaderboard: 'Leaderboard',
    turnover: 'Taya sa slots',
    empty: 'Wala pang taya sa slots ngayong linggo. Mauna ka na.',
    yourPlace: 'Puwesto mo',
    notYet: 'Wala pang puwesto',
    yourStake: 'Taya mo sa slots ngayong linggo: {{amount}}',
    loginToJoin: 'Mag-log in para sumali',
    playSlots: 'Maglaro ng slots',
    lastWeek: 'Mga nanalo noong nakaraang linggo',
    noWinners: 'Walang nanalo noong nakaraang linggo.',
  },
  firstDeposit: {
    loading: 'Naglo-load…',
    kicker: 'Bago sa Panalo',
    headline: '+{{percent}}% hanggang {{max}}',
    none: 'Walang bonus sa unang deposit ngayon',
    explained:
      'May dagdag na bonus ang una mong deposit, kasabay nitong ma-credit. Ipinapakita ng bawat bonus kung magkano pa ang itataya.',
    deposit: 'Ide-deposit mo',
    bonus: 'Bonus',
    toWager: 'Itataya bago mag-withdraw',
    rules:
      'Mula {{min}}. Itataya ang bonus nang {{multiple}}× at ang deposit nang {{depositMultiple}}× bago mag-withdraw; piliin ang bonus sa deposit form.',
    done: 'Nakapag-deposit ka na: para sa bagong manlalaro ang bonus na ito. Nasa deposit form ang mga reload bonus.',
    cta: 'Mag-deposit na',
  },
}
