/**
 * What only a live table offers, beside the shared TableContext (which read-only tables, such
 * as a replay, also provide): sending under this viewer's own authority, and the judge's
 * dialogs. Kept apart so a read-only table never has to fake them.
 */
import type { ActionReply, Advisory, ClientAction, LogEntry } from "@playmat/shared";
import { createContext, useContext } from "react";

/** The judge's modal dialogs: set the turn, or confirm a rewind to a log line. */
export type TableDialog = { kind: "set-turn" } | { kind: "rewind"; line: LogEntry };

export interface LiveTableTools {
  /**
   * Sends one action on this viewer's own authority, never on a seat's behalf (no `as`): a
   * judge's table controls (pause, set the turn) and a player's own consents. Refusals become
   * notices. True when accepted.
   */
  sendOwn(action: ClientAction): Promise<boolean>;
  /** Opens a judge's dialog. */
  openDialog(dialog: TableDialog): void;
}

export const LiveTableContext = createContext<LiveTableTools | null>(null);

export function useLiveTable(): LiveTableTools {
  const tools = useContext(LiveTableContext);
  if (!tools) throw new Error("useLiveTable outside a live table");
  return tools;
}

interface OwnSenderDeps {
  /** The connection's `act`: called without its `as` argument. */
  act(action: ClientAction): Promise<ActionReply>;
  refused(error: { code: string; message: string }): void;
  advised(advisory: Advisory): void;
}

/** `sendOwn` for a connection: the action goes without `as`, a refusal is reported, advisories too. */
export function ownSender({ act, refused, advised }: OwnSenderDeps): LiveTableTools["sendOwn"] {
  return async (action) => {
    const reply = await act(action);
    if (!reply.ok) refused(reply.error);
    else for (const a of reply.advisories) advised(a);
    return reply.ok;
  };
}
