import { lazy, Suspense } from "react";
import { Lobby } from "../lobby/Lobby";
import { RoomPage } from "./RoomPage";
import { useRoute } from "./route";

// The replay viewer is its own chunk: people at a table never load it. It draws a frame with its
// record's game's table, loaded once the record says which game it is.
const ReplayPage = lazy(() => import("../replay/ReplayPage").then((m) => ({ default: m.ReplayPage })));
const OpenRecordPage = lazy(() => import("../replay/OpenRecordPage").then((m) => ({ default: m.OpenRecordPage })));

export function App() {
  const route = useRoute();
  switch (route.page) {
    case "room":
      return <RoomPage key={route.roomId} roomId={route.roomId} />;
    case "replay":
      return (
        <Suspense fallback={null}>
          <ReplayPage key={route.replayId} replayId={route.replayId} />
        </Suspense>
      );
    case "replay-file":
      return (
        <Suspense fallback={null}>
          <OpenRecordPage />
        </Suspense>
      );
    default:
      return <Lobby />;
  }
}
