export { describeEvent, type LogEntry } from "./entry";
export { renderLog } from "./render";
export { LIST_SEPARATOR, splitList, zoneId, zoneSeat } from "./mentions";
