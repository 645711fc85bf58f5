/** Curse Sorcerers の日本語（GameStrings）：英語（en.ts）と同じキー。用語はシード004の韓国語からの訳。 */
import type { GameStrings } from "../../game";
import { advisory } from "./ja-advisory";
import { table } from "./ja-table";
import { shellWords } from "./ja-shell";

const kindWords = { sorcerer: "呪術師", spell: "呪術", "cursed-object": "呪物", event: "イベント", reaction: "リアクション" };
const keywordWords = { piercing: "貫通", evasion: "回避", indestructible: "不屈", lifelink: "生命吸収" };

const game = {
  zone: { deck: "デッキ", hand: "手札", field: "フィールド", graveyard: "墓地", stack: "スタック", looking: "見ているカード" },
  counter: { life: "ライフ", curse: "呪力", loop: "ループ回数", "loop-declared": "宣言した回数", mulligans: "マリガン", damage: "ダメージ", "clock-start": "時計の開始", "clock-overruns": "時間超過" },
  marker: {
    attacking: "攻撃中",
    blocking: "ブロック中",
    "phase-main-a": "メインフェイズA",
    "phase-combat": "戦闘",
    "phase-main-b": "メインフェイズB",
    "phase-end": "エンドフェイズ",
  },
  phase: { draw: "ドローフェイズ", "main-a": "メインフェイズA", combat: "戦闘", "main-b": "メインフェイズB", end: "エンドフェイズ" },
  kind: kindWords,
  keyword: keywordWords,
  priority: { reaction: "リアクション", "player-ability": "プレイヤー能力", "passive-ability": "パッシブ能力", card: "プレイしたカード" },
  option: {
    startingLife: "初期ライフ",
    handSize: "初期手札",
    mulligan: "マリガン",
    firstPlayerDraws: "先攻は1ターン目に引く",
    startingCurse: "初期呪力",
    cursePerTurn: "毎ターンの呪力",
    curseMax: "呪力の上限",
    cardList: "カードリスト",
    gameClock: "40分のゲーム時計 (§8.2)",
  },
  clock: {
    region: "ゲーム時計",
    left: "残り{{time}}",
    over: "時間切れ：{{time}}超過",
    off: "ゲーム時計なし",
    overruns: "{{player}}：超過{{count}}回",
  },
  cardList: {
    upload: "カードリストをアップロード",
    demo: "デモセット",
    uploading: "カードリストをアップロード中…",
    uploaded: "カードリストをアップロードしました: {{cards}}枚 ({{hash}})",
    useDemo: "デモセットで遊ぶ",
    problems: "カードリストの問題",
  },
  mulligan: { none: "なし", "free-once": "1回だけ無料で配り直し", "one-fewer": "1枚少なく配り直し" },
  /** How the shell's text card names a card's kinds, numbers and ability kinds (client cards/TextCard.tsx). */
  cardText: {
    subtype: { ...kindWords, ...keywordWords, highlight: "ハイライト", ability: "能力", player: "プレイヤー能力", passive: "パッシブ能力" },
    stat: { cost: "コスト", attack: "攻撃力", defence: "防御力" },
    ability: { player: "プレイヤー能力", passive: "パッシブ能力" },
  },
  table,
};

const lines = {
  place: { field: "{{owner}}フィールド", graveyard: "{{owner}}墓地", stack: "スタック" },
  inSlot: { field: "{{owner}}{{slot}}番の呪術師" },
  stackNamed: { field: "{{owner}}{{card}}", field_hidden: "{{owner}}裏向きの呪術師" },
  note: {
    judge: {
      "explain": "レベル1、説明：{{text}}",
      "cite": "レベル2、規則（seed 004 {{section}}）：{{text}}",
      "correction-begin": "レベル3：テーブルの訂正を始めます。{{text}}",
      "correction-end": "レベル3：テーブルの訂正を終えます。{{text}}",
      "loss": "レベル4：{{player}}の敗北。{{text}}",
    },
    phase: {
      draw: "{{actor}}がフェイズマーカーをドローフェイズに戻しました。",
      "main-a": "{{actor}}がメインフェイズAに進みました。",
      combat: "{{actor}}が戦闘に進みました。",
      "main-b": "{{actor}}がメインフェイズBに進みました。",
      end: "{{actor}}がエンドフェイズに進みました。",
    },
    ability: {
      player: "{{actor}}が{{card}}（プレイヤー能力）を使いました：スタックに置かれます。",
      passive: "{{actor}}が{{card}}（パッシブ能力）をスタックに置きました。",
    },
    "resolve-ability": "{{actor}}が{{card}}を解決しました：能力はスタックから消えます。",
    combat:
      "{{actor}}が戦闘ダメージを与えました：ブロッカーに{{toBlocker}}、攻撃側に{{toAttacker}}、{{player}}に{{toPlayer}}。" +
      "生命吸収で{{healAttacker}}と{{healBlocker}}回復。",
    "loop-declared": "{{actor}}がループを{{times}}回と宣言しました。",
    "loop-ended_other": "{{actor}}が{{count}}回でループを終えました。",
    mulligan_other: "{{actor}}がマリガン（{{number}}回目）をして、{{count}}枚配られました。",
  },
  prompt: {
    respond: "{{player}}に{{name}}へ対応するか尋ねています。",
    respond_you: "{{name}}に対応しますか？",
    responds: "{{player}}が対応します。",
    responds_you: "対応します。",
    passes: "{{player}}は対応しません。",
    passes_you: "対応しません。",
  },
  reason: { life: "相手のライフが0になった", "deck-out": "相手がドローフェイズに引けなかった", clock: "相手がゲーム時間を2回超過した", judge: "ジャッジが敗北と裁定した" },
  advisory,
};

// Its name in the lobby (GameUi.nameKey) and the Game over panel's words for its endings (namespace `<id>/ui`).
export const ja: GameStrings = {
  log: lines, game,
  ui: {
    ...shellWords,
    gameName: { "curse-sorcerers": "呪術師（Curse Sorcerers）" },
    gameOver: {
      reason: {
        life: "相手のライフが0になった",
        clock: "相手がゲーム時間を2回超過した",
        judge: "ジャッジが敗北と裁定した",
      },
    },
  },
};
