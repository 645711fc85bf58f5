/**
 * Korean strings of the connection to the table (namespace `ui`, under `connection.`): the keys
 * of en-connection.ts (only `_other` plurals).
 */
import type { connection as en } from "./en-connection";
import type { OtherOnly } from "./other-only";

export const connection: OtherOnly<typeof en> = {
  connecting: "연결하는 중…",
  connected: "연결됨",
  reconnecting: "다시 연결하는 중…",
  rejoining: "테이블에 다시 참가하는 중…",
  left: "연결 끊김",
  leftTitle: "더 이상 이 테이블에 있지 않습니다",
  rejoin: "다시 참가",
  /** After another tab of the same player took the seat: coming back takes it from that tab. */
  useThisTab: "이 탭에서 계속하기",
  /** The server's dormant hold in its largest whole unit, said in the leave question. */
  heldFor: {
    days_other: "{{count}}일",
    hours_other: "{{count}}시간",
    minutes_other: "{{count}}분",
    seconds_other: "{{count}}초",
  },
  // Why, by WebSocket close code (shared/src/protocol/close-codes.ts and Colyseus's own).
  why: {
    "1006": "연결이 끊어졌습니다.",
    "4001": "서버가 멈췄습니다. 테이블은 저장되어 있습니다: 서버가 돌아오면 다시 참가하세요.",
    "4002": "서버가 읽을 수 없는 메시지를 받은 뒤 연결을 닫았습니다.",
    "4003": "연결이 끊어졌고 되살릴 수 없었습니다.",
    "4009": "다른 탭이나 브라우저에서 이 자리를 열었습니다: 그곳에서 계속하거나 이 탭에서 계속하세요 (그러면 다른 탭은 테이블에서 나갑니다).",
    "4029": "이 탭이 너무 많은 메시지를 너무 빨리 보냈습니다.",
    timeout: "테이블이 2분 안에 돌아오지 않았습니다. 저장되어 있습니다: 나중에 다시 해 보세요.",
    finished: "이 게임은 끝났고 테이블이 닫혔습니다 (끝난 게임은 재시작 뒤에 열어 두지 않습니다). 기록과 리플레이는 남아 있습니다.",
    refused: "테이블이 이 탭을 다시 받지 않았습니다: {{message}}",
    secret: "이 탭은 혼자서 테이블에 다시 참가할 수 없습니다: 처음 열 때 쓴 방 비밀번호나 심판 코드는 새로 고침 뒤에 남지 않습니다. “다시 참가”를 누르고 다시 입력하세요.",
    other: "연결이 닫혔습니다 (코드 {{code}}).",
  },
};
