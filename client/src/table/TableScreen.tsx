/**
 * A joined table: the playmat (the table's game draws both sides, GameTable; the centre line is
 * the shell's), controls, the log, and the drag-and-drop, keyboard and menu machinery around
 * them. A table whose game this page doesn't know says so (UnknownGame), never drawn as another.
 */
import { DndContext, DragOverlay, type DragEndEvent, type DragStartEvent } from "@dnd-kit/core";
import type { Room } from "@colyseus/sdk";
import type { ClientAction, GameRecord, LogEntry, Seat } from "@playmat/shared";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { pageTitle, useDocumentTitle } from "../app/documentTitle";
import { refusalText } from "../i18n/refusal";
import { TableGame, useT, withGameWords, type T } from "../i18n/useT";
import { cardStore, useCardDefs } from "../cards/cardStore";
import { cardsOfGame } from "../net/api";
import { CardFace } from "../cards/CardFace";
import { CardPreview } from "../cards/CardPreview";
import { DeckPanel } from "../deck/DeckPanel";
import { HelpSheet } from "../keyboard/HelpSheet";
import { viewerOf } from "../log/format";
import { ChatBox } from "../log/ChatBox";
import { LogPanel } from "../log/LogPanel";
import { DownloadRecordButton } from "../replay/RecordActions";
import { ReplaySoFarButton, ReplaySoFarDialog } from "../replay/ReplaySoFar";
import { loadChosenSeat, saveChosenSeat } from "../net/storage";
import { useTable, type RejoinState, type TableConnection } from "../net/useTable";
import { useGameTable } from "../games";
import type { GameTable } from "../games/gameUi";
import { CenterLine } from "./CenterLine";
import { ConnectionLost } from "./ConnectionLost";
import { Controls } from "./Controls";
import { DeckIsIn, setupFocus } from "./DeckIsIn";
import { useTableDnd } from "./dndSetup";
import { firstControl, regionsOf } from "./returnFocus";
import { useFitZoom, zoomStyle } from "./fitZoom";
import { GameOver } from "./GameOver";
import { Header } from "./Header";
import { RewindDialog } from "./judge/RewindDialog";
import { SetTurnDialog } from "./judge/SetTurnDialog";
import { LiveTableContext, ownSender, type LiveTableTools, type TableDialog } from "./LiveTableContext";
import { LookingPanel } from "./LookingPanel";
import { ContextMenu } from "./menu/ContextMenu";
import { Notices } from "./Notices";
import { NumberDialog, type NumberRequest } from "./NumberDialog";
import { perspectiveOf } from "./perspective";
import { PracticePanel } from "./practice/PracticePanel";
import { seatInView } from "./practice/seatInView";
import { PausedBanner } from "./PausedBanner";
import { PileBrowser } from "./PileBrowser";
import { nextSelection, type Selectable } from "./selection";
import { SpectatorPanel } from "./spectators/SpectatorPanel";
import { UnknownGame } from "./UnknownGame";
import type { DragInfo } from "./TableCard";
import { TableContext, type MenuRequest, type TableCtx, type TargetMode } from "./TableContext";
import { livePids } from "./prune";
import { useFocusFollow } from "./focusFollow";
import { useShortcuts } from "./useShortcuts";
import { useWarnings } from "./useWarnings";
import type { DropInfo } from "./zones/Droppable";
import { takesDeckLists } from "./dealt";

const REQUESTABLE = new Set(["authority.hidden", "authority.zone"]);

/** `rejoin`: the page joining the table again by itself after the connection ended (RoomPage). */
export function TableScreen({ room, onLeave, rejoin }: { room: Room; onLeave: () => void; rejoin?: RejoinState }) {
  const t = useT();
  // Read when a warning comes, so the rule text and its words follow the table's game once it is known.
  const game = useRef<GameTable | undefined>(undefined);
  const warningT = useCallback<T>((key, options) => withGameWords(t, game.current?.definition.id)(key, options), [t]);
  const warnings = useWarnings(warningT, (code) => game.current?.advisoryRules.get(code));
  const conn = useTable(room, warnings.onLog, rejoin);
  const { snap } = conn;
  useDocumentTitle(pageTitle(t, snap.name));
  const table = useGameTable(snap.game);
  game.current = table.state === "ready" ? table.table : undefined;
  // The table's state not in yet, or its game's table still loading: the page goes on saying
  // what it said while the screen loaded.
  if (table.state === "loading") {
    return (
      <p role="status" className="p-8 text-center text-slate-300">
        {t("gate.connecting")}
      </p>
    );
  }
  if (table.state === "unknown" || !game.current) return <UnknownGame game={snap.game} onLeave={() => void conn.leave().finally(onLeave)} />;
  return (
    <TableGame.Provider value={snap.game}>
      <GameTableScreen room={room} conn={conn} warnings={warnings} game={game.current} onLeave={onLeave} />
    </TableGame.Provider>
  );
}

interface ScreenProps {
  room: Room;
  conn: TableConnection;
  warnings: ReturnType<typeof useWarnings>;
  game: GameTable;
  onLeave: () => void;
}

/** The table of a game this page knows. */
function GameTableScreen({ room, conn, warnings, game, onLeave }: ScreenProps) {
  const t = useT();
  const { notify, pushAdvisory, advisories, advisoryText } = warnings;
  const { snap, welcome } = conn;
  // A warning beside a stack in play goes with that stack (slotNotes.ts): run for each new
  // table and each new note, so a note is tied to the stack there when it came.
  const { followStacks } = warnings;
  useEffect(() => followStacks(snap.zones), [followStacks, snap.zones, advisories]);
  // The seat a judge acts for, or a spectator follows: drawn at the bottom.
  // Kept for the tab: a refresh keeps the side a spectator follows or a judge acts for.
  const [chosenSeat, chooseSeat] = useState<Seat>(() => loadChosenSeat(room.roomId) ?? "p1");
  const setChosenSeat = useCallback(
    (seat: Seat) => {
      chooseSeat(seat);
      saveChosenSeat(room.roomId, seat);
    },
    [room.roomId],
  );
  const practiceView = snap.practiceView;
  const persp = useMemo(() => perspectiveOf(welcome?.role ?? "spectator", seatInView(welcome, practiceView), chosenSeat), [welcome, practiceView, chosenSeat]);
  // Kept by value, not by snap.players (new at every patch): the log's formatting cache keys on it.
  const p1Name = snap.players.p1?.name || t("seat.name", { number: 1 });
  const p2Name = snap.players.p2?.name || t("seat.name", { number: 2 });
  const names = useMemo(() => ({ p1: p1Name, p2: p2Name }), [p1Name, p2Name]);
  const defOf = useCardDefs();

  const [selection, setSelection] = useState<Selectable[]>([]);
  const focused = useRef<Selectable | null>(null);
  const [menu, setMenu] = useState<MenuRequest | null>(null);
  const [targetMode, setTargetMode] = useState<TargetMode | null>(null);
  const [browse, setBrowse] = useState<string | null>(null);
  const [dragging, setDragging] = useState<DragInfo | null>(null);
  const [help, setHelp] = useState(false);
  const [numberRequest, setNumberRequest] = useState<NumberRequest | null>(null);
  const [deckOpen, setDeckOpen] = useState(false);
  const [dialog, setDialog] = useState<TableDialog | null>(null);
  const [replaying, setReplaying] = useState<GameRecord | null>(null);
  // Cards that moved have new ids: drop them from the selection.
  useEffect(() => {
    const live = livePids(snap);
    setSelection((sel) => {
      const kept = sel.filter((s) => (s.kind === "stack" ? Boolean(snap.zones[s.stack.zone]?.slots[s.stack.slot]?.sid) : !("pid" in s.card.ref) || live.has(s.card.ref.pid)));
      return kept.length === sel.length ? sel : kept;
    });
  }, [snap]);

  // Ask for every visible card's definition in one go.
  useEffect(() => {
    const ids = new Set<string>();
    for (const z of Object.values(snap.zones)) {
      for (const c of z.cards) if (c.face) ids.add(c.face.defId);
      for (const s of z.slots) for (const c of [...s.cards, ...s.attached]) if (c.face) ids.add(c.face.defId);
    }
    for (const list of Object.values(conn.hidden)) for (const c of list) ids.add(c.defId);
    // Looked up in the table's game's card data.
    if (snap.game) cardsOfGame(snap.game);
    cardStore.request(ids);
  }, [snap, conn.hidden]);

  const actingSeat: Seat = persp.role === "judge" ? chosenSeat : (persp.me ?? "p1");
  const refusal = useCallback(
    (error: { code: string; message: string }) => refusalText(t, error),
    [t],
  );

  // A card moved from the keyboard keeps focus in its new place (focusFollow.ts).
  const { start: followMove } = useFocusFollow(snap, game.landsIn);
  const send = useCallback(
    async (input: ClientAction | ClientAction[]): Promise<boolean> => {
      const actions = Array.isArray(input) ? input : [input];
      if (actions.length === 0) return false;
      const follow = followMove(actions, actingSeat);
      let seq = 0;
      for (const action of actions) {
        const reply = await conn.act(action, persp.role === "judge" ? chosenSeat : undefined);
        if (!reply.ok) {
          const request = persp.role === "player" && REQUESTABLE.has(reply.error.code) && action.type !== "request" ? action : undefined;
          notify({ kind: "error", text: refusal(reply.error), request });
          return false;
        }
        seq = reply.seq;
        for (const a of reply.advisories) pushAdvisory(a);
      }
      setSelection([]);
      follow?.(seq);
      return true;
    },
    [conn, persp.role, chosenSeat, actingSeat, notify, pushAdvisory, refusal, followMove],
  );

  const live: LiveTableTools = useMemo(
    () => ({
      sendOwn: ownSender({ act: (action) => conn.act(action), refused: (error) => notify({ kind: "error", text: refusal(error) }), advised: pushAdvisory }),
      openDialog: setDialog,
    }),
    [conn, notify, pushAdvisory, refusal],
  );

  const ctx: TableCtx = {
    game,
    conn,
    snap,
    persp,
    names,
    t,
    send,
    selection,
    select: (item, additive) => setSelection((s) => nextSelection(s, item, additive)),
    clearSelection: () => setSelection([]),
    setFocused: (item) => (focused.current = item),
    openMenu: setMenu,
    targetMode,
    setTargetMode,
    advisories,
    advisoryText,
    browse,
    setBrowse,
    dragging: dragging !== null,
    notify,
    actingSeat,
    setJudgeSeat: setChosenSeat,
    defOf,
    askNumber: (label, initial, submit, options) => setNumberRequest({ label, initial, submit, ...options }),
  };
  // An open menu follows the table: its toggles show what the table holds now (TableContext's MenuRequest.live).
  const menuItems = menu ? (menu.live ? menu.live(ctx) : menu.items) : null;
  const menuGone = Boolean(menu && !menuItems);
  // The regions the menu was opened from, read while its card is still on the page: a stack's
  // own group leaves with it, the zone's region stays.
  const menuRegions = useRef<HTMLElement[]>([]);
  useEffect(() => {
    menuRegions.current = menu?.returnFocus?.isConnected ? regionsOf(menu.returnFocus) : [];
  }, [menu?.returnFocus]);
  // At commit, before the page is painted or anything else runs: the menu's DOM has gone in
  // this very commit, and focus with it.
  useLayoutEffect(() => {
    if (!menuGone) return;
    // What the menu was about left the table, and often the card it was opened from with it:
    // focus in the menu goes back to that card if it is still there, else to the first
    // card of its zone, else its first control, not to the page.
    const active = document.activeElement;
    const inMenu = !active || active === document.body || Boolean(active.closest('[role="menu"]'));
    const opener = menu?.returnFocus;
    const region = menuRegions.current.find((r) => r.isConnected) ?? null;
    const target = opener?.isConnected ? opener : (firstControl(region, '[role="button"][data-zone]') ?? firstControl(region));
    if (inMenu) target?.focus();
    setMenu(null);
  }, [menuGone]);

  useShortcuts({
    ctx,
    focused,
    blocked: Boolean(menu || help || numberRequest || dialog || replaying || deckOpen),
    toggleHelp: () => setHelp((h) => !h),
    closeAll: () => {
      setSelection([]);
      setTargetMode(null);
      setMenu(null);
      setHelp(false);
    },
  });

  const dnd = useTableDnd(t);

  const onDragStart = (e: DragStartEvent) => {
    setMenu(null);
    setDragging((e.active.data.current as DragInfo) ?? null);
  };
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const drag = e.active.data.current as DragInfo | undefined;
    const drop = e.over?.data.current as DropInfo | undefined;
    if (!drag || !drop) return;
    void send(game.intentFor(drag.source, drop.target));
  };

  const me = persp.me ? snap.players[persp.me] : undefined;
  // A game that brings its own cards (no deck lists: the sandbox deals with a move of its own) asks for none.
  const needsDeck = persp.role === "player" && snap.phase === "waiting" && me !== undefined && !me.deckSubmitted && takesDeckLists(snap.game);
  const showDeck = (needsDeck || deckOpen) && persp.role === "player";
  const leave = () => {
    void conn.leave().finally(onLeave);
  };
  const openRewind = useCallback((line: LogEntry) => setDialog({ kind: "rewind", line }), []);
  // Stable props, so the (memoised) log skips the renders that bring no new line.
  const logViewer = useMemo(() => viewerOf(persp.role, persp.me), [persp.role, persp.me]);
  const logTools = useMemo(
    () => (
      <>
        <ReplaySoFarButton onOpen={setReplaying} />
        <DownloadRecordButton />
      </>
    ),
    [],
  );
  const draggedCount = dragging?.source.kind === "cards" ? dragging.source.cards.length : 1;
  const zoom = useFitZoom();

  return (
    <TableContext.Provider value={ctx}>
      <LiveTableContext.Provider value={live}>
        <DndContext {...dnd} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
          <div
            className="flex h-screen min-h-[720px] min-w-[1280px] touch-manipulation flex-col overflow-hidden bg-gradient-to-b from-slate-950 via-[#0c1a24] to-slate-950"
            // --table-zoom: a touch layout's controls are 44 px on the screen whatever the zoom (index.css).
            style={{ ...zoomStyle(zoom), ["--table-zoom" as string]: zoom }}
            data-zoom={zoom}
            data-table-screen
            data-role={persp.role}
            data-seat={persp.me ?? undefined}
            onClick={() => targetMode && setTargetMode(null)}
          >
            <Header onHelp={() => setHelp(true)} onLeave={leave} />
            <div className="flex min-h-0 flex-1">
              {/* select-none: a drag begun beside a card (on a zone's floor) painted a text
                  selection over the whole playmat; the deck panel's text stays selectable. */}
              <main aria-label={t("table.region")} className="relative flex min-w-0 flex-1 select-none flex-col justify-between gap-1 p-1">
                <game.Side seat={persp.top} position="top" />
                <CenterLine />
                <game.Side seat={persp.bottom} position="bottom" />
                <div className="pointer-events-none absolute inset-x-0 top-1 z-20 flex justify-center">
                  <div className="pointer-events-auto w-[min(820px,92%)]">
                    <LookingPanel seat={persp.bottom} />
                  </div>
                </div>
                {showDeck ? (
                  <div className="absolute inset-0 z-30 flex select-text items-center justify-center bg-black/60 p-4">
                    <DeckPanel
                      game={snap.game}
                      onSubmit={async (s) => {
                        const r = await conn.submitDeck(s);
                        if (r.ok) setDeckOpen(false);
                        return r;
                      }}
                      onCancel={needsDeck ? undefined : () => setDeckOpen(false)}
                      focusAfter={() => document.querySelector<HTMLElement>("[data-waiting-change-deck]") ?? setupFocus(persp.me)}
                    />
                  </div>
                ) : null}
                {persp.role === "player" && snap.phase === "waiting" && me?.deckSubmitted ? (
                  <DeckIsIn onChangeDeck={() => setDeckOpen(true)} />
                ) : null}
                {/* Floating over the top of the table, so never over the header. */}
                {selection.length > 0 ? (
                  <div role="status" className="absolute left-1 top-1 z-30 flex items-center gap-2 rounded bg-amber-500/90 px-2 py-0.5 text-xs text-slate-950">
                    {t("selection.count", { count: selection.length })}
                    <button type="button" className="underline" onClick={() => setSelection([])}>
                      {t("selection.clear")}
                    </button>
                  </div>
                ) : null}
                <div className="pointer-events-none absolute inset-x-0 top-1 z-40 flex flex-col items-center gap-1">
                  {/* Always on the page, empty until q or e: a live region that appears with its text already in it is often not read out. */}
                  <div role="status" data-target-hint className={targetMode ? "rounded bg-emerald-600 px-3 py-1 text-sm" : "sr-only"}>
                    {targetMode ? t(`target.${targetMode.as}`) : null}
                  </div>
                  <Notices notices={warnings.notices} dismiss={warnings.dismiss} hold={warnings.hold} />
                </div>
              </main>
              <aside aria-label={t("sidebar.region")} className="flex w-[310px] shrink-0 flex-col border-l border-white/10 bg-slate-950/80 wrap-anywhere">
                <PausedBanner />
                <PracticePanel />
                <SpectatorPanel />
                <Controls onChangeDeck={() => setDeckOpen(true)} />
                <PileBrowser />
                <LogPanel entries={conn.log} viewer={logViewer} names={names} room={snap.name} roomId={room.roomId} onRewind={persp.role === "judge" ? openRewind : undefined} tools={logTools} />
                <ChatBox />
              </aside>
            </div>
            <GameOver onLeave={leave} />
            {replaying ? <ReplaySoFarDialog record={replaying} onClose={() => setReplaying(null)} /> : null}
          </div>
          {/* Lets the pointer through: drop targets are found by what lies under the card (dropVisibility.ts). */}
          <DragOverlay dropAnimation={null} className="pointer-events-none">
            {dragging ? (
              <div className="relative h-[80px] w-[57px] rotate-3 opacity-90 shadow-2xl">
                <CardFace name={dragging.label} def={defOf(dragging.defId)} hidden={dragging.hidden} />
                {draggedCount > 1 ? <span className="absolute -right-2 -top-2 rounded-full bg-amber-400 px-1.5 text-xs font-bold text-slate-950">{draggedCount}</span> : null}
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
        {menu && menuItems ? <ContextMenu menu={menu} items={menuItems} onClose={() => setMenu(null)} /> : null}
        {help ? <HelpSheet onClose={() => setHelp(false)} /> : null}
        {numberRequest ? <NumberDialog request={numberRequest} onClose={() => setNumberRequest(null)} /> : null}
        {dialog?.kind === "set-turn" ? <SetTurnDialog onClose={() => setDialog(null)} /> : null}
        {dialog?.kind === "rewind" ? <RewindDialog line={dialog.line} onClose={() => setDialog(null)} /> : null}
        <CardPreview />
        {conn.status === "left" ? <ConnectionLost left={conn.left} onLeave={onLeave} /> : null}
      </LiveTableContext.Provider>
    </TableContext.Provider>
  );
}
