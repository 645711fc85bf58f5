/**
 * Create a room: its name, game (those the server seats that this page can draw:
 * offeredGames.ts), the game's own options (its GameUi.createOptions), optional password, and
 * whether spectators may chat. Until the server's games are in, nothing can be created.
 */
import { CreateOptionsSchema } from "@playmat/shared";
import { gameName, gameUiById } from "../games";
import { useState } from "react";
import { useT } from "../i18n/useT";
import { CheckedField, useFieldCheck } from "../ui/CheckedField";
import { nameProblem } from "./nameProblem";
import { useOfferedGames } from "./offeredGames";

export interface CreateInput {
  roomName: string;
  game: string;
  password?: string;
  /** Spectators may chat (players and judges always may). */
  spectatorChat: boolean;
  options: Record<string, unknown>;
  /** "Practise alone": the creator plays both seats. */
  practice?: boolean;
}

interface Props {
  busy: boolean;
  onCreate: (input: CreateInput) => void;
  defaultName: string;
  /** Why the last create was refused: shown under the button. */
  error?: string | null;
}

/** What is wrong with a typed room name, by the server's rule (CreateOptionsSchema's roomName). */
const roomNameProblem = (typed: string) => nameProblem(CreateOptionsSchema.shape.roomName, typed);

export function CreateRoomForm({ busy, onCreate, defaultName, error }: Props) {
  const t = useT();
  const [roomName, setRoomName] = useState("");
  const { offered, retry } = useOfferedGames();
  const games = offered.state === "ready" ? offered.games : [];
  const [chosen, setGame] = useState("");
  // The game picked, while it is offered; the first offered before any is picked.
  const game = games.some((g) => g.id === chosen) ? chosen : (games[0]?.id ?? "");
  const [password, setPassword] = useState("");
  // Each game's option fields as typed, kept while another game is picked.
  const [typed, setTyped] = useState<Record<string, Record<string, string>>>({});
  const createOptions = gameUiById(game)?.createOptions;
  const values = { ...createOptions?.initial, ...typed[game] };
  const setOption = (name: string, value: string) => setTyped((all) => ({ ...all, [game]: { ...all[game], [name]: value } }));
  const [spectatorChat, setSpectatorChat] = useState(false);
  // Said next to the field, which takes focus: the server's refusal was developer wording under the button.
  const roomNameCheck = useFieldCheck(() => roomNameProblem(roomName));
  const fallbackName = t("lobby.defaultRoomName", { name: defaultName || t("lobby.someone") });
  return (
    <form
      aria-label={t("lobby.create")}
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        if (!roomNameCheck.check()) return;
        // Until the server's games are in (the buttons say so: aria-disabled, the choice "Loading the games…"), nothing to create.
        if (!game) return;
        // "Practise alone" submits the same form: its submitter says which table to make.
        const submitter = (e.nativeEvent as SubmitEvent).submitter;
        onCreate({
          roomName: roomName.trim() || fallbackName,
          game,
          password: password || undefined,
          spectatorChat,
          options: createOptions ? createOptions.toOptions(values) : {},
          ...(submitter?.dataset.practice ? { practice: true } : {}),
        });
      }}
    >
      <h2 className="text-lg font-semibold">{t("lobby.create")}</h2>
      <CheckedField
        label={t("lobby.roomName")}
        value={roomName}
        onChange={setRoomName}
        check={roomNameCheck}
        say={(problem) => t(`lobby.roomNameProblem.${problem}`, { name: fallbackName })}
        problemId="room-name-problem"
        maxLength={60}
        // The name an empty field gives the room: a new player saw a blank box and no name.
        placeholder={fallbackName}
      />
      {/* A game's option fields wrap under the game's choice: two or more do not fit the form's width beside it. */}
      <div className="flex flex-wrap gap-2">
        <label className="flex flex-1 flex-col gap-1 text-sm">
          {t("lobby.game")}
          <select value={game} onChange={(e) => setGame(e.target.value)} className="input" disabled={games.length === 0}>
            {offered.state === "loading" ? <option value="">{t("lobby.gamesLoading")}</option> : null}
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {gameName(t, g.id)}
              </option>
            ))}
          </select>
        </label>
        {createOptions ? <createOptions.Fields values={values} set={setOption} /> : null}
      </div>
      {offered.state === "failed" ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded border border-rose-500 bg-rose-950 px-2 py-1 text-sm">
          <p>{t("lobby.gamesFailed", { code: offered.code })}</p>
          <button type="button" className="btn" onClick={retry}>
            {t("lobby.gamesRetry")}
          </button>
        </div>
      ) : offered.state === "ready" && games.length === 0 ? (
        <p role="alert" className="rounded border border-rose-500 bg-rose-950 px-2 py-1 text-sm">
          {t("lobby.noGames")}
        </p>
      ) : null}
      <label className="flex flex-col gap-1 text-sm">
        {t("lobby.passwordOptional")}
        <input type="password" value={password} maxLength={64} onChange={(e) => setPassword(e.target.value)} className="input" autoComplete="new-password" />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={spectatorChat} onChange={(e) => setSpectatorChat(e.target.checked)} />
        {t("lobby.spectatorChat")}
      </label>
      {/* aria-disabled, not disabled, while the room is made: a disabled button drops focus on
          the page, and after a refusal the keyboard user would start again from the top. */}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className="btn btn-primary" aria-disabled={busy || !game}>
          {t("lobby.createButton")}
        </button>
        <button type="submit" data-practice="true" className="btn" aria-disabled={busy || !game} aria-describedby="practise-alone-hint">
          {t("practice.create")}
        </button>
      </div>
      <p id="practise-alone-hint" className="text-xs text-slate-400">
        {t("practice.createHint")}
      </p>
      {error ? (
        <p role="alert" className="rounded border border-rose-500 bg-rose-950 px-2 py-1 text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
