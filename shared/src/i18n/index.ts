export { en, type Resources } from "./en";
export { DEFAULT_NAMES, formatWith, lineOptions, type Names, type Translate } from "./format";
export { createI18n, formatLogEntry } from "./instance";
export { SHARED_RESOURCES } from "./languages";
export { gameNamespace, gameResources, lookupNamespaces } from "./namespaces";
export { cardNameIn } from "./phrases";
export { ja } from "./ja";
