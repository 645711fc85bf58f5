/** トイバトルの言葉（日本語、GameStrings）：英語版（en.ts）と同じキー。兵士の名前は韓国語の原名を音訳したもの。 */
import type { GameStrings } from "../../game";
import { tileCardNames } from "../tiles";
import { ui } from "./ja-ui";
import { shellWords } from "./ja-shell";

const game = {
  zone: {
    supply: "供給所",
    "set-aside": "除外したタイル",
    stand: "スタンド",
    discard: "捨て札",
    looking: "見ているタイル",
    board: "戦場",
  },
  counter: { medals: "勲章" },
  marker: { "place-anywhere": "どこにでも配置" },
  tile: {
    1: "ヘゴリ",
    2: "キャプテン",
    3: "巨人兵",
    4: "ココ船長",
    5: "XB-42",
    6: "レインボー",
    7: "レクシー",
    8: "クァクス",
  },
  effect: {
    "draw-two": "タイルを2枚引く",
    "extra-placement": "もう1枚配置",
    "remove-adjacent": "隣の一番上のタイルを取り除く",
    "discard-random": "相手のスタンドからランダムに1枚捨てる",
    "draw-one": "タイルを1枚引く",
    "place-anywhere": "どこにでも配置",
  },
  map: {
    "first-skirmish": "はじめての小競り合い",
    "two-fronts": "ふたつの前線",
    "medal-fields": "勲章の平原",
  },
};

const lines = {
  place: {
    supply: "{{owner}}供給所",
    "set-aside": "{{owner}}除外したタイル",
    stand: "{{owner}}スタンド",
    board: "戦場",
  },
  inSlot: { board: "戦場" },
  cards: {
    hidden_other: "タイル{{count}}枚",
    mixed_other: "{{cards}}とほかのタイル{{count}}枚",
    "face-down": "裏向きのタイル",
  },
  shuffle_other: "{{actor}}は{{zone}}をシャッフルしました（タイル{{count}}枚）。",
  note: {
    supply_other: "{{actor}}はタイル{{count}}枚を供給所に入れました。",
    placed: "{{actor}}は{{card}}を{{spot}}に配置しました。",
    "placed-onto": "{{actor}}は{{card}}を{{spot}}に配置しました。いまは{{height}}段です。",
    effect: {
      "draw-two": "効果：{{actor}}はタイルを2枚引きます（スタンドは最大8枚）。",
      "draw-one": "効果：{{actor}}はタイルを1枚引きます（スタンドは最大8枚）。",
      "extra-placement": "効果：{{actor}}はこの手番にもう1枚配置できます。",
      "remove-adjacent": "効果：{{actor}}は{{spot}}の一番上のタイル{{card}}を取り除きます。",
      "discard-random": "効果（{{actor}}）：相手のスタンドからランダムに選ばれたタイル1枚が捨て札に置かれます。",
      "place-anywhere": "効果：{{actor}}はこの手番どこにでも配置できます（相手の本部を除く）。",
    },
  },
  tiles: {
    "set-aside_other": "{{actor}}はタイル{{count}}枚を誰にも見せずに除外しました。",
    opening: "{{actor}}は{{what}}をスタンドに置きました。",
    revealed: "{{player}}の除外したタイル：{{what}}。",
    revealed_you: "あなたの除外したタイル：{{what}}。",
  },
  medals: {
    now_other: "{{player}}の勲章：{{count}}個。",
    now_you_other: "あなたの勲章：{{count}}個。",
  },
  reason: {
    headquarters: "本部の占領",
    medals: "目標の勲章数に到達",
    stuck: "タイルを引くことも配置することもできない",
  },
  advisory: {
    "toy-battle": {
      placement: {
        unconnected: "{{spot}}は自分のタイルの道で本部とつながっていません：ココ船長（4）だけが置けます。",
        "anywhere-headquarters": "ココ船長は本部とつながっていないマスにも置けますが、相手の本部（{{spot}}）には置けません。",
        outpowered: "{{power}}は{{spot}}の相手の一番上のタイルより強くありません：より強いタイルかクァクス（8）だけが上に置けます。",
      },
      turn: {
        "two-actions": "1回の手番でできるのは引くか配置するかのどちらかです（キャプテンは配置をもう1回与えます）：この手番の{{count}}回目の行動です。",
        "not-yours": "相手の手番中に行われました。",
      },
      stand: { "past-eight": "スタンドに置けるタイルは8枚までです：いまは{{count}}枚です。" },
    },
  },
};

// The tiles' card names (the log's and the table's) in these words: "7 Rexy" reads as its translated name.
// Its name in the lobby (GameUi.nameKey) and the Game over panel's words for its endings (namespace `<id>/ui`).
export const ja: GameStrings = {
  log: lines, game: { ...game, ui, cardName: tileCardNames(game.tile) },
  ui: {
    ...shellWords,
    gameName: { "toy-battle": "トイバトル" },
    gameOver: {
      reason: {
        headquarters: "本部の占領",
        medals: "目標の勲章数に到達",
        stuck: "タイルを引くことも配置することもできない",
      },
    },
  },
};
