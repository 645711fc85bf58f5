/** The nickname, remembered in this browser. */
import { useT } from "../i18n/useT";

export function Nickname({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const t = useT();
  return (
    <label className="flex flex-col gap-1 text-sm">
      {t("lobby.nickname")}
      <input value={value} maxLength={32} onChange={(e) => onChange(e.target.value)} placeholder={t("lobby.nicknamePlaceholder")} className="input" autoComplete="nickname" />
    </label>
  );
}
