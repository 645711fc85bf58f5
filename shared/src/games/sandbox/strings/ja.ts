/** サンドボックスのことば（日本語、GameStrings）: 英語版（en.ts）と同じキー。 */
import type { GameStrings } from "../../game";

const game = {
  zone: {
    deck: "山札",
    hand: "手札",
    row: "場の列",
    discard: "捨て札",
    looking: "見ているカード",
  },
  counter: { points: "点数" },
};

const lines = {
  place: {
    deck: "山札",
    row: "場の列",
    discard: "捨て札",
  },
  note: {
    deal_other: "{{actor}}がカードを配りました。数字カード{{count}}枚を山札に入れ、切りました。",
  },
  reason: {
    points: "勝利に必要な点数に達した",
  },
};

/** The words of the sandbox's client folder (client/src/games/sandbox/), namespace `sandbox/ui`: its name in the lobby, option fields, controls and hints. */
const ui = {
  // Its table-centre row's names (the shell's strings name only hand, deck, discard and looking).
  zones: {
    shared: { row: "場の列" },
  },
  zoneShort: {
    row: "列",
  },
  move: {
    row: "{{zone}}",
  },
  /** The Game over panel's words for its own end: a player's points reached the table's target, and both confirmed. */
  gameOver: { reason: { points: "勝利に必要な点数に達した" } },
  gameName: { sandbox: "サンドボックス（数字カード）" },
  sandbox: {
    handSize: "配る枚数",
    target: "勝利に必要な点数",
    deal: "配る",
    dealHint: "サンドボックスは自前のカードを使います。両方のプレイヤーが着席したら配ってください。",
    draw: "山札から引く",
    addPoint: "+1点",
    removePoint: "−1点",
    pointsShort: "点数",
    points: { own: "あなたの点数", opponent: "相手の点数", seat: "{{player}}の点数" },
    targetHint_other: "{{count}}点に達すると、勝利したかどうかを両方のプレイヤーに確認します。",
  },
};

export const ja: GameStrings = { log: lines, game, ui };
