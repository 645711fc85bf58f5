/** The lobby: a nickname, a new room, the open rooms, or a room code / invite link. */
import { useState } from "react";
import { LanguageMenu } from "../ui/LanguageMenu";
import { pageTitle, useDocumentTitle } from "../app/documentTitle";
import { useT } from "../i18n/useT";
import { handOver } from "../app/pendingRoom";
import { navigate, roomIdFrom, roomPath } from "../app/route";
import { createTable, joinErrorMessage, joinTable, type JoinRequest } from "../net/connection";
import { loadNickname, saveNickname } from "../net/storage";
import { CreateRoomForm, type CreateInput } from "./CreateRoomForm";
import { Nickname, useNicknameCheck } from "./Nickname";
import { RoomList } from "./RoomList";
import { testCreateOptions } from "./testOptions";

export function Lobby() {
  const t = useT();
  useDocumentTitle(pageTitle(t));
  const [name, setName] = useState(loadNickname);
  const [busy, setBusy] = useState(false);
  // A refused create (under "Create room") or a code that is not one (under "Open").
  const [error, setError] = useState<{ form: "create" | "code"; message: string } | null>(null);
  // A join from the room list that was refused: its message goes in that room's item, by the button pressed.
  const [refusal, setRefusal] = useState<{ roomId: string; message: string } | null>(null);
  const [code, setCode] = useState("");
  const nick = name.trim() || t("lobby.defaultNickname");
  const nickname = useNicknameCheck(name);

  const changeName = (v: string) => {
    setName(v);
    saveNickname(v);
  };

  const enter = async (joining: Promise<import("@colyseus/sdk").Room>, listedRoom?: string) => {
    setBusy(true);
    setError(null);
    setRefusal(null);
    try {
      const room = await joining;
      handOver(room);
      navigate(roomPath(room.roomId));
    } catch (e) {
      if (listedRoom) setRefusal({ roomId: listedRoom, message: joinErrorMessage(e) });
      else setError({ form: "create", message: joinErrorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  // `?seed=…&judgeCode=…` on the lobby URL: for scripted tests, honoured by a test-mode server only.
  // A nickname the server would refuse is said by its field instead of asking the server.
  const create = (input: CreateInput) => {
    if (nickname.check()) void enter(createTable({ ...input, ...testCreateOptions(location.search) }, { role: "player", name: nick }));
  };
  const join = (roomId: string, request: Omit<JoinRequest, "name">) => {
    if (nickname.check()) void enter(joinTable(roomId, { ...request, name: nick }), roomId);
  };

  return (
    <div className="mx-auto flex min-h-screen max-w-5xl flex-col gap-6 p-6">
      <header className="flex items-center justify-between">
        <h1 className="text-3xl font-bold tracking-tight">
          <span aria-hidden="true" className="mr-2 inline-block h-6 w-6 rounded-full bg-gradient-to-b from-rose-600 from-50% to-slate-100 to-50% align-middle ring-2 ring-slate-900" />
          {t("app.name")}
        </h1>
        <div className="flex items-center gap-4">
          <p className="text-sm text-slate-400">{t("app.tagline")}</p>
          <LanguageMenu />
        </div>
      </header>
      <main className="grid gap-6 md:grid-cols-[340px_1fr]">
        <div className="flex flex-col gap-6">
          <Nickname value={name} onChange={changeName} check={nickname} />
          <CreateRoomForm busy={busy} onCreate={create} defaultName={name.trim()} error={error?.form === "create" ? error.message : null} />
          <form
            aria-label={t("lobby.openByCode")}
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const id = roomIdFrom(code);
              if (id) navigate(roomPath(id));
              else {
                setRefusal(null);
                setError({ form: "code", message: t("lobby.badCode") });
              }
            }}
          >
            <label className="flex flex-col gap-1 text-sm">
              {t("lobby.codeLabel")}
              <input value={code} onChange={(e) => setCode(e.target.value)} className="input" />
            </label>
            <button type="submit" className="btn self-start">
              {t("lobby.open")}
            </button>
            {error?.form === "code" ? (
              <p role="alert" className="rounded border border-rose-500 bg-rose-950 px-2 py-1 text-sm">
                {error.message}
              </p>
            ) : null}
          </form>
          <a
            href="/replay"
            className="text-sm text-sky-300 underline-offset-2 hover:underline"
            onClick={(e) => {
              e.preventDefault();
              navigate("/replay");
            }}
          >
            {t("replay.openFile")}
          </a>
        </div>
        <RoomList busy={busy} onJoin={join} refusal={refusal} />
      </main>
    </div>
  );
}
