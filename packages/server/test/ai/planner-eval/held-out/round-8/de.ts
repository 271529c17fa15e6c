import type { EvalCase } from '../../types';

/**
 * Held-out round 8, German: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing capital, words
 * of Austria and Switzerland), each with the words a relevant plan names beyond the goal's own
 * (relevance.ts), decided when the goal was written. Written on 2026-11-27 without reading the
 * planner's library or matcher, committed before any library change it may prompt, and never
 * edited: a later round adds a new directory.
 *
 * Left out before the round was committed, because the tuning set or an earlier round already
 * held them word for word (a goal tuned on is not held out), and replaced by goals of the same
 * everyday kinds in one family's own words: “sich alleine anziehen”, “Kinderzimmer aufräumen”, “den
 * Tisch decken”, “Hände waschen vorm Essen”, “nachts trocken werden”, “Schulranzen am Abend
 * packen”, “sich beruhigen wenn sie wütend ist”, “beim Einkaufen helfen”, “mit dem Hund Gassi
 * gehen”, “Mamas Handynummer auswendig lernen”, “Laterne basteln für Sankt Martin”, “Ostereier
 * färben”, “Geschenk für den Kindergeburtstag einpacken”, “Purzelbaum lernen”.
 */
export const deHeldOut: EvalCase[] = [
  [
    'zähne putzen ohne diskussion',
    'Zahnpasta|Bürste|Sanduhr|Lied|Becher|ausspucken|Waschbecken|Spiegel',
  ],
  ['dass sie allein einschläft', 'Kuscheltier|Nachtlicht|Lied|Tür|Bett|Decke|Geschichte|Ritual'],
  ['die Jacke selber anziehen', 'Ärmel|Arme|Kapuze|Reißverschluss|Boden|umdrehen|Haken|Kopf'],
  [
    'morgens schneller fertig werden',
    'Wecker|Bildkarten|Plan|anziehen|Frühstück|Zähne|Schuhe|Sanduhr',
  ],
  [
    'dass er beim Essen sitzen bleibt',
    'Stuhl|Teller|Mahlzeit|Sanduhr|erzählen|Nachtisch|Gabel|fertig',
  ],
  ['neues Gemüse probieren', 'Karotte|Brokkoli|Bissen|Teller|Gurke|Paprika|Löffel|Stück'],
  [
    'ohne Windel in die Kita',
    'Töpfchen|Klo|Toilette|Unterhose|Pipi|Wechselwäsche|Erzieherin|Bescheid',
  ],
  [
    'allein aufs Klo und sich selber abputzen',
    'Klopapier|vorne|hinten|Hände|Seife|Spülung|Hocker|Brille',
  ],
  [
    'in die Armbeuge husten und niesen',
    'Ellbogen|Taschentuch|Hände|Bazillen|waschen|Mund|Seife|Arm',
  ],
  [
    'Eingewöhnung in der Krippe',
    'Erzieherin|Kuscheltier|verabschieden|Gruppe|Foto|Ritual|winken|abholen',
  ],
  [
    'der erste Schultag',
    'Schultüte|Ranzen|Lehrerin|Klasse|Einschulung|Foto|Pausenbrot|Federmäppchen',
  ],
  [
    'seinen Namen schreiben können',
    'Buchstaben|Stift|Großbuchstaben|nachfahren|Vorlage|Papier|Linie|Tafel',
  ],
  ['bis 10 zählen', 'Finger|Ziffern|Würfel|Treppe|Abzählreim|Knöpfe|eins|Steine'],
  [
    'jeden Tag zehn Minuten lesen üben',
    'Buch|Silben|Finger|vorlesen|Lesezeichen|Sofa|Wecker|Wörter',
  ],
  [
    'ich will fahradfahren ohne stützräder',
    'Laufrad|Helm|Gleichgewicht|treten|Pedale|bremsen|Lenker|schieben',
  ],
  ['Seepferdchen schaffen', 'Schwimmbad|springen|tauchen|Ring|Becken|Bahn|Abzeichen|Schwimmlehrer'],
  [
    'mit Knete spielen ohne Sauerei',
    'Unterlage|Tisch|Dose|Förmchen|Nudelholz|Deckel|Schürze|Ausstecher',
  ],
  ['mal eine Viertelstunde allein spielen', 'Autos|Timer|Puzzle|Lego|malen|Bücher|Ecke|Sanduhr'],
  [
    'Streit mit dem Bruder selber lösen',
    'reden|zuhören|abwechseln|Kompromiss|Timer|Idee|Stopp|Gefühle',
  ],
  ['warten lernen', 'Geduld|Sanduhr|Timer|zählen|Spiel|Arzt|singen|atmen'],
  ['sich für die Geschenke bedanken', 'Brief|Karte|malen|anrufen|Oma|lächeln|Bild|Umarmung'],
  [
    'dass er im Kindergarten nicht mehr schubst',
    'Hände|sanft|Wut|Worte|Stopp|Abstand|Entschuldigung|Erzieherin',
  ],
  [
    'Schuhe und Jacke im Flur aufräumen',
    'Haken|aufhängen|Regal|Garderobe|Fach|Kleiderhaken|Bank|Paar',
  ],
  ['das Meerschweinchen füttern', 'Heu|Gurke|Karotte|Napf|Wasser|Pellets|Salat|Käfig'],
  [
    'Kresse auf der Fensterbank ziehen',
    'Samen|Watte|Wasser|Teller|sprühen|Schale|Brot|ernten|Schere',
  ],
  ['im Advent Plätzchen backen', 'Teig|Ausstecher|Nudelholz|Mehl|Blech|Ofen|Zuckerguss|Streusel'],
  [
    'Gemüse schneiden mit dem Kindermesser',
    'Brett|Gurke|Karotte|Finger|Krallengriff|schälen|Schüssel|langsam',
  ],
  [
    'die Jause für den Kindergarten selber einpacken',
    'Brot|Dose|Apfel|Trinkflasche|Rucksack|Gurke|Käse|Butter',
  ],
  ['über die Straße gehen', 'Zebrastreifen|Ampel|grün|Hand|schauen|Autos|Gehsteig|Bordstein'],
  [
    'allein in den Kindergarten laufen',
    'Trottoir|Zebrastreifen|Leuchtweste|Leuchtband|Weg|Ampel|Lotse|Freunde',
  ],
  [
    'was tun wenn er sich im Kaufhaus verläuft',
    'Verkäuferin|Kasse|stehen bleiben|Name|Telefonnummer|Armband|Polizist|Treffpunkt',
  ],
  ['U9 beim Kinderarzt', 'U-Heft|Stethoskop|Waage|messen|Ohren|Hals|Sehtest|Hörtest'],
  ['sich Blut abnehmen lassen', 'Pflaster|Arm|Piks|atmen|Hand|Sticker|Ärztin|Stauband'],
  [
    'sich nach dem Wald auf Zecken absuchen lassen',
    'Haut|Kniekehle|Ohren|Haare|Zange|Achseln|Spiegel|lange Hose',
  ],
  [
    'keine Medikamente allein nehmen',
    'Tabletten|Saft|Schrank|Süßigkeiten|fragen|Erwachsene|Arzt|giftig',
  ],
  [
    'am Badesee in der Nähe bleiben',
    'Schwimmflügel|Ufer|Erwachsene|Handtuch|Decke|Wasser|rufen|Sonnencreme',
  ],
  [
    'lange Autofahrt in den Urlaub',
    'Hörspiel|Snack|Pause|Rastplatz|Kissen|Kuscheltier|Spiele|Tablet',
  ],
  [
    'ich will skifahren lernen',
    'Skischuhe|Stöcke|Helm|Pflug|Schlepplift|Skilehrer|Handschuhe|Skibrille|Zauberteppich',
  ],
  [
    'Brief ans Christkind schreiben',
    'Wunschzettel|malen|Geschenke|Fenster|Katalog|Umschlag|Liste|Spielzeug',
  ],
  [
    'Stiefel putzen für den Nikolaus',
    'Schuhcreme|Bürste|Lappen|Tür|Mandarinen|Nüsse|Schokolade|Gedicht',
  ],
  [
    'Adventskalender jeden Tag nur ein Türchen',
    'Dezember|Zahl|Datum|warten|Schokolade|öffnen|Bruder|abwechseln',
  ],
  [
    'Faschingskostüm aussuchen',
    'Verkleidung|Schminke|Maske|Umzug|Konfetti|Krapfen|Hut|Luftschlangen',
  ],
  [
    'im Herbst Kastanien sammeln und basteln',
    'Zahnstocher|Streichhölzer|Tiere|Korb|Eicheln|bohren|Männchen|Blätter',
  ],
  ['rechts und links unterscheiden', 'Hand|Schreibhand|Armband|Uhr|Seite|Fuß|Lied|Punkt'],
  ['die Uhr lesen', 'Zeiger|Minuten|Zahlen|Stunden|Mittag|Zifferblatt|halb|Viertel'],
  ['will morgens nicht aufstehen', 'Wecker|Licht|Vorhang|kuscheln|Lied|Frühstück|früher|Bett'],
  [
    'nicht mehr im Elternbett schlafen',
    'Kuscheltier|Nachtlicht|Zimmer|Belohnung|Sticker|Matratze|Ritual|eigenes Bett',
  ],
  [
    'Socken paaren nach dem Waschen',
    'Paar|Korb|Farben|sortieren|Trockner|Schublade|zusammenlegen|Muster',
  ],
  ['Freund zum Spielen einladen', 'Zimmer|teilen|Gastgeber|Snack|aussuchen|Eltern|abholen|zeigen'],
  ['Wasser trinken statt Saft', 'Flasche|Glas|Karaffe|Zucker|Strohhalm|Zitrone|Durst|Krug'],
  [
    'reagiert nicht wenn man ihn ruft',
    'Augen|anschauen|Ohren|wiederholen|Namen|berühren|Stopp|zuhören',
  ],
  [
    'hat angst im dunkeln',
    'Nachtlicht|Taschenlampe|Licht|Kuscheltier|Monster|Tür|Zimmer|Monsterspray',
  ],
  ['Oma im Pflegeheim besuchen', 'Bild|malen|leise|vorlesen|Blumen|Hand|Lied|erzählen'],
  [
    'Kinderturnen am Montag',
    'Turnschuhe|Turnbeutel|Halle|Matte|Seil|Trinkflasche|Sprossenwand|Trainerin',
  ],
  [
    'Fernseher ausmachen ohne Theater',
    'Timer|Folge|Wecker|Fernbedienung|vorwarnen|Knopf|spielen|Sanduhr',
  ],
  [
    'im Wald spazieren gehen ohne zu jammern',
    'Rucksack|Stock|Jause|Trinkflasche|Pause|Käfer|Blätter|Weg|Schatzsuche',
  ],
  [
    'dass Lena im Kindergarten ihre Hausschuhe selber anzieht',
    'Klett|Fach|Garderobe|Strümpfe|rechts|links|Bank|Stiefel',
  ],
  [
    'Paul soll beim Müll trennen helfen',
    'Gelber Sack|Biomüll|Papier|Glas|Tonne|Restmüll|Flaschen|Joghurtbecher',
  ],
  [
    'Oskars Geburtstag im Kindergarten feiern',
    'Krone|Kuchen|Kerzen|Geburtstagsstuhl|Lied|Kreis|Geschenk|Muffins',
  ],
  [
    'Mia ist traurig weil ihre beste Freundin wegzieht',
    'Abschied|Brief|Foto|malen|telefonieren|besuchen|Geschenk|weinen',
  ],
  [
    'schlittenfahren am Hang hinterm Haus',
    'Helm|Handschuhe|Schneeanzug|bremsen|Füße|ziehen|Seil|Mütze',
  ],
  [
    'Lotta redet immer mit vollem Mund',
    'kauen|schlucken|Lippen|zuerst|warten|Bissen|Serviette|Gabel',
  ],
  [
    'Tim soll sich morgens sein Müsli selber machen',
    'Schüssel|Milch|Löffel|Haferflocken|Obst|gießen|Kühlschrank|Banane',
  ],
  ['Nele hat angst vor gewitter', 'Blitz|Donner|zählen|kuscheln|Decke|Fenster|Licht|Geräusche'],
  ['Vincent will Blockflöte lernen', 'Löcher|Finger|pusten|Noten|Töne|üben|Lied|Musikschule'],
  [
    'den Käfig vom Wellensittich Hansi sauber machen',
    'Sand|Körner|Wasser|Stange|Hirse|Schale|Federn|Napf',
  ],
  [
    'Lukas lässt sich kein Fieber messen',
    'Thermometer|Ohr|Stirn|piepen|stillhalten|Grad|Sofa|Decke',
  ],
  [
    'Ferdinand soll das Licht ausmachen wenn er aus dem Bad geht',
    'Schalter|Strom|Tür|Zimmer|Lampe|sparen|Zettel|Erinnerung',
  ],
  [
    'Mats hat jeden Montag Bauchweh vor dem Kindergarten',
    'Angst|Gefühle|reden|Erzieherin|Kuscheltier|Frühstück|Abschied|Ritual',
  ],
  [
    'mit Clara im Herbst Drachen steigen lassen',
    'Schnur|Wind|Feld|Wiese|Spule|Schwanz|laufen|festhalten',
  ],
  [
    'Marlene soll ihr Sackgeld sparen',
    'Sparschwein|Münzen|Franken|zählen|Wunsch|Portemonnaie|Liste|Kasse',
  ],
  [
    'Ausflug in den Tiergarten mit der Kita am Freitag',
    'Rucksack|Jause|Gehege|Affen|Hand|Partner|Bus|Trinkflasche',
  ],
  [
    'Linas Milchzahn wackelt aber sie traut sich nicht ihn rauszuziehen',
    'Zahnfee|Taschentuch|Apfel|Lücke|Döschen|Kissen|Blut|Zunge',
  ],
  ['Jannik soll sich selber Wasser eingießen', 'Krug|Glas|Kanne|Becher|langsam|halten|Lappen|voll'],
];
