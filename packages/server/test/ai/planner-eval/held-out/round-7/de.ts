import type { EvalCase } from '../../types';

/**
 * Held-out round 7, German: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing umlaut, words
 * of Austria and Switzerland), many of them kinds of goal the earlier rounds did not hold
 * (Läuse, Asthmaspray, Augenklappe, Flug, Hühner, Limonade), each with the words a relevant plan
 * names beyond the goal's own (relevance.ts), decided when the goal was written. Written on
 * 2026-11-27 without reading the planner's library or matcher, committed before any library
 * change it may prompt, and never edited: a later round adds a new directory.
 *
 * Left out before the round was committed: “Gummistiefel selber anziehen”, which the tuning set
 * had come to hold word for word while this round was being written (a goal tuned on is not held
 * out).
 */
export const deHeldOut: EvalCase[] = [
  [
    'Fingernägel schneiden ohne Geschrei',
    'Nagelschere|Knipser|Feile|Zehen|Handtuch|Geschichte|Aufkleber',
  ],
  [
    'Zahnpasta ausspucken statt runterschlucken',
    'Waschbecken|spülen|Becher|Wasser|Bürste|Mund|Erbse',
  ],
  ['beim Läusekamm still sitzen', 'Läuse|Nissen|Spülung|Handtuch|Haare|Shampoo|Strähne'],
  [
    'die Brille den ganzen Tag in der Schule tragen',
    'Etui|Putztuch|Gläser|Nase|Ohren|putzen|Gestell',
  ],
  [
    'Asthmaspray mit der Vorschaltkammer nehmen',
    'Hub|atmen|Maske|schütteln|Mundstück|drücken|langsam|einatmen',
  ],
  [
    'Mütze und Fäustlinge anziehen bevor wir rausgehen',
    'Daumen|Finger|Jacke|kalt|Schal|Ohren|Schneeanzug|Ärmel',
  ],
  [
    'aufwischen wenn er was verschüttet',
    'Lappen|Schwamm|Fetzen|Küchenrolle|Boden|Tuch|trocken|Wischmopp',
  ],
  ['Banane und Mandarine selber schälen', 'Haut|Stückchen|Kerne|Mülleimer|Finger|oben|Spalten'],
  [
    'einen Smoothie zum Frühstück machen',
    'Banane|Beeren|Mixer|Joghurt|Milch|Strohhalm|Becher|Deckel',
  ],
  ['im Restaurant mit Stäbchen essen', 'Finger|Daumen|Reis|Nudeln|Schüssel|Serviette|zwicken'],
  ['Flaschen und Dosen zum Container bringen', 'Glas|Altglas|grün|weiß|braun|Sack|Deckel|Pfand'],
  ['mit Papa das Aquarium putzen', 'Eimer|Kies|Kescher|Filter|Scheibe|Schwamm|Wasser|Fische'],
  ['morgens die Hühner rauslassen', 'Stall|Tür|Körner|Futter|Wasser|Eier|Gehege|Fuchs'],
  [
    'beim Spaziergang das Hundegackerl aufheben',
    'Sackerl|Beutel|Mistkübel|Leine|Knoten|Tüte|Mülleimer',
  ],
  ['den Hund baden', 'Shampoo|Handtuch|Eimer|Schlauch|abspülen|Halsband|trocknen|schütteln'],
  [
    'die Katze bürsten ohne an den Haaren zu ziehen',
    'Kamm|sanft|Rücken|Schwanz|schnurren|Leckerli|Knoten|langsam',
  ],
  [
    'im Winter das Vogelhäuschen auffüllen',
    'Körner|Meisenknödel|Sonnenblumenkerne|aufhängen|Baum|Ast|Fenster|Futter',
  ],
  ['mit Opa einen Apfelbaum pflanzen', 'Loch|graben|Spaten|Erde|Wurzeln|gießen|Pfahl|Kompost'],
  ['einen Schneemann bauen', 'Kugel|rollen|Karotte|Rüebli|Nase|Schal|Steine|Augen|Handschuhe'],
  ['am Strand einen Drachen steigen lassen', 'Schnur|Wind|rennen|Schwanz|Spule|Himmel|festhalten'],
  [
    'ich will inliner fahren lernen',
    'Helm|Knieschoner|Ellbogenschoner|Handgelenkschoner|Knie|bremsen|rollen|hinfallen',
  ],
  [
    'Sonntags Velotour mit der ganzen Familie',
    'Helm|Bremsen|Reifen|Pumpe|Trinkflasche|Klingel|Radweg|Licht',
  ],
  [
    'bei Mensch ärgere dich nicht verlieren ohne Wutanfall',
    'Würfel|dran|gewinnen|gratulieren|atmen|Regeln|Figuren|nochmal',
  ],
  [
    'sich nach einem Streit mit der Freundin wieder vertragen',
    'Entschuldigung|umarmen|Gefühle|zuhören|teilen|spielen|reden|Versöhnung',
  ],
  ['keine Schimpfwörter mehr', 'böse|Entschuldigung|nett|stattdessen|ruhig|ignorieren|höflich'],
  [
    'die Wahrheit sagen auch wenn was kaputt gegangen ist',
    'ehrlich|Entschuldigung|reparieren|mutig|lügen|Fehler|Kleber|passiert',
  ],
  [
    'in der Krippe nicht mehr andere Kinder beißen',
    'Zähne|sanft|weh|Beißring|Worte|aua|Gefühle|weggehen',
  ],
  [
    'beim Babysitter bleiben ohne Weinen',
    'tschüss|umarmen|Kuss|Spiele|Geschichte|zurückkommen|Fenster|winken',
  ],
  [
    'das erste Mal bei Oma und Opa übernachten',
    'Schlafanzug|Zahnbürste|Kuscheltier|Tasche|Kopfkissen|Polster|Telefon|Nachtlicht',
  ],
  [
    'uns nicht mehr um 5 Uhr wecken',
    'Lichtwecker|grün|Licht|Bücher|flüstern|Kuscheltier|schlafen|liegen bleiben',
  ],
  [
    'hat Albträume und schläft nicht wieder ein',
    'kuscheln|reden|Nachtlicht|Kuscheltier|Wasser|Decke|atmen|beruhigen',
  ],
  ['lernen wann man 144 anruft', 'Rettung|Polizei|Feuerwehr|Telefon|Notruf|Adresse|Name|Handy'],
  ['nie den Backofen anfassen', 'heiß|verbrennen|Herd|Küche|Topflappen|aua|Dampf|Tür'],
  [
    'Fremden nicht die Tür aufmachen',
    'klingeln|klopfen|Erwachsene|Fenster|Türspion|fragen|zusperren|Schlüssel',
  ],
  [
    'auf dem Boot die Schwimmweste anziehen',
    'zumachen|Gurte|Schnalle|schwimmen|Wasser|festziehen|Verschluss|Reißverschluss',
  ],
  [
    'den ganzen Flug über sitzen bleiben',
    'anschnallen|Gurt|Tischchen|Kopfhörer|Snack|Fenster|Ohren|Flugzeug',
  ],
  [
    'den Rucksack fürs Flugzeug packen',
    'Reisepass|Spielzeug|Jause|Kopfhörer|Buch|Tablet|Koffer|Tickets',
  ],
  [
    'im Auto nicht mehr schlecht werden',
    'Fenster|frische Luft|Pause|Kekse|Wasser|Tüte|Sackerl|geradeaus',
  ],
  [
    'sich in der Bücherei benehmen',
    'flüstern|leise|Stimme|Bibliothekarin|ausleihen|Ausweis|Regal|hinsetzen',
  ],
  [
    'bei der Hochzeit von der Tante still sitzen',
    'leise|flüstern|Braut|Snack|Buch|Sticker|klatschen|Kirche',
  ],
  ['zum ersten Mal ins Kino gehen', 'Karte|Ticket|Popcorn|Sitz|dunkel|Leinwand|Film|laut'],
  ['Ukulele spielen lernen', 'Saiten|Akkord|Finger|stimmen|Lied|zupfen|Bund|schlagen'],
  [
    'den Tanz für die Aufführung lernen',
    'Musik|Schritte|Kostüm|Bühne|Spiegel|drehen|klatschen|verbeugen',
  ],
  [
    'ein Vogelfutter aus einem Tannenzapfen basteln',
    'Erdnussbutter|Fett|Körner|Schnur|rollen|aufhängen|Baum|Ast',
  ],
  [
    'mit der Freundin Schleim machen',
    'Kleber|Bastelkleber|Aktivator|Schüssel|rühren|Lebensmittelfarbe|Glitzer|Slime',
  ],
  [
    'einen Kürbis für Halloween schnitzen',
    'Löffel|Kerne|Messer|Kerze|Gesicht|Augen|Deckel|aushöhlen',
  ],
  ['Ostereier suchen im Garten', 'Korb|Nest|verstecken|Schokolade|Büsche|Hase|Hinweise'],
  ['vor dem Haus Limonade verkaufen', 'Zitronen|Zucker|Krug|Becher|Schild|Tisch|Preis|Münzen'],
  [
    'das Geburtstagsgeld im Spielzeugladen ausgeben',
    'aussuchen|Preis|Münzen|Scheine|Kasse|Wechselgeld|Geldbörse|Sparschwein',
  ],
  [
    'sonntags mit Oma videotelefonieren',
    'Handy|Tablet|Bildschirm|winken|Kamera|Laptop|erzählen|Natel',
  ],
  [
    'kein Handy am Esstisch, für niemanden',
    'Korb|Kiste|Küche|reden|ausschalten|lautlos|Ladegerät|Gespräch',
  ],
  ['Grippeimpfung ohne Theater', 'Krankenschwester|Ärztin|Arm|Ärmel|Pflaster|atmen|Pieks|Spritze'],
  ['sich Fieber messen lassen', 'Thermometer|Achsel|Ohr|piepen|Stirn|Grad|stillhalten|Temperatur'],
  [
    'zwei Stunden am Tag die Augenklappe tragen',
    'Sticker|Brille|Plan|Belohnung|Wecker|Augenarzt|Puzzle|Orthoptistin',
  ],
  ['das Legoauto nach Anleitung bauen', 'Heft|Bilder|Seiten|Steine|Räder|Schritt|sortieren|Teile'],
  [
    'den Wackelzahn unter das Kopfkissen legen für die Zahnfee',
    'Münze|Brief|Bett|Lücke|Geld|Döschen|schlafen|Zahndose',
  ],
  [
    'mit der Bim in den Kindergarten fahren',
    'Haltestelle|Fahrschein|Ticket|Sitzplatz|festhalten|Stange|Knopf|aussteigen',
  ],
  [
    'im Einkaufszentrum aufs Klo gehen',
    'Riegel|Tür|spülen|Klobrille|Papier|Seife|Händetrockner|abschließen',
  ],
  ['eine Tablette mit Wasser schlucken', 'Zunge|Kopf|Joghurt|Medizin|Mund|Apfelmus|trinken'],
  [
    'ist eifersüchtig auf das neue Baby',
    'kuscheln|Gefühle|reden|großer Bruder|spielen|Mama|Zeit zu zweit|Exklusivzeit',
  ],
  [
    'über unsere Katze reden die gestorben ist',
    'traurig|Foto|Erinnerungen|weinen|umarmen|Gefühle|Garten|Kiste',
  ],
  ['mit Papa die Fenster putzen', 'Kübel|Eimer|Schwamm|Abzieher|Tuch|Sprühflasche|Wasser|Glas'],
  [
    'am Abholtag die Mülltonne rausstellen',
    'Sack|Kehrichtsack|Deckel|Gehsteig|Trottoir|Müllabfuhr|Mistkübel',
  ],
  ['eine Sandburg bauen', 'Eimer|Schaufel|nass|Wasser|Graben|Muscheln|Fahne|Förmchen'],
  ['die Monate lernen', 'Januar|Februar|Dezember|Lied|Kalender|Geburtstag|Jahreszeiten|Sommer'],
  ['die Münzen unterscheiden', 'Euro|Cent|Franken|Rappen|Größe|Farbe|Sparschwein|fünfzig'],
  ['lieb zum neuen Welpen sein', 'streicheln|sanft|Ohren|Schwanz|ziehen|Leckerli|ruhig|Hund'],
  [
    'im Tiergarten bei uns bleiben',
    'Plan|Tiere|Treffpunkt|verloren|Kinderwagen|Schilder|Gehege|Eingang',
  ],
  ['Znüni selber einpacken', 'Znünibox|Apfel|Brot|Rüebli|Trinkflasche|Dose|Rucksack|Serviette'],
];
