/**
 * Refusals in the player's words, by error code ("authority.hidden" → errors.authority.hidden):
 * what the table or the server refused, and what to do instead. A code without words here
 * would show the server's English message (refusals.test.ts lists every code). Words for a code
 * that also begins a longer one sit under `_` (refusal.ts).
 */
export const errors = {
  action: {
    unchanged: "That would change nothing on the table, so nothing was done.",
    unknown: "This table's game has no such action: nothing was done.",
  },
  actor: { none: "Only a seated player can do that." },
  assist: {
    unknown: "This game has no such helper.",
    params: "That helper was asked with something it can't use: nothing was done.",
  },
  authority: {
    // The engine's cases (authority.test.ts): the opponent's hand, deck and Prize cards, and their face-down Pokémon.
    hidden:
      "You can't move a card you can't see: it is your opponent's, in their hand, deck or Prize cards, or a face-down Pokémon. Ask them to do it, or send it as a request they can approve.",
    zone: "That place belongs to your opponent: ask them to do it, or send it as a request they can approve.",
    judge: "Only a judge can do that.",
    owner: "Only the card's owner can do that.",
    player: "Each player decides that for themselves.",
    seat: "You can only act for your own seat.",
    spectator: "Spectators watch: they can't act on the table.",
    "give-back": "That card is your opponent's: you may only give it back, to their hand, deck or discard pile.",
  },
  card: {
    gone: "That card is no longer there: someone may have moved it first.",
    moved: "That card is no longer where it was: someone may have moved it first.",
  },
  "card-list": {
    invalid: "The card list has problems (listed below): nothing was stored. Fix them and upload it again.",
    "too-large": "That card list file is too large to upload.",
    none: "This game takes no card lists: its cards come with the game.",
    empty: "The card list file is empty.",
  },
  cards: { ids: "Those card details could not be looked up." },
  chat: {
    empty: "Say something: the message is empty.",
    "too-long": "That message is too long: shorten it and send it again.",
    invalid: "That message holds characters that can't be sent.",
    spectators: "Spectators can't chat at this table: its room was created without spectator chat.",
    "too-fast": "You are sending messages too fast: wait a few seconds.",
  },
  condition: { unknown: "This game has no such Special Condition." },
  counter: {
    unknown: "This game has no such counter.",
    scope: "That counter goes on a piece in play: drop it on one, or use the piece's menu.",
  },
  marker: {
    unknown: "This game has no such marker.",
    scope: "That marker doesn't go there: a player's marker goes on the player, a Pokémon's on a Pokémon.",
  },
  deck: {
    invalid: "This deck can't be used: {{message}}",
    "too-fast": "You looked up too many deck lists at once: try again in a few seconds.",
  },
  game: {
    over: "The game is over: the table stays as it ended. A judge can rewind it if it ended by mistake.",
    unknown: "This server has no such game: choose one the lobby offers.",
  },
  judge: { seat: "A judge acts for a seat: choose the player you act for first." },
  log: { "too-fast": "You asked for the log too often: ask again in a few seconds." },
  look: { order: "Put back every card you are looking at, each once, in their new order." },
  looking: {
    busy: "You are already looking at cards: put them back first.",
    none: "You are not looking at any cards.",
  },
  message: {
    invalid: "The table could not read that request: nothing was done. Reloading the page may help.",
    unknown: "The table doesn't know that request: reloading the page may help.",
    "too-large": "That request is too large for the server.",
  },
  phase: { _: "That can't be done at this point of the game." },

  prompt: {
    "not-yours": "That question is for the other player.",
    unknown: "That question was already answered or withdrawn.",
  },
  rate: { limited: "Too many actions at once: the last one was ignored. Wait a moment, then go on." },
  api: {
    "rate-limited": "Too many deck previews and game records from your address: try again in a minute.",
    unknown: "The server doesn't offer that.",
  },
  server: { error: "The server failed on that request (it was logged): try again." },
  record: {
    same: "Your choice about revealing the game record is already that.",
    "too-fast": "You asked for the game record too often: ask again in a few seconds.",
  },
  request: {
    invalid: "That can't be sent as a request.",
    "too-many": "You already have several requests waiting for an answer: wait for those first.",
  },
  setup: {
    ready: "You are already set up.",
  },
  sharing: { same: "Your choice about showing hands to spectators is already that." },
  practice: {
    not: "Only at a practice table does one player switch seats.",
    same: "That side is already in view.",
    sharing: "At a practice table spectators see public information only: the hands stay hidden from them.",
  },
  slot: {
    empty: "There is no Pokémon there.",
    full: "There is no free place there.",
    needed: "Drop it on a Pokémon: choose which one.",
    none: "There is no such place.",
    "one-card": "Put one card into an empty place, then attach the others to it.",
    taken: "A Pokémon is already there: drop onto it to attach or evolve, or swap the two instead.",
  },
  stack: { empty: "That Pokémon has no card." },
  move: {
    "each-to-owner": "Those cards can't each go to their owner's pile from here: move them one by one.",
    "face-down":
      "A card goes face down only into play (the Active Spot or Bench) or into a deck or the Prize cards: there it would lie face up. Nothing was moved.",
  },
  store: { failed: "The table could not save that, so it did not happen. Try again." },
  // A refused join or table (its code after the server's English: shared/src/protocol/join-refusal.ts, docs/protocol.md).
  join: {
    options: "The table could not read this join ({{problem}}): reloading the page may help.",
    password: {
      needed: "This room has a password: enter it to join.",
      wrong: "Wrong room password.",
      limited: "Too many wrong guesses at this table's room password, from many addresses: try again in a minute.",
      "limited-address": "Too many wrong guesses at this table's room password from your address: try again in a minute.",
    },
    "judge-code": {
      needed: "Enter the room's judge code to join as judge.",
      wrong: "Wrong judge code.",
      limited: "Too many wrong guesses at this table's judge code, from many addresses: try again in a minute.",
      "limited-address": "Too many wrong guesses at this table's judge code from your address: try again in a minute.",
    },
    seat: {
      taken: "Seat {{seat}} is taken: join in the other one, or as a spectator.",
      unsaved: "The table could not save your seat. Try again.",
    },
    seats: { full: "Both seats are taken: join as a spectator." },
    practice: "This is a practice table: one player plays both seats. Join as a spectator.",
    busy: "The server is busy checking passwords: try again in a moment.",
    spectators: { full: "This table has as many spectators as it takes ({{max}}). Try again when one has left." },
  },
  table: {
    "server-full": "This server holds as many tables as it takes ({{max}}). Try again when a game has ended.",
    paused: "A judge has paused the game: wait until they resume it.",
    pause: "The game already is paused, or already running: nothing changed.",
    full: "This table's log is full: only the game's end can still be played (concede, or confirm a win). Start a new table to play on.",
  },
  // A request made while the tab is reconnecting: client/src/net/ask.ts.
  connection: {
    down: "You are not connected to the table right now: nothing was sent. Try again once the table is back.",
    unanswered:
      "The table did not answer (the connection dropped or is slow): this may or may not have been done. Check the table and the log before trying again.",
  },
  rewind: {
    unknown: "There is no such log line to rewind to.",
    "taken-back": "That point was already taken back: rewind to a line that still stands.",
    nothing: "Nothing was played after that point: there is nothing to rewind.",
    revealed: "Both players revealed every card in this game's record: it can't be rewound and played on.",
  },
  "next-game": {
    players: "Only the players start the next game. Once one of them does, it shows here and you can follow.",
    "not-over": "The next game starts once this one is over.",
    failed: "The next game could not be set up. Try again.",
    seats: "The next game needs both players, each with a deck: this game ended before both sat down with one. Start a new table from the lobby.",
  },
  turn: { same: "It already is that turn, with that player to play." },
  undo: {
    answer: "An undo request is answered with its own buttons.",
    count: "You can't take back that many actions.",
    judge: "A judge doesn't ask for an undo: rewind the game instead.",
    "not-yours": "Your opponent or a judge acted since: only your own last actions can be taken back. Ask a judge to rewind instead.",
    nothing: "There is nothing to take back.",
    pending: "An undo request is already waiting for an answer.",
    stale: "The game moved on since this undo was asked: it no longer applies.",
  },
  zone: {
    empty: "There are no cards there.",
    "not-pile": "Cards there are Pokémon in their own places: drop onto one of them.",
    "not-slots": "That is a pile of cards, not a place for Pokémon.",
    position: "There is no card at that position.",
    sealed: "Nobody looks into that pile while the game lasts, not even its owner.",
    unknown: "There is no such place on the table.",
  },
};
