export { describeEvent, type LogEntry, type TakenBack } from "./entry";
export { renderLog, takenBackMarks } from "./render";
export { LIST_SEPARATOR, splitList, zoneId, zoneSeat } from "../engine/mentions";
export { chatText, ChatSchema, MAX_CHAT_LENGTH, type ChatAuthor, type ChatLine, type LogItem } from "./chat";
export { advisoryFor, mayRead } from "./advisory";
export { decodeLog, encodeLog, type WireLogEntry } from "./wire";
export { requestActionKey } from "./prompts";
export { isPrivateLine, lineOf, privateSeq, type PrivateLines } from "./private-lines";
