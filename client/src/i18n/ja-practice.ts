/** 練習テーブルの日本語（namespace `ui`）: ロビーの「ひとりで練習」と、席を切り替える練習パネル。en-practice.ts と同じキー。 */
import type { practice as en } from "./en-practice";
import type { JaShape } from "./ja";

export const practice: JaShape<typeof en> = {
  practice: {
    create: "ひとりで練習",
    createHint: "ひとりで両方の席を遊びます：それぞれの側でデッキを読み込み、切り替えながら進めます。",
    region: "練習",
    inView: "あなたは両方の席を遊んでいます。表示中：{{player}}の側。もう一方の側の手札は、切り替えるまで見えません。",
    switch: "席を切り替える",
    key: "Oキーで切り替えます。",
  },
};
