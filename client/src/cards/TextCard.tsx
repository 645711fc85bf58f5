/**
 * A card drawn from its data when there is no picture: name, HP, type, a game's numbers
 * (stats), abilities, attacks with costs and damage, weakness / resistance / retreat, rules
 * text. `compact` is the small table version.
 */
import { basicEnergyType, type CardDef } from "@playmat/shared";
import { useT } from "../i18n/useT";
import { TYPE_SYMBOL, typeColor } from "./images";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function energyTypeOf(def: CardDef): string | undefined {
  if (def.types?.[0]) return def.types[0];
  if (def.supertype !== "Energy") return undefined;
  const basic = basicEnergyType(def.name);
  return basic ? capital(basic) : undefined;
}

export function EnergyDot({ type, className = "" }: { type: string; className?: string }) {
  return (
    <span
      title={type}
      className={`inline-flex h-[1.3em] w-[1.3em] items-center justify-center rounded-full text-[0.7em] font-bold leading-none ring-1 ring-black/40 ${typeColor(type)} ${className}`}
    >
      {TYPE_SYMBOL[type] ?? type.charAt(0)}
    </span>
  );
}

function Costs({ cost }: { cost: string[] }) {
  return (
    <span className="inline-flex gap-0.5">
      {cost.map((c, i) => (
        <EnergyDot key={i} type={c} />
      ))}
    </span>
  );
}

/**
 * A card's numbers beyond HP (CardDef.stats: a cost, an attack, a defence), named by its game's
 * words (`cardText.stat.<name>` in the game's `game` strings), in the order the card gives them.
 */
function Stats({ def, t, compact }: { def: CardDef; t: ReturnType<typeof useT>; compact: boolean }) {
  const stats = Object.entries(def.stats ?? {});
  if (stats.length === 0) return null;
  return (
    <dl data-card-stats className={`flex flex-wrap ${compact ? "gap-x-1 text-[8px]" : "gap-x-3 text-xs"}`}>
      {stats.map(([name, value]) => (
        <div key={name} className="flex gap-0.5">
          <dt className="text-slate-600">{t(`cardText.stat.${name}`, { ns: "game", defaultValue: name })}</dt>
          <dd className="font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TextCard({ def, compact = false }: { def: CardDef; compact?: boolean }) {
  const t = useT();
  const type = energyTypeOf(def);
  const band = typeColor(type);
  // A game's kinds and keywords read in its words (`cardText.subtype.<id>`); a game without them (Pokémon) prints its own.
  const subtype = (s: string) => t(`cardText.subtype.${s}`, { ns: "game", defaultValue: s });
  const kind =
    def.supertype === "Pokémon"
      ? def.subtypes.join(" · ")
      : [def.supertype, ...def.subtypes]
          .filter((s) => (s !== "Basic" || def.supertype !== "Energy") && s !== "Unknown")
          .map(subtype)
          .join(" · ");

  if (compact) {
    return (
      <div className="flex h-full w-full flex-col overflow-hidden rounded-[6%] border border-slate-500 bg-slate-100 text-slate-900">
        <div className={`flex items-start justify-between gap-0.5 px-1 py-0.5 ${band}`}>
          <span className="line-clamp-2 text-[9px] font-bold leading-tight">{def.name}</span>
          {def.hp ? <span className="shrink-0 text-[8px] font-bold">{def.hp}</span> : null}
        </div>
        <div className="flex flex-1 flex-col justify-between px-1 py-0.5 text-[8px] leading-tight">
          <span className="line-clamp-2 text-slate-600">{kind}</span>
          <Stats def={def} t={t} compact />
          {def.supertype === "Energy" && type ? (
            <span className="self-center text-lg">
              <EnergyDot type={type} />
            </span>
          ) : null}
          {def.attacks?.slice(0, 2).map((a) => (
            <span key={a.name} className="flex items-center justify-between gap-0.5">
              <span className="truncate">{a.name}</span>
              <span className="font-bold">{a.damage}</span>
            </span>
          ))}
          {def.placeholder ? <span className="italic text-amber-700">{t("card.placeholder")}</span> : null}
        </div>
      </div>
    );
  }

  // The large card (the card preview) shows its whole text: the preview takes neither the pointer
  // nor focus, so text in a scroll box there could never be scrolled to. It fills its box (a flex
  // column) and grows past it when the text is long.
  return (
    <div className="flex w-full flex-1 flex-col overflow-hidden rounded-xl border-2 border-slate-400 bg-slate-100 text-slate-900 shadow-xl">
      <div className={`flex items-baseline justify-between gap-2 px-3 py-2 ${band}`}>
        <span className="text-lg font-bold leading-tight">{def.name}</span>
        {def.hp ? (
          <span className="shrink-0 text-sm font-bold">
            {t("card.hp")} {def.hp}
          </span>
        ) : null}
        {type && def.supertype === "Pokémon" ? <EnergyDot type={type} className="text-base" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 px-3 py-2 text-sm">
        <div className="text-xs text-slate-600">
          {kind}
          {def.evolvesFrom ? ` · ${t("card.evolvesFrom", { name: def.evolvesFrom })}` : ""}
        </div>
        <Stats def={def} t={t} compact={false} />
        {def.placeholder ? <p className="rounded bg-amber-100 p-1 text-xs text-amber-900">{t("card.placeholderLong")}</p> : null}
        {def.abilities?.map((a) => (
          <div key={a.name}>
            <div className="font-semibold text-rose-700">
              {t(`cardText.ability.${a.type}`, { ns: "game", defaultValue: a.type })}: {a.name}
            </div>
            <p className="text-xs">{a.text}</p>
          </div>
        ))}
        {def.attacks?.map((a) => (
          <div key={a.name}>
            <div className="flex items-center justify-between gap-2 font-semibold">
              <span className="flex items-center gap-1">
                <Costs cost={a.cost} />
                {a.name}
              </span>
              <span>{a.damage}</span>
            </div>
            {a.text ? <p className="text-xs">{a.text}</p> : null}
          </div>
        ))}
        {def.rules?.map((r) => (
          <p key={r} className="text-xs italic">
            {r}
          </p>
        ))}
      </div>
      {def.supertype === "Pokémon" ? (
        <dl className="grid grid-cols-3 gap-1 border-t border-slate-300 px-3 py-1 text-xs">
          <div>
            <dt className="text-slate-600">{t("card.weakness")}</dt>
            <dd>{def.weaknesses?.map((w) => `${w.type} ${w.value}`).join(", ") || "—"}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("card.resistance")}</dt>
            <dd>{def.resistances?.map((w) => `${w.type} ${w.value}`).join(", ") || "—"}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("card.retreat")}</dt>
            <dd>{def.retreatCost ?? 0}</dd>
          </div>
        </dl>
      ) : null}
      {def.set || def.number ? (
        <div className="px-3 pb-1 text-[10px] text-slate-600">
          {def.set} {def.number} {def.regulationMark ? `· ${def.regulationMark}` : ""}
        </div>
      ) : null}
    </div>
  );
}
