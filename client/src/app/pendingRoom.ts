/** A room joined from the lobby, handed to the room page it navigates to. */
import type { Room } from "@colyseus/sdk";

let pending: Room | null = null;

export function handOver(room: Room): void {
  pending = room;
}

export function takeOver(roomId: string): Room | null {
  if (pending && pending.roomId === roomId) {
    const room = pending;
    pending = null;
    return room;
  }
  return null;
}
