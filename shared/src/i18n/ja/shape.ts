/**
 * The shape a Japanese resource must have, from its English file's: the same keys and nesting,
 * minus the `_one` plural forms. Japanese has one plural category (`other`, Intl.PluralRules("ja")),
 * so i18next looks up only `<key>_other` whatever the count; a `_one` key would never be read.
 */
export type JaShape<T> = {
  [K in keyof T as K extends `${string}_one` ? never : K]: T[K] extends string ? string : JaShape<T[K]>;
};
