import type { EvalCase } from '../../types';

/**
 * Held-out round 5, German: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing umlaut), each
 * with the words a relevant plan names beyond the goal's own (relevance.ts), decided when the
 * goal was written. Written on 2026-11-27 without reading the planner's library or matcher,
 * committed before any library change it may prompt, and never edited: a later round adds a new
 * directory.
 */
export const deHeldOut: EvalCase[] = [
  [
    'morgens und abends Zähne putzen ohne Meckern',
    'Zahnbürste|Zahnpasta|ausspucken|spülen|Waschbecken|zwei Minuten|Sanduhr',
  ],
  [
    'sich allein den Po abwischen',
    'Klopapier|Toilettenpapier|Spülung|Hände waschen|Seife|von vorne nach hinten',
  ],
  ['Schuhe an den richtigen Fuß ziehen', 'links|rechts|Aufkleber|Klett|Ferse|Schnalle'],
  [
    'sich alleine für den Kindergarten anziehen',
    'Unterhose|Hose|Socken|Pulli|Pullover|T-Shirt|Strumpfhose',
  ],
  ['abends die Kleidung für morgen rauslegen', 'Stuhl|Schublade|Wetter|Hose|Socken|Schrank|Pulli'],
  ['Jacke an die Garderobe hängen', 'Haken|Bügel|Kleiderbügel|Flur|Tür'],
  ['lernen mit Messer und Gabel zu essen', 'schneiden|Stücke|aufpiksen|Teller|festhalten|Fleisch'],
  [
    'am Esstisch sitzen bleiben bis alle aufgegessen haben',
    'Stuhl|Teller|warten|erzählen|Nachtisch|aufstehen|fragen',
  ],
  ['ein neues Gemüse probieren', 'Bissen|Happen|Teller|Löffel|Karotte|Brokkoli|Aufkleber|kosten'],
  ['sich selbst Wasser einschenken', 'Krug|Kanne|Glas|Becher|langsam|beide Hände|halb voll'],
  ['beim Essen immer bitte und danke sagen', 'Zauberwort|reichen|Tisch|fragen|lächeln|anschauen'],
  [
    'den Teller nach dem Essen in die Küche bringen',
    'Spüle|Spülmaschine|Reste|Mülleimer|Arbeitsplatte|tragen|Besteck',
  ],
  ['Legosteine vor dem Abendbrot wegräumen', 'Kiste|Box|Eimer|Boden|sortieren|Deckel|Regal'],
  [
    'die dreckigen Socken selbst in den Wäschekorb werfen',
    'Schlafanzug|Badezimmer|Boden|umdrehen|Waschmaschine|Unterhose',
  ],
  ['beim Wäsche aufhängen helfen', 'Klammern|Wäscheständer|Leine|ausschütteln|Socken|Korb'],
  ['die Blumen auf dem Balkon gießen', 'Gießkanne|Wasser|Erde|Blätter|Topf|Blumentopf'],
  ['jeden Morgen die Katze füttern', 'Trockenfutter|Napf|Wasser|Nassfutter|Dose|Schüssel'],
  [
    'nach dem Kindergarten mit dem Hund rausgehen',
    'Leine|Halsband|Kotbeutel|Tüte|Park|Leckerli|Ball|Gassi',
  ],
  ['den Hasenstall sauber machen', 'Stroh|Heu|Einstreu|Trinkflasche|Handschuhe|Mülltonne|Karotte'],
  ['Kresse auf der Fensterbank säen', 'Watte|Samen|Erde|gießen|Schale|Sonne|sprühen|keimen'],
  ['im Wald Kastanien und Eicheln sammeln', 'Korb|Tüte|Tannenzapfen|Blätter|Rinde|basteln|Stöcke'],
  [
    'wissen welcher Wochentag heute ist',
    'Montag|Dienstag|Sonntag|Lied|Kalender|Wochenende|gestern',
  ],
  [
    'ihren Namen ganz allein schreiben können',
    'Buchstaben|Stift|Großbuchstabe|nachspuren|Punkte|Papier|Vorlage',
  ],
  ['ohne Fehler bis zwanzig zählen', 'Finger|Treppe|Stufen|zehn|Bausteine|neunzehn|Zahlenreihe'],
  ['Papas Telefonnummer auswendig können', 'Ziffern|Lied|wiederholen|Zettel|Notfall|anrufen|Handy'],
  ['Buchstaben erkennen', 'ABC|Alphabet|Lied|Karten|Anlaut|Magnetbuchstaben|Bilderbuch'],
  ['dem kleinen Bruder ein Buch vorlesen', 'Seite|Bilder|Wörter|umblättern|Sofa|zeigen|Silben'],
  [
    'Hausaufgaben ohne Theater machen',
    'Schreibtisch|Stift|Radiergummi|Pause|Heft|Mäppchen|Timer|Ranzen',
  ],
  ['Zahlen bis 10 erkennen', 'Finger|Würfel|Karten|Punkte|zehn|Memory|Dominosteine'],
  ['mit der Schere schneiden üben', 'Papier|Linie|Daumen|öffnen|Kinderschere|Streifen'],
  [
    'eine Karte zum Muttertag basteln',
    'Papier|falten|Buntstifte|Aufkleber|Kleber|Herz|malen|Umschlag',
  ],
  [
    'mit Wasserfarben malen ohne Sauerei',
    'Pinsel|Wasserglas|Becher|Schürze|Zeitung|Malkittel|ausspülen|Lappen',
  ],
  [
    'mit Holzklötzen einen Turm so hoch wie Papa bauen',
    'unten|breit|Gleichgewicht|stapeln|vorsichtig|Fundament',
  ],
  ['eine Höhle aus Decken bauen', 'Stühle|Sofa|Kissen|Wäscheklammern|Taschenlampe|Bettlaken|Tisch'],
  ['jeden Tag zehn Minuten Klavier üben', 'Tasten|Finger|Noten|Timer|Lied|Hocker|Tonleiter'],
  ['Seilspringen im Garten üben', 'Füße|drehen|zählen|Rhythmus|Arme|Griffe|schwingen|hüpfen'],
  [
    'die Stützräder vom Fahrrad abmachen',
    'treten|Pedale|Gleichgewicht|Helm|bremsen|Bremse|Lenker|schieben',
  ],
  [
    'im Schwimmbad den Kopf unter Wasser',
    'blubbern|Blasen|Taucherbrille|Luft|Nase|Luft anhalten|tauchen|Ring',
  ],
  [
    'auf dem Rücken schwimmen lernen',
    'Arme|Stern|Bauch|Ohren|entspannen|Schwimmnudel|Beine|Seepferdchen',
  ],
  [
    'mit den Freunden Fußball spielen',
    'Tor|Pass|schießen|Mannschaft|Team|Schienbeinschoner|abgeben',
  ],
  ['auf dem Spielplatz klettern', 'Hände|Füße|festhalten|Sprossen|Leiter|Klettergerüst|vorsichtig'],
  [
    'sich beruhigen wenn sie wütend ist',
    'atmen|tief|zählen|Kuscheltier|kuscheln|Kissen|Ecke|Umarmung',
  ],
  ['die Schwester nicht mehr hauen', 'Hände|Worte|wütend|Stopp|weggehen|atmen|Entschuldigung'],
  [
    'in der Kita ohne Weinen abgeben',
    'Umarmung|Kuss|Tschüss|Erzieherin|Kuscheltier|Foto|Ritual|winken',
  ],
  ['Spielzeug mit dem Cousin teilen', 'abwechseln|Sanduhr|tauschen|zusammen|fragen|ausleihen'],
  ['Freunde auf dem Spielplatz finden', 'Hallo|Name|fragen|mitspielen|Schaukel|Rutsche|lächeln'],
  ['die Nachbarn grüßen', 'Hallo|Guten Tag|Guten Morgen|lächeln|winken|Hand geben|anschauen'],
  [
    'sich entschuldigen wenn man jemandem wehgetan hat',
    'Tut mir leid|trösten|Pflaster|Umarmung|fragen|alles gut',
  ],
  [
    'beim Auspacken der Einkäufe helfen',
    'Kühlschrank|Schrank|Tüten|Gefrierfach|Obst|Regal|Vorratsschrank',
  ],
  ['mit Oma Plätzchen backen', 'Mehl|Eier|Butter|Zucker|Teig|Ofen|Ausstecher|Förmchen|Nudelholz'],
  ['sein Pausenbrot selber schmieren', 'Butter|Messer|Käse|Brotdose|Gurke|Marmelade'],
  ['mit Papa das Auto waschen', 'Schwamm|Eimer|Seife|Schlauch|Schaum|abspülen|abtrocknen|Lappen'],
  [
    'aufstehen wenn der Wecker klingelt',
    'strecken|Rollladen|Vorhang|Licht|Toilette|Hausschuhe|anziehen',
  ],
  ['Morgenroutine ohne Streit', 'Plan|Bilder|Liste|Toilette|Zähne|anziehen|Frühstück|Schuhe'],
  [
    'das Tablet ausmachen wenn die Zeit um ist',
    'Timer|Wecker|Vorwarnung|fünf Minuten|Bildschirm|laden|Regal',
  ],
  ['weniger fernsehen', 'Fernbedienung|Folge|Bildschirm|draußen|ausschalten|Sendung'],
  ['auf dem Parkplatz an der Hand bleiben', 'Autos|schauen|nah|rückwärts|Bürgersteig|Lichter'],
  [
    'über die Straße gehen nur bei Grün',
    'Ampel|Zebrastreifen|grünes Männchen|links|rechts|Autos|Bordstein|schauen',
  ],
  [
    'wissen was tun wenn man sich im Supermarkt verliert',
    'Kasse|Verkäuferin|stehen bleiben|Name|Telefonnummer|Mitarbeiter',
  ],
  ['nicht mit Fremden mitgehen', 'schreien|weglaufen|erzählen|Codewort|Polizei|laut'],
  [
    'ohne Angst zur Kontrolle beim Zahnarzt gehen',
    'Stuhl|Spiegel|Mund|aufmachen|Licht|Zähne|mutig|zählen',
  ],
  [
    'Hustensaft ohne Theater nehmen',
    'Löffel|Spritze|Aufkleber|Geschmack|schlucken|Dosierung|Medizin',
  ],
  ['sich mit Sonnencreme eincremen', 'Hut|Mütze|Gesicht|Nase|Arme|Schatten|verreiben|Sonnenhut'],
  [
    'nachts ohne Windel schlafen',
    'Toilette|Töpfchen|Pipi|vor dem Schlafen|Laken|Matratze|Unterlage|trocken',
  ],
  [
    'alleine einschlafen ohne Mama',
    'Kuscheltier|Nachtlicht|Geschichte|Schlaflied|Tür|Licht|Decke|kuscheln',
  ],
  [
    'ein Geschenk für den Freund einpacken',
    'Papier|Geschenkpapier|Tesa|Klebeband|Schere|falten|Schleife|Karte',
  ],
  ['den Weihnachtsbaum schmücken', 'Kugeln|Lametta|Lichterkette|Stern|Haken|Engel|Strohsterne'],
  [
    'die Tasche fürs Freibad packen',
    'Handtuch|Badeanzug|Badehose|Sonnencreme|Schwimmflügel|Brille|Snack',
  ],
  [
    'auf der langen Autofahrt geduldig sein',
    'Spiele|Ich sehe was|Lieder|Hörspiel|Buch|Snacks|Pause|Kindersitz',
  ],
  ['auf dem Markt das Obst aussuchen', 'Äpfel|Bananen|Tüte|Korb|Waage|reif|bezahlen|wiegen'],
];
