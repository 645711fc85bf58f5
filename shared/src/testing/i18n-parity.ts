/**
 * What a translation must match in English, for the tests of every language (shared and client):
 * the same keys, each with the same interpolation parameters, and every plural form the language's
 * plural rules ask for (Polish one, few, many, other; Japanese and Korean other only).
 *
 * A key is compared by its base: plural suffixes and the contexts below stripped, so a language
 * may word a line under a context English doesn't need ("_actor-you": Polish verbs agree with the
 * subject). The parameters of a base are those of all its variants together: a translation may
 * leave one out of a variant ("kartę" for `{{count}} card`), never bring one English doesn't give.
 */
const PLURALS = ["zero", "one", "two", "few", "many", "other"];
/** Contexts the code passes to i18next (i18n/format.ts, phrases.ts, the client's `context:` options). */
export const CONTEXTS = ["you", "they", "named", "hidden", "agreed-you", "actor-you", "heads", "tails", "detail"];

export function leaves(node: unknown, path = ""): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  if (typeof node !== "object" || node === null) return [[path, String(node)]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

/** "a.b_you_one" → { base: "a.b", plural: "one" }. */
export function splitKey(key: string): { base: string; plural?: string } {
  let base = key;
  let plural: string | undefined;
  const p = base.match(/_([a-z]+)$/);
  if (p && PLURALS.includes(p[1]!)) {
    plural = p[1];
    base = base.slice(0, -p[0].length);
  }
  for (const context of CONTEXTS) if (base.endsWith(`_${context}`)) base = base.slice(0, -context.length - 1);
  return { base, plural };
}

/** `{{name}}`, `{{cards, list}}` → name, cards. */
export const params = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!);

interface Shape {
  params: Map<string, Set<string>>;
  plurals: Map<string, Set<string>>;
}

function shape(resources: unknown): Shape {
  const out: Shape = { params: new Map(), plurals: new Map() };
  for (const [key, text] of leaves(resources)) {
    const { base, plural } = splitKey(key);
    const set = out.params.get(base) ?? new Set<string>();
    for (const name of params(text)) set.add(name);
    out.params.set(base, set);
    if (plural) out.plurals.set(base, (out.plurals.get(base) ?? new Set()).add(plural));
  }
  return out;
}

/** Every way `other` (in `lng`) differs from `english`, one sentence each; none when it matches. */
export function parityProblems(english: unknown, other: unknown, lng: string): string[] {
  const en = shape(english);
  const tr = shape(other);
  const problems: string[] = [];
  for (const base of en.params.keys()) if (!tr.params.has(base)) problems.push(`${lng}: missing ${base}`);
  for (const base of tr.params.keys()) if (!en.params.has(base)) problems.push(`${lng}: ${base} is not an English key`);
  for (const [base, names] of tr.params) {
    const english = en.params.get(base);
    if (!english) continue;
    const a = [...english].sort().join(", ");
    const b = [...names].sort().join(", ");
    // `count` may go unsaid where a form names its number in words ("kartę", "a card").
    if (a !== b && [...english].filter((n) => n !== "count").sort().join(", ") !== [...names].filter((n) => n !== "count").sort().join(", ")) {
      problems.push(`${lng}: ${base} takes {${b}}, English {${a}}`);
    }
  }
  const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories as string[];
  for (const base of en.plurals.keys()) {
    const forms = tr.plurals.get(base) ?? new Set();
    const lacking = needed.filter((form) => !forms.has(form));
    if (lacking.length) problems.push(`${lng}: ${base} lacks the plural forms ${lacking.join(", ")}`);
  }
  return problems;
}
