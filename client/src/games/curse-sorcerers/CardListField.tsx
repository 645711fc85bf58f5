/**
 * The create form's card list: Curse Sorcerers has no public card database, so a player uploads
 * the list the table plays (docs/games/curse-sorcerers.md, "Card lists"). The server reads it and
 * answers its content hash, which becomes the table's `cardList` option; a list it refuses
 * shows each problem, and the table keeps what it had (the demo set until a list is accepted).
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CurseSorcerers } from "@playmat/shared";
import { refusalText } from "../../i18n/refusal";
import { uploadCardList } from "../../net/api";

type Upload = { state: "idle" } | { state: "uploading" } | { state: "uploaded"; cards: number } | { state: "refused"; text: string; issues: string[] };

const OPTION = CurseSorcerers.CARD_LIST_OPTION;

/** The file's text, by FileReader, which every browser has (and the tests' DOM, unlike Blob.text). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export function CardListField({ values, set }: { values: Record<string, string>; set(name: string, value: string): void }) {
  const { t } = useTranslation();
  const word = (key: string, params: Record<string, unknown> = {}) => String(t(`cardList.${key}`, { ns: `${CurseSorcerers.GAME_ID}/game`, ...params } as never));
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const hash = values[OPTION] ?? "";

  async function chosen(file: File | undefined) {
    if (!file) return;
    setUpload({ state: "uploading" });
    let text: string;
    try {
      text = await readText(file);
    } catch (error) {
      setUpload({ state: "refused", text: error instanceof Error ? error.message : String(error), issues: [] });
      return;
    }
    const reply = await uploadCardList(CurseSorcerers.GAME_ID, text);
    if (reply.ok) {
      set(OPTION, reply.hash);
      setUpload({ state: "uploaded", cards: reply.cards });
    } else {
      setUpload({ state: "refused", text: refusalText(t as never, reply.error), issues: reply.error.issues ?? [] });
    }
  }

  return (
    <fieldset className="flex w-full flex-col gap-1 text-sm">
      <legend>{String(t(`option.${OPTION}`, { ns: `${CurseSorcerers.GAME_ID}/game` } as never))}</legend>
      <label className="flex flex-wrap items-center gap-2">
        {word("upload")}
        <input type="file" accept=".json,application/json,text/plain" onChange={(e) => void chosen(e.target.files?.[0])} disabled={upload.state === "uploading"} />
      </label>
      <p role="status" className="text-xs text-slate-300">
        {upload.state === "uploading"
          ? word("uploading")
          : hash
            ? upload.state === "uploaded"
              ? word("uploaded", { cards: upload.cards, hash: hash.slice(0, 12) })
              : hash.slice(0, 12)
            : word("demo")}
      </p>
      {hash && (
        <button type="button" className="btn self-start" onClick={() => (set(OPTION, ""), setUpload({ state: "idle" }))}>
          {word("useDemo")}
        </button>
      )}
      {upload.state === "refused" && (
        <div role="alert" className="text-xs text-red-300">
          <p>{upload.text}</p>
          {upload.issues.length > 0 && (
            <ul aria-label={word("problems")} className="list-disc pl-4">
              {upload.issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
