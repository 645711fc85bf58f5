export { ptcg, PtcgOptions } from "./definition";
export * from "./cards";
export { TALLY } from "./tally";
