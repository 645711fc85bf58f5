/**
 * The pages: the lobby ("/"), a room ("/room/<roomId>", the invite link), a finished game's
 * replay ("/replay/<replayId>", the shareable replay link) and a record file opened again
 * ("/replay").
 */
import { useEffect, useState } from "react";

export type Route = { page: "lobby" } | { page: "room"; roomId: string } | { page: "replay"; replayId: string } | { page: "replay-file" };

export function parseRoute(path: string): Route {
  const room = /^\/room\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (room) return { page: "room", roomId: room[1]! };
  const replay = /^\/replay\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (replay) return { page: "replay", replayId: replay[1]! };
  if (/^\/replay\/?$/.test(path)) return { page: "replay-file" };
  return { page: "lobby" };
}

/** "abc123", "/room/abc123" or a whole invite link → the room id. */
export function roomIdFrom(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const m = /\/room\/([A-Za-z0-9_-]+)/.exec(text);
  if (m) return m[1]!;
  return /^[A-Za-z0-9_-]+$/.test(text) ? text : null;
}

export const roomPath = (roomId: string) => `/room/${roomId}`;

export function navigate(path: string): void {
  if (location.pathname === path) return;
  history.pushState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.pathname));
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.pathname));
    window.addEventListener("popstate", on);
    return () => window.removeEventListener("popstate", on);
  }, []);
  return route;
}
