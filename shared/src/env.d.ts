/** structuredClone exists in every runtime shared/ targets (Node 17+, browsers); ES lib typings lack it. */
declare function structuredClone<T>(value: T): T;
