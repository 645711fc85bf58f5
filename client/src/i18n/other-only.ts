/**
 * (A copy of shared/src/i18n/other-only.ts: the client reaches shared only through its index.)
 * The shape of a resource in a language whose numbers take one plural form (Korean, Japanese):
 * i18next asks such a language only for `<key>_other` (Intl.PluralRules gives "other" for every
 * count), so each English `<key>_one` beside a `<key>_other` is left out and every other key kept.
 * Typing a translation against this makes tsc report a missing or an extra key.
 */
export type OtherOnly<T> = T extends string
  ? string
  : { [K in keyof T as K extends `${infer Base}_one` ? (`${Base}_other` extends keyof T ? never : K) : K]: OtherOnly<T[K]> };
