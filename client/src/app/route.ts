/** Two pages: the lobby ("/") and a room ("/room/<roomId>", the invite link). */
import { useEffect, useState } from "react";

export type Route = { page: "lobby" } | { page: "room"; roomId: string };

export function parseRoute(path: string): Route {
  const m = /^\/room\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  return m ? { page: "room", roomId: m[1]! } : { page: "lobby" };
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
