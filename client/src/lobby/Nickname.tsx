/** The nickname, remembered in this browser. */
import { JoinOptionsSchema } from "@playmat/shared";
import { useT } from "../i18n/useT";
import { CheckedField, useFieldCheck, type FieldCheck } from "../ui/CheckedField";
import { nameProblem, type NameProblem } from "./nameProblem";

/**
 * Checks the nickname before a create or a join, by the server's rule (JoinOptionsSchema's name):
 * a problem is said by the field, which takes focus, where the server's refusal was developer
 * wording under the button. `check()` is false when the nickname can't be sent.
 */
export function useNicknameCheck(name: string) {
  return useFieldCheck(() => nameProblem(JoinOptionsSchema.shape.name, name));
}

interface Props {
  value: string;
  onChange: (v: string) => void;
  /** From useNicknameCheck; typing clears its problem. */
  check?: FieldCheck<NameProblem>;
}

export function Nickname({ value, onChange, check }: Props) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <CheckedField
        label={t("lobby.nickname")}
        value={value}
        onChange={onChange}
        check={check}
        say={(problem) => t(`lobby.nicknameProblem.${problem}`, { name: t("lobby.defaultNickname") })}
        problemId="nickname-problem"
        maxLength={32}
        placeholder={t("lobby.nicknamePlaceholder")}
        autoComplete="nickname"
      />
    </div>
  );
}
