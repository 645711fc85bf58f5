/**
 * A pseudo-locale for layout tests, made from English when a test asks for it (never shipped, not
 * in the language menu): every letter accented, so a string left out of i18next shows as plain
 * English, and every string ~40% longer, as German, Polish or French words run, so a control that
 * cuts its label short shows. `{{parameters}}` and `$t(…)` nestings stay as they are.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [c, [..."àƀçđéƒĝĥíĵķĺḿñóƥʠŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹḾÑÓƤɊŔŠŢÚṼŴẊÝŽ"][i]!]),
);
const FILLER = "ŵóŕđşƥàçéţéẋţ";

export function pseudoString(text: string): string {
  const parts = text.split(/(\{\{[^}]*\}\}|\$t\([^)]*\))/);
  const accented = parts.map((part, i) => (i % 2 ? part : [...part].map((c) => ACCENTED[c] ?? c).join(""))).join("");
  // Parameters count too: a name or a number stands where they are.
  const extra = Math.ceil(text.length * 0.4);
  if (extra === 0) return accented;
  const pad = Array.from({ length: extra }, (_, i) => FILLER[i % FILLER.length]).join("");
  return `${accented} ${pad}`;
}

/** The same resources with every string made pseudo. */
export function pseudoResources<T>(node: T): T {
  if (typeof node === "string") return pseudoString(node) as T;
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, pseudoResources(value)])) as T;
}
