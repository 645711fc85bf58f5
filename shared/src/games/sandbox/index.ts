export { sandbox } from "./definition";
export { SandboxOptions } from "./options";
export { DECK_SIZE, numberedCardId } from "./cards";
export { POINTS, pointsOf } from "./marks";
export { SANDBOX_ZONE_IDS } from "./zones";
