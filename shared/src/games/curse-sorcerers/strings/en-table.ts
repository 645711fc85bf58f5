/**
 * The words of the game's table in the client (client/src/games/curse-sorcerers), under
 * `table` in its `game` strings: its own controls, regions and the card face's numbers. The
 * accessible names among them are listed in docs/testing/curse-sorcerers.md.
 */
export const table = {
  life: { own: "Your life", opponent: "Opponent's life", seat: "{{player}}'s life" },
  curse: { own: "Your curse power", opponent: "Opponent's curse power", seat: "{{player}}'s curse power" },
  add: "Add 1 to {{counter}}",
  remove: "Take 1 from {{counter}}",
  set: "Set {{counter}}…",
  stack: {
    region: "The stack (top resolves first)",
    empty: "Nothing on the stack",
    entry: "{{name}} ({{player}}, {{priority}})",
    resolve: "Resolve top",
    attachTo: "Attach {{card}} to…",
    onTop: "top",
  },
  phase: {
    region: "Phase",
    now: "{{player}}'s turn {{number}}: {{phase}}",
    next: "Next phase: {{phase}}",
  },
  combat: {
    attack: "Attack with {{card}}",
    block: "Block with {{card}}",
    region: "Combat damage",
    attacker: "Attacker: {{card}}",
    blocker: "Blocker: {{card}}",
    noBlocker: "No blocker",
    toBlocker: "To the blocker",
    toAttacker: "To the attacker",
    toPlayer: "To the player",
    healAttacker: "Lifelink heals the attacker",
    healBlocker: "Lifelink heals the blocker",
    propose: "Propose this damage",
    asked: "deal combat damage: {{toBlocker}} to the blocker, {{toAttacker}} to the attacker, {{toPlayer}} to the player (lifelink heals {{healAttacker}} and {{healBlocker}})",
  },
  loop: {
    region: "Effect loop",
    count: "Repetitions: {{count}}",
    declared: "declared: {{times}}",
    repeat: "Count a repetition",
    declare: "Declare repetitions…",
    end: "End the loop",
  },
  refreshCurse: "Refresh curse power",
  setup: {
    hint: "Keep your hand or take a mulligan (this table: {{rule}}).",
    keep: "Keep hand",
    mulligan: "Mulligan",
    waiting: "Hand kept: waiting for the other player.",
  },
  respond: { yes: "Respond", no: "Don't respond" },
  attached: "Cursed objects: {{names}}",
  moreAttached: "+{{count}}",
  slot: "{{zone}} slot {{slot}}",
  slotOf: "{{name}} ({{zone}}, slot {{slot}})",
  damage: "{{count}} damage",
  options: { region: "Table options", yes: "Yes", no: "No" },
};
