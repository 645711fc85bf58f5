/**
 * English strings of the correction and watching tools (namespace `ui`, merged in
 * i18n/index.ts): the judge's tools, setting the turn, rewinding, the paused banner, and
 * spectating with hands shown. Their accessible names are listed in docs/testing/
 * (buttons-and-menus.md, spectators.md, log.md).
 */
export const judging = {
  judge: {
    tools: "Judge tools",
    pause: "Pause game",
    resume: "Resume game",
    setTurn: "Set turn…",
  },
  setTurn: {
    title: "Set the turn",
    now: "Now: turn {{number}}, {{player}} to play.",
    number: "Turn number",
    whose: "Whose turn",
    submit: "Set turn",
  },
  rewind: {
    // The line's place tells apart lines that read the same ("Alice drew a card.").
    button: "Rewind to here (line {{line}}): {{text}}",
    title: "Rewind the game?",
    point: "The table goes back to just after this line:",
    counting: "Counting what would be taken back…",
    actions_one: "{{count}} later action will be taken back.",
    actions_other: "{{count}} later actions will be taken back.",
    lines_one: "{{count}} log line will be struck through.",
    lines_other: "{{count}} log lines will be struck through.",
    estimate_one: "Could not count the actions ({{reason}}): up to {{count}} later log line will be struck through.",
    estimate_other: "Could not count the actions ({{reason}}): up to {{count}} later log lines will be struck through.",
    stays: "Chat, pauses and hand-sharing choices stay. Randomness is not re-rolled: the next shuffle or coin flip is new.",
    confirm: "Rewind",
  },
  paused: {
    player: "A judge has paused the game. Your moves are refused until a judge resumes it; chat still works.",
    watcher: "A judge has paused the game.",
    judge: "The game is paused: players can't act until a judge resumes it.",
  },
  spectating: {
    region: "Spectating",
    follow: "Follow",
    share: "Show hands to spectators",
    consents: "Showing hands to spectators",
    agrees: "{{player}}: agrees",
    notYet: "{{player}}: does not agree",
    shown: "Spectators see both hands now.",
    hidden: "Spectators see no hand: both players must agree.",
    shownToYou: "Both players show you their hands.",
    hiddenFromYou: "Hands are hidden: both players must agree to show them.",
  },
};
