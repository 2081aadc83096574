import type { ContentBlock, ContentPage } from '@panalo/contract/calls/app'
import type { Locale } from '@panalo/contract/constants'

type PageSeed = { title: string; blocks: ContentBlock[] }

const heading = (text: string): ContentBlock => ({ type: 'heading', text })
const paragraph = (text: string): ContentBlock => ({ type: 'paragraph', text })
const list = (...items: string[]): ContentBlock => ({ type: 'list', items })

const TAGLINE = 'Gambling is addictive. Know when to stop.'
const TAGLINE_FIL = `${TAGLINE} (Nakakaadik ang sugal. Alamin kung kailan titigil.)`

const ABOUT_US_EN: PageSeed = {
  title: 'About Panalo',
  blocks: [
    paragraph(
      'Panalo is a mobile-first online casino and rewards app made for players in the Philippines. It runs ' +
        'in your phone’s browser, can be added to your home screen like an app, and also works in our ' +
        'Android app.',
    ),
    paragraph(
      'Panalo offers games under the rules of the Philippine Amusement and Gaming Corporation (PAGCOR). ' +
        'Only players who are 21 years old or older and allowed to play under Philippine law may register.',
    ),
    heading('What you can play'),
    list(
      'Slots, card and table games and more from the outside game providers we work with.',
      'Panalo Originals: games we make ourselves. Every round is provably fair, so you can check for ' +
        'yourself that a result was not changed after you placed your bet.',
      'Try it mode on selected games, so you can learn a game with demo coins before you play for real.',
    ),
    heading('Rewards'),
    list(
      'VIP levels that rise as you play, with level-up bonuses, daily VIP rewards and rebates.',
      'Daily check-in rewards, tasks and events.',
      'A jackpot draw with four jackpots: Mega, Major, Minor and Mini.',
      'Rewards for inviting friends through our invite programme.',
    ),
    heading('Deposits and cash-outs'),
    paragraph(
      'Your balance is kept in coins, and 1 coin is worth ₱1. You can top up through the payment channels ' +
        'shown on the deposit page and cash out to your own GCash, Maya or bank account. The channels on ' +
        'offer may change from time to time.',
    ),
    paragraph(
      'Before your first withdrawal, we verify your identity with a government ID and a selfie. This keeps ' +
        'your account safe and is required by anti-money laundering rules.',
    ),
    heading('Playing responsibly'),
    paragraph(TAGLINE),
    paragraph(
      'We want Panalo to stay a form of entertainment. You can set deposit, loss and bet limits, take a ' +
        'break with self-exclusion, and review your play history at any time in your account. If gambling ' +
        'is causing problems for you or someone close to you, contact PAGCOR’s Responsible Gaming ' +
        'programme at keepitfun@pagcor.ph.',
    ),
    heading('Who may play'),
    paragraph(
      'Panalo is for players 21 years old or older only. Government officials and employees, members of ' +
        'the AFP and PNP, students, persons on the National Database of Restricted Persons (NDRP), and ' +
        'gaming licensees and their employees may not register or play. Playing in open and public places ' +
        'is strictly prohibited.',
    ),
    heading('Contact us'),
    paragraph(
      'Chat with customer service in the app, send us a message from the Feedback page, or email ' +
        'support@panalo.ph.',
    ),
  ],
}

const ABOUT_US_FIL: PageSeed = {
  title: 'Tungkol sa Panalo',
  blocks: [
    paragraph(
      'Ang Panalo ay isang mobile-first na online casino at rewards app na ginawa para sa mga manlalaro sa ' +
        'Pilipinas. Gumagana ito sa browser ng iyong phone, puwedeng idagdag sa home screen na parang ' +
        'app, at gumagana rin sa aming Android app.',
    ),
    paragraph(
      'Nag-aalok ang Panalo ng mga laro alinsunod sa mga patakaran ng Philippine Amusement and Gaming ' +
        'Corporation (PAGCOR). Tanging mga manlalarong 21 taong gulang pataas at pinapayagang maglaro ' +
        'ayon sa batas ng Pilipinas ang puwedeng mag-register.',
    ),
    heading('Mga puwedeng laruin'),
    list(
      'Slots, card at table games, at iba pa mula sa mga outside game provider na katuwang namin.',
      'Panalo Originals: mga larong kami mismo ang gumawa. Provably fair ang bawat round, kaya ikaw mismo ' +
        'ang makakapag-check na hindi binago ang resulta pagkatapos mong tumaya.',
      'Try it mode sa piling laro, para matutunan mo ang laro gamit ang demo coins bago ka maglaro nang ' +
        'totohanan.',
    ),
    heading('Mga reward'),
    list(
      'VIP levels na tumataas habang naglalaro ka, may level-up bonus, daily VIP rewards at rebates.',
      'Daily check-in rewards, tasks at mga event.',
      'Jackpot draw na may apat na jackpot: Mega, Major, Minor at Mini.',
      'Rewards sa pag-invite ng mga kaibigan sa pamamagitan ng aming invite programme.',
    ),
    heading('Deposit at cash-out'),
    paragraph(
      'Naka-coins ang iyong balance, at ang 1 coin ay katumbas ng ₱1. Puwede kang mag-top up gamit ang mga ' +
        'payment channel na nasa deposit page at mag-cash out sa sarili mong GCash, Maya o bank account. ' +
        'Maaaring magbago paminsan-minsan ang mga available na channel.',
    ),
    paragraph(
      'Bago ang iyong unang withdrawal, ive-verify namin ang iyong pagkakakilanlan gamit ang government ID ' +
        'at selfie. Pinoprotektahan nito ang iyong account at hinihingi ito ng mga patakaran laban sa ' +
        'money laundering.',
    ),
    heading('Responsableng paglalaro'),
    paragraph(TAGLINE_FIL),
    paragraph(
      'Gusto naming manatiling libangan lang ang Panalo. Puwede kang mag-set ng deposit, loss at bet ' +
        'limits, magpahinga sa pamamagitan ng self-exclusion, at tingnan ang iyong play history anumang ' +
        'oras sa iyong account. Kung nagdudulot na ng problema ang sugal sa iyo o sa isang mahal sa ' +
        'buhay, makipag-ugnayan sa Responsible Gaming programme ng PAGCOR sa keepitfun@pagcor.ph.',
    ),
    heading('Sino ang puwedeng maglaro'),
    paragraph(
      'Para lamang sa 21 taong gulang pataas ang Panalo. Hindi puwedeng mag-register o maglaro ang mga ' +
        'opisyal at empleyado ng gobyerno, mga miyembro ng AFP at PNP, mga estudyante, mga taong nasa ' +
        'National Database of Restricted Persons (NDRP), at mga gaming licensee at kanilang mga ' +
        'empleyado. Mahigpit na ipinagbabawal ang paglalaro sa mga bukas at pampublikong lugar.',
    ),
    heading('Makipag-ugnayan sa amin'),
    paragraph(
      'Mag-chat sa customer service sa app, magpadala ng mensahe sa Feedback page, o mag-email sa ' +
        'support@panalo.ph.',
    ),
  ],
}

const TERMS_OF_USE_EN: PageSeed = {
  title: 'Terms of Use',
  blocks: [
    heading('1. About these terms'),
    paragraph(
      'These Terms of Use are an agreement between you and Panalo. They apply whenever you use the Panalo ' +
        'website, the installed web app or the Android app (together, the “Service”). By registering or ' +
        'using the Service, you agree to these terms, to our Privacy Policy and to the rules shown for ' +
        'each game, bonus and activity. If you do not agree, do not use the Service.',
    ),
    paragraph(
      'Panalo offers games under the rules of the Philippine Amusement and Gaming Corporation (PAGCOR). ' +
        'Where these terms differ from a law or regulation, the law or regulation applies.',
    ),
    heading('2. Who may play'),
    paragraph('You may register and play only if all of the following are true:'),
    list(
      'You are 21 years old or older.',
      'You are in the Philippines.',
      'You do not belong to any of the barred groups listed below.',
    ),
    paragraph(
      'Under Philippine law, the following persons may not register or play, even if they are 21 or older:',
    ),
    list(
      'Government officials and employees.',
      'Members of the Armed Forces of the Philippines (AFP) and the Philippine National Police (PNP).',
      'Persons under 21 years old.',
      'Students of any school, college or university.',
      'Persons listed in the National Database of Restricted Persons (NDRP), including people who have ' +
        'excluded themselves or been excluded at the request of their family.',
      'Gaming licensees and their employees.',
    ),
    paragraph(
      'Playing in open and public places is strictly prohibited. Play only in a private place, such as ' +
        'your home.',
    ),
    paragraph(
      'If we find that a player is not eligible, we will close the account. Funds of an ineligible player, ' +
        'including deposits, winnings and bonuses, are forfeited.',
    ),
    paragraph('We may ask you for information or documents at any time to confirm that you are eligible.'),
    heading('3. Your account'),
    list(
      'One account per person. You may not open or use more than one account, or use an account that ' +
        'belongs to someone else.',
      'Register with your own mobile number. We send a one-time password (OTP) by SMS to confirm it. You ' +
        'may also link your Google, Facebook or LINE account and use it to sign in.',
      'The information you give us must be true, complete and up to date.',
      'Keep your password, safebox password and OTP codes secret. Panalo staff will never ask for them. ' +
        'You are responsible for activity on your account, except activity that happens after you have ' +
        'told us that someone else has access to it.',
      'Tell customer service at once if you think someone else has used your account.',
    ),
    heading('4. Identity verification (KYC)'),
    paragraph(
      'To comply with the Anti-Money Laundering Act (Republic Act No. 9160, as amended) and PAGCOR rules, ' +
        'we must know who our players are. You must complete identity verification (KYC) by submitting a ' +
        'valid government-issued ID and a selfie taken in real time before you can withdraw. We may also ' +
        'ask you to verify before you deposit, before you claim certain rewards, or again at a later time.',
    ),
    paragraph(
      'We check that the ID is genuine, that your selfie matches it and that you are eligible under ' +
        'section 2. If your verification does not pass, we will tell you why and how to submit again. ' +
        'Withdrawals stay on hold until verification is complete.',
    ),
    paragraph(
      'We may also ask about the source of your funds, and we report transactions to the Anti-Money ' +
        'Laundering Council (AMLC) when the law requires. We may refuse, hold or reverse a transaction ' +
        'that we reasonably suspect is linked to money laundering, fraud or other unlawful activity.',
    ),
    heading('5. Coins, deposits and withdrawals'),
    list(
      'Your balance is kept in coins, and 1 coin is worth ₱1. Coins cannot be transferred to other players ' +
        'and have no value outside Panalo, except through a withdrawal under these terms.',
      'Balances and amounts are kept to the centavo but shown rounded down to the whole coin. For example, ' +
        'a balance of 10.75 coins is shown as 10.',
      'Deposit only your own money, from a payment account in your own name. Coins are added to your ' +
        'balance once the payment channel confirms your payment.',
      'Each payment channel has a minimum deposit, which is shown on the deposit page.',
      'Withdrawals are paid only to a receiving account in your own name: a GCash, Maya or bank account, ' +
        'as offered on the withdrawal page. The payment channels on offer may change from time to time.',
      'Before a withdrawal is paid, your KYC must be complete and any turnover requirement on your balance ' +
        'must be met. We may review a withdrawal before paying it, which can take extra time.',
      'If a deposit, bet or payout is credited in error, including because of a system fault, we may ' +
        'correct your balance.',
    ),
    heading('6. Bonuses, rewards and turnover'),
    paragraph(
      'Bonuses, rebates, VIP rewards, tasks, daily check-in rewards, jackpot draws and other promotions are ' +
        'offered at our discretion, each with its own rules shown in the app. Those rules form part of ' +
        'these terms.',
    ),
    list(
      'Free bonuses require at least one valid top-up. You must have made at least one successful deposit ' +
        'before you can earn or claim a free bonus.',
      'A bonus may carry a turnover (wagering) requirement: the total amount you must bet before the ' +
        'bonus, and any winnings from it, can be withdrawn. The app shows the requirement and your ' +
        'progress.',
      'A bonus may also have an expiry date, a maximum bet while it is active, a cap on winnings, or games ' +
        'that do not count towards turnover. These conditions are shown in the bonus rules.',
      'Invite and referral rewards are paid only for genuine new players who meet the programme rules.',
      'If a bonus is obtained by breaking these terms, we may cancel it and any winnings from it, and ' +
        'close the account.',
      'Jackpot figures in the jackpot display are indicative and move within a range. The prize you win is ' +
        'the amount shown in your result and recorded in your jackpot record.',
    ),
    heading('7. Games'),
    paragraph(
      'Panalo Originals are games we make ourselves. Their results are provably fair: before you play, we ' +
        'show you a hash (a kind of fingerprint) of the server seed, and you can check any settled round ' +
        'on the Fair page. Other games are supplied by outside game providers. Their own game rules ' +
        'apply, and their results are decided by the provider’s systems, not by Panalo.',
    ),
    list(
      'A bet is final once the game accepts it. If your connection drops, the round still completes and ' +
        'the result is recorded in your bet history.',
      'If a game malfunctions, affected bets may be voided and refunded. A malfunction voids all pays and ' +
        'plays in the affected round.',
      'Try it mode uses demo coins that have no value. Winnings in Try it mode cannot be claimed.',
      'If there is a disagreement about a bet or its result, the records kept by our servers and by the ' +
        'game provider decide it.',
    ),
    heading('8. Responsible gaming'),
    paragraph(TAGLINE + ' Play only with money you can afford to lose, and never play to win back losses.'),
    list(
      'Limits: you can set deposit, loss and bet limits in your account. A lower limit takes effect at ' +
        'once. Raising or removing a limit takes effect 24 hours after you ask.',
      'Self-exclusion: you can exclude yourself for 6 months, 1 year or 5 years. The first 6 months are ' +
        'irrevocable and cannot be cut short. While you are excluded, you cannot log in, bet or deposit, ' +
        'and we will not send you promotions. The exclusion ends automatically at the end of the period ' +
        'you chose, and you may extend it by at least 6 months.',
      'National exclusion: you can also ask PAGCOR to exclude you from all PAGCOR-regulated gaming by ' +
        'writing to keepitfun@pagcor.ph. Your spouse, a child of yours who is 18 or older, or a parent ' +
        'may also ask PAGCOR for a family exclusion.',
    ),
    paragraph('We may limit or close an account if we see signs of problem gambling.'),
    heading('9. Prohibited conduct'),
    paragraph('You must not:'),
    list(
      'use bots, scripts or any automated tool to play, claim rewards or use the Service;',
      'collude with other players, share information to gain an unfair advantage, or play on someone ' +
        'else’s behalf;',
      'open or control more than one account (multi-accounting), including through family members, friends ' +
        'or false identities;',
      'abuse invite and referral programmes, for example by referring yourself or accounts you control, or ' +
        'by using many devices or numbers to collect rewards;',
      'exploit a bug, error or weakness in a game or in the Service (please report it to us instead);',
      'use stolen payment methods, reverse or charge back deposits you made, or launder money;',
      'use a VPN or other tools to hide your location or identity;',
      'harass our staff or other players, or post unlawful or offensive content in chat, nicknames or ' +
        'feedback.',
    ),
    heading('10. Suspension and closure'),
    list(
      'You can close your account at any time by contacting customer service. Withdraw your balance first; ' +
        'any withdrawable balance will be paid to your verified receiving account.',
      'We may suspend or close your account, and hold your balance while we investigate, if we reasonably ' +
        'believe that you have broken these terms or are not eligible, or if the law or a regulator ' +
        'requires it.',
      'If you break these terms, we may cancel bonuses and winnings obtained through the breach. If you ' +
        'are not eligible, your funds are forfeited as set out in section 2.',
      'We keep records after an account is closed for as long as the law requires. Our Privacy Policy ' +
        'explains how.',
    ),
    heading('11. Limitation of liability'),
    paragraph(
      'We provide the Service “as is”. We work to keep it available and accurate, but we cannot promise ' +
        'that it will never be interrupted or contain errors, and we may pause it for maintenance.',
    ),
    paragraph(
      'To the extent Philippine law allows, Panalo is not liable for indirect or consequential loss, lost ' +
        'profits or lost chances to win, or for losses caused by your device, your internet connection, a ' +
        'payment channel or events outside our reasonable control. Our liability for any claim is limited ' +
        'to the amount of the bets or deposits involved in that claim. Nothing in these terms limits ' +
        'liability that cannot be limited under Philippine law, such as liability for fraud or gross ' +
        'negligence.',
    ),
    heading('12. Governing law and complaints'),
    paragraph(
      'These terms are governed by the laws of the Republic of the Philippines. If you have a complaint, ' +
        'contact customer service first; we will look into it and reply to you. Disputes that cannot be ' +
        'settled this way are subject to the courts of the Philippines and, where applicable, to PAGCOR.',
    ),
    heading('13. Changes to these terms'),
    paragraph(
      'We may change these terms, for example when the law or our Service changes. We will post the new ' +
        'version here and tell you in the app about important changes before they take effect. If you ' +
        'keep using the Service after a change takes effect, you accept the new terms.',
    ),
    heading('14. Contact'),
    paragraph(
      'Questions about these terms? Chat with customer service in the app or email support@panalo.ph.',
    ),
  ],
}

const TERMS_OF_USE_FIL: PageSeed = {
  title: 'Mga Tuntunin ng Paggamit',
  blocks: [
    heading('1. Tungkol sa mga tuntuning ito'),
    paragraph(
      'Ang Mga Tuntunin ng Paggamit na ito ay kasunduan sa pagitan mo at ng Panalo. Saklaw nito ang ' +
        'paggamit mo ng Panalo website, ng naka-install na web app at ng Android app (sama-samang ' +
        'tinatawag na “Serbisyo”). Sa pag-register o paggamit ng Serbisyo, sumasang-ayon ka sa mga ' +
        'tuntuning ito, sa aming Patakaran sa Privacy, at sa mga rule na nakasaad para sa bawat laro, ' +
        'bonus at activity. Kung hindi ka sumasang-ayon, huwag gamitin ang Serbisyo.',
    ),
    paragraph(
      'Nag-aalok ang Panalo ng mga laro alinsunod sa mga patakaran ng Philippine Amusement and Gaming ' +
        'Corporation (PAGCOR). Kapag magkaiba ang sinasabi ng mga tuntuning ito at ng isang batas o ' +
        'regulasyon, ang batas o regulasyon ang masusunod.',
    ),
    heading('2. Sino ang puwedeng maglaro'),
    paragraph('Puwede kang mag-register at maglaro kung totoo ang lahat ng sumusunod:'),
    list(
      'Ikaw ay 21 taong gulang pataas.',
      'Nasa Pilipinas ka.',
      'Hindi ka kabilang sa alinman sa mga grupong bawal maglaro na nakalista sa ibaba.',
    ),
    paragraph(
      'Ayon sa batas ng Pilipinas, hindi puwedeng mag-register o maglaro ang mga sumusunod, kahit 21 taong ' +
        'gulang pataas na sila:',
    ),
    list(
      'Mga opisyal at empleyado ng gobyerno.',
      'Mga miyembro ng Armed Forces of the Philippines (AFP) at ng Philippine National Police (PNP).',
      'Mga taong wala pang 21 taong gulang.',
      'Mga estudyante ng anumang paaralan, kolehiyo o unibersidad.',
      'Mga taong nakalista sa National Database of Restricted Persons (NDRP), kasama ang mga ' +
        'nag-self-exclude o ipina-exclude ng kanilang pamilya.',
      'Mga gaming licensee at kanilang mga empleyado.',
    ),
    paragraph(
      'Mahigpit na ipinagbabawal ang paglalaro sa mga bukas at pampublikong lugar. Maglaro lamang sa ' +
        'pribadong lugar gaya ng iyong bahay.',
    ),
    paragraph(
      'Kapag nalaman naming hindi eligible ang isang manlalaro, isasara namin ang account. Mako-forfeit ' +
        'ang pondo ng manlalarong hindi eligible, kasama ang mga deposit, panalo at bonus.',
    ),
    paragraph(
      'Maaari kaming humingi ng impormasyon o dokumento anumang oras para makumpirma na eligible ka.',
    ),
    heading('3. Ang iyong account'),
    list(
      'Isang account lang bawat tao. Bawal magbukas o gumamit ng higit sa isang account, o gumamit ng ' +
        'account ng ibang tao.',
      'Mag-register gamit ang sarili mong mobile number. Magpapadala kami ng one-time password (OTP) sa ' +
        'SMS para makumpirma ito. Puwede mo ring i-link ang iyong Google, Facebook o LINE account at ' +
        'gamitin ito sa pag-sign in.',
      'Dapat totoo, kumpleto at updated ang impormasyong ibinibigay mo sa amin.',
      'Ilihim ang iyong password, safebox password at mga OTP code. Hindi kailanman hihingin ng Panalo ' +
        'staff ang mga ito. Ikaw ang may pananagutan sa mga aktibidad sa iyong account, maliban sa mga ' +
        'nangyari matapos mong sabihin sa amin na may ibang nakakagamit nito.',
      'Sabihan agad ang customer service kung sa tingin mo ay may ibang gumamit ng iyong account.',
    ),
    heading('4. Pag-verify ng pagkakakilanlan (KYC)'),
    paragraph(
      'Para sumunod sa Anti-Money Laundering Act (Republic Act No. 9160, ayon sa pagkakaamyenda) at sa mga ' +
        'patakaran ng PAGCOR, kailangan naming makilala ang aming mga manlalaro. Bago ka ' +
        'makapag-withdraw, kailangan mong kumpletuhin ang identity verification (KYC) sa pagsusumite ng ' +
        'valid na government-issued ID at selfie na kinunan nang real time. Maaari ka rin naming ' +
        'hilingang mag-verify bago mag-deposit, bago mag-claim ng ilang reward, o muli sa ibang ' +
        'pagkakataon.',
    ),
    paragraph(
      'Sinusuri namin kung tunay ang ID, kung tugma rito ang iyong selfie, at kung eligible ka ayon sa ' +
        'seksyon 2. Kapag hindi pumasa ang iyong verification, sasabihin namin kung bakit at kung paano ' +
        'ka makakapagsumite ulit. Naka-hold ang mga withdrawal hangga’t hindi kumpleto ang verification.',
    ),
    paragraph(
      'Maaari rin naming itanong kung saan galing ang iyong pondo, at nire-report namin ang mga ' +
        'transaksyon sa Anti-Money Laundering Council (AMLC) kapag hinihingi ng batas. Maaari naming ' +
        'tanggihan, i-hold o i-reverse ang isang transaksyon kung may makatwiran kaming hinala na ' +
        'konektado ito sa money laundering, panloloko o iba pang ilegal na gawain.',
    ),
    heading('5. Coins, deposit at withdrawal'),
    list(
      'Naka-coins ang iyong balance, at ang 1 coin ay katumbas ng ₱1. Hindi maililipat ang coins sa ibang ' +
        'manlalaro, at wala itong halaga sa labas ng Panalo maliban sa pamamagitan ng withdrawal ayon sa ' +
        'mga tuntuning ito.',
      'Itinatala ang balance at mga halaga hanggang sentimo, pero ipinapakita itong naka-round down sa ' +
        'buong coin. Halimbawa, ang balance na 10.75 coins ay ipapakitang 10.',
      'Sariling pera mo lang ang i-deposit, mula sa payment account na nakapangalan sa iyo. Idinadagdag ' +
        'ang coins sa iyong balance kapag nakumpirma na ng payment channel ang iyong bayad.',
      'May sariling minimum deposit ang bawat payment channel, na makikita sa deposit page.',
      'Ipinapadala lamang ang withdrawal sa receiving account na nakapangalan sa iyo: GCash, Maya o bank ' +
        'account, ayon sa mga opsyong nasa withdrawal page. Maaaring magbago paminsan-minsan ang mga ' +
        'available na payment channel.',
      'Bago maipadala ang withdrawal, dapat kumpleto ang iyong KYC at natupad na ang anumang turnover ' +
        'requirement sa iyong balance. Maaari naming suriin muna ang isang withdrawal bago ito ipadala, ' +
        'kaya maaari itong tumagal nang kaunti.',
      'Kapag may deposit, taya o payout na naipasok nang mali, kasama ang dahil sa system error, maaari ' +
        'naming itama ang iyong balance.',
    ),
    heading('6. Bonus, reward at turnover'),
    paragraph(
      'Ang mga bonus, rebate, VIP reward, task, daily check-in reward, jackpot draw at iba pang promo ay ' +
        'iniaalok ayon sa aming pagpapasya, at may kanya-kanyang rules na makikita sa app. Bahagi ng mga ' +
        'tuntuning ito ang mga rules na iyon.',
    ),
    list(
      'Kailangan ng kahit isang valid na top-up para sa mga libreng bonus. Dapat nakapag-deposit ka na ' +
        'nang matagumpay kahit isang beses bago ka makakuha o makapag-claim ng libreng bonus.',
      'Maaaring may turnover (wagering) requirement ang isang bonus: ang kabuuang halagang kailangan mong ' +
        'itaya bago mo ma-withdraw ang bonus at anumang napanalunan mula rito. Makikita sa app ang ' +
        'requirement at ang iyong progress.',
      'Maaari ring may expiry date ang isang bonus, maximum na taya habang aktibo ito, limitasyon sa ' +
        'panalo, o mga larong hindi binibilang sa turnover. Nakasaad ang mga kondisyong ito sa rules ng ' +
        'bonus.',
      'Ibinibigay lamang ang invite at referral reward para sa mga tunay na bagong manlalaro na pumasa sa ' +
        'rules ng programa.',
      'Kung nakuha ang isang bonus sa paglabag sa mga tuntuning ito, maaari naming kanselahin ito at ' +
        'anumang napanalunan mula rito, at isara ang account.',
      'Tantiya lamang ang mga jackpot figure sa jackpot display at gumagalaw ang mga ito sa loob ng ' +
        'isang range. Ang premyong mapapanalunan mo ay ang halagang nasa iyong resulta at nakatala sa ' +
        'iyong jackpot record.',
    ),
    heading('7. Mga laro'),
    paragraph(
      'Ang Panalo Originals ay mga larong kami mismo ang gumawa. Provably fair ang mga resulta nito: bago ' +
        'ka maglaro, ipinapakita namin ang hash (parang fingerprint) ng server seed, at puwede mong ' +
        'i-check ang anumang natapos na round sa Fair page. Ang ibang mga laro ay galing sa mga outside ' +
        'game provider. Ang sarili nilang game rules ang umiiral, at ang kanilang systems ang nagtatakda ' +
        'ng resulta, hindi ang Panalo.',
    ),
    list(
      'Pinal na ang taya kapag tinanggap na ito ng laro. Kapag nawala ang iyong connection, matatapos pa ' +
        'rin ang round at maitatala ang resulta sa iyong bet history.',
      'Kapag nag-malfunction ang isang laro, maaaring ma-void at ma-refund ang mga apektadong taya. Void ' +
        'ang lahat ng taya at payout sa round na apektado ng malfunction.',
      'Demo coins na walang halaga ang gamit sa Try it mode. Hindi maki-claim ang mga panalo sa Try it mode.',
      'Kapag may hindi pagkakasundo tungkol sa isang taya o resulta nito, ang mga record sa aming servers ' +
        'at sa servers ng game provider ang magpapasya.',
    ),
    heading('8. Responsableng paglalaro'),
    paragraph(
      TAGLINE_FIL +
        ' Maglaro lamang gamit ang perang kaya mong mawala, at huwag kailanman maglaro para ' +
        'bawiin ang talo.',
    ),
    list(
      'Limits: puwede kang mag-set ng deposit, loss at bet limits sa iyong account. Agad na umiiral ang ' +
        'mas mababang limit. Ang pagtaas o pag-alis ng limit ay iiral 24 oras matapos mo itong hilingin.',
      'Self-exclusion: puwede mong i-exclude ang sarili mo nang 6 na buwan, 1 taon o 5 taon. Hindi na ' +
        'mababawi o mapapaikli ang unang 6 na buwan. Habang naka-exclude ka, hindi ka makakapag-log in, ' +
        'makakataya o makakapag-deposit, at hindi ka namin padadalhan ng promo. Kusang matatapos ang ' +
        'exclusion sa katapusan ng panahong pinili mo, at puwede mo itong pahabain nang hindi bababa sa 6 ' +
        'na buwan.',
      'National exclusion: puwede mo ring hilingin sa PAGCOR na i-exclude ka sa lahat ng larong regulated ' +
        'ng PAGCOR sa pamamagitan ng pag-email sa keepitfun@pagcor.ph. Puwede ring humiling sa PAGCOR ng ' +
        'family exclusion para sa iyo ang iyong asawa, anak na 18 taong gulang pataas, o magulang.',
    ),
    paragraph(
      'Maaari naming limitahan o isara ang isang account kapag may nakita kaming senyales ng problem ' +
        'gambling.',
    ),
    heading('9. Mga ipinagbabawal na gawain'),
    paragraph('Bawal ang mga sumusunod:'),
    list(
      'paggamit ng bots, scripts o anumang automated tool para maglaro, mag-claim ng reward o gamitin ang ' +
        'Serbisyo;',
      'pakikipagsabwatan sa ibang manlalaro, pagbabahagi ng impormasyon para magkaroon ng hindi patas na ' +
        'kalamangan, o paglalaro para sa ibang tao;',
      'pagbubukas o pagkontrol ng higit sa isang account (multi-accounting), kasama ang paggamit ng ' +
        'kapamilya, kaibigan o pekeng pagkakakilanlan;',
      'pang-aabuso sa invite at referral programmes, halimbawa ang pag-refer sa sarili mo o sa mga account ' +
        'na kontrolado mo, o paggamit ng maraming device o number para mangolekta ng reward;',
      'pagsasamantala sa bug, error o kahinaan ng isang laro o ng Serbisyo (i-report na lang ito sa amin);',
      'paggamit ng nakaw na payment method, pag-reverse o pag-chargeback ng deposit na ikaw mismo ang ' +
        'gumawa, o money laundering;',
      'paggamit ng VPN o iba pang tool para itago ang iyong lokasyon o pagkakakilanlan;',
      'panliligalig sa aming staff o sa ibang manlalaro, o pag-post ng ilegal o bastos na content sa chat, ' +
        'nickname o feedback.',
    ),
    heading('10. Pagsuspinde at pagsasara ng account'),
    list(
      'Puwede mong isara ang iyong account anumang oras sa pakikipag-ugnayan sa customer service. ' +
        'I-withdraw muna ang iyong balance; ipapadala ang anumang withdrawable na balance sa iyong ' +
        'verified na receiving account.',
      'Maaari naming suspindihin o isara ang iyong account, at i-hold ang iyong balance habang ' +
        'nag-iimbestiga kami, kung may makatwiran kaming dahilan para paniwalaang lumabag ka sa mga ' +
        'tuntuning ito o hindi ka eligible, o kung hinihingi ito ng batas o ng isang regulator.',
      'Kapag lumabag ka sa mga tuntuning ito, maaari naming kanselahin ang mga bonus at panalong nakuha ' +
        'dahil sa paglabag. Kapag hindi ka eligible, mako-forfeit ang iyong pondo ayon sa seksyon 2.',
      'Itinatago namin ang mga record kahit sarado na ang account hangga’t hinihingi ng batas. ' +
        'Ipinapaliwanag ito ng aming Patakaran sa Privacy.',
    ),
    heading('11. Limitasyon ng pananagutan'),
    paragraph(
      'Ibinibigay namin ang Serbisyo nang “as is”. Sinisikap naming panatilihin itong available at tama, ' +
        'pero hindi namin maipapangako na hindi ito kailanman maaantala o magkakaroon ng error, at maaari ' +
        'namin itong pansamantalang ihinto para sa maintenance.',
    ),
    paragraph(
      'Hangga’t pinapayagan ng batas ng Pilipinas, hindi mananagot ang Panalo sa di-tuwiran o kasunod na ' +
        'pagkalugi, nawalang kita o nawalang pagkakataong manalo, o sa pagkalugi na dulot ng iyong ' +
        'device, internet connection, isang payment channel, o mga pangyayaring labas sa aming ' +
        'makatwirang kontrol. Ang aming pananagutan sa anumang claim ay hanggang sa halaga lamang ng mga ' +
        'taya o deposit na sangkot sa claim na iyon. Walang anuman sa mga tuntuning ito ang naglilimita ' +
        'sa pananagutang hindi puwedeng limitahan ayon sa batas ng Pilipinas, gaya ng pananagutan sa ' +
        'panloloko o matinding kapabayaan.',
    ),
    heading('12. Umiiral na batas at mga reklamo'),
    paragraph(
      'Ang mga tuntuning ito ay saklaw ng mga batas ng Republika ng Pilipinas. Kung may reklamo ka, ' +
        'makipag-ugnayan muna sa customer service; aalamin namin ito at sasagutin ka. Ang mga hindi ' +
        'pagkakasundong hindi maaayos sa ganitong paraan ay dadalhin sa mga hukuman ng Pilipinas at, kung ' +
        'naaangkop, sa PAGCOR.',
    ),
    heading('13. Mga pagbabago sa mga tuntuning ito'),
    paragraph(
      'Maaari naming baguhin ang mga tuntuning ito, halimbawa kapag nagbago ang batas o ang aming ' +
        'Serbisyo. Ipo-post namin dito ang bagong bersyon at aabisuhan ka namin sa app tungkol sa ' +
        'mahahalagang pagbabago bago ito umiral. Kapag patuloy mong ginamit ang Serbisyo matapos umiral ' +
        'ang isang pagbabago, tinatanggap mo na ang mga bagong tuntunin.',
    ),
    heading('14. Makipag-ugnayan'),
    paragraph(
      'May tanong tungkol sa mga tuntuning ito? Mag-chat sa customer service sa app o mag-email sa ' +
        'support@panalo.ph.',
    ),
  ],
}

const PRIVACY_POLICY_EN: PageSeed = {
  title: 'Privacy Policy',
  blocks: [
    paragraph(
      'This Privacy Policy explains how Panalo collects, uses, shares and protects your personal data when ' +
        'you use the Panalo website, web app and Android app. We process personal data in line with the ' +
        'Data Privacy Act of 2012 (Republic Act No. 10173), its implementing rules and the issuances of ' +
        'the National Privacy Commission (NPC). Panalo is the personal information controller for the ' +
        'data described here.',
    ),
    heading('What we collect'),
    list(
      'Account details: your mobile number, nickname, avatar and password (stored only in hashed form, ' +
        'never as plain text) and, if you link them, the name and ID of your Google, Facebook or LINE ' +
        'account.',
      'Identity details: your full name, date of birth and, for identity verification (KYC), a photo of ' +
        'your government-issued ID and a selfie.',
      'Payment details: your receiving accounts (GCash, Maya or bank account name and number) and the ' +
        'records of your deposits and withdrawals.',
      'Gameplay and transaction records: bets, wins, bonuses, rewards, rebates, jackpot draws, your limit ' +
        'and self-exclusion settings, and the history of your balance.',
      'Device and usage data: a random device ID kept by the app, device model, operating system, app ' +
        'version, IP address, and event logs of how you use the app, such as pages viewed and buttons ' +
        'tapped.',
      'Messages you send us: customer-service chats, feedback tickets and any images you attach.',
    ),
    paragraph(
      'We do not knowingly collect data from anyone under 21. If we learn that we have, we close the ' +
        'account and handle the data as this policy describes.',
    ),
    heading('Why we use it'),
    list(
      'To create and run your account, sign you in and send you one-time passwords by SMS.',
      'To verify your identity and age, and to check that you are allowed to play, including against ' +
        'restricted-persons and exclusion lists.',
      'To meet our duties under the Anti-Money Laundering Act (RA 9160, as amended by RA 10927), such as ' +
        'customer due diligence, record-keeping and reporting covered and suspicious transactions.',
      'To process your deposits, withdrawals, bets, bonuses and rewards.',
      'To prevent fraud, multi-accounting, referral abuse and other misuse, and to keep the Service secure.',
      'To support responsible gaming: applying your limits and self-exclusion and spotting signs of harm.',
      'To answer your questions, feedback and complaints.',
      'To fix problems and improve the app, using event logs and device data.',
      'To send you news and promotions, only if you have agreed. You can opt out at any time, and we never ' +
        'send promotions to self-excluded players.',
    ),
    heading('Legal bases'),
    paragraph(
      'We process your personal data because it is needed to provide the Service you signed up for; ' +
        'because the law requires it, including anti-money laundering and gaming rules; because of our ' +
        'legitimate interest in keeping the Service safe and preventing fraud, weighed against your ' +
        'rights; and, for optional uses such as promotional messages, because you have given your ' +
        'consent. Your government ID and ID numbers are sensitive personal information. We process them ' +
        'because the law requires us to verify your identity.',
    ),
    heading('Who we share it with'),
    paragraph('We do not sell your personal data. We share it only as needed, with:'),
    list(
      'payment gateways, banks and e-wallets that process your deposits and withdrawals;',
      'our SMS provider, to send one-time passwords;',
      'game providers, which receive a player ID and the bet details they need to run their games;',
      'Google, Facebook or LINE, when you choose to sign in with them;',
      'service providers that host our systems or run our customer-service chat, under contracts that ' +
        'require them to protect your data;',
      'PAGCOR, the Anti-Money Laundering Council (AMLC), law enforcement and the courts, when the law ' +
        'requires it.',
    ),
    paragraph(
      'Some of these providers may process data outside the Philippines. When they do, we require them to ' +
        'protect it to the standard of the Data Privacy Act.',
    ),
    heading('How long we keep it'),
    paragraph(
      'We keep personal data only as long as we need it for the purposes above or as the law requires. ' +
        'Transaction records are kept for at least five years, as anti-money laundering rules require, ' +
        'and identity (KYC) records for as long as those rules require, even after your account is ' +
        'closed. Self-exclusion records are kept for as long as the exclusion lasts and as gaming rules ' +
        'require. When data is no longer needed, we delete or anonymise it securely.',
    ),
    heading('How we protect it'),
    paragraph(
      'We use organisational, physical and technical measures to protect your data, including encrypted ' +
        'connections (HTTPS), hashed passwords, access limited to staff who need it, and KYC images ' +
        'stored apart from the public website. If a personal data breach puts you at risk, we will notify ' +
        'the National Privacy Commission and you as the law requires. No system is completely secure, so ' +
        'please keep your password and OTP codes to yourself.',
    ),
    heading('Your rights'),
    paragraph('Under the Data Privacy Act, you have the right to:'),
    list(
      'be informed of how your personal data is processed;',
      'access the personal data we hold about you;',
      'have inaccurate or incomplete data corrected;',
      'object to processing, including for promotional messages;',
      'have your data erased or blocked, where the law does not require us to keep it;',
      'receive a copy of your data in a commonly used electronic format (data portability);',
      'be compensated for damages caused by inaccurate, incomplete, outdated, false or unlawfully obtained ' +
        'or used data; and',
      'file a complaint with the National Privacy Commission.',
    ),
    paragraph(
      'To use these rights, email dpo@panalo.ph or contact customer service. We may ask you to confirm ' +
        'your identity first. If we cannot fully carry out a request, for example because anti-money ' +
        'laundering rules require us to keep transaction records, we will tell you why.',
    ),
    heading('Cookies and local storage'),
    paragraph(
      'We do not use advertising cookies. The app stores a few items on your device so that it works:',
    ),
    list(
      'Session token: keeps you signed in. It is removed when you sign out.',
      'Language cookie: remembers your language for up to 365 days.',
      'Age notice acceptance: remembers that you confirmed you are 21 or older and accepted the notice, so ' +
        'it is not shown every time.',
      'Device ID and app settings: a random ID for this device, plus game lists and preferences so that ' +
        'the app loads faster.',
    ),
    paragraph(
      'You can clear these in your browser settings, but you will be signed out and will need to choose ' +
        'your settings again.',
    ),
    heading('Data Protection Officer'),
    paragraph(
      'If you have questions about this policy or about your personal data, contact our Data Protection ' +
        'Officer at dpo@panalo.ph.',
    ),
    heading('Changes to this policy'),
    paragraph(
      'We may update this policy when our Service or the law changes. We will post the new version here ' +
        'and tell you in the app about important changes.',
    ),
  ],
}

const PRIVACY_POLICY_FIL: PageSeed = {
  title: 'Patakaran sa Privacy',
  blocks: [
    paragraph(
      'Ipinapaliwanag ng Patakaran sa Privacy na ito kung paano kinokolekta, ginagamit, ibinabahagi at ' +
        'pinoprotektahan ng Panalo ang iyong personal data kapag ginagamit mo ang Panalo website, web app ' +
        'at Android app. Pinoproseso namin ang personal data alinsunod sa Data Privacy Act of 2012 ' +
        '(Republic Act No. 10173), sa implementing rules nito, at sa mga issuance ng National Privacy ' +
        'Commission (NPC). Ang Panalo ang personal information controller ng data na inilalarawan dito.',
    ),
    heading('Anong data ang kinokolekta namin'),
    list(
      'Detalye ng account: ang iyong mobile number, nickname, avatar at password (naka-store lamang sa ' +
        'hashed na anyo, hindi kailanman bilang plain text) at, kung i-link mo, ang pangalan at ID ng ' +
        'iyong Google, Facebook o LINE account.',
      'Detalye ng pagkakakilanlan: ang iyong buong pangalan, petsa ng kapanganakan at, para sa identity ' +
        'verification (KYC), larawan ng iyong government-issued ID at selfie.',
      'Detalye ng bayad: ang iyong mga receiving account (pangalan at numero ng GCash, Maya o bank ' +
        'account) at ang record ng iyong mga deposit at withdrawal.',
      'Record ng laro at transaksyon: mga taya, panalo, bonus, reward, rebate, jackpot draw, mga setting ' +
        'ng iyong limit at self-exclusion, at ang history ng iyong balance.',
      'Data ng device at paggamit: random na device ID na itinatago ng app, device model, operating ' +
        'system, bersyon ng app, IP address, at event logs kung paano mo ginagamit ang app, gaya ng mga ' +
        'page na binuksan at mga button na pinindot.',
      'Mga mensaheng ipinapadala mo sa amin: customer-service chat, feedback ticket at anumang larawang ' +
        'ilalakip mo.',
    ),
    paragraph(
      'Hindi kami sadyang nangongolekta ng data mula sa sinumang wala pang 21 taong gulang. Kapag nalaman ' +
        'naming nangyari ito, isasara namin ang account at hahawakan ang data ayon sa patakarang ito.',
    ),
    heading('Bakit namin ito ginagamit'),
    list(
      'Para gawin at patakbuhin ang iyong account, i-sign in ka, at padalhan ka ng one-time password sa SMS.',
      'Para i-verify ang iyong pagkakakilanlan at edad, at para i-check kung pinapayagan kang maglaro, ' +
        'kasama ang pag-check sa mga listahan ng restricted persons at exclusion.',
      'Para tuparin ang aming mga obligasyon sa ilalim ng Anti-Money Laundering Act (RA 9160, ayon sa ' +
        'pagkakaamyenda ng RA 10927), gaya ng customer due diligence, pagtatago ng record, at pag-report ' +
        'ng covered at suspicious transactions.',
      'Para iproseso ang iyong mga deposit, withdrawal, taya, bonus at reward.',
      'Para pigilan ang panloloko, multi-accounting, pang-aabuso sa referral at iba pang maling paggamit, ' +
        'at para panatilihing secure ang Serbisyo.',
      'Para sa responsableng paglalaro: pagpapatupad ng iyong mga limit at self-exclusion, at pagtukoy sa ' +
        'mga senyales ng problema.',
      'Para sagutin ang iyong mga tanong, feedback at reklamo.',
      'Para ayusin ang mga problema at pagandahin ang app, gamit ang event logs at data ng device.',
      'Para padalhan ka ng balita at promo, kung pumayag ka lang. Puwede kang mag-opt out anumang oras, at ' +
        'hindi kami kailanman nagpapadala ng promo sa mga naka-self-exclude.',
    ),
    heading('Legal na batayan'),
    paragraph(
      'Pinoproseso namin ang iyong personal data dahil kailangan ito para maibigay ang Serbisyong ' +
        'sinalihan mo; dahil hinihingi ito ng batas, kasama ang mga patakaran laban sa money laundering ' +
        'at sa gaming; dahil sa aming lehitimong interes na panatilihing ligtas ang Serbisyo at pigilan ' +
        'ang panloloko, na tinitimbang laban sa iyong mga karapatan; at, para sa mga opsyonal na gamit ' +
        'gaya ng promo messages, dahil pumayag ka. Sensitive personal information ang iyong government ID ' +
        'at mga ID number. Pinoproseso namin ang mga ito dahil hinihingi ng batas na i-verify namin ang ' +
        'iyong pagkakakilanlan.',
    ),
    heading('Kanino namin ito ibinabahagi'),
    paragraph(
      'Hindi namin ibinebenta ang iyong personal data. Ibinabahagi lamang namin ito kung kailangan, sa:',
    ),
    list(
      'mga payment gateway, bangko at e-wallet na nagpoproseso ng iyong mga deposit at withdrawal;',
      'aming SMS provider, para maipadala ang mga one-time password;',
      'mga game provider, na tumatanggap ng player ID at ng mga detalye ng taya na kailangan nila para ' +
        'patakbuhin ang kanilang mga laro;',
      'Google, Facebook o LINE, kapag pinili mong mag-sign in gamit ang mga ito;',
      'mga service provider na nagho-host ng aming systems o nagpapatakbo ng aming customer-service chat, ' +
        'sa ilalim ng kontratang nag-oobliga sa kanilang protektahan ang iyong data;',
      'PAGCOR, Anti-Money Laundering Council (AMLC), mga awtoridad at mga hukuman, kapag hinihingi ng batas.',
    ),
    paragraph(
      'Maaaring iproseso ng ilan sa mga provider na ito ang data sa labas ng Pilipinas. Kapag ganito, ' +
        'inoobliga namin silang protektahan ito ayon sa pamantayan ng Data Privacy Act.',
    ),
    heading('Gaano katagal namin ito itinatago'),
    paragraph(
      'Itinatago lamang namin ang personal data hangga’t kailangan ito para sa mga layuning nakasaad sa ' +
        'itaas o hangga’t hinihingi ng batas. Itinatago ang mga record ng transaksyon nang hindi bababa ' +
        'sa limang taon, ayon sa hinihingi ng mga patakaran laban sa money laundering, at ang mga record ' +
        'ng pagkakakilanlan (KYC) hangga’t hinihingi ng mga patakarang iyon, kahit sarado na ang iyong ' +
        'account. Itinatago ang mga record ng self-exclusion habang umiiral ang exclusion at hangga’t ' +
        'hinihingi ng mga patakaran sa gaming. Kapag hindi na kailangan ang data, ligtas namin itong ' +
        'binubura o ina-anonymise.',
    ),
    heading('Paano namin ito pinoprotektahan'),
    paragraph(
      'Gumagamit kami ng organisational, physical at technical na mga hakbang para protektahan ang iyong ' +
        'data, kasama ang encrypted na connection (HTTPS), hashed na password, access na para lamang sa ' +
        'staff na nangangailangan nito, at mga KYC image na nakahiwalay sa public website. Kapag may ' +
        'personal data breach na naglalagay sa iyo sa panganib, aabisuhan namin ang National Privacy ' +
        'Commission at ikaw ayon sa hinihingi ng batas. Walang system na lubos na ligtas, kaya ilihim mo ' +
        'ang iyong password at mga OTP code.',
    ),
    heading('Ang iyong mga karapatan'),
    paragraph('Sa ilalim ng Data Privacy Act, may karapatan kang:'),
    list(
      'malaman kung paano pinoproseso ang iyong personal data;',
      'ma-access ang personal data namin tungkol sa iyo;',
      'ipatama ang data na mali o kulang;',
      'tumutol sa pagproseso, kasama ang para sa promo messages;',
      'ipabura o ipa-block ang iyong data, kung hindi ito kailangang itago ayon sa batas;',
      'makatanggap ng kopya ng iyong data sa karaniwang electronic format (data portability);',
      'mabayaran sa pinsalang dulot ng data na mali, kulang, luma, hindi totoo, o nakuha o ginamit nang ' +
        'labag sa batas; at',
      'magsampa ng reklamo sa National Privacy Commission.',
    ),
    paragraph(
      'Para gamitin ang mga karapatang ito, mag-email sa dpo@panalo.ph o makipag-ugnayan sa customer ' +
        'service. Maaari ka muna naming hilingang kumpirmahin ang iyong pagkakakilanlan. Kung hindi namin ' +
        'lubos na magagawa ang isang request, halimbawa dahil hinihingi ng mga patakaran laban sa money ' +
        'laundering na itago namin ang mga record ng transaksyon, sasabihin namin kung bakit.',
    ),
    heading('Cookies at local storage'),
    paragraph(
      'Hindi kami gumagamit ng advertising cookies. Nagse-save ang app ng ilang item sa iyong device para ' +
        'gumana ito:',
    ),
    list(
      'Session token: pinapanatili kang naka-sign in. Binubura ito kapag nag-sign out ka.',
      'Language cookie: tinatandaan ang napili mong wika nang hanggang 365 araw.',
      'Pagtanggap sa age notice: tinatandaan na kinumpirma mong 21 taong gulang ka pataas at tinanggap mo ' +
        'ang notice, para hindi na ito lumabas tuwing bubuksan mo ang app.',
      'Device ID at app settings: random na ID para sa device na ito, pati mga listahan ng laro at ' +
        'preferences para mas mabilis mag-load ang app.',
    ),
    paragraph(
      'Puwede mong burahin ang mga ito sa settings ng iyong browser, pero mala-log out ka at kakailanganin ' +
        'mong piliin ulit ang iyong settings.',
    ),
    heading('Data Protection Officer'),
    paragraph(
      'Kung may tanong ka tungkol sa patakarang ito o sa iyong personal data, makipag-ugnayan sa aming ' +
        'Data Protection Officer sa dpo@panalo.ph.',
    ),
    heading('Mga pagbabago sa patakarang ito'),
    paragraph(
      'Maaari naming i-update ang patakarang ito kapag nagbago ang aming Serbisyo o ang batas. Ipo-post ' +
        'namin dito ang bagong bersyon at aabisuhan ka namin sa app tungkol sa mahahalagang pagbabago.',
    ),
  ],
}

/**
 * The seeded About us, Terms of Use and Privacy Policy pages. Eligibility and responsible-gaming
 * wording follows SPEC.md §1 and reference/philippines.md §4.1; keep both locales saying the same thing.
 */
export const CONTENT_PAGE_SEED: Record<ContentPage, Record<Locale, PageSeed>> = {
  'about-us': { 'en-US': ABOUT_US_EN, 'fil-PH': ABOUT_US_FIL },
  'terms-of-use': { 'en-US': TERMS_OF_USE_EN, 'fil-PH': TERMS_OF_USE_FIL },
  'privacy-policy': { 'en-US': PRIVACY_POLICY_EN, 'fil-PH': PRIVACY_POLICY_FIL },
}
