/** The chat box under the log: a line goes to everyone at the table and comes back as a log line. */
import { MAX_CHAT_LENGTH } from "@playmat/shared";
import { useState } from "react";
import { refusalText } from "../i18n/refusal";
import { useTableCtx } from "../table/TableContext";

export function ChatBox() {
  const ctx = useTableCtx();
  const { t, persp, snap } = ctx;
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  // Players and judges may always chat; spectators only where the room allows it. Elsewhere a
  // spectator reads why there is no chat box (the room was created without spectator chat).
  if (persp.role === "spectator" && !snap.spectatorChat) {
    return (
      <p data-chat-off="true" className="border-t border-white/10 p-2 text-xs text-slate-400">
        {t("chat.spectatorsOff")}
      </p>
    );
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    const reply = await ctx.conn.chat(text);
    setSending(false);
    if (reply.ok) setText("");
    else ctx.notify({ kind: "error", text: refusalText(t, reply.error) });
  };

  return (
    <form aria-label={t("chat.form")} onSubmit={(e) => void submit(e)} className="flex gap-1 border-t border-white/10 p-2">
      <input
        type="text"
        aria-label={t("chat.message")}
        placeholder={t("chat.placeholder")}
        maxLength={MAX_CHAT_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="input min-w-0 flex-1 py-0.5 text-xs"
      />
      <button type="submit" className="btn" disabled={sending || text.trim() === ""}>
        {t("chat.send")}
      </button>
    </form>
  );
}
