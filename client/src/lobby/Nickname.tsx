/** The nickname, remembered in this browser. */
import { JoinOptionsSchema } from "@playmat/shared";
import { useRef, useState, type RefObject } from "react";
import { useT } from "../i18n/useT";
import { nameProblem, type NameProblem } from "./nameProblem";

/**
 * Checks the nickname before a create or a join, by the server's rule (JoinOptionsSchema's name):
 * a problem is said by the field, which takes focus, where the server's refusal was developer
 * wording under the button. `check()` is false when the nickname can't be sent.
 */
export function useNicknameCheck(name: string) {
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const check = (): boolean => {
    const found = nameProblem(JoinOptionsSchema.shape.name, name);
    setProblem(found);
    if (found) field.current?.focus();
    return found === null;
  };
  return { problem, field, check, clear: () => setProblem(null) };
}

interface Props {
  value: string;
  onChange: (v: string) => void;
  /** What is wrong with it, from useNicknameCheck. */
  problem?: NameProblem | null;
  field?: RefObject<HTMLInputElement | null>;
}

export function Nickname({ value, onChange, problem = null, field }: Props) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm">
        {t("lobby.nickname")}
        <input
          ref={field}
          value={value}
          maxLength={32}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "nickname-problem" : undefined}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t("lobby.nicknamePlaceholder")}
          className="input"
          autoComplete="nickname"
        />
      </label>
      {problem ? (
        <p id="nickname-problem" role="alert" className="rounded border border-rose-500 bg-rose-950 px-2 py-1 text-sm">
          {t(`lobby.nicknameProblem.${problem}`, { name: t("lobby.defaultNickname") })}
        </p>
      ) : null}
    </div>
  );
}
