import type { EvalCase } from './types';

/** Alltagsziele von Kindern zwischen 3 und 7 und ihren Eltern, auf Deutsch, mit dem, was ein
 * passender Plan über die Wörter des Ziels hinaus nennt (siehe relevance.ts). */
export const deEval: EvalCase[] = [
  ['Schuhe binden lernen', 'schnursenkel|schlaufe|schleife|knoten|hasenohren|kreuzen|band'],
  ['Blumen gießen', 'giesskanne|fullen|wasser|wurzel|hahn'],
  ['Einen Legoturm bauen', 'stein|steine|bauplatte|platte|stapeln|drucken|fest'],
  ['Schwimmen lernen', 'becken|strampeln|brett|schwimmflugel|nudel|schwimmbrille|spritzen|treiben'],
  ['Meinen Namen schreiben üben', 'buchstabe|buchstaben|stift|bleistift|nachfahren|punkte'],
  [
    'Mich bei meiner Schwester entschuldigen',
    'tut mir leid|umarmen|umarmung|wieder gut|augen|was passiert',
  ],
  ['Zähne putzen', 'zahnpasta|zahnburste|spucken|ausspulen|kreise|erbse|becher'],
  ['Vor dem Essen Hände waschen', 'seife|schaum|handtuch|abspulen|wasserhahn|abtrocknen'],
  ['Mein Zimmer aufräumen', 'spielzeug|korb|boden|kiste|regal|bucher|kleidung|bett|schublade'],
  ['Spielsachen wegräumen', 'kiste|korb|regal|boden|autos|kuscheltier|bausteine|box'],
  ['Mein Bett machen', 'decke|kissen|bettdecke|laken|kuscheltier|glatt|aufschutteln'],
  ['Mich alleine anziehen', 'hose|socken|kleidung|unterhose|unterhemd|pullover|shirt|armel'],
  ['Die Jacke anziehen', 'armel|arm|kapuze|reissverschluss|knopf|boden'],
  ['Mehr Gemüse essen', 'karotte|mohre|erbsen|brokkoli|bissen|probieren|teller|gurke|paprika'],
  ['Den Tisch decken', 'teller|gabel|messer|loffel|becher|glas|serviette|untersetzer'],
  ['Den Hund füttern', 'napf|wasser|schaufel|leckerli|schussel'],
  ['Die Katze füttern', 'napf|wasser|dose|beutel|schussel|loffel'],
  ['Sonnenblumen pflanzen', 'samen|kerne|topf|loch|zudecken|fenster|schild'],
  [
    'Den Schulranzen packen',
    'hausaufgabenheft|heft|federmappe|trinkflasche|buch|brotdose|mappe|turnbeutel',
  ],
  ['Hausaufgaben machen', 'bleistift|blatt|radiergummi|heft|schreibtisch|tisch|nachschauen'],
  ['Das ABC lernen', 'buchstabe|buchstaben|lied|singen|laut|karten'],
  ['Bis zwanzig zählen', 'finger|zehn|laut|treppe|stufen|zeigen|zehen'],
  ['Lesen lernen', 'wort|worter|buch|buchstabe|laut|seite|finger'],
  ['Ein Buch lesen', 'geschichte|seite|sofa|bett'],
  [
    'Einen Dinosaurier malen',
    'papier|stift|stifte|wachsmalstifte|schwanz|hals|beine|korper|zahne|form',
  ],
  [
    'Mit Wasserfarben malen',
    'pinsel|papier|wasserglas|becher|kittel|schurze|eintauchen|auswaschen',
  ],
  ['Einen Papierflieger basteln', 'falten|falte|halfte|mitte|flugel|spitze|werfen|knick'],
  ['Ein Puzzle fertig machen', 'eckteile|randteile|rand|karton|vorlage'],
  ['Ein neues Lied lernen', 'singen|text|zuhoren|wiederholen|refrain|klatschen|strophe|melodie'],
  [
    'Fahrrad fahren ohne Stützräder',
    'helm|bremse|bremsen|treten|pedale|gleichgewicht|lenker|lenken|anschieben',
  ],
  ['Roller fahren', 'helm|lenker|fuss|abstossen|bremse|gehweg|bordstein|lenken'],
  [
    'Sicher über die Straße gehen',
    'bordstein|ampel|grun|links|rechts|zebrastreifen|auto|warten|stehen bleiben',
  ],
  ['Fußball spielen', 'tor|schiessen|passen|mannschaft|schuss|kicken'],
  ['Seilspringen lernen', 'drehen|schwingen|griff|hupfen|fusse'],
  ['Mich beruhigen, wenn ich wütend bin', 'atmen|atme|tief|faust|fauste|kuscheltier|umarmen'],
  [
    'Meine Spielsachen teilen',
    'abwechseln|reihe|dran|zusammen|freund|tauschen|leihen|uhr|wecker|sanduhr|abgeben',
  ],
  ['Einen neuen Freund finden', 'hallo|namen|name|lacheln|mitspielen|zusammen'],
  ['Bitte und danke sagen', 'mochte|mochtest|geben|geschenk|zauberwort|reichen'],
  [
    'Beim Einkaufen helfen',
    'einkaufsliste|liste|laden|tasche|wagen|korb|obst|milch|bezahlen|kasse|regal',
  ],
  [
    'Pünktlich ins Bett gehen',
    'schlafanzug|zahne|zahneputzen|baden|geschichte|licht|kuscheltier|uhr|toilette',
  ],
  [
    'Den Koffer für den Urlaub packen',
    'kleidung|schlafanzug|zahnburste|badeanzug|socken|liste|kuscheltier|reissverschluss',
  ],
  [
    'Mit Mama Plätzchen backen',
    'mehl|ofen|blech|butter|zucker|schussel|ruhren|teig|ausstecher|eier',
  ],
  ['Einen Geburtstagskuchen backen', 'eier|mehl|ofen|form|schussel|ruhren|zucker|kerzen|butter'],
  ['Eine Karte für Oma basteln', 'falten|aufkleber|stifte|herz|umschlag|unterschreiben'],
  [
    'Ein Geschenk einpacken',
    'papier|klebeband|tesafilm|schleife|band|falten|schere|karton|anhanger',
  ],
  [
    'Im Garten Käfer suchen',
    'lupe|ast|stein|blatt|blatter|glas|becher|vorsichtig|spinne|wurm|ameise|schnecke|tierchen',
  ],
  [
    'Die Sterne anschauen',
    'mond|nacht|himmel|dunkel|decke|fernrohr|teleskop|taschenlampe|wolke|planet',
  ],
  [
    'Weniger Bildschirmzeit',
    'wecker|uhr|ausschalten|folge|fernseher|tablet|spielzeug|buch|draussen',
  ],
  ['Keine Angst beim Zahnarzt', 'atmen|mund|stuhl|aufmachen|aufkleber|kuscheltier|besuch'],
  ['Aufs Töpfchen gehen', 'klo|toilette|unterhose|spulen|abwischen|papier|seife'],
  // Goals written from the list of goal areas alone, without the library at hand.
  ['Morgens das Gesicht waschen', 'waschlappen|wangen|stirn|kinn|nase|spritzen'],
  ['Schuhe alleine anziehen', 'fuss|klettverschluss|ferse|links|rechts|lasche'],
  ['Beim Ausräumen der Spülmaschine helfen', 'besteck|loffel|gabel|schrank|schublade|stapeln'],
  ['Den Hund bürsten', 'kamm|knoten|verfilzt|leckerli|haare'],
  ['Mit Opa Tomaten pflanzen', 'topf|loch|stab|setzling|graben|schaufel'],
  ['Die Zahlen schreiben lernen', 'stift|linie|heft|finger|bogen'],
  ['Eine Krone aus Papier basteln', 'messen|zacken|streifen|kopfumfang|edelsteine|zickzack'],
  ['Ohne Schwimmflügel schwimmen', 'beine|rand|schwimmlehrer|strampeln|brett|nudel|becken'],
  ['Nicht mehr hauen, wenn ich wütend bin', 'atmen|atme|stopp|ruhig|worte|tief'],
  ['Mit Papa Pfannkuchen machen', 'wenden|schneebesen|kelle|milch|herd'],
  [
    'Die Tasche fürs Schwimmbad packen',
    'handtuch|badeanzug|badehose|duschgel|schwimmbrille|shampoo',
  ],
  ['Das Tablet ausmachen, wenn die Zeit um ist', 'wecker|timer|knopf|weglegen|uhr'],
  ['Die neuen Kinder auf dem Spielplatz begrüßen', 'hallo|name|mitspielen|lacheln'],
];
