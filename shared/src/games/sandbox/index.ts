export { sandbox } from "./definition";
export { SandboxOptions } from "./options";
export { DECK_SIZE, numberedCardId } from "./cards";
export { POINTS, pointsOf } from "./marks";
export { SANDBOX_ZONES_IDS } from "./zones";
