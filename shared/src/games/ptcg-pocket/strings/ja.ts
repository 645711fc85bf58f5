/** The Pocket game's words in Japanese, over the Pokémon TCG's (build.ts); the same keys as en.ts. Seed 000 keeps Energy Zone in English. */
import { ja as ptcgJa } from "../../ptcg/strings/ja";
import { pocketStrings } from "./build";
import type { own as english } from "./en";

export const own: typeof english = {
  ui: {
    // Its Energy Zone's places (Pokémon's zone names come with ptcg's ui).
    zones: {
      own: {
        energy: "あなたのエネルギーゾーン",
        "energy-next": "あなたの次のエネルギー",
        "energy-types": "あなたのエネルギーのタイプ",
      },
      opponent: {
        energy: "相手のエネルギーゾーン",
        "energy-next": "相手の次のエネルギー",
        "energy-types": "相手のエネルギーのタイプ",
      },
      seat: {
        energy: "{{player}}のエネルギーゾーン",
        "energy-next": "{{player}}の次のエネルギー",
        "energy-types": "{{player}}のエネルギーのタイプ",
      },
    },
    /** The Game over panel's words for its own endings. */
    gameOver: { reason: { points: "3ポイント獲得", both: "両方のプレイヤーが同時に勝利" } },
    /** Its name in the lobby (GameUi.nameKey). */
    gameName: { "ptcg-pocket": "ポケポケ（Pokémon TCG Pocket）" },
    /** Its table's and create form's own words (client/src/games/ptcg-pocket). */
    pocket: {
      firstTurnDraw: "先攻のプレイヤーは最初の番にカードを引く",
      energyFade: "エネルギーを消す",
      pointsShort: "ポイント",
      pointsOf: "{{points}}/{{target}}",
      points: { own: "あなたのポイント", opponent: "相手のポイント", seat: "{{player}}のポイント" },
    },
  },
  game: {
    zone: { energy: "Energy Zone", "energy-next": "次のエネルギー", "energy-types": "エネルギーのタイプ" },
    counter: { points: "ポイント" },
  },
  log: {
    place: { energy: "{{owner}}のEnergy Zone", "energy-next": "{{owner}}の次のエネルギー", "energy-types": "{{owner}}のエネルギーのタイプ" },
    note: {
      energy: {
        next: "{{player}}のEnergy Zoneに次のエネルギー：{{card}}。",
        next_you: "あなたのEnergy Zoneに次のエネルギー：{{card}}。",
        faded: "{{player}}の使われなかった{{card}}がEnergy Zoneから消えました。",
        faded_you: "あなたの使われなかった{{card}}がEnergy Zoneから消えました。",
        none: "{{player}}のEnergy Zoneに使われなかったエネルギーはありません。",
        none_you: "あなたのEnergy Zoneに使われなかったエネルギーはありません。",
        types: "{{player}}のデッキのエネルギー：{{types}}。",
        types_you: "あなたのデッキのエネルギー：{{types}}。",
        "types-inferred": "{{player}}のリストにエネルギーのタイプがないため、ポケモンのタイプを使います：{{types}}。",
        "types-inferred_you": "あなたのリストにエネルギーのタイプがないため、ポケモンのタイプを使います：{{types}}。",
        "no-types": "{{player}}のデッキにエネルギーのタイプがありません：Energy Zoneは何も出しません。",
        "no-types_you": "あなたのデッキにエネルギーのタイプがありません：Energy Zoneは何も出しません。",
      },
      knockout: {
        points: "{{player}}は{{card}}をきぜつさせて{{points}}ポイント獲得（合計{{total}}）。",
        points_you: "あなたは{{card}}をきぜつさせて{{points}}ポイント獲得（合計{{total}}）。",
      },
    },
    reason: {
      points: "3ポイント獲得",
      "no-pokemon": "相手の場にポケモンがいない",
      both: "両方のプレイヤーが同時に勝利",
    },
    advisory: {
      "ptcg-pocket": {
        deck: {
          size: "デッキのルール違反：{{total}}枚です。デッキはちょうど{{size}}枚です。",
          copies: "デッキのルール違反：同じ名前のカードが{{limit}}枚を超えています（ジャッジが確認できます）。",
          copies_detail: "デッキのルール違反：同じ名前のカードが{{limit}}枚を超えています（{{copies}}）。",
          "no-basic": "デッキのルール違反：たねポケモンがいません。1枚以上必要です。",
          "energy-card": "デッキのルール違反：エネルギーカードが入っています。エネルギーはEnergy Zoneから出ます（ジャッジが確認できます）。",
          "energy-card_detail": "デッキのルール違反：エネルギーカード（{{names}}）が入っています。エネルギーはEnergy Zoneから出ます。",
        },
        setup: { "not-basic": "準備中に場に出せるのはたねポケモンだけです。" },
        draw: { "first-turn": "この卓では先攻プレイヤーは最初の番にカードを引きません。" },
        supporter: {
          "first-turn": "この卓では先攻プレイヤーは最初の番にサポートを使えません。",
          second: "サポートは1ターンに1枚だけです。",
        },
        attack: {
          "first-turn": "先攻プレイヤーは最初の番にワザを使えません。",
          "not-active": "ワザを使えるのはバトルポケモンだけです。",
        },
        energy: {
          second: "Energy Zoneからつけられるエネルギーは1ターンに1個です（この番{{count}}個）。",
          unused: "使われなかったエネルギーがEnergy Zoneに残ったまま番が終わりました：消えます（「エネルギーを消す」を使ってください）。",
        },
        retreat: { second: "にげるは1ターンに1回だけです。" },
        play: { "non-basic-to-bench": "手札からベンチに出せるのはたねポケモンだけです。進化カードは進化元のポケモンに重ねます。" },
        evolve: {
          "same-turn": "場に出た番や進化した番のポケモンは進化できません。",
          "first-turn": "最初の番にはポケモンを進化できません。",
          "wrong-stage": "そのカードはこのポケモンから進化しません。",
        },
        "rare-candy": {
          "first-turn": "ふしぎなアメは最初の番に使えません。",
          "new-basic": "ふしぎなアメはこの番に出たたねポケモンに使えません。",
        },
        tool: { second: "ポケモンのどうぐは1匹に1枚だけです。" },
        "after-attack": "ワザを使うと番が終わります：これはワザの後に行われました。",
        hand: { "over-limit": "手札は{{limit}}枚までです：今は{{count}}枚です。" },
      },
    },
  },
};

export const ja = pocketStrings(ptcgJa, own);
