import { Lobby } from "../lobby/Lobby";
import { RoomPage } from "./RoomPage";
import { useRoute } from "./route";

export function App() {
  const route = useRoute();
  return route.page === "room" ? <RoomPage key={route.roomId} roomId={route.roomId} /> : <Lobby />;
}
