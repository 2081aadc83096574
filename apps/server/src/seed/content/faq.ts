import type { Locale } from '@panalo/contract/constants'

type FaqCategorySeed = { id: string; title: string; items: { question: string; answer: string }[] }

/** The seeded FAQ. Category ids are stable and the same in both locales; answers are plain text. */
export const FAQ_SEED: Record<Locale, FaqCategorySeed[]> = {
  'en-US': [
    {
      id: 'account',
      title: 'Account',
      items: [
        {
          question: 'How do I register?',
          answer:
            'Tap Register, enter your mobile number and the one-time password (OTP) we send you by SMS, ' +
            'then set a password. You can also sign up with Google, Facebook or LINE. By registering, ' +
            'you confirm that you are 21 or older and allowed to play under Philippine law.',
        },
        {
          question: 'Who can play on Panalo?',
          answer:
            'Only players who are 21 years old or older. Government officials and employees, members of ' +
            'the AFP and PNP, students, persons on the National Database of Restricted Persons (NDRP), ' +
            'and gaming licensees and their employees may not register or play. Funds of ineligible ' +
            'players are forfeited.',
        },
        {
          question: 'I didn’t get the OTP. What should I do?',
          answer:
            'Check that your mobile number is correct and that your phone has signal, then wait a minute ' +
            'before tapping resend. For security, the number of codes you can request is limited; if ' +
            'you reach the limit, try again later or contact customer service. Never share your OTP ' +
            'with anyone, even someone who says they are Panalo staff.',
        },
        {
          question: 'I forgot my password. How do I reset it?',
          answer:
            'On the login screen, tap Forgot password, enter your registered mobile number and the OTP we ' +
            'send you, then choose a new password. If you signed up with Google, Facebook or LINE and ' +
            'have no password yet, sign in with that account and set a password afterwards.',
        },
        {
          question: 'How do I link my phone number or my Google, Facebook or LINE account?',
          answer:
            'Go to Member, then Profile, and choose the phone number or social account you want to bind. ' +
            'Having more than one way to sign in helps you get back into your account if you lose ' +
            'access to one of them. Each phone number or social account can be linked to only one ' +
            'Panalo account.',
        },
        {
          question: 'Can I have more than one account?',
          answer:
            'No. Each person may have only one account. Extra accounts will be closed, and bonuses earned ' +
            'on them may be cancelled.',
        },
      ],
    },
    {
      id: 'deposits-withdrawals',
      title: 'Deposits and withdrawals',
      items: [
        {
          question: 'How do I deposit, and what is the minimum?',
          answer:
            'Go to Wallet, choose Deposit, pick a payment channel and an amount, then follow the steps to ' +
            'pay. Coins are added to your balance once the channel confirms your payment, and 1 coin is ' +
            'worth ₱1. The minimum deposit starts at ₱1, but each channel sets its own minimum, some ' +
            'ask for more after your first deposit, and the deposit page shows only the amounts you can ' +
            'choose.',
        },
        {
          question: 'How long does a withdrawal take?',
          answer:
            'We review each withdrawal and then send it to your receiving account. How quickly the money ' +
            'arrives depends on the payment channel, on any checks we need to run and on your bank or ' +
            'e-wallet. You can follow the status in your wallet records, and customer service can help ' +
            'if a withdrawal is taking longer than expected.',
        },
        {
          question: 'Where can I receive my withdrawals?',
          answer:
            'You can cash out to a GCash, Maya or bank account in your own name, as offered on the ' +
            'withdrawal page. Add or edit your receiving accounts in your wallet under Receiving ' +
            'accounts. Withdrawals to an account in someone else’s name are not allowed.',
        },
        {
          question: 'Why do I need to verify my identity (KYC) before withdrawing?',
          answer:
            'Philippine gaming and anti-money laundering rules require us to know who our players are. ' +
            'Submit a valid government ID and a selfie under Member, Profile, KYC. If your verification ' +
            'is rejected, we will tell you why and you can submit again.',
        },
        {
          question: 'What is a turnover requirement?',
          answer:
            'Turnover is the total amount you need to bet before certain coins, such as a bonus and its ' +
            'winnings, can be withdrawn. For example, a ₱100 bonus with a 10x turnover requirement ' +
            'needs ₱1,000 in bets. The app shows how much turnover you still need before you request a ' +
            'withdrawal.',
        },
        {
          question: 'What is the safebox?',
          answer:
            'The safebox is a separate space in your wallet where you can set coins aside so they are not ' +
            'used for betting. It is protected by its own safebox password. Move coins back to your ' +
            'main balance when you want to use them.',
        },
      ],
    },
    {
      id: 'games',
      title: 'Games',
      items: [
        {
          question: 'How do I play a game?',
          answer:
            'Sign in, find a game in the lobby or with search, and tap it to open it. Bets are taken from ' +
            'your coin balance, and winnings are added to it when the round ends. Each game has its own ' +
            'rules and paytable, which you can open inside the game.',
        },
        {
          question: 'What is Try it mode?',
          answer:
            'Some games have a Try it button that lets you play with demo coins. Demo coins have no value: ' +
            'nothing is taken from your balance and nothing you win is added to it. It is a good way to ' +
            'learn a game before you play for real.',
        },
        {
          question: 'What does provably fair mean?',
          answer:
            'Panalo Originals are provably fair. Before you bet, we show you a hash of our secret server ' +
            'seed, which locks that seed in without revealing it. Each result is calculated from the ' +
            'server seed, your own client seed and a round counter called the nonce, so nobody can ' +
            'change a result after the bet is placed.',
        },
        {
          question: 'How do I verify a round on the Fair page?',
          answer:
            'Open the Fair page and rotate your seed pair; this reveals the server seed you were using and ' +
            'starts a new one. The Fair page then checks that the revealed seed matches the hash you ' +
            'were shown before you played, and recalculates the result of any settled round from the ' +
            'seeds and nonce. The recalculated result should match your bet history exactly.',
        },
        {
          question: 'What happens if my connection drops in the middle of a round?',
          answer:
            'Your bet is recorded on the server as soon as the game accepts it, and the round is completed ' +
            'there even if your connection drops. Any win is added to your balance. Open the game again ' +
            'or check your bet history to see the result.',
        },
        {
          question: 'How do games from outside providers work?',
          answer:
            'Games from outside providers run on the providers’ own systems and follow their own rules. ' +
            'Every bet and result is recorded in your bet history, so you can review your play at any ' +
            'time.',
        },
      ],
    },
    {
      id: 'rewards',
      title: 'Rewards',
      items: [
        {
          question: 'How do VIP levels work?',
          answer:
            'You earn VIP experience as you bet, and your level goes up when you reach the experience ' +
            'needed for the next one. Higher levels unlock level-up bonuses, daily VIP rewards, better ' +
            'rebates and dedicated VIP customer service. The VIP page shows what each level needs and ' +
            'what it gives.',
        },
        {
          question: 'How does the daily check-in work?',
          answer:
            'Open Daily check-in once a day and tap to claim that day’s reward. The check-in rules page shows ' +
            'the reward for each day and any conditions that apply.',
        },
        {
          question: 'What are tasks?',
          answer:
            'Tasks are simple goals, such as playing certain games or making a deposit, that give a reward ' +
            'when you complete them. Open Bonus, then Tasks, to see your progress, and claim the reward ' +
            'when a task is done.',
        },
        {
          question: 'How do I get jackpot draw chances?',
          answer:
            'You earn draw chances by depositing or betting the amounts shown in the jackpot panel, and ' +
            'the jackpot bubble shows how much more you need. A red dot appears when a chance is ready; ' +
            'claim it, then tap SPIN to draw. Each draw can win a prize or one of the four jackpots: ' +
            'Mega, Major, Minor or Mini.',
        },
        {
          question: 'What are rebates?',
          answer:
            'A rebate gives back a percentage of your valid bets as coins. The rate depends on your VIP ' +
            'level and the type of game. Open the Rebate page to see what you have earned and claim it.',
        },
        {
          question: 'Do free bonuses have conditions?',
          answer:
            'Yes. Free bonuses require at least one valid top-up before they can be earned, and many ' +
            'bonuses also have a turnover requirement before they can be withdrawn. Each bonus shows ' +
            'its own rules in the app.',
        },
      ],
    },
    {
      id: 'responsible-gaming',
      title: 'Responsible gaming',
      items: [
        {
          question: 'How can I set limits on my play?',
          answer:
            'Go to Member, then Self-limits, to set deposit, loss and bet limits for a day, a week or a ' +
            'month. Once you reach a limit, you cannot go over it until its period resets.',
        },
        {
          question: 'When do changes to my limits take effect?',
          answer:
            'A lower limit takes effect right away. Raising or removing a limit takes effect only after 24 ' +
            'hours, so you have time to think it over.',
        },
        {
          question: 'What is self-exclusion?',
          answer:
            'Self-exclusion lets you take a break from Panalo for 6 months, 1 year or 5 years, and the ' +
            'first 6 months are irrevocable. While you are excluded, you cannot log in, bet or deposit, ' +
            'and we will not send you promotions. The exclusion ends automatically when the period is ' +
            'over.',
        },
        {
          question: 'How do I know if I am gambling too much?',
          answer:
            'Warning signs include spending more money or time than you planned, chasing losses, borrowing ' +
            'money to play, or hiding your play from family. Gambling is addictive. Know when to stop. ' +
            'If you notice these signs, set limits or take a break.',
        },
        {
          question: 'Where can I get help?',
          answer:
            'Contact PAGCOR’s Responsible Gaming programme, keepitfun@pagcor.ph. PAGCOR can also exclude ' +
            'you from all PAGCOR-regulated gaming, and your spouse, a child of yours who is 18 or ' +
            'older, or a parent can ask for a family exclusion. Our customer service can help you set ' +
            'limits or self-exclude at any time.',
        },
      ],
    },
  ],
  'fil-PH': [
    {
      id: 'account',
      title: 'Account',
      items: [
        {
          question: 'Paano mag-register?',
          answer:
            'I-tap ang Register, ilagay ang iyong mobile number at ang one-time password (OTP) na ' +
            'ipapadala namin sa SMS, saka gumawa ng password. Puwede ka ring mag-sign up gamit ang ' +
            'Google, Facebook o LINE. Sa pag-register, kinukumpirma mong 21 taong gulang ka pataas at ' +
            'pinapayagan kang maglaro ayon sa batas ng Pilipinas.',
        },
        {
          question: 'Sino ang puwedeng maglaro sa Panalo?',
          answer:
            'Mga 21 taong gulang pataas lamang. Hindi puwedeng mag-register o maglaro ang mga opisyal at ' +
            'empleyado ng gobyerno, mga miyembro ng AFP at PNP, mga estudyante, mga taong nasa National ' +
            'Database of Restricted Persons (NDRP), at mga gaming licensee at kanilang mga empleyado. ' +
            'Mako-forfeit ang pondo ng mga manlalarong hindi eligible.',
        },
        {
          question: 'Hindi ko natanggap ang OTP. Ano ang gagawin ko?',
          answer:
            'Siguraduhing tama ang iyong mobile number at may signal ang phone mo, saka maghintay ng isang ' +
            'minuto bago i-tap ang resend. Para sa seguridad, limitado ang dami ng code na puwedeng ' +
            'hilingin; kapag naabot mo na ang limit, subukan ulit mamaya o makipag-ugnayan sa customer ' +
            'service. Huwag kailanman ibigay ang iyong OTP kahit kanino, kahit sa nagpapakilalang ' +
            'Panalo staff.',
        },
        {
          question: 'Nakalimutan ko ang password ko. Paano ito i-reset?',
          answer:
            'Sa login screen, i-tap ang Forgot password, ilagay ang iyong registered mobile number at ang ' +
            'OTP na ipapadala namin, saka pumili ng bagong password. Kung nag-sign up ka gamit ang ' +
            'Google, Facebook o LINE at wala ka pang password, mag-sign in gamit ang account na iyon at ' +
            'saka mag-set ng password.',
        },
        {
          question: 'Paano i-link ang phone number ko o ang Google, Facebook o LINE account ko?',
          answer:
            'Pumunta sa Member, tapos Profile, at piliin ang phone number o social account na gusto mong ' +
            'i-bind. Kapag higit sa isa ang paraan mo ng pag-sign in, mas madali kang makakabalik sa ' +
            'account mo kung mawalan ka ng access sa isa. Isang Panalo account lang ang puwedeng i-link ' +
            'sa bawat phone number o social account.',
        },
        {
          question: 'Puwede ba akong magkaroon ng higit sa isang account?',
          answer:
            'Hindi. Isang account lang ang puwede bawat tao. Isasara ang mga sobrang account, at maaaring ' +
            'kanselahin ang mga bonus na nakuha sa mga ito.',
        },
      ],
    },
    {
      id: 'deposits-withdrawals',
      title: 'Deposit at withdrawal',
      items: [
        {
          question: 'Paano mag-deposit, at magkano ang minimum?',
          answer:
            'Pumunta sa Wallet, piliin ang Deposit, pumili ng payment channel at halaga, saka sundin ang ' +
            'mga hakbang para magbayad. Madadagdag ang coins sa iyong balance kapag nakumpirma na ng ' +
            'channel ang bayad, at ang 1 coin ay katumbas ng ₱1. Nagsisimula sa ₱1 ang minimum deposit, ' +
            'pero may sariling minimum ang bawat channel, mas mataas ang hinihingi ng ilan pagkatapos ' +
            'ng unang deposit, at ang mga halagang puwede mong piliin lang ang ipinapakita sa deposit ' +
            'page.',
        },
        {
          question: 'Gaano katagal ang withdrawal?',
          answer:
            'Sinusuri namin ang bawat withdrawal bago ito ipadala sa iyong receiving account. Nakadepende ' +
            'sa payment channel, sa anumang check na kailangan naming gawin, at sa iyong bangko o ' +
            'e-wallet kung gaano kabilis darating ang pera. Makikita mo ang status sa iyong wallet ' +
            'records, at matutulungan ka ng customer service kung mas matagal kaysa inaasahan ang ' +
            'withdrawal.',
        },
        {
          question: 'Saan ko puwedeng matanggap ang withdrawal ko?',
          answer:
            'Puwede kang mag-cash out sa GCash, Maya o bank account na nakapangalan sa iyo, ayon sa mga ' +
            'opsyong nasa withdrawal page. Magdagdag o mag-edit ng receiving account sa iyong wallet, ' +
            'sa Receiving accounts. Hindi puwedeng mag-withdraw sa account na nakapangalan sa ibang tao.',
        },
        {
          question: 'Bakit kailangan kong mag-verify (KYC) bago mag-withdraw?',
          answer:
            'Hinihingi ng mga patakaran sa gaming at laban sa money laundering sa Pilipinas na makilala ' +
            'namin ang aming mga manlalaro. Mag-submit ng valid na government ID at selfie sa Member, ' +
            'Profile, KYC. Kapag na-reject ang iyong verification, sasabihin namin kung bakit at puwede ' +
            'kang mag-submit ulit.',
        },
        {
          question: 'Ano ang turnover requirement?',
          answer:
            'Ang turnover ay ang kabuuang halagang kailangan mong itaya bago ma-withdraw ang ilang coins, ' +
            'gaya ng bonus at ang napanalunan mula rito. Halimbawa, ang ₱100 na bonus na may 10x ' +
            'turnover requirement ay nangangailangan ng ₱1,000 na taya. Ipinapakita ng app kung magkano ' +
            'pa ang kulang na turnover bago ka mag-request ng withdrawal.',
        },
        {
          question: 'Ano ang safebox?',
          answer:
            'Ang safebox ay hiwalay na lalagyan sa iyong wallet kung saan puwede kang magtabi ng coins ' +
            'para hindi magamit ang mga ito sa pagtaya. Protektado ito ng sarili nitong safebox ' +
            'password. Ilipat pabalik ang coins sa iyong main balance kapag gusto mo nang gamitin ang ' +
            'mga ito.',
        },
      ],
    },
    {
      id: 'games',
      title: 'Mga laro',
      items: [
        {
          question: 'Paano maglaro?',
          answer:
            'Mag-sign in, hanapin ang laro sa lobby o gamit ang search, at i-tap ito para buksan. Kinukuha ' +
            'ang taya sa iyong coin balance, at idinadagdag dito ang panalo pagkatapos ng round. May ' +
            'sariling rules at paytable ang bawat laro na mabubuksan mo sa loob ng laro.',
        },
        {
          question: 'Ano ang Try it mode?',
          answer:
            'May Try it button ang ilang laro para makapaglaro ka gamit ang demo coins. Walang halaga ang ' +
            'demo coins: walang ibinabawas sa iyong balance at walang idinadagdag na panalo. Magandang ' +
            'paraan ito para matutunan ang laro bago maglaro nang totohanan.',
        },
        {
          question: 'Ano ang ibig sabihin ng provably fair?',
          answer:
            'Provably fair ang Panalo Originals. Bago ka tumaya, ipinapakita namin ang hash ng aming lihim ' +
            'na server seed, kaya naka-lock na ang seed na iyon kahit hindi pa ito nabubunyag. ' +
            'Kinukuwenta ang bawat resulta mula sa server seed, sa sarili mong client seed at sa bilang ' +
            'ng round na tinatawag na nonce, kaya walang makakapagbago ng resulta matapos mailagay ang ' +
            'taya.',
        },
        {
          question: 'Paano i-verify ang isang round sa Fair page?',
          answer:
            'Buksan ang Fair page at i-rotate ang iyong seed pair; ibubunyag nito ang server seed na ' +
            'ginamit mo at magsisimula ng bago. Susuriin ng Fair page kung tugma ang nabunyag na seed ' +
            'sa hash na ipinakita sa iyo bago ka naglaro, at kukuwentahin ulit ang resulta ng anumang ' +
            'natapos na round mula sa seeds at nonce. Dapat eksaktong tugma ang resulta sa iyong bet ' +
            'history.',
        },
        {
          question: 'Ano ang mangyayari kapag nawala ang connection ko habang nasa gitna ng round?',
          answer:
            'Naitatala sa server ang iyong taya sa sandaling tanggapin ito ng laro, at doon natatapos ang ' +
            'round kahit mawala ang iyong connection. Idadagdag sa iyong balance ang anumang panalo. ' +
            'Buksan ulit ang laro o tingnan ang iyong bet history para makita ang resulta.',
        },
        {
          question: 'Paano gumagana ang mga laro mula sa outside providers?',
          answer:
            'Tumatakbo ang mga laro ng outside providers sa sarili nilang systems at sumusunod sa sarili ' +
            'nilang rules. Naitatala ang bawat taya at resulta sa iyong bet history, kaya puwede mong ' +
            'balikan ang iyong paglalaro anumang oras.',
        },
      ],
    },
    {
      id: 'rewards',
      title: 'Mga reward',
      items: [
        {
          question: 'Paano gumagana ang VIP levels?',
          answer:
            'Nakakakuha ka ng VIP experience habang tumataya ka, at tataas ang level mo kapag naabot mo ' +
            'ang experience na kailangan para sa susunod na level. Sa mas mataas na level, may level-up ' +
            'bonus, daily VIP rewards, mas magandang rebate at dedicated na VIP customer service. ' +
            'Makikita sa VIP page ang kailangan at ang reward ng bawat level.',
        },
        {
          question: 'Paano gumagana ang daily check-in?',
          answer:
            'Buksan ang Daily check-in isang beses bawat araw at i-tap para i-claim ang reward sa araw na ' +
            'iyon. Makikita sa rules page ng daily check-in ang reward sa bawat araw at ang anumang kondisyon.',
        },
        {
          question: 'Ano ang tasks?',
          answer:
            'Ang tasks ay mga simpleng goal, gaya ng paglalaro ng ilang laro o pag-deposit, na may reward ' +
            'kapag natapos mo. Buksan ang Bonus, tapos Tasks, para makita ang iyong progress, at ' +
            'i-claim ang reward kapag tapos na ang task.',
        },
        {
          question: 'Paano makakuha ng jackpot draw chance?',
          answer:
            'Nakakakuha ka ng draw chance kapag nag-deposit o tumaya ka ng halagang nakasaad sa jackpot ' +
            'panel, at ipinapakita ng jackpot bubble kung magkano pa ang kulang. May lalabas na red dot ' +
            'kapag may chance ka nang puwedeng i-claim; i-claim ito, saka i-tap ang SPIN para mag-draw. ' +
            'Sa bawat draw, puwede kang manalo ng premyo o ng isa sa apat na jackpot: Mega, Major, ' +
            'Minor o Mini.',
        },
        {
          question: 'Ano ang rebate?',
          answer:
            'Ibinabalik ng rebate ang isang porsyento ng iyong valid na taya bilang coins. Nakadepende ang ' +
            'rate sa iyong VIP level at sa uri ng laro. Buksan ang Rebate page para makita ang naipon ' +
            'mo at i-claim ito.',
        },
        {
          question: 'May kondisyon ba ang mga libreng bonus?',
          answer:
            'Oo. Kailangan ng kahit isang valid na top-up bago makakuha ng libreng bonus, at marami ring ' +
            'bonus ang may turnover requirement bago ma-withdraw. Nakasaad sa app ang rules ng bawat ' +
            'bonus.',
        },
      ],
    },
    {
      id: 'responsible-gaming',
      title: 'Responsableng paglalaro',
      items: [
        {
          question: 'Paano mag-set ng limit sa paglalaro ko?',
          answer:
            'Pumunta sa Member, tapos Self-limits, para mag-set ng deposit, loss at bet limits para sa ' +
            'isang araw, isang linggo o isang buwan. Kapag naabot mo na ang limit, hindi mo na ito ' +
            'malalampasan hanggang mag-reset ang panahon nito.',
        },
        {
          question: 'Kailan iiral ang pagbabago sa limit ko?',
          answer:
            'Agad na umiiral ang mas mababang limit. Ang pagtaas o pag-alis ng limit ay iiral lamang ' +
            'pagkalipas ng 24 oras, para may panahon kang pag-isipan ito.',
        },
        {
          question: 'Ano ang self-exclusion?',
          answer:
            'Sa self-exclusion, puwede kang magpahinga sa Panalo nang 6 na buwan, 1 taon o 5 taon, at ' +
            'hindi na mababawi ang unang 6 na buwan. Habang naka-exclude ka, hindi ka makakapag-log in, ' +
            'makakataya o makakapag-deposit, at hindi ka namin padadalhan ng promo. Kusang matatapos ' +
            'ang exclusion pagkatapos ng panahong pinili mo.',
        },
        {
          question: 'Paano ko malalaman kung sobra na ang pagsusugal ko?',
          answer:
            'Kasama sa mga babala ang paggastos ng mas maraming pera o oras kaysa plano, paghahabol sa ' +
            'talo, pangungutang para makapaglaro, o pagtatago ng iyong paglalaro sa pamilya. Gambling ' +
            'is addictive. Know when to stop. (Nakakaadik ang sugal. Alamin kung kailan titigil.) Kapag ' +
            'napansin mo ang mga ito, mag-set ng limit o magpahinga muna.',
        },
        {
          question: 'Saan ako puwedeng humingi ng tulong?',
          answer:
            'Makipag-ugnayan sa Responsible Gaming programme ng PAGCOR, keepitfun@pagcor.ph. Puwede ka ' +
            'ring i-exclude ng PAGCOR sa lahat ng larong regulated nito, at puwedeng humiling ng family ' +
            'exclusion para sa iyo ang iyong asawa, anak na 18 taong gulang pataas, o magulang. ' +
            'Matutulungan ka rin ng aming customer service na mag-set ng limit o mag-self-exclude ' +
            'anumang oras.',
        },
      ],
    },
  ],
}
