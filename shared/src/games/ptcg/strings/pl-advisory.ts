/** The Pokémon TCG's warnings in Polish (en-advisory.ts has the same codes), with the card terms Polish players use (docs/i18n/pl.md). */
export const advisory = {
  ptcg: {
    supporter: {
      "first-turn": "Gracz, który zaczyna, nie może zagrać Supportera w swojej pierwszej turze.",
      second: "W każdej turze można zagrać tylko jednego Supportera.",
    },
    attack: {
      "first-turn": "Gracz, który zaczyna, nie może atakować w swojej pierwszej turze.",
      condition: "Pokémon Asleep albo Paralyzed nie może atakować.",
      "not-active": "Atakować może tylko Active Pokémon.",
      confused: "Pokémon Confused rzuca monetą przed atakiem: przy reszce atak się nie udaje, a Pokémon dostaje 3 znaczniki obrażeń.",
    },
    evolve: {
      "same-turn": "Pokémon nie może ewoluować w turze, w której wszedł do gry albo już ewoluował.",
      "first-turn": "Żaden Pokémon nie może ewoluować w pierwszej turze gracza.",
      "wrong-stage": "Ta karta nie ewoluuje z tego Pokémona.",
    },
    "rare-candy": {
      "first-turn": "Rare Candy nie można użyć w pierwszej turze gracza.",
      "new-basic": "Rare Candy nie może ewoluować Basic Pokémona wystawionego w tej turze.",
    },
    energy: { second: "W każdej turze można dołożyć z ręki tylko jedną kartę energii." },
    stadium: {
      second: "W każdej turze można zagrać tylko jeden stadion.",
      "same-name": "Nie można zagrać stadionu, gdy w grze jest stadion o tej samej nazwie.",
      replaced: "Stadion zastąpiony przez ten trafia do Discard Pile swojego właściciela.",
    },
    retreat: {
      second: "Pokémon może się wycofać (retreat) tylko raz na turę.",
      condition: "Pokémon Asleep albo Paralyzed nie może się wycofać.",
      cost: "Retreat odrzuca z Pokémona tyle energii, ile wynosi jego Retreat Cost ({{cost}}); w tej turze odrzucono z niego {{discarded}}.",
    },
    "after-attack": "Atak kończy turę: to zrobiono już po ataku.",
    damage: { "knocked-out": "Obrażenia tego Pokémona sięgnęły jego HP: jest znokautowany (użyj na nim „Knock Out”, a przeciwnik ciągnie Prize)." },
    condition: { bench: "Special Conditions ma tylko Active Pokémon: Pokémon na Benchu nie ma żadnych." },
    checkup: { twice: "Pokémon Checkup odbywa się raz między turami: to był kolejny i wszystko zrobił jeszcze raz." },
    bench: { full: "Na Benchu jest już tyle Pokémonów, ile się mieści." },
    pokemon: { "to-prize-or-stadium": "Pokémon w grze nie trafia do Prize Cards ani na stadion: schodzi z gry do Discard Pile albo, z efektu karty, na rękę lub do decka." },
    tool: { second: "Pokémon może mieć dołączony tylko jeden Pokémon Tool." },
    deck: {
      "empty-draw": "Deck jest pusty: gracz, który nie może pociągnąć karty na początku tury, przegrywa.",
      size: "Ten deck łamie zasadę budowy decka: ma {{total}} kart, a deck ma dokładnie {{size}} kart.",
      copies: "Ten deck łamie zasadę budowy decka: ma więcej niż {{limit}} kopie jednej karty (sędzia może sprawdzić której).",
      copies_detail: "Ten deck łamie zasadę budowy decka: ma więcej niż {{limit}} kopie jednej karty ({{copies}}).",
      "ace-spec": "Ten deck łamie zasadę budowy decka: ma więcej kart ACE SPEC, niż pozwala limit {{limit}} (sędzia może sprawdzić których).",
      "ace-spec_detail": "Ten deck łamie zasadę budowy decka: ma więcej kart ACE SPEC, niż pozwala limit {{limit}} ({{names}}).",
      "no-basic": "Ten deck łamie zasadę budowy decka: żadna z rozpoznanych kart nie jest Basic Pokémonem, a deck potrzebuje co najmniej jednego.",
    },
    setup: {
      "mulligan-with-basic": "Mulligan jest tylko dla ręki bez Basic Pokémona.",
      "not-basic": "Podczas rozkładania można wystawić tylko Basic Pokémony.",
      "no-active": "Zanim zgłosisz gotowość, na miejscu Active musi leżeć Basic Pokémon.",
      "new-hand": "Ponownie wczytany deck rozdaje nową rękę startową, której nikt nie widział: nową rękę daje tylko mulligan, z pokazaniem ręki.",
    },
    play: { "non-basic-to-bench": "Z ręki na Bench idą tylko Basic Pokémony; ewolucję kładzie się na Pokémona, z którego ewoluuje." },
  },
};
