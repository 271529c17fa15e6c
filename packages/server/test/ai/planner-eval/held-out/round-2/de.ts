import type { EvalCase } from '../../types';

/**
 * Held-out round 2, German: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * types them (short phrases, lower case, "ae" for "ä", the odd typo), each with the words a
 * relevant plan names beyond the goal's own (relevance.ts). Written on 2026-11-26 before the
 * library change it judges, without reading the library's keywords, and never edited: a later
 * round adds a new directory.
 */
export const deHeldOut: EvalCase[] = [
  [
    'Zähne putzen ohne Theater',
    'Zahnbürste|Zahnpasta|Zahncreme|ausspucken|spucken|ausspülen|zwei Minuten|Backenzähne|Lied|Becher',
  ],
  [
    'alleine anziehen',
    'Socken|Hose|Unterhose|Unterhemd|T-Shirt|Pulli|Pullover|Knöpfe|Reißverschluss|Kleidung',
  ],
  [
    'Schuhe anzihen',
    'Klettverschluss|Klett|Ferse|Fuß|rechts|links|Socken|hinsetzen|Schnalle|Zehen',
  ],
  ['Schleife binden', 'Schnürsenkel|Senkel|Hasenohren|Schlaufe|Knoten|kreuzen|festziehen|Schuhe'],
  ['Spielzeug aufraeumen', 'Kiste|Korb|Regal|Boden|Bausteine|Kuscheltiere|Box|Platz'],
  [
    'Kinderzimmer aufräumen',
    'Bett|Boden|Wäsche|Spielsachen|Kiste|Korb|Regal|Bücher|Schublade|Spielzeug',
  ],
  ['Bett machen', 'Decke|Bettdecke|Kissen|Laken|Kuscheltier|glattstreichen|schütteln|Zudecke'],
  [
    'Hände waschen vorm Essen',
    'Seife|abspülen|Handtuch|Schaum|einseifen|Finger|Wasserhahn|abtrocknen',
  ],
  [
    'trocken werden',
    'Töpfchen|Toilette|Klo|Unterhose|Pipi|Windel|spülen|Klopapier|Aufkleber|Sticker',
  ],
  [
    'nachts trocken bleiben',
    'Toilette|Klo|Pipi|trinken|vor dem Schlafen|Nachtlicht|Aufkleber|Laken|Windel|Töpfchen',
  ],
  [
    'mehr Obst und Gemüse',
    'Apfel|Banane|Karotte|Möhre|Gurke|Brokkoli|Teller|schneiden|Stücke|Schüssel|probieren',
  ],
  [
    'neues essen probieren',
    'Bissen|riechen|Teller|Gabel|Löffel|kleines Stück|kauen|lecken|lecker|Happen',
  ],
  ['mehr wasser trinken', 'Glas|Becher|Flasche|Trinkflasche|Schluck|Krug|Wasserhahn|auffüllen'],
  [
    'Tisch decken',
    'Teller|Gabel|Messer|Löffel|Glas|Becher|Serviette|Platzdeckchen|Tischdecke|Untersetzer',
  ],
  ['Tisch abräumen', 'Teller|Spüle|Küche|Spülmaschine|Gläser|Besteck|Lappen|Krümel|Tablett'],
  [
    'Spülmaschine ausräumen',
    'Besteck|Löffel|Gabeln|Gläser|Teller|Schublade|Schrank|sortieren|Korb|Tassen',
  ],
  ['Katze füttern', 'Napf|Schüssel|Trockenfutter|Nassfutter|Dose|Wasser|Portion|Schälchen'],
  [
    'mit dem Hund Gassi gehen',
    'Leine|Halsband|Geschirr|Kotbeutel|Tüte|Beutel|Leckerli|Häufchen|Park',
  ],
  ['Fische füttern', 'Aquarium|Flocken|Prise|Becken|Goldfischglas|Dose|streuen|Wasser'],
  [
    'Blumen auf dem Balkon gießen',
    'Gießkanne|Kanne|Erde|Wurzeln|füllen|Blätter|vorsichtig|Topf|Wasser',
  ],
  ['Samen einpflanzen', 'Topf|Blumentopf|Erde|Loch|gießen|Gießkanne|Sonne|Finger|zudecken|keimen'],
  [
    'jeden Abend vorlesen',
    'Buch|Seite|Seiten|Bilder|Bett|Geschichte|Bücherei|Lesezeichen|kuscheln',
  ],
  ['lesen üben', 'Buch|Buchstaben|Silben|Wörter|Wort|Seite|laut|Finger|Geschichte|Laute'],
  ['Buchstaben lernen', 'ABC|Alphabet|Lied|Laut|Karten|schreiben|nachspuren|Anlaut|Anlauttabelle'],
  [
    'Namen schreiben',
    'Stift|Bleistift|Buchstaben|Papier|nachspuren|Punkte|Linie|Vorlage|Großbuchstaben',
  ],
  ['bis 20 zählen', 'Finger|Zahlen|Bausteine|laut|eins|zehn|Treppe|Stufen|Perlen|Knöpfe'],
  ['Farben lernen', 'rot|blau|grün|gelb|Buntstifte|Malkasten|Regenbogen|sortieren|Wachsmalstifte'],
  ['Formen lernen', 'Kreis|Quadrat|Dreieck|Rechteck|Stern|Ecken|Seiten|malen|zeichnen'],
  [
    'die Uhr lernen',
    'Zeiger|großer Zeiger|kleiner Zeiger|Stunde|Minuten|volle Stunde|halb|Zahlen|Viertel',
  ],
  [
    'Telefonnummer von Mama auswendig lernen',
    'Ziffern|Zahlen|Lied|wiederholen|Karte|üben|anrufen|aufsagen',
  ],
  [
    'Fahrrad fahren lernen',
    'Helm|Pedale|Pedal|Gleichgewicht|Bremse|bremsen|Lenker|anschieben|Laufrad|Stützräder',
  ],
  [
    'schwimmen ohne Schwimmflügel',
    'Schwimmbad|Becken|Beine|Arme|strampeln|Brille|Taucherbrille|Blubbern|Poolnudel|Brett|atmen|treiben',
  ],
  ['Ball fangen', 'Hände|schauen|werfen|prellen|Arme|weich|beide Hände|Augen|zuwerfen'],
  [
    'mit dem Roller zum Kindergarten',
    'Helm|Fuß|abstoßen|Bremse|Lenker|Gleichgewicht|Bürgersteig|Gehweg|Knieschoner',
  ],
  ['Seilspringen', 'schwingen|Griffe|zählen|Füße zusammen|über den Kopf|hüpfen|Springseil|Takt'],
  ['mit der Schere schneiden', 'Papier|Linie|ausschneiden|Daumen|Finger|vorsichtig|Kleber|Spitze'],
  ['Puzzle machen', 'Teile|Rand|Ecken|Bild|Schachtel|Karton|passt|Farben|Tisch|Randteile'],
  ['Klavier üben', 'Tasten|Noten|Finger|Stück|Tonleiter|Hände|Minuten|Lehrerin|Notenheft|Lied'],
  [
    'lieb zum kleinen Bruder sein',
    'teilen|kuscheln|umarmen|Spielzeug|helfen|abwechseln|spielen|sanft|lächeln|vorsichtig',
  ],
  [
    'teilen lernen',
    'abwechseln|warten|fragen|zusammen spielen|Spielzeug|tauschen|bitte|geben|Sanduhr|Wecker',
  ],
  [
    'nicht hauen wenn er wütend ist',
    'atmen|tief|zählen|ruhig|Worte|Gefühle|Kissen|weggehen|sagen|Ecke|drücken|stampfen',
  ],
  [
    'sich beruhigen',
    'atmen|durchatmen|zählen|Ecke|kuscheln|Kuscheltier|Wasser|Gefühle|drücken|pusten',
  ],
  [
    'höflich sein',
    'bitte|danke|Hallo|Guten Tag|Tschüss|lächeln|fragen|Tisch|Entschuldigung|grüßen',
  ],
  ['warten können', 'Schlange|Reihe|Sanduhr|zählen|Geduld|Spiel|Rutsche|Uhr|Wecker'],
  ['nicht dazwischenreden', 'warten|Hand|Entschuldigung|zuhören|ausreden|fertig|sprechen|antippen'],
  [
    'Jacke aufhängen',
    'Haken|Garderobe|Bügel|Kleiderbügel|Schrank|Reißverschluss|Ärmel|Flur|Aufhänger',
  ],
  [
    'Kindergartentasche packen',
    'Brotdose|Trinkflasche|Frühstück|Hausschuhe|Wechselkleidung|Matschhose|Kuscheltier|Mütze',
  ],
  [
    'Ranzen packen',
    'Federmäppchen|Mäppchen|Heft|Hefte|Buch|Bücher|Brotdose|Trinkflasche|Hausaufgaben|Stundenplan',
  ],
  [
    'Morgenroutine',
    'Frühstück|Zähne|Zahnbürste|anziehen|Kleidung|Gesicht|kämmen|Schuhe|Bett|Toilette',
  ],
  [
    'baden ohne weinen',
    'Shampoo|Seife|Handtuch|Schaum|Badespielzeug|Wasser|ausspülen|Becher|Haare|Waschlappen',
  ],
  ['Nase putzen', 'Taschentuch|Mülleimer|Hände waschen|schnäuzen|pusten|Nasenloch|eine Seite'],
  [
    'schmutzige Wäsche in den Wäschekorb',
    'Socken|Schlafanzug|T-Shirt|Unterhose|umdrehen|Boden|Badezimmer|Waschmaschine|Hose',
  ],
  [
    'Socken sortieren',
    'Paar|Paare|gleich|Farbe|Muster|falten|zusammenrollen|Schublade|Stapel|Haufen',
  ],
  [
    'Einkäufe wegräumen',
    'Kühlschrank|Schrank|Regal|Tasche|Tüte|Gefrierfach|Obst|Gemüse|Dosen|sortieren',
  ],
  [
    'Plätzchen backen mit Oma',
    'Mehl|Zucker|Butter|Ei|Schüssel|rühren|Löffel|Blech|Backofen|Ofen|Teig|Ausstecher|ausstechen',
  ],
  [
    'Brot selber schmieren',
    'Butter|Messer|streichen|Marmelade|Teller|Scheibe|Käse|Wurst|Brettchen|Frischkäse',
  ],
  [
    'sich selbst was zu trinken einschenken',
    'Glas|Becher|Krug|Kanne|langsam|beide Hände|Flasche|Tisch|verschütten',
  ],
  ['Taschengeld sparen', 'Sparschwein|Spardose|Münzen|Münze|zählen|Spielzeug|Glas|Euro'],
  [
    'Tablet weglegen wenn die Zeit um ist',
    'Wecker|Timer|Minuten|Sanduhr|ausschalten|Fernseher|draußen|spielen|Buch|Schublade',
  ],
  [
    'im eigenen Bett schlafen',
    'Kuscheltier|Nachtlicht|Geschichte|Decke|kuscheln|Aufkleber|dunkel|Tür|Schlaflied',
  ],
  [
    'Haare schneiden ohne Weinen',
    'Stuhl|Schere|Kamm|Spiegel|Umhang|stillsitzen|Friseur|Friseurin|Wasser|Aufkleber',
  ],
  [
    'Eingewöhnung im Kindergarten',
    'Erzieherin|Gruppe|Freunde|Tasche|Abschied|kuscheln|winken|Kuscheltier|Garderobe|Foto',
  ],
  ['Freunde finden', 'Hallo|Namen|fragen|spielen|lächeln|teilen|zusammen|Spiel|Rutsche|Schaukel'],
  [
    'Müll trennen',
    'gelbe Tonne|gelber Sack|Tonne|Flasche|Papier|Karton|Plastik|Glas|Biomüll|ausspülen|Dose',
  ],
  [
    'Auto waschen helfen',
    'Eimer|Schwamm|Seife|Schlauch|Wasser|Räder|abtrocknen|Lappen|Schaum|Reifen',
  ],
  ['Küche fegen', 'Besen|Kehrblech|Schaufel|Haufen|Mülleimer|Krümel|Ecken|Handfeger'],
  [
    'sicher über die Straße',
    'schauen|links|rechts|Hand|Ampel|grün|Zebrastreifen|Bordstein|Autos|stehen bleiben|anhalten',
  ],
  [
    'mit Sonnencreme eincremen',
    'Gesicht|Arme|Nase|Ohren|Mütze|Sonnenhut|verreiben|Hals|Beine|Tube',
  ],
];
