import type { EvalCase } from '../../types';

/**
 * Held-out round 4, German: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing umlaut), each
 * with the words a relevant plan names beyond the goal's own (relevance.ts), decided when the
 * goal was written. Written on 2026-11-26 without reading the planner's library or matcher,
 * committed before any library change it may prompt, and never edited: a later round adds a new
 * directory.
 */
export const deHeldOut: EvalCase[] = [
  [
    'abends vor dem Schlafen Zähne putzen',
    'Zahnbürste|Zahnpasta|ausspucken|ausspülen|zwei Minuten|Waschbecken',
  ],
  ['nach dem Klo Hände waschen', 'Seife|Wasser|Handtuch|abtrocknen|schrubben|Wasserhahn|Schaum'],
  ['Socken allein anziehen', 'Ferse|Zehen|ziehen|hinsetzen|Fuß'],
  ['die Strickjacke zuknöpfen', 'Knopf|Knopfloch|unten|Spiegel|durchstecken'],
  ['den Reißverschluss der Jacke zumachen', 'einfädeln|ziehen|unten|Kapuze|Zipper|festhalten'],
  [
    'endlich die Schuhe selber binden lernen',
    'Schleife|Knoten|Hasenohren|kreuzen|festziehen|Schnürsenkel',
  ],
  ['morgens die Haare kämmen', 'Kamm|Bürste|Spiegel|Knoten|Zopf|Haargummi'],
  ['baden ohne Theater', 'Seife|Shampoo|Handtuch|Wasser|Schaum|Spielzeug|ausspülen|Badewanne'],
  ['Nase putzen mit Taschentuch', 'schnäuzen|Mülleimer|Hände waschen|Nasenloch|pusten'],
  ['sich vor dem Frühstück anziehen', 'T-Shirt|Hose|Socken|Unterhose|Kleidung|Schuhe|Pulli'],
  [
    'den Schulranzen am Abend packen',
    'Brotdose|Trinkflasche|Buch|Federmäppchen|Hausaufgaben|Heft|Mappe',
  ],
  ['um halb acht fertig für die Kita sein', 'Schuhe|Jacke|Rucksack|Frühstück|Uhr|Tür|Zähne'],
  ['um 8 Uhr ins Bett gehen', 'Schlafanzug|Geschichte|Zähne|Licht|Kuss|Kuscheln|Schlaflied'],
  [
    'bis morgens im eigenen Bett bleiben',
    'Nachtlicht|Kuscheltier|Sticker|Decke|Geschichte|kuscheln',
  ],
  ['den Schnuller abgeben', 'Schnullerfee|Schnullerbaum|Kiste|Sticker|Kuscheltier|Geschenk'],
  ['nachts trocken werden', 'Töpfchen|Toilette|Pipi|vor dem Schlafen|trinken|Laken|Nachtlicht'],
  ['jeden Morgen das Bett machen', 'Kissen|Bettdecke|Laken|glatt ziehen|Kuscheltier|aufschütteln'],
  [
    'vor dem Abendessen die Spielsachen aufräumen',
    'Kiste|Korb|Regal|Lego|Bauklötze|sortieren|Kisten',
  ],
  [
    'Papa beim Ausräumen der Spülmaschine helfen',
    'Teller|Becher|Löffel|Gabeln|Schrank|Schublade|vorsichtig',
  ],
  ['den Tisch fürs Abendessen decken', 'Teller|Gabeln|Messer|Löffel|Servietten|Gläser|Tischdecke'],
  ['den eigenen Teller abräumen', 'Spüle|Spülmaschine|Reste|Müll|Küche|tragen|Arbeitsplatte'],
  ['beim Wäsche falten helfen', 'Socken|Handtücher|T-Shirts|Paare|Hälfte|Stapel|Korb'],
  ['die Socken aus der Wäsche sortieren', 'Paar|Farbe|Korb|Schublade|falten|gleich'],
  ['morgens unsere Katze füttern', 'Napf|Futter|Wasser|Trockenfutter|Dose|Schüssel'],
  ['mit Papa mit dem Hund Gassi gehen', 'Leine|Kotbeutel|Halsband|Park|Leckerli|Tüte'],
  ['den Hamsterkäfig sauber machen', 'Einstreu|Späne|Trinkflasche|Futter|Laufrad|Handschuhe|Streu'],
  ['Sonnenblumenkerne einpflanzen', 'Topf|Erde|gießen|Sonne|Keim|Loch|Gießkanne'],
  ['Oma im Gemüsebeet helfen', 'Unkraut|Schaufel|Gießkanne|Karotten|Samen|Handschuhe|Tomaten'],
  ['Gemüse beim Abendessen essen', 'Brokkoli|Karotte|Erbsen|probieren|Bissen|Teller|Spinat'],
  [
    'diese Woche etwas Neues probieren',
    'Bissen|riechen|Teller|Sticker|kleines Stück|Geschmack|Essen',
  ],
  ['mit Messer und Gabel essen lernen', 'schneiden|halten|Teller|Stücke|aufspießen|Serviette'],
  [
    'sitzen bleiben bis alle fertig gegessen haben',
    'Stuhl|Teller|Serviette|bitte|warten|erzählen|aufstehen',
  ],
  ['Wasser statt Saft trinken', 'Glas|Becher|Flasche|Wasserhahn|einschenken|Schluck|Karaffe'],
  [
    'diesen Sommer schwimmen lernen',
    'Schwimmbad|Becken|treiben|Beine|Arme|Schwimmbrille|atmen|Schwimmflügel|Seepferdchen',
  ],
  ['ohne Stützräder Rad fahren', 'Helm|treten|Pedale|Gleichgewicht|schieben|Bremse|Lenker'],
  ['ein Tor schießen', 'schießen|Fuß|Ball|passen|üben|Training|zielen'],
  ['eine Rolle vorwärts lernen', 'Matte|rollen|Kinn|Hände|Kopf|weich'],
  ['jeden Tag 10 Minuten Klavier üben', 'Tasten|Noten|Tonleiter|Lied|Timer|Finger|Hände'],
  ['beim Schulfest ein Lied vorsingen', 'üben|Text|Bühne|Spiegel|laut|Publikum|Probe'],
  ['im Takt trommeln', 'Stöcke|klatschen|zählen|Rhythmus|langsam|Lied|schlagen'],
  [
    'eine Geburtstagskarte für Oma basteln',
    'Papier|falten|Buntstifte|Filzstifte|Kleber|Sticker|malen|Umschlag',
  ],
  ['mit der Schere auf der Linie schneiden', 'Papier|Strich|halten|Daumen|langsam|Sicherheit'],
  ['ein Bild malen mit Wasserfarben', 'Pinsel|Farbkasten|Wasser|Papier|Schürze|Farben|Becher'],
  [
    'einen hohen Turm aus Bauklötzen bauen',
    'Boden|stapeln|breit|Gleichgewicht|vorsichtig|unten|oben',
  ],
  ['ein Puzzle mit 24 Teilen fertig machen', 'Rand|Ecken|Teile|Bild|Schachtel|Farben|sortieren'],
  ['Mamas Handynummer auswendig lernen', 'Zahlen|Ziffern|Lied|wiederholen|Karte|Notfall|üben'],
  [
    'wissen was man tut wenn man verloren geht',
    'stehen bleiben|Polizei|Laden|Verkäufer|Name|Telefonnummer|warten',
  ],
  [
    'an der Hand sicher über die Straße gehen',
    'schauen|links|rechts|Hand|Zebrastreifen|Ampel|grün|warten',
  ],
  ['sich im Auto anschnallen', 'Gurt|klick|Kindersitz|Sitz|Schulter|Schloss'],
  ['die Laute der Buchstaben lernen', 'Alphabet|Anlaut|Anlauttabelle|Karten|Buch|Lied|Mund|Bild'],
  ['bis fünfzig zählen', 'Zahlen|Zehner|Finger|Bauklötze|laut|zehn|Tabelle'],
  ['Mama ein kurzes Buch vorlesen', 'Wörter|Seite|Silben|zeigen|Bilder|Satz|Buchstaben'],
  ['die Zahlen von 1 bis 10 schreiben', 'Stift|nachfahren|Papier|Punkte|abschreiben|Linie|üben'],
  [
    'ihr Spielzeug mit der kleinen Schwester teilen',
    'abwechseln|Timer|fragen|tauschen|zusammen|spielen|der Reihe nach',
  ],
  ['bei Oma bitte und danke sagen', 'fragen|höflich|Manieren|erinnern|Stimme|wenn'],
  [
    'nicht mehr hauen wenn er wütend ist',
    'atmen|zählen|Wörter|ruhig|Umarmung|Kissen|Gefühle|weggehen',
  ],
  [
    'sich beruhigen wenn sie traurig ist',
    'atmen|zählen|Umarmung|Kuschelecke|Gefühle|Kuscheltier|Wasser|reden',
  ],
  ['der Erzieherin morgens guten Morgen sagen', 'Hand|lächeln|winken|Augen|Name|hallo|tschüss'],
  [
    'im Kindergarten einen neuen Freund finden',
    'Name|fragen|spielen|teilen|lächeln|hallo|zusammen|Spiel',
  ],
  ['lieb zum neuen Baby sein', 'sanft|streicheln|helfen|singen|Windel|leise|halten|vorsichtig'],
  ['nicht quengeln sondern mit Worten fragen', 'Stimme|ruhig|bitte|atmen|normale Stimme'],
  ['Opa beim Einkauf tragen helfen', 'Tasche|leicht|Tür|Küche|einräumen|Schrank|Kühlschrank'],
  ['sich im Supermarkt benehmen', 'Einkaufsliste|Einkaufswagen|Korb|nah|helfen|suchen|Hand'],
  [
    'geduldig im Wartezimmer beim Kinderarzt warten',
    'Buch|Geschichte|leise|Spielzeug|Stuhl|Sticker|dran',
  ],
  [
    'nach dem Heimkommen die Schuhe ins Regal stellen',
    'Paar|Tür|Schuhregal|ausziehen|Garderobe|Haken',
  ],
  ['ich will pfeiffen lernen', 'Lippen|pusten|rund|üben|Luft|Zunge'],
  ['an der Rutsche warten bis man dran ist', 'Schlange|hinten|Leiter|zählen|anstellen|Reihe'],
];
