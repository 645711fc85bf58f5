/** Refusals in Polish, by code (en-refusals.ts has the same codes). */
export const errors = {
  action: {
    unchanged: "To niczego by nie zmieniło na stole, więc nic nie zrobiono.",
    unknown: "Gra tego stołu nie ma takiej akcji: nic nie zrobiono.",
  },
  actor: { none: "Może to zrobić tylko gracz siedzący przy stole." },
  assist: {
    unknown: "Ta gra nie ma takiego pomocnika.",
    params: "Pomocnik dostał coś, czego nie umie użyć: nic nie zrobiono.",
  },
  authority: {
    hidden:
      "Nie możesz ruszyć karty, której nie widzisz: należy do przeciwnika, leży w jego ręce, decku lub Prize Cards albo jest zakrytym Pokémonem. Poproś go o to albo wyślij prośbę, którą może zatwierdzić.",
    zone: "To miejsce należy do przeciwnika: poproś go o to albo wyślij prośbę, którą może zatwierdzić.",
    judge: "Może to zrobić tylko sędzia.",
    owner: "Może to zrobić tylko właściciel karty.",
    player: "O tym każdy gracz decyduje sam za siebie.",
    seat: "Możesz działać tylko za swoje miejsce.",
    spectator: "Widzowie oglądają: nie mogą działać na stole.",
    "give-back": "Ta karta należy do przeciwnika: możesz ją tylko oddać, na jego rękę, do decka lub Discard Pile.",
  },
  card: {
    gone: "Tej karty już tam nie ma: ktoś mógł ją przenieść pierwszy.",
    moved: "Ta karta nie leży już tam, gdzie leżała: ktoś mógł ją przenieść pierwszy.",
  },
  "card-list": {
    invalid: "Lista kart ma błędy (wypisane niżej): nic nie zapisano. Popraw je i wyślij listę ponownie.",
    "too-large": "Ten plik z listą kart jest za duży, by go wysłać.",
    none: "Ta gra nie przyjmuje list kart: jej karty są częścią gry.",
    empty: "Plik z listą kart jest pusty.",
  },
  cards: { ids: "Nie udało się sprawdzić tych kart." },
  chat: {
    empty: "Napisz coś: wiadomość jest pusta.",
    "too-long": "Ta wiadomość jest za długa: skróć ją i wyślij ponownie.",
    invalid: "Ta wiadomość zawiera znaki, których nie można wysłać.",
    spectators: "Widzowie nie mogą pisać na czacie przy tym stole: jego pokój utworzono bez czatu widzów.",
    "too-fast": "Wysyłasz wiadomości za szybko: odczekaj kilka sekund.",
  },
  condition: { unknown: "Ta gra nie ma takiego Special Condition." },
  counter: {
    unknown: "Ta gra nie ma takiego znacznika.",
    scope: "Ten znacznik kładzie się na element w grze: upuść go na nim albo użyj menu elementu.",
  },
  marker: {
    unknown: "Ta gra nie ma takiego znacznika.",
    scope: "Ten znacznik tam nie pasuje: znacznik gracza kładzie się przy graczu, znacznik Pokémona na Pokémonie.",
  },
  deck: {
    invalid: "Tego decka nie można użyć: {{message}}",
    "too-fast": "Sprawdzasz za dużo list decków naraz: spróbuj za kilka sekund.",
  },
  game: {
    over: "Gra się skończyła: stół zostaje taki, jak na końcu. Sędzia może go cofnąć, jeśli gra skończyła się przez pomyłkę.",
    unknown: "Ten serwer nie ma takiej gry: wybierz jedną z lobby.",
  },
  judge: { seat: "Sędzia działa za któreś miejsce: najpierw wybierz gracza, za którego działasz." },
  log: { "too-fast": "Za często prosisz o log: poproś ponownie za kilka sekund." },
  look: { order: "Odłóż każdą oglądaną kartę, każdą raz, w nowej kolejności." },
  looking: {
    busy: "Już oglądasz karty: najpierw je odłóż.",
    none: "Nie oglądasz żadnych kart.",
  },
  message: {
    invalid: "Stół nie umiał odczytać tej prośby: nic nie zrobiono. Może pomóc odświeżenie strony.",
    unknown: "Stół nie zna takiej prośby: może pomóc odświeżenie strony.",
    "too-large": "Ta prośba jest za duża dla serwera.",
  },
  phase: { _: "Tego nie można zrobić na tym etapie gry." },

  prompt: {
    "not-yours": "To pytanie jest do drugiego gracza.",
    unknown: "Na to pytanie już odpowiedziano albo zostało wycofane.",
  },
  rate: { limited: "Za dużo akcji naraz: ostatnia została pominięta. Odczekaj chwilę i graj dalej." },
  api: {
    "rate-limited": "Za dużo podglądów decków i zapisów gier z twojego adresu: spróbuj za minutę.",
    unknown: "Serwer tego nie oferuje.",
  },
  server: { error: "Serwer zawiódł przy tej prośbie (zapisano to w logach): spróbuj ponownie." },
  record: {
    same: "Twój wybór co do odsłonięcia zapisu gry już jest taki.",
    "too-fast": "Za często prosisz o zapis gry: poproś ponownie za kilka sekund.",
  },
  request: {
    invalid: "Tego nie można wysłać jako prośby.",
    "too-many": "Kilka twoich próśb już czeka na odpowiedź: najpierw na nie poczekaj.",
  },
  setup: {
    ready: "Już jesteś rozłożony.",
  },
  sharing: { same: "Twój wybór co do pokazywania rąk widzom już jest taki." },
  practice: {
    not: "Tylko przy stole do ćwiczeń jeden gracz zmienia miejsca.",
    same: "Ta strona już jest widoczna.",
    sharing: "Przy stole do ćwiczeń widzowie widzą tylko informacje jawne: ręce pozostają przed nimi ukryte.",
  },
  slot: {
    empty: "Nie ma tam Pokémona.",
    full: "Nie ma tam wolnego miejsca.",
    needed: "Upuść to na Pokémona: wybierz którego.",
    none: "Nie ma takiego miejsca.",
    "one-card": "Połóż jedną kartę na puste miejsce, a potem dołącz do niej pozostałe.",
    taken: "Tam już jest Pokémon: upuść na niego, by dołączyć lub ewoluować, albo zamień je miejscami.",
  },
  stack: { empty: "Ten Pokémon nie ma karty." },
  move: {
    "each-to-owner": "Tych kart nie da się stąd rozesłać na stosy ich właścicieli: przenieś je po jednej.",
    "face-down":
      "Karta trafia zakryta tylko do gry (na miejsce Active lub na Bench) albo do decka lub Prize Cards: tu leżałaby odkryta. Nic nie przeniesiono.",
  },
  store: { failed: "Stół nie zdołał tego zapisać, więc to się nie stało. Spróbuj ponownie." },
  // Odmowa dołączenia lub założenia stołu (kod po angielskim zdaniu serwera: shared/src/protocol/join-refusal.ts).
  join: {
    options: "Stół nie mógł odczytać tego dołączenia ({{problem}}): może pomóc odświeżenie strony.",
    password: {
      needed: "Ten pokój ma hasło: wpisz je, by dołączyć.",
      wrong: "Złe hasło pokoju.",
      limited: "Za dużo złych prób hasła tego stołu, z wielu adresów: spróbuj za minutę.",
      "limited-address": "Za dużo złych prób hasła tego stołu z twojego adresu: spróbuj za minutę.",
    },
    "judge-code": {
      needed: "Wpisz kod sędziego pokoju, by dołączyć jako sędzia.",
      wrong: "Zły kod sędziego.",
      limited: "Za dużo złych prób kodu sędziego tego stołu, z wielu adresów: spróbuj za minutę.",
      "limited-address": "Za dużo złych prób kodu sędziego tego stołu z twojego adresu: spróbuj za minutę.",
    },
    seat: {
      taken: "Miejsce {{seat}} jest zajęte: dołącz na drugie albo jako widz.",
      unsaved: "Stół nie mógł zapisać twojego miejsca. Spróbuj ponownie.",
    },
    seats: { full: "Oba miejsca są zajęte: dołącz jako widz." },
    practice: "To stół do ćwiczeń: jeden gracz gra za oba miejsca. Dołącz jako widz.",
    busy: "Serwer jest zajęty sprawdzaniem haseł: spróbuj za chwilę.",
    spectators: { full: "Przy tym stole jest już tylu widzów, ilu przyjmuje ({{max}}). Spróbuj ponownie, gdy ktoś wyjdzie." },
  },
  table: {
    "server-full": "Ten serwer ma już tyle stołów, ile przyjmuje ({{max}}). Spróbuj ponownie, gdy któraś gra się skończy.",
    paused: "Sędzia wstrzymał grę: poczekaj, aż ją wznowi.",
    pause: "Gra już jest wstrzymana albo już trwa: nic się nie zmieniło.",
    full: "Log tego stołu jest pełny: można już tylko zakończyć grę (poddać się albo potwierdzić wygraną). Załóż nowy stół, by grać dalej.",
  },
  connection: {
    down: "Nie masz teraz połączenia ze stołem: nic nie wysłano. Spróbuj ponownie, gdy stół wróci.",
    unanswered: "Stół nie odpowiedział (połączenie zerwało się lub jest wolne): to mogło się stać albo nie. Sprawdź stół i log, zanim spróbujesz ponownie.",
  },
  rewind: {
    unknown: "Nie ma takiego wiersza logu, do którego można cofnąć grę.",
    "taken-back": "To miejsce już zostało cofnięte: cofnij do wiersza, który nadal obowiązuje.",
    nothing: "Po tym miejscu nic nie zagrano: nie ma czego cofać.",
    revealed: "Obaj gracze odsłonili każdą kartę w zapisie tej gry: nie można jej cofnąć i grać dalej.",
  },
  "next-game": {
    players: "Następną grę zaczynają tylko gracze. Gdy któryś to zrobi, pojawi się tutaj i będzie można przejść dalej.",
    "not-over": "Następna gra zacznie się, gdy ta się skończy.",
    failed: "Nie udało się przygotować następnej gry. Spróbuj ponownie.",
    seats: "Następna gra potrzebuje obu graczy, każdego z deckiem: ta gra skończyła się, zanim obaj zasiedli z deckiem. Załóż nowy stół z lobby.",
  },
  turn: { same: "Już jest ta tura i gra ten gracz." },
  undo: {
    answer: "Na prośbę o cofnięcie odpowiada się jej własnymi przyciskami.",
    count: "Nie możesz cofnąć tylu akcji.",
    judge: "Sędzia nie prosi o cofnięcie: zamiast tego cofa grę.",
    "not-yours": "Od tego czasu działał przeciwnik albo sędzia: cofnąć można tylko własne ostatnie akcje. Zamiast tego poproś sędziego o cofnięcie gry.",
    nothing: "Nie ma czego cofnąć.",
    pending: "Prośba o cofnięcie już czeka na odpowiedź.",
    stale: "Gra poszła dalej, odkąd poproszono o to cofnięcie: już nie obowiązuje.",
  },
  zone: {
    empty: "Nie ma tam kart.",
    "not-pile": "Tam leżą Pokémony, każdy na swoim miejscu: upuść na jednego z nich.",
    "not-slots": "To stos kart, a nie miejsce na Pokémony.",
    position: "Na tej pozycji nie ma karty.",
    sealed: "Do tego stosu nikt nie zagląda, dopóki trwa gra, nawet jego właściciel.",
    unknown: "Nie ma takiego miejsca na stole.",
  },
};
