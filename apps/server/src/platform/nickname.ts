/** A nickname shown to other players (rankings, winners, tickers, teams): its first two characters and stars. */
export function maskNickname(nickname: string): string {
  return `${[...nickname].slice(0, 2).join('')}***`
}
