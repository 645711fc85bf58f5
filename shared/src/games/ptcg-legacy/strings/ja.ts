/** The legacy table's words in Japanese (en.ts has the same keys); the Pokémon TCG's come from ptcg/strings/ja.ts. */
import { ja as ptcg } from "../../ptcg/strings/ja";
import { withPtcg } from "./merge";

const game = {
  marker: { "power-used": "ポケパワー使用済み" },
  counter: { cuts: "カット", "extra-draws": "追加で引いたカード" },
};

const ui = {
  // Its own refusals' words by code (client/src/i18n/refusal.ts looks them up here first at its table).
  errors: {
    legacy: {
      setup: { undecided: "先攻が決まってからカードが配られます：必要なら相手の山札をカットし、それから先攻を決めてください。" },
      cut: { dealt: "カードはもう配られています：山札のカットは先攻を決める前に行います。", again: "相手の山札はもうカットしました。" },
      first: { decided: "先攻はもう決まっています。" },
      "extra-draw": { none: "相手の引き直しの分のカードはもう引けません。" },
      stadium: { none: "場のスタジアムの下に、入れ替わったスタジアムはありません。" },
      power: { "not-yours": "ポケパワーを使えるのはそのポケモンの持ち主だけです。" },
    },
  },
  /** Its name in the lobby (GameUi.nameKey). */
  gameName: { "ptcg-legacy": "ポケモンカードゲーム（旧ルール、2007–2011）" },
  markerShort: { "power-used": "パワー" },
  /** The Game over panel's words for the era's own endings (win.ts). */
  gameOver: {
    reason: {
      "no-replacement": "{{loser}}のバトルポケモンがきぜつし、ベンチにポケモンがいなかった",
      "no-replacement_you": "あなたのバトルポケモンがきぜつし、ベンチにポケモンがいなかった",
      "more-conditions": "同時に勝利したが、{{loser}}の満たした条件の方が少なかった",
      "more-conditions_you": "同時に勝利したが、あなたの満たした条件の方が少なかった",
    },
  },
  /** 旧ルールのポケモンの卓（games/ptcg-legacy）のことば。 */
  legacy: {
    firstPlayerBy: "先攻の決め方",
    firstBy: { coin: "コイン（公式）", die: "サイコロ（大きい目）" },
    twoActive: "バトルポケモン2匹（ベンチ4）",
    cut: "相手の山札をカットする",
    firstCoin: "コインで先攻を決める",
    firstDie: "サイコロで先攻を決める",
    beforeDeal: "配る前に：相手の山札をカットでき、そのあとどちらかが先攻を決めます。続いて7枚とサイドが配られます。",
    extraDraw_other: "追加で1枚引く（残り{{count}}）",
    usePower: "{{card}}のポケパワー「{{power}}」を使う",
    powerUsed: "{{power}}（この番に使用済み）",
    pokeBody: "ポケボディー：{{name}}",
    attackWith: "{{card}}：{{attack}}",
    damage: "ダメージ…",
    damageTitle: "ワザのダメージをのせる",
    damageAttack: "ワザ",
    damageTarget: "防御側のポケモン",
    damageAmount: "のせるダメージ",
    damagePut: "ダメージをのせる",
    damageNoAttacks: "バトルポケモンにワザがありません。",
    damageNoTarget: "相手にバトルポケモンがいません。",
    proposal: "カードデータからの提案：{{steps}}。",
    proposalNone: "このワザにはカードデータの数値がありません。テキストを読んでください。",
    proposalText: "ワザにはさらに記載があります（{{damage}}）。残りはテキストで決まります。",
    stepBase: "{{attack}} {{amount}}",
    stepWeakness: "弱点 {{type}} {{value}} → {{amount}}",
    stepResistance: "抵抗力 {{type}} {{value}} → {{amount}}",
    stepDefault: "{{text}}（記載なし：当時の既定値）",
    stadiumDiscard: "置きかえられたスタジアムをトラッシュする",
    suddenDeath: "サドンデスをする",
  },
};

const log = {
  note: {
    "legacy-cut": "{{actor}}が{{player}}の山札をカットした。",
    "legacy-cut_you": "{{actor}}があなたの山札をカットした。",
    "legacy-die": "先攻を決めるサイコロ：プレイヤー1は{{p1}}、プレイヤー2は{{p2}}。{{player}}が先攻。",
    "legacy-die_you": "先攻を決めるサイコロ：プレイヤー1は{{p1}}、プレイヤー2は{{p2}}。あなたが先攻。",
    "legacy-die-tie": "両方のサイコロが{{roll}}：振り直し。",
    "legacy-power": "{{player}}の{{card}}がポケパワー「{{power}}」を使った。",
    "legacy-power_you": "あなたの{{card}}がポケパワー「{{power}}」を使った。",
    "legacy-damage": "{{attack}}：{{actor}}が{{player}}の{{card}}に{{amount}}ダメージをのせた。",
    "legacy-damage_you": "{{attack}}：{{actor}}があなたの{{card}}に{{amount}}ダメージをのせた。",
    "legacy-damage-changed": "{{attack}}：{{actor}}が{{player}}の{{card}}に{{amount}}ダメージをのせた（カードのデータでは{{proposed}}）。",
    "legacy-damage-changed_you": "{{attack}}：{{actor}}があなたの{{card}}に{{amount}}ダメージをのせた（カードのデータでは{{proposed}}）。",
    "legacy-extra-draw": "{{player}}が相手の引き直しの分のカードを1枚引いた（{{allowed}}枚中{{drawn}}枚目）。",
    "legacy-extra-draw_you": "相手の引き直しの分のカードを1枚引いた（{{allowed}}枚中{{drawn}}枚目）。",
    "legacy-sudden-death": "サドンデス：すべてのカードが持ち主の山札に戻り、サイド1枚の新しい対戦が始まる。",
  },
  prompt: {
    "sudden-death": "両プレイヤーが同じ数の条件で同時に勝利：サイド1枚のサドンデスを行うか、それぞれに確認します。",
    "sudden-death-accepted": "{{player}}がサドンデスに同意した。",
    "sudden-death-accepted_you": "サドンデスに同意した。",
    "sudden-death-declined": "{{player}}がサドンデスを断った：対戦はそのまま続く。",
    "sudden-death-declined_you": "サドンデスを断った：対戦はそのまま続く。",
  },
  reason: {
    "no-replacement": "相手のバトルポケモンがきぜつし、ベンチにポケモンがいなかった",
    "more-conditions": "同時に勝利し、このプレイヤーの方が多くの条件を満たした",
  },
  action: { "legacy-power": "ポケパワーを使う", "legacy-cut": "山札をカットする" },
  advisory: {
    legacy: {
      trainer: { "first-turn": "先攻のプレイヤーは最初の番にトレーナー、サポーター、スタジアムを使えません。" },
      power: { second: "このポケモンはこの番すでにポケパワー（{{power}}）を使いました：ほとんどのポケパワーは1ターンに1回です。" },
      "after-attack": "ワザを使うと番は終わります：これはワザの後に行われました（バトル場2匹では、それぞれが1回ワザを使えます）。",
    },
  },
};

export const ja = withPtcg(ptcg, { log, game, ui });
