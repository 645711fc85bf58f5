/**
 * Table talk: players and judges may chat, spectators when the room allows it (create option
 * `spectatorChat`). A line is checked (shared/log/chat.ts), rate limited per connection, then
 * stored and published by the session in the log's own numbering.
 */
import type { Client } from "@colyseus/core";
import { type ChatReply, ChatSchema, chatText } from "@playmat/shared";
import { ClientBuckets } from "./rate-limit";
import { invalidPayload, refuse } from "./refusal";
import type { Admission } from "./seats";
import type { TableSession } from "./table-session";

export interface ChatLimit {
  /** Lines a client may send at once. */
  burst: number;
  /** Lines per second, on average. */
  perSecond: number;
}

/** Five lines at once, then one every two seconds: conversation, not a flood. */
export const DEFAULT_CHAT_LIMIT: ChatLimit = { burst: 5, perSecond: 0.5 };


export class TableChat {
  private readonly buckets: ClientBuckets;

  constructor(
    private readonly limit: () => ChatLimit,
    clock?: () => number,
  ) {
    this.buckets = new ClientBuckets(limit, clock);
  }

  async say(session: TableSession, client: Client, payload: unknown): Promise<ChatReply> {
    const parsed = ChatSchema.safeParse(payload);
    if (!parsed.success) return invalidPayload(parsed.error.issues);
    const admission = client.userData as Admission;
    if (admission.role === "spectator" && !session.settings.spectatorChat) {
      return refuse("chat.spectators", "Spectators can't chat at this table.");
    }
    const checked = chatText(parsed.data.text);
    if (!checked.ok) return checked;
    if (!this.buckets.take(client)) {
      const { burst, perSecond } = this.limit();
      return refuse("chat.too-fast", `Slow down: at most ${burst} messages at once, then one every ${Math.round(1 / perSecond)} seconds.`);
    }
    return session.say({ role: admission.role, seat: admission.seat, name: admission.name }, checked.text);
  }
}
