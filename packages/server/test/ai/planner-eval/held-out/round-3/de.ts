import type { EvalCase } from '../../types';

/**
 * Held-out round 3, German: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo), each with the words a
 * relevant plan names beyond the goal's own (relevance.ts), decided when the goal was written.
 * Written on 2026-11-26 without reading the planner's library or matcher, committed before any
 * library change it may prompt, and never edited: a later round adds a new directory.
 */
export const deHeldOut: EvalCase[] = [
  [
    'Zähne puzten ohne Theater',
    'Zahnbürste|Zahnpasta|ausspucken|spülen|zwei Minuten|Sanduhr|Lied|Backenzähne',
  ],
  [
    'morgens für den Kindergarten fertig machen',
    'Schuhe|Jacke|Rucksack|Frühstück|anziehen|Kleidung|Zähne|kämmen|Brotdose|Tasche',
  ],
  [
    'sich alleine anziehen',
    'Socken|Hose|T-Shirt|Unterhose|Pulli|Pullover|Knöpfe|Reißverschluss|Schuhe|Kleidung',
  ],
  [
    'schmutzige Wäsche in den Korb',
    'Waschmaschine|Socken|Schlafanzug|Boden|Wäschekorb|Kleidung|T-Shirt|Hose',
  ],
  ['dem Hund sein Fressen geben', 'Napf|Futter|Trockenfutter|Wasser|Schüssel|Dose|abmessen|Becher'],
  [
    'die Tomaten auf dem Balkon wässern',
    'Gießkanne|Wasser|Erde|Topf|Blätter|Wasserhahn|füllen|Kanne|gießen',
  ],
  ['alle Buchstaben kennen', 'Alphabet|ABC|Lied|Karten|Buch|Laute|zeigen|singen|Poster'],
  [
    'bis 20 zählen ohne sich zu verzählen',
    'Zahlen|Finger|zehn|Bausteine|Perlen|laut|Treppe|Stufen|Knöpfe',
  ],
  [
    'seinen Namen schreiben',
    'Buchstaben|Stift|Bleistift|Papier|Großbuchstabe|nachspuren|Punkte|Wachsmalstift',
  ],
  ['danke sagen wenn er was bekommt', 'bitte|höflich|freundlich|lächeln|Zauberwort|nett|anschauen'],
  [
    'Spielzeug mit der Schwester teilen',
    'abwechseln|wechseln|warten|zusammen spielen|leihen|fragen|tauschen|Eieruhr',
  ],
  [
    'seinen Bruder nicht schlagen wenn er sauer ist',
    'atmen|tief durchatmen|zählen|Worte|Hände|sagen|ruhig|Kissen|kuscheln|stampfen',
  ],
  [
    'sich beruhigen wenn er sich aufregt',
    'atmen|durchatmen|zählen|kuscheln|Ecke|Kuscheltier|Decke|Gefühle|Wasser|ruhig',
  ],
  [
    'die Stützräder abmachen',
    'Helm|Pedale|treten|Gleichgewicht|Balance|schieben|bremsen|Bremse|Lenker|Fahrrad|Laufrad',
  ],
  [
    'das Seepferdchen schaffen',
    'springen|Beckenrand|tauchen|Ring|Bahn|Schwimmbad|Brille|Beine|Arme|schwimmen',
  ],
  [
    'die ganze Nacht im eigenen Bett schlafen',
    'Schlafanzug|Geschichte|Licht|Nachtlicht|Kuscheltier|kuscheln|Kissen|Decke|Kuss|gute Nacht',
  ],
  [
    'Schnuller abgewöhnen',
    'Schnullerfee|Fee|Geschenk|Kiste|verabschieden|Kuscheltier|Aufkleber|tauschen',
  ],
  ['beim Tischdecken helfen', 'Teller|Gabeln|Messer|Löffel|Gläser|Becher|Servietten|Stühle'],
  [
    'sich um das Meerschweinchen kümmern',
    'Heu|Karotten|Möhren|Trinkflasche|Käfig|Stall|Streu|Wasser|streicheln|Gemüse',
  ],
  ['Lego aufräumen', 'Kiste|Box|Steine|sortieren|Boden|Farben|Deckel|Regal|Teile'],
  [
    'Jacke aufhängen wenn wir heimkomen',
    'Haken|Garderobe|Bügel|Kleiderhaken|Schuhe|Flur|Tür|Rucksack',
  ],
  [
    'Schuhe ordentlich hinstellen',
    'Schuhregal|Regal|Schrank|Paar|Flur|Tür|nebeneinander|Garderobe',
  ],
  [
    'beim Wäscheaufhängen helfen',
    'Klammern|Wäscheklammern|Leine|Wäscheständer|Socken|Korb|ausschütteln|T-Shirts|Waschmaschine',
  ],
  ['saubere Socken zusammenlegen', 'Paar|Paare|gleich|Farbe|falten|Schublade|Stapel|Korb'],
  [
    'baden ohne Gemecker',
    'Wasser|Seife|Shampoo|Handtuch|Waschlappen|Ente|Spielzeug|abspülen|Schaum|Badewanne',
  ],
  [
    'Haare waschen',
    'Shampoo|ausspülen|Becher|Handtuch|nach oben schauen|Augen|Schaum|Wasser|massieren|föhnen|trocknen',
  ],
  ['Schlafanzug aleine anziehen', 'Oberteil|Hose|Knöpfe|Arme|Beine|Kopf|Ärmel|falten|Kleidung'],
  ['Jacke zumachen', 'Reißverschluss|Knöpfe|Ärmel|Kapuze|hochziehen|einhaken|Knopf|Druckknöpfe'],
  [
    'mit Messer und Gabel essen',
    'schneiden|Teller|kleine Stücke|halten|Fleisch|kauen|Löffel|Serviette|aufspießen',
  ],
  [
    'sitzen bleiben bis alle fertig sind',
    'Stuhl|warten|Teller|reden|fragen|Familie|Tisch|Essen|Nachtisch',
  ],
  [
    'aus dem offenen Becher trinken',
    'zwei Hände|Schluck|langsam|wenig|Wasser|Milch|halb voll|Tisch|Glas',
  ],
  [
    'frühstücken vor dem Fernsehen',
    'Müsli|Schüssel|Brot|Milch|Löffel|Obst|Teller|Tisch|Ei|Brötchen',
  ],
  [
    'Schulranzen packen',
    'Federmäppchen|Mäppchen|Hefte|Buch|Trinkflasche|Brotdose|Hausaufgaben|Mappe|Stundenplan',
  ],
  [
    'sich in der Kita ohne Weinen verabschieden',
    'Umarmung|Kuss|winken|Erzieherin|Fenster|Garderobe|Kuscheltier|bis später|abholen|Ritual',
  ],
  [
    'auf die Erzieherin hören',
    'Ohren|Augen|leise|sitzen|melden|warten|anschauen|Stuhlkreis|zuhören',
  ],
  ['sich im Unterricht melden', 'Finger|Hand|heben|warten|dran|Lehrerin|leise|sprechen|Namen'],
  [
    'im Kindergarten einen Freund finden',
    'Hallo|Namen|spielen|fragen|teilen|lächeln|einladen|zusammen|nett',
  ],
  [
    'Mamas Handynummer lernen',
    'Zahlen|Ziffern|Lied|wiederholen|üben|Zettel|Notfall|auswendig|Papa',
  ],
  ['seine Adresse kennen', 'Straße|Hausnummer|Stadt|Ort|Postleitzahl|wiederholen|Lied|auswendig'],
  [
    'im Supermarkt bei mir bleiben',
    'Hand|Einkaufswagen|Wagen|verloren|laufen|neben|Gang|Korb|stehen bleiben',
  ],
  [
    'an der Bordsteinkante stehen bleiben',
    'schauen|links|rechts|Hand|Autos|Zebrastreifen|Ampel|grün|warten|Straße',
  ],
  [
    'Fahrradhelm aufsetzen',
    'Riemen|Gurt|Schnalle|klick|Kopf|Kinn|festziehen|einstellen|Verschluss',
  ],
  [
    'Sonnencreme auftragen',
    'Hut|Mütze|Gesicht|Arme|Nase|Schatten|Tube|verteilen|Ohren|Sonnenbrille',
  ],
  [
    'zehn Minuten Klavier üben',
    'Tasten|Tonleiter|Stück|Finger|Noten|Eieruhr|Timer|Hände|Hocker|Lied',
  ],
  ['Blockflöte spielen', 'Löcher|Finger|blasen|sanft|Töne|Noten|Lied|zuhalten|Atem|pusten'],
  [
    'ein Bild für Oma malen',
    'Papier|Buntstifte|Wachsmalstifte|Farben|Filzstifte|Umschlag|Karte|schenken|ausmalen|Blatt',
  ],
  [
    'eine Geburtstagskarte für Papa basteln',
    'Karton|Pappe|falten|Stifte|Kleber|Aufkleber|Glitzer|schreiben|malen|Umschlag|Herz',
  ],
  [
    'mit der Kinderschere an der Linie schneiden',
    'Papier|halten|Daumen|Kleber|Spitze|vorsichtig|öffnen|schließen',
  ],
  [
    'mit dem Farbkasten malen',
    'Pinsel|Wasser|Becher|Papier|Kittel|Schürze|mischen|trocknen|Zeitung|Wasserfarben',
  ],
  ['Ball spielen im Garten', 'werfen|fangen|Hände|kicken|schießen|prellen|Tor|zuwerfen|rollen'],
  [
    'samstags zum Fußball',
    'Fußballschuhe|Stollenschuhe|Schienbeinschoner|Mannschaft|Trainer|Tor|schießen|passen|Trikot|Trinkflasche',
  ],
  [
    'auf einem Bein hüpfen',
    'Gleichgewicht|Fuß|anderes Bein|Hüpfekästchen|Himmel und Hölle|zählen|Arme|hochheben',
  ],
  [
    'zum Ballett gehen',
    'Schläppchen|Schuhe|Musik|Body|Strumpfhose|dehnen|Spitze|Lehrerin|Dutt|Schritte|Takt',
  ],
  [
    'lieb zum Baby sein',
    'sanft|vorsichtig|streicheln|kuscheln|Kuss|singen|lächeln|helfen|leise|halten',
  ],
  [
    'sich richtig entschuldigen',
    'Umarmung|anschauen|Augen|was passiert ist|wieder gut machen|Gefühle|nett|Worte|tut mir leid',
  ],
  [
    'sagen wie er sich fühlt',
    'fröhlich|glücklich|traurig|wütend|Angst|Sorgen|Worte|Gefühle|Gesichter|reden|kuscheln',
  ],
  [
    'kein Quengeln an der Kasse',
    'fragen|Stimme|warten|aussuchen|Einkaufsliste|helfen|atmen|ruhig|Belohnung|Süßigkeiten',
  ],
  [
    'ohne Tablet essen',
    'reden|Teller|Tisch|Gabel|kauen|Familie|weglegen|Bildschirm|Mahlzeit|erzählen',
  ],
  [
    'Fernseher ausmachen wenn der Wecker klingelt',
    'Fernbedienung|Knopf|Bildschirm|Minuten|vorwarnen|spielen|Timer|danach',
  ],
  [
    'jeden Abend ein Buch anschauen',
    'Geschichte|Seiten|Bett|aussuchen|umblättern|Bilder|Wörter|kuscheln|Bücherei|Lampe',
  ],
  [
    'die Wochentage lernen',
    'Montag|Dienstag|Mittwoch|Lied|Kalender|singen|heute|morgen|Wochenende',
  ],
  ['Farben erkennen', 'rot|blau|gelb|grün|Buntstifte|zeigen|benennen|sortieren|Regenbogen'],
  [
    'Kreis, Dreieck und Quadrat erkennen',
    'Rechteck|Stern|Formen|sortieren|malen|Bausteine|Ecken|Seiten',
  ],
  ['allein schnäuzen', 'Taschentuch|Nase|Mülleimer|Hände waschen|Nasenloch|sanft|pusten|abwischen'],
  [
    'in die Armbeuge husten',
    'Ellenbogen|Ärmel|Taschentuch|Hände waschen|wegdrehen|Mund|Bazillen|Keime',
  ],
  [
    'vor dem Losgehen aufs Klo',
    'Toilette|Pipi|spülen|Spülung|Hände waschen|versuchen|Unterhose|Schuhe|Töpfchen',
  ],
  [
    'morgens Gesicht waschen',
    'Wasser|Waschlappen|Seife|Handtuch|Waschbecken|Augen|Wangen|abtrocknen|spülen',
  ],
  [
    'Haare kämmen',
    'Bürste|Haarbürste|Kamm|Spiegel|Knoten|sanft|Zopf|Haargummi|Pferdeschwanz|entwirren',
  ],
  [
    'Ich will mit Oma Plätzchen backen',
    'Mehl|Zucker|Butter|Eier|Schüssel|rühren|Teig|Ofen|Blech|Ausstecher|Löffel',
  ],
  ['Kresse säen', 'Erde|Watte|Wasser|Gießkanne|Teller|Schale|Fensterbank|Sonne|Samen|feucht'],
  ['Müll wegbringen', 'Mülleimer|Tonne|Deckel|Gelber Sack|Papier|trennen|Beutel|Biomüll|Altglas'],
  [
    'tapfer beim Kinderarzt sein',
    'Hand|atmen|Kuscheltier|Aufkleber|zählen|drücken|fragen|Arzthelferin|Impfung|Spritze',
  ],
  ['warten bis Mama fertig geredet hat', 'Entschuldigung|leise|Arm|zuhören|Hand|dran|tippen'],
  ['leiser sprechen drinnen', 'flüstern|Stimme|sanft|schreien|ruhig|Lautstärke|draußen'],
];
