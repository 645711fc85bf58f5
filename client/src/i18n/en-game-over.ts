/** The "Game over" panel's words, under `gameOver.*`: who won and why (table/gameOverText.ts). */
export const gameOver = {
  title: "Game over",
  youWin: "You win!",
  wins: "{{player}} wins!",
  draw: "It's a draw.",
  // {{reason}}: one of gameOver.reason, naming the player who lost ({{loser}}; _you when that is the reader).
  youWinWhy: "You win: {{reason}}.",
  winsWhy: "{{player}} wins: {{reason}}.",
  drawWhy: "It's a draw: {{reason}}.",
  reason: {
    "deck-out": "{{loser}} could not draw",
    "deck-out_you": "you could not draw",
    concede: "{{loser}} conceded",
    concede_you: "you conceded",
    "sudden-death": "both players met a win condition at once",
  },
  over: "The game is over.",
  // The next game ("Play again"): a new table, the same seats and decks, a new coin flip (table/NextGame.tsx).
  playAgain: "Play again",
  playAgainHint: "A new table with the same seats and decks; the coin is flipped again.",
  wantsAgain: "{{player}} wants to play again.",
  nextStarted: "{{player}} started the next game.",
  followNext: "Go to the next game",
  goingToNext: "Going to the next game…",
  lobby: "Back to lobby",
};
