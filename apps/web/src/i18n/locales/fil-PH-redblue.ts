import type { EN_US_REDBLUE } from './en-US-redblue.ts'

/** Filipino texts of red versus blue (as en-US-redblue.ts). */
export const FIL_PH_REDBLUE: typeof EN_US_REDBLUE = {
  loading: 'Nilo-load ang round…',
  camps: { red: 'Red', blue: 'Blue' },
  campTeam: { red: 'Team Red', blue: 'Team Blue' },
  pool: 'Prize pool',
  endsIn: 'Matatapos sa',
  startsIn: 'Magsisimula sa',
  countdown: '{{days}}d {{hours}}:{{minutes}}:{{seconds}}',
  members_one: '{{count}} player',
  members_other: '{{count}} players',
  ahead: 'Nangunguna',
  level: 'Tabla',
  noPeriod: 'Walang round ngayon. Dito lalabas ang susunod.',
  playMeanwhile: 'Maglaro muna',
  upcoming: 'Malapit nang magsimula ang susunod na round: pumili ng camp pagbukas nito.',
  pickCamp: 'Pumili ng camp mo',
  join: 'Sumali sa {{camp}}',
  joinTitle: 'Sasali sa {{camp}}?',
  joinBody: 'Nasa {{camp}} ka hanggang matapos ang round na ito: hindi puwedeng lumipat ng camp.',
  joinConfirm: 'Sumali',
  cancel: 'Huwag muna',
  joined: 'Sumali ka sa {{camp}}!',
  yourCamp: 'Camp mo',
  yourContribution: 'Ambag mo',
  contributionNote:
    'Ang valid bets mo mula nang sumali, sa lahat ng laro. Kapag {{min}} o higit pa, may hati ka sa pool kung manalo ang camp mo.',
  belowMinimum: 'Tumaya ng {{amount}} pa para may hati ka sa pool kung manalo ang camp mo.',
  qualified: 'May hati ka kung manalo ang camp mo.',
  wagering: 'Bonus coins ang premyo: itaya nang {{multiple}}× bago i-withdraw, sa loob ng {{days}} araw.',
  wageringNoExpiry: 'Bonus coins ang premyo: itaya nang {{multiple}}× bago i-withdraw.',
  heldUntilDeposit: 'Kung wala ka pang deposit, hihintayin ng premyo ang una mong deposit.',
  howItWorks: 'Paano ito gumagana',
  rules: {
    camps:
      'Sumali sa Red o Blue isang beses bawat round. Hindi puwedeng lumipat hanggang sa susunod na round.',
    score:
      'Ang score ng camp ay ang valid bets ng mga player nito mula nang sumali, sa lahat ng laro. Hindi kasama ang demo play at cancelled bets.',
    win: 'Pagtapos ng round, panalo ang camp na mas mataas ang score, at hati-hati ang mga player nito sa prize pool ayon sa laki ng taya ng bawat isa.',
    minimum:
      'Para may hati, tumaya ng kahit {{min}} mula nang sumali. Kahit kulang dito, dagdag pa rin sa score ng camp mo.',
    draw: 'Kapag pantay ang score, tabla: hati ang dalawang camp sa pool ayon sa ambag. Walang premyo kung walang tumaya.',
    payout:
      'Ibinibigay ang premyo bilang bonus coins pagkalipas ng hatinggabi (oras sa Manila) pagtapos ng round.',
    minimumGeneric: 'Para may hati, tumaya ng kahit ang minimum na nasa page mula nang sumali.',
  },
  last: {
    title: 'Nakaraang round',
    won: 'Panalo ang {{camp}}',
    draw: 'Tabla: hati ang dalawang camp sa pool',
    none: 'Walang tumaya: walang premyo',
    score: 'Red {{red}} · Blue {{blue}}',
    paid: '{{amount}} ang naibigay sa mga nanalo',
    yourShare: 'Hati mo: {{amount}}',
    noShare: 'Wala kang hati sa round na ito.',
  },
}
