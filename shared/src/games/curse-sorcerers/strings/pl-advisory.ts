/** Ostrzeżenia po polsku: te same kody i parametry co po angielsku (en-advisory.ts). */
export const advisory = {
  "curse-sorcerers": {
    field: { fourth: "Na polu są już trzej czarownicy: czwartego nie można przywołać, chyba że efekt zrobi miejsce." },
    object: { fourth: "Czarownik może mieć najwyżej trzy przeklęte przedmioty: ten ma {{count}}." },
    summon: { second: "W każdej fazie głównej można przywołać tylko jednego czarownika: w tej już {{count}}." },
    attack: { "main-phase": "Atak deklaruje się w fazie walki, nie w fazie głównej." },
    block: { evasion: "Czarownika z unikiem nie można zablokować: obrażenia otrzymuje gracz." },
    spell: { lasting: "Czar rozpatruje się od razu: nie może otrzymać trwałego modyfikatora." },
    hand: { over: "Na koniec tury w ręce jest {{count}} kart: {{over}} z nich, wybrane przez gracza, trafia na cmentarz." },
    draw: {
      "first-turn": "Przy tym stole gracz rozpoczynający nie dobiera karty w fazie dobierania pierwszej tury.",
      empty: "{{player}} nie może dobrać karty w fazie dobierania: ten gracz przegrywa.",
    },
    life: { zero: "Życie gracza {{player}} spadło do 0: gra się kończy." },
    loop: { "past-three": "Pętla gracza {{player}} powtórzyła się {{count}} razy, ponad {{limit}}: bez zadeklarowanej liczby pętla kończy się po trzech powtórzeniach." },
    stack: { order: "Stos rozpatruje najpierw reakcje, potem zdolności gracza, potem zdolności pasywne: to trafiło na coś, co rozpatruje się wcześniej." },
  },
};
