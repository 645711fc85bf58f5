import "./i18n";
import { loadGameTables } from "./games";

// The table screen and the replay viewer draw with their game's table, loaded beforehand in the
// app (RoomPage, App); tests get them loaded before any runs.
await loadGameTables();
