/**
 * Choosing a deck: paste a list (PTCG Live, Limitless or PTCGO) or pick a demo deck, read the
 * import report, then confirm. Lists can be saved by name in this browser.
 *
 * A player without a deck sees it as a region over the waiting table. Opened from "Change deck"
 * (with `onCancel`) it is a modal dialog like the table's others: it takes focus, keeps Tab
 * inside, closes on Escape and gives focus back to the "Change deck" button.
 */
import { hasControlCharacters, showsNothing, type DeckSubmit } from "@playmat/shared";
import { useEffect, useRef, useState } from "react";
import { refusalText } from "../i18n/refusal";
import { useT } from "../i18n/useT";
import { fetchConfig, resolveDeck, type DeckReport, type ServerConfig } from "../net/api";
import { FOCUSABLE, modalKeys, useFocusWhenGone, useReturnFocus } from "../table/returnFocus";
import { DeckReportView, placeholderCopies } from "./DeckReportView";
import { deleteDeck, loadDecks, saveDeck, suggestDeckName, type SavedDeck } from "./deckStorage";
import { CheckedField, useFieldCheck } from "../ui/CheckedField";

type Reply = { ok: true } | { ok: false; error: { code?: string; message: string } };

interface Props {
  onSubmit(submit: DeckSubmit): Promise<Reply>;
  onCancel?: () => void;
  /**
   * Shown over the table (not as a dialog): where focus goes once the deck is in and the panel
   * has left the page with focus in it ("Change deck" while the room waits, the hand in setup).
   */
  /** The table's game: its demo decks are offered, and a list is read by its deck format. */
  game?: string;
  focusAfter?: () => HTMLElement | null | undefined;
}

export function DeckPanel({ game = "", onSubmit, onCancel, focusAfter }: Props) {
  const t = useT();
  const [config, setConfig] = useState<ServerConfig | null>(null);
  const [list, setList] = useState("");
  const [choice, setChoice] = useState<DeckSubmit | null>(null);
  const [report, setReport] = useState<DeckReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<SavedDeck[]>(() => loadDecks());
  const [name, setName] = useState("");
  // What "Save deck" did, said in a status line beside it (it changed nothing else in sight but
  // the list on the right, and a same-named deck was replaced without a word).
  const [savedNote, setSavedNote] = useState<string | null>(null);
  // A saved deck is a button named after it: a name that draws nothing would be a blank button.
  const nameCheck = useFieldCheck<"invisible" | "control">(() => (showsNothing(name) ? "invisible" : hasControlCharacters(name) ? "control" : null));
  const panel = useRef<HTMLElement>(null);
  const listBox = useRef<HTMLTextAreaElement>(null);
  const asDialog = onCancel !== undefined;
  useReturnFocus(panel);
  useFocusWhenGone(panel, () => (asDialog ? undefined : (focusAfter?.() ?? undefined)));

  useEffect(() => {
    void fetchConfig(game).then(setConfig);
  }, [game]);

  useEffect(() => {
    if (asDialog) panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // Over the table, choosing a deck is the only thing to do: focus starts in the list box
    // rather than on the page, 20 Tab stops away behind the table's covered menus.
    else if (!document.activeElement || document.activeElement === document.body) listBox.current?.focus();
  }, [asDialog]);

  // "×" deletes a saved deck and goes with it: focus goes to the deck now in its place (else
  // the one before, else the "No saved decks yet." line), not to the page, and a status says so.
  const savedList = useRef<HTMLUListElement>(null);
  const noSaved = useRef<HTMLParagraphElement>(null);
  const [deletedNote, setDeletedNote] = useState<string | null>(null);
  const [focusSaved, setFocusSaved] = useState<number | null>(null);
  useEffect(() => {
    if (focusSaved === null) return;
    setFocusSaved(null);
    const loads = savedList.current?.querySelectorAll<HTMLElement>("li > button:first-child") ?? [];
    (loads[Math.min(focusSaved, loads.length - 1)] ?? noSaved.current)?.focus();
  }, [focusSaved]);
  const remove = (deckName: string, index: number) => {
    setSaved(deleteDeck(deckName));
    setSavedNote(null);
    setDeletedNote(t("deck.deletedNote", { name: deckName }));
    setFocusSaved(index);
  };

  // While a list is checked or a deck goes in, the buttons that start either are aria-disabled,
  // not disabled: a disabled button drops focus on the page (behind the panel, 20 Tab stops
  // from it), and the keyboard user would start again from the top.
  const preview = async (submit: DeckSubmit) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setReport(null);
    setSavedNote(null);
    const r = await resolveDeck(game ? { ...submit, game } : submit);
    setBusy(false);
    if (!r.ok) {
      setError(refusalText(t, r.error));
      return;
    }
    setChoice(submit);
    setReport(r.report);
    if ("list" in submit && !name) setName(suggestDeckName(submit.list));
  };

  // A report appearing is said in a polite live region that is always on the page (one added
  // with its words in it may go unread): focus stays on the button pressed, as the e2e asks,
  // so Tab goes on to the next demo deck.
  const reportNote = report && choice ? t("deck.reportNote", { details: reportDetails(report) }) : "";
  function reportDetails(r: DeckReport) {
    const { notFound, ambiguous } = placeholderCopies(r);
    return [
      t("deck.cardCount", { count: r.total }),
      ...(notFound > 0 ? [t("deck.placeholderCount", { count: notFound })] : []),
      ...(ambiguous > 0 ? [t("deck.ambiguousCount", { count: ambiguous })] : []),
      r.warnings.length > 0 ? t("deck.warningCount", { count: r.warnings.length }) : t("deck.noWarningsNote"),
      ...(r.notes.length > 0 ? [t("deck.noteCount", { count: r.notes.length })] : []),
    ].join(", ");
  }

  const confirm = async () => {
    if (!choice || busy) return;
    setBusy(true);
    setError(null);
    const r = await onSubmit(choice);
    setBusy(false);
    if (!r.ok) setError(r.error.code ? refusalText(t, { code: r.error.code, message: r.error.message }) : r.error.message);
  };

  return (
    <section
      ref={panel}
      role={asDialog ? "dialog" : undefined}
      aria-modal={asDialog ? true : undefined}
      aria-label={t("deck.region")}
      onKeyDown={asDialog ? (e) => modalKeys(e, panel.current, onCancel) : undefined}
      className="flex max-h-full min-h-0 w-[min(900px,95vw)] flex-col gap-3 overflow-y-auto rounded-xl border border-slate-600 bg-slate-900/98 p-4 shadow-2xl">
      <div className="flex items-center justify-between">
        {/* The region's name, seen: the two read the same (docs/testing/deck-entry.md, "Choose a deck"). */}
        <h2 className="text-lg font-semibold">{t("deck.region")}</h2>
        {onCancel ? (
          <button type="button" className="btn" onClick={onCancel}>
            {t("controls.cancel")}
          </button>
        ) : null}
      </div>
      <div className="grid gap-3 md:grid-cols-[1fr_260px]">
        <div className="flex flex-col gap-2">
          <label className="flex flex-col gap-1 text-sm">
            {t("deck.listLabel")}
            <textarea
              ref={listBox}
              value={list}
              onChange={(e) => {
                setList(e.target.value);
                setReport(null);
                setChoice(null);
              }}
              rows={9}
              spellCheck={false}
              placeholder={t("deck.listPlaceholder")}
              className="input font-mono text-xs"
            />
          </label>
          <div className="flex gap-2">
            <button type="button" className="btn btn-primary" disabled={!list.trim()} aria-disabled={busy} onClick={() => void preview({ list })}>
              {t("deck.check")}
            </button>
          </div>
        </div>
        <div className="flex flex-col gap-3">
          <div>
            <h3 className="mb-1 text-sm font-semibold">{t("deck.demos")}</h3>
            <ul className="flex flex-col gap-1">
              {(config?.demoDecks ?? []).map((d) => (
                <li key={d.id}>
                  <button type="button" className="btn w-full text-left" aria-disabled={busy} onClick={() => void preview({ demo: d.id })} aria-label={t("deck.previewDemo", { name: d.name })}>
                    {d.name}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-1 text-sm font-semibold">{t("deck.saved")}</h3>
            {saved.length === 0 ? (
              <p ref={noSaved} tabIndex={-1} className="text-xs text-slate-400 outline-none">
                {t("deck.noSaved")}
              </p>
            ) : null}
            {deletedNote ? (
              <p role="status" className="text-xs text-slate-400">
                {deletedNote}
              </p>
            ) : null}
            <ul ref={savedList} className="flex flex-col gap-1">
              {saved.map((d, index) => (
                <li key={d.name} className="flex gap-1">
                  <button
                    type="button"
                    className="btn flex-1 truncate text-left"
                    aria-label={t("deck.loadSaved", { name: d.name })}
                    onClick={() => {
                      setList(d.list);
                      setName(d.name);
                      void preview({ list: d.list });
                    }}
                  >
                    {d.name}
                  </button>
                  <button type="button" className="btn" aria-label={t("deck.deleteSaved", { name: d.name })} onClick={() => remove(d.name, index)}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      {error ? (
        <p role="alert" className="rounded border border-rose-500 bg-rose-950 px-2 py-1 text-sm">
          {error}
        </p>
      ) : null}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {reportNote}
      </p>
      {busy ? <p role="status" className="text-sm text-slate-400">{t("deck.working")}</p> : null}
      {report && choice ? (
        <div className="flex min-h-0 flex-col gap-2 border-t border-white/10 pt-2">
          <DeckReportView report={report} />
          <div className="flex flex-wrap items-end gap-2">
            {/* Not `disabled` while the deck goes in (see preview): focus is to follow the panel to
                what comes next (focusAfter). */}
            <button type="button" className="btn btn-primary" aria-disabled={busy} onClick={() => void confirm()}>
              {t("deck.use")}
            </button>
            {"list" in choice ? (
              <>
                <CheckedField
                  label={t("deck.name")}
                  labelClassName="flex flex-col text-xs"
                  value={name}
                  onChange={(typed) => {
                    setName(typed);
                    setSavedNote(null);
                  }}
                  check={nameCheck}
                  say={(problem) => t(`deck.nameProblem.${problem}`)}
                  problemId="deck-name-problem"
                />
                <button
                  type="button"
                  className="btn"
                  disabled={!name.trim()}
                  onClick={() => {
                    if (!nameCheck.check()) return;
                    const clean = name.trim();
                    const replaced = saved.some((d) => d.name.toLowerCase() === clean.toLowerCase());
                    setSaved(saveDeck(name, choice.list));
                    setDeletedNote(null);
                    setSavedNote(t(replaced ? "deck.replacedNote" : "deck.savedNote", { name: clean.slice(0, 60) }));
                  }}
                >
                  {t("deck.save")}
                </button>
              </>
            ) : null}
            {savedNote ? (
              <p role="status" className="text-xs text-emerald-300">
                {savedNote}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
