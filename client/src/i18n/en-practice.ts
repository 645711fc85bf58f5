/**
 * English strings of practice tables (namespace `ui`, merged in i18n/index.ts): the lobby's
 * "Practise alone" and the table's practice panel, where one player turns from one seat's
 * side to the other. Their accessible names are listed in docs/testing/practice.md.
 */
export const practice = {
  practice: {
    create: "Practise alone",
    createHint: "One person plays both seats: load a deck on each side and switch between them.",
    region: "Practice",
    inView: "You play both seats. In view: {{player}}'s side; the other side's hand stays hidden until you switch.",
    switch: "Switch seats",
    key: "Press O to switch.",
  },
};
