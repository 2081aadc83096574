/** English texts of the jackpot and spin proofs on /fair and the spin record (decision 055). */
export const EN_US_DRAW_PROOF = {
  titleJackpot: 'Jackpot draw #{{id}}',
  titleSpin: 'Spin #{{id}}',
  titleInviteSpin: 'Invite spin #{{id}}',
  intro:
    'Each draw comes from HMAC-SHA256 of a server seed committed before you played, your client seed and the draw number. Your browser redraws it here.',
  loading: 'Loading the proof…',
  notFound: 'This draw is not one of yours, or it does not exist.',
  when: 'Drawn',
  result: 'Result',
  inviteSpinResult: 'Sector {{sector}}: {{amount}} added to the target',
  serverSeedHash: 'Server seed hash (shown before the draw)',
  serverSeed: 'Server seed',
  notRevealed: 'Not shown yet: it is still in use',
  clientSeed: 'Client seed',
  nonce: 'Draw number (nonce)',
  unrevealedBody:
    'Your next draws and spins still use this seed, so it stays secret. Reveal it to check this draw; your next draws get a new committed seed.',
  reveal: 'Reveal the seed and check',
  matches: 'Matches: the seed fits its hash and redraws the same result.',
  matchesJackpot: 'Matches: the seed fits its hash and redraws the same cell and amount ({{amount}}).',
  mismatch: 'Does not match. Please tell us through Feedback with this page’s address.',
  noWeights:
    'The seed fits its hash ({{hash}}), but this draw was made before the odds were kept with each draw, so its result cannot be redrawn here.',
  hashOk: 'yes',
  hashBad: 'no',
  verify: 'Verify',
  recordTitle: 'My spins',
  recordEmpty: 'No spins yet.',
}
