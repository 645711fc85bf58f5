export { applyChanges, buildRecord, RecordBuilder, recordFrame, recordFrames, recordViewer, RECORD_FORMAT, RECORD_VERSION, type GameRecord, type RecordFrame, type RecordSource, type RecordStep, type RecordViewer, type ViewChanges } from "./record";
export { GameRecordSchema, openRecord, recordFile, type OpenedRecord } from "./format";
export { viewTable, type CardSeen, type PlayerSeen, type SlotSeen, type TableView, type ZoneSeen } from "./view";
export { Journal, type JournalSource } from "./journal";
export { upgradeStoredAction, upgradeStoredEvents, upgradeStoredState } from "./stored-words";
