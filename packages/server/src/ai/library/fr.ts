/**
 * Familles d'objectifs en français, écrites comme un parent les dirait à la maison (pas une
 * traduction de l'anglais). Mêmes identifiants que en.ts ; format décrit dans types.ts.
 */
import type { FamilyId } from './en';
import { family, type LanguagePack } from './types';

const families: Record<FamilyId, ReturnType<typeof family>> = {
  // ── Hygiène et soins ──
  'brush-teeth': family(
    'dents|dent|brosse a dents|dentifrice|brosser les dents|me brosser les dents|laver les dents|se laver les dents|se brosser les dents|fil dentaire|passer le fil dentaire|brossette|deux minutes de brossage|brosser deux minutes',
    'Mets du dentifrice sur la brosse|Brosse les dents du haut|Brosse les dents du bas|+Brosse deux minutes avec une chanson|Crache et rince ta brosse|+Range ta brosse dans son verre',
  ),
  'wash-hands': family(
    'laver les mains|me laver les mains|mains propres|savon',
    'Mouille tes mains au lavabo|Frotte-les avec du savon|+Frotte entre les doigts et les ongles|+Chante joyeux anniversaire en frottant|Rince toute la mousse|Sèche-toi avec la serviette',
  ),
  'wash-face': family(
    'laver visage|laver le visage|visage|gant de toilette|toilette du visage|debarbouiller',
    'Mouille ton gant au lavabo|Frotte ton front et tes joues|+Passe autour du nez et du menton|Rince-toi le visage à l’eau|Sèche-toi avec la serviette|+Étends ton gant pour qu’il sèche',
  ),
  'bath-time': family(
    'bain|prendre un bain|baignoire|douche|prendre une douche|me laver|derriere les oreilles|laver les oreilles|se laver les oreilles|se laver les pieds|entre les orteils|laver le cou|se savonner|eponge|gant de toilette',
    'Prépare ta serviette avec un adulte|Entre dans le bain avec maman|+Lave tes bras, tes jambes, ton ventre|+Lave derrière tes oreilles|Rince le savon|Sèche-toi avec la serviette',
  ),
  'wash-hair': family(
    'laver les cheveux|me laver les cheveux|shampoing|shampooing',
    'Penche la tête avec un adulte|Un adulte mouille tes cheveux|Frotte le shampoing avec tes doigts|+Cache tes yeux avec un gant|Un adulte rince la mousse|+Sèche tes cheveux avec la serviette',
  ),
  'brush-hair': family(
    'coiffer|me coiffer|brosser les cheveux|peigne|queue de cheval|tresse|natte',
    'Prends ta brosse ou ton peigne|Mets-toi devant le miroir|Brosse de haut en bas|+Tiens les nœuds et brosse doucement|Brosse aussi derrière|+Mets un élastique ou une barrette',
  ),
  'blow-nose': family(
    'moucher|me moucher|mouchoir|nez qui coule|nez',
    'Prends un mouchoir dans la boîte|Pose-le sur ton nez|Souffle doucement, un côté puis l’autre|+Essuie bien ton nez|Jette le mouchoir à la poubelle|+Lave-toi les mains après',
  ),
  'use-toilet': family(
    'pot|toilettes|pipi|caca|propre|couche|aller aux toilettes|pipi au lit|couches|sans couche|tirer la chasse|chasse d eau|nuits seches|nuit seche|pipi la nuit|accident|accidents|se retenir|fesses|s essuyer les fesses|essuyer les fesses|s essuyer tout seul|s essuyer seul|fait pipi au lit|faire pipi au lit|mouiller le lit|mouille son lit|enuresie|propre la nuit|etre propre la nuit|sans couche la nuit|enlever la couche de nuit|alese|s essuyer le derriere|s essuyer les fesses seul|papier toilette|pipi au lit a|fait encore pipi|encore pipi au lit|fait pipi dans son lit|pipi dans le lit|proprete|la proprete|apprendre la proprete|apprentissage de la proprete|acquisition de la proprete|devenir propre|etre propre|propre le jour|plus de couches|enlever les couches|arreter les couches|passer au pot|sur le pot|culotte|reducteur de toilettes',
    'Va quand ton corps prévient|Baisse ton pantalon|Assieds-toi sur le pot|+Essuie-toi de l’avant vers l’arrière|Tire la chasse, remonte ton pantalon|+Lave-toi les mains au savon|+Fais pipi aux toilettes avant la nuit',
  ),
  'sun-cream': family(
    'chapeau|au soleil|creme solaire|chapeau de soleil|casquette|coup de soleil|creme pour l eczema|eczema|creme hydratante|mettre de la creme|se gratter|peau seche',
    'Crème solaire dans ta main|Étale-la sur ton visage|Étale-la sur bras et jambes|+Demande à un adulte pour ton dos|Mets ta casquette|+Bois de l’eau à l’ombre',
  ),
  'take-medicine': family(
    'medicament|sirop|vitamines|prendre mon medicament',
    'Un adulte apporte le médicament|Assieds-toi près de l’adulte|Prends-le sur la cuillère de l’adulte|+Demande à l’adulte à quoi il sert|Bois un peu d’eau après|+Coche le tableau avec l’adulte',
  ),
  'take-temperature': family(
    'thermometre|temperature|prendre la temperature|prendre sa temperature|fievre|mesurer la fievre',
    'Un adulte prend le thermomètre|Assieds-toi immobile sur ses genoux|Garde-le sous l’aisselle|Attends le bip|+Ou laisse l’adulte le mettre dans l’oreille|+Regarde l’adulte lire les degrés|+Repose-toi et bois si tu as de la fièvre',
  ),
  inhaler: family(
    'ventoline|inhalateur|chambre d inhalation|asthme|babyhaler|aerosol|aerosols|nebuliseur|pompe',
    'Un adulte secoue l’inhalateur|Mets bien le masque avec l’adulte|L’adulte appuie une fois|Respire lentement cinq fois|+Compte les respirations sur tes doigts|+Rince-toi la bouche avec l’adulte|+Coche le tableau de l’asthme ensemble',
  ),
  'swallow-tablet': family(
    'comprime|comprimes|cachet|pilule|gelule|~avaler|avaler un comprime|avaler un cachet|recracher le medicament|recrache le medicament|recrache le sirop|recracher le sirop|recrache son sirop',
    'Un adulte te donne le comprimé|Bois une petite gorgée d’eau avant|Pose-le sur ta langue|Bois-le avec l’eau|+Demande à l’adulte s’il peut aller dans la compote|+Bois le reste de l’eau|+Coche le tableau avec l’adulte',
  ),
  'eye-drops': family(
    'gouttes dans les yeux|gouttes pour les yeux|gouttes yeux|collyre|pommade pour les yeux|gouttes dans les oreilles|gouttes pour les oreilles|gouttes oreilles|gouttes dans le nez|otite|gouttes auriculaires|serum physiologique',
    'Allonge-toi sur un coussin|Regarde en haut, le plafond|Un adulte met une goutte|Ferme les yeux et cligne|+Essuie ta joue avec un mouchoir|+Serre ton doudou en attendant|+Coche le tableau avec l’adulte',
  ),
  flight: family(
    'avion|aeroport|dans l avion|en avion|prendre l avion|bagage a main|bagage cabine|decollage|en avion|vol',
    'Mets casque, livre et goûter|Montre ton passeport au comptoir|Attache bien ta ceinture|Reste assis à ta place|+Tire ta petite valise toi-même|+Bâille ou bois si tes oreilles bouchent|+Regarde les nuages par le hublot',
  ),
  'nit-comb': family(
    'poux|lentes|peigne anti poux|peigne a poux|pou|anti poux|peigne a lentes',
    'Assieds-toi sur une serviette|Un adulte met de l’après-shampoing|Reste immobile pendant le peigne|Essuie le peigne sur un mouchoir|+Peigne une petite mèche à la fois|+Choisis un film pour après|+Lave la serviette avec l’adulte',
  ),
  'no-biting': family(
    '~mordre|~mord|mord copains|mord amis|mord les autres|mordre copains|mordu|morsure|morsures|mordre les autres|arreter de mordre|ne plus mordre|mordille',
    'Mâchouille ton anneau de dentition|Dis : « Je suis fâché »|Mains douces, dents douces|Éloigne-toi et va voir un adulte|+Demande pardon et regarde s’il va bien|+Apprends des mots pour dire « aïe »|+Un autocollant pour une journée douce',
  ),
  'dog-bath': family(
    'donner un bain au chien|laver le chien|bain du chien|baigner le chien|shampoing pour chien|bain au chien|laver le chiot',
    '+Enlève le collier avec l’adulte|Un adulte remplit un seau tiède|Mouille le chien avec l’adulte|Frotte le shampoing doucement|Rince-le avec l’adulte|+Recule quand il se secoue|+Sèche-le avec une vieille serviette',
  ),
  'pet-died': family(
    'mort|morte|est mort|est morte|deces|deuil|decede|decedee|mourir|chat qui est mort|chien qui est mort|lapin qui est mort|hamster qui est mort|poisson qui est mort|mort de son chat|mort de son chien|mort de son lapin|dire au revoir a son chat|dire au revoir a son chien|enterrer le hamster|mort du poisson rouge',
    'Dis que tu es triste|Regarde des photos de ton animal|Pleure et fais un câlin|Raconte un joli souvenir|+Dessine-le pour une boîte à souvenirs|+Plante une fleur au jardin avec un adulte|+Lis une histoire pour dire au revoir',
  ),
  'months-of-year': family(
    'mois de l annee|mois dans l ordre|quel mois|douze mois|12 mois|noms des mois|chanson des mois',
    'Chante une chanson des mois|Commence par janvier|Trouve le mois de ton anniversaire|Montre-les sur le calendrier|+Associe chaque mois à une saison|+Dis quel mois vient après|+Barre un jour chaque matin',
  ),
  'emergency-call': family(
    '112|911|144|urgences|numero d urgence|appeler les urgences|ambulance|samu|appeler le samu|appeler les secours|secours|appeler les pompiers|appeler le 15|appeler le 18|appeler le 112|appeler le 144|en cas de pepin|en cas de probleme|en cas d urgence|appeler au secours|telephoner aux secours',
    'Entraîne-toi avec un portable jouet|Demande une ambulance ou la police|Dis ton nom lentement|Appelle si quelqu’un est très blessé|+Ne raccroche pas avant l’arrivée des secours|+Sache où l’adulte range son portable|+Jouez à faire semblant avec un adulte',
  ),
  cinema: family(
    'cinema|au cinema|aller au cinema|salle de cinema|cine',
    'Passe aux toilettes avant|Montre ton billet à l’entrée|Trouve ton siège dans le noir|Chuchote pendant le film|+Partage le pop-corn avec un adulte|+Donne la main si c’est trop fort|+Applaudis à la fin',
  ),
  'dog-poo': family(
    'crottes du chien|crotte de chien|crottes de chien|ramasser les crottes|sac a crottes|crottes|ramasser la crotte|crotte',
    'Prends des sachets pour la promenade|Mets ta main dans le sachet|Ramasse la crotte avec l’adulte|Fais un nœud, trouve une poubelle|+Lave-toi les mains à la maison|+Ne la touche jamais sans sachet|+Félicite le chien d’avoir attendu',
  ),
  'nail-cutting': family(
    'couper les ongles|ongles|limer ses ongles|limer les ongles|coupe ongles|lime a ongles|couper ses ongles|ongles des pieds',
    'Choisis une histoire à écouter|Assieds-toi sur les genoux de l’adulte|Reste immobile, l’adulte coupe|Un doigt à la fois|+Chante une chanson par main|+L’adulte lime les bords avec la lime|+Un autocollant après les dix',
  ),
  'wake-clock': family(
    'nous reveille|nous reveiller|reveille trop tot|trop tot|5h du matin|6h du matin|lever a 5h|lever a 6h|5h|6h|reveil enfant|veilleuse reveil|tot le matin',
    'Regarde d’abord la lumière du réveil|Lumière verte : tu peux te lever|Regarde des livres au lit|Câline ton doudou et chuchote|+Allume la petite lampe sans bruit|+Viens seulement quand c’est vert|+Un autocollant pour être resté au lit',
  ),
  'car-sick': family(
    'mal au coeur en voiture|mal des transports|mal au coeur|malade en voiture|nausee en voiture|vomir en voiture|mal au coeur en auto',
    'Assieds-toi où tu vois dehors|Regarde loin, l’horizon|Grignote un biscuit tout simple|Dis-le si ton ventre fait bizarre|+Un adulte ouvre un peu la fenêtre|+Demande des pauses sur les longs trajets|+Garde un sac tout près',
  ),
  'phone-free-meals': family(
    'gsm a table|telephone a table|portable a table|pas de portable|pas d ecran a table|ecrans a table|portables a table|sans telephone a table|gsm table',
    'Mets les portables dans un panier|Mets-les en silencieux|Laisse le panier à la cuisine|Raconte ta journée|+Pose une question à chacun|+On les reprend après le dessert|+Recharge-les ensemble le soir',
  ),
  wedding: family(
    'mariage|au mariage|bapteme|ceremonie|communion',
    'Prends un livre et des autocollants|Assieds-toi près d’un adulte|Chuchote si tu as besoin|Applaudis les mariés|+Prends un goûter pendant les discours|+Danse à la fête après|+Fais coucou à la mariée',
  ),
  'healthy-sleep': family(
    'dormir|m endormir|faire ses nuits|rester au lit|sieste|fatigue|s endormir|endormir|s endormir seul|s endormir seule|s endormir sans|faire la sieste|la sieste|sieste a la creche|dormir a la creche|sieste a l ecole|sieste sans histoire|sieste sans pleurer|refuse la sieste',
    'Allonge-toi avec ton doudou|Ferme les yeux|Respire lentement|+Pense à un joli endroit|Reste au lit jusqu’au matin|+Regarde la veilleuse-réveil avant de te lever',
  ),
  // ── S'habiller et chaussures ──
  'tie-shoes': family(
    'lacets|lacer|faire mes lacets|nouer mes lacets|noeud|boucle|attacher mes chaussures',
    'Croise les deux lacets|Passe-en un dessous et tire|Fais une boucle comme une oreille|+Enroule l’autre lacet autour|Passe-le dans le trou et tire|+Entraîne-toi sur une chaussure posée',
  ),
  'shoes-on': family(
    '~chaussures|mettre mes chaussures|espadrilles|souliers|mettre ses espadrilles|mettre ses souliers|scratch|bottes|baskets|sandales|chaussons|pantoufles|mettre ses pantoufles|chaussons|pantoufles tout seul|bon pied|mauvais pied|chaque chaussure|chaussures a l envers|bons pieds',
    'Assieds-toi par terre|Trouve la chaussure gauche et droite|Glisse le pied, talon en dernier|+Utilise le chausse-pied si ça serre|Ferme bien les scratchs|+Range tes chaussons à leur place',
  ),
  'socks-on': family(
    'mettre chaussettes|mettre mes chaussettes|~chaussette|collant',
    'Assieds-toi par terre|Fronce la chaussette jusqu’au bout|Glisse tes orteils dedans|Tire-la par-dessus le talon|+Remonte-la sur la jambe|+Vérifie que le talon est derrière|+Fais pareil avec l’autre pied',
  ),
  'get-dressed': family(
    'habiller|m habiller|vetements|mettre mes habits|habits|chaussettes|uniforme|pantalon|s habiller|s habille|habille toi|s habiller seul|tout seul habiller|mettre ses vetements|tablier|blouse|mettre son tablier|sarrau|salopette|mettre sa salopette|combinaison|robe de princesse|s habiller en princesse|deguisement a l ecole|choisir ses habits|choisir ses vetements|choisir sa tenue|sa tenue|tenue|mettre un pull|mettre ses collants|collants|pull|sweat|gilet|t-shirt|tee-shirt|mettre son pull|mettre son gilet|mettre son t-shirt|pull dans le bon sens|pull a l envers|habits a l envers|vetements a l envers|mettre a l endroit|mettre dans le bon sens|t-shirt a l envers|devant et derriere',
    'Pose tes habits sur le lit|Mets culotte et chaussettes|Mets ton pantalon|+Ferme boutons et fermetures|Enfile ton haut par la tête|+Range ton pyjama sous l’oreiller',
  ),
  'buttons-zips': family(
    'boutons|bouton|boutonner|fermeture eclair|zip|pressions',
    'Tiens le bouton à deux doigts|Trouve la boutonnière à côté|Pousse le bouton dedans|+Commence par le bouton du bas|Accroche les deux bouts du zip|+Monte le zip doucement jusqu’au menton',
  ),
  'coat-on': family(
    'manteau|veste|blouson|mettre mon manteau|accrocher mon manteau',
    'Pose ton manteau par terre|Mets-toi du côté de la capuche|Glisse les bras dans les manches|+Fais passer le manteau par-dessus ta tête|Ferme-le jusqu’au menton|+Accroche-le à ton crochet en rentrant',
  ),
  'winter-clothes': family(
    'bonnet|gants|echarpe|moufles|combinaison de ski|hiver|il fait froid|tuque|mitaines|habit de neige|cache cou|moufles|bottes d hiver|mettre sa tuque|mettre ses mitaines|cagoule|mettre son habit de neige|habit de neige et bottes|salopette de ski',
    'Mets ton bonnet bien chaud|Enroule ton écharpe|Glisse tes doigts dans les gants|+Mets les gants en dernier, après le manteau|Enfile tes bottes|+Regarde la météo avec un adulte',
  ),
  'pyjamas-on': family(
    'pyjama|mettre mon pyjama|chemise de nuit',
    'Enlève tes habits du jour|Mets-les dans le panier à linge|Enfile le bas du pyjama|+L’étiquette se met derrière|Enfile le haut du pyjama|+Prépare tes habits de demain',
  ),
  'fold-clothes': family(
    'plier|plier le linge|ranger mes habits|tiroirs|armoire|linge propre|plier ses habits|plier vetements|plier ses vetements|plier les serviettes|plier le linge',
    'Pose le t-shirt bien à plat|Replie les manches|Plie-le en deux|+Fais une pile par tiroir|Range-le dans ton tiroir|+Suspends robes et chemises',
  ),
  // ── Repas ──
  'eat-breakfast': family(
    'petit dejeuner|cereales|tartine|porridge|bouillie|dejeuner|dejeuner le matin|dejeuner du matin|tartines|petit dejeuner au lit|preparer le petit dejeuner|petit dejeuner pour maman|petit dejeuner pour papa|apporter le petit dejeuner',
    'Assieds-toi à table|Verse des céréales dans ton bol|Ajoute le lait avec un adulte|+Mange aussi un fruit|Mange avec ta cuillère|+Pose ton bol près de l’évier|+Mets tartine et jus sur un plateau',
  ),
  'try-new-food': family(
    'gouter un nouvel aliment|gouter|nouvel aliment|difficile a table|nouveau plat|bouchees|trois bouchees|petites bouchees|mange que|ne mange que|mange seulement|difficile pour manger|refuse de manger|ne veut rien manger|mange rien|mange peu|picorer|chipoter|chipote|neophobie|manger de tout|mange de tout',
    'Mets le nouvel aliment dans l’assiette|Sens-le|Un petit bout à la cuillère|+Dis s’il est sucré, salé ou croquant|Pouce en haut ou en bas|+Goûte-le encore un autre jour',
  ),
  'eat-vegetables': family(
    'ce qui est vert|tout ce qui est vert|refuse les legumes|refuse de manger des legumes|rien de vert dans|aime pas les legumes|mange pas de legumes|trie son assiette|legumes|legume|brocolis|carottes|petits pois|fruits|manger sain|manger equilibre|manger de vert|rien de vert|manger vert|legumes verts|haricots verts|haricots|epinards|courgettes|poireaux|chou fleur|manger des legumes|gouter les legumes|soupe de legumes',
    'Choisis un légume pour aujourd’hui|Mets-en dans ton assiette|Prends trois petites bouchées|+Compte les couleurs dans ton assiette|Finis d’abord tes légumes|+Aide à choisir les légumes au marché',
  ),
  'drink-water': family(
    'boire de l eau|gourde|boire plus|j ai soif|verre d eau',
    'Remplis ta gourde|Pose-la où tu la vois|Bois après avoir joué|+Bois un verre à chaque repas|Remplis-la quand elle est vide|+Une gommette par gourde bue',
  ),
  'pour-drink': family(
    'verser|me servir|servir a boire|carafe|pichet|se servir|se servir de l eau|servir de l eau|sans renverser|sans en renverser|se servir a boire|boire au verre|boire dans un verre|verre sans renverser|boire sans renverser|gobelet|verre ouvert|boire dans une tasse|tasse ouverte|boire a la tasse|renverser lait|renverser verre|renverser son eau|ne plus renverser|se verser a boire',
    'Pose ton verre sur la table|Tiens la carafe à deux mains|Verse doucement dans le verre|Arrête-toi à la moitié|+Bois en tenant le verre à deux mains|+Essuie ce qui a coulé avec une éponge|+Range la carafe au frigo',
  ),
  'use-cutlery': family(
    'fourchette|cuillere|couverts|manger seul|manger tout seul|couteau|couper sa viande|couper la viande|couper sa nourriture|couper ses aliments|couper son steak|se servir d un couteau|utiliser un couteau|tenir son couteau|couteau et fourchette|tenir sa fourchette|manger proprement|manger avec des couverts',
    'Tiens la fourchette dans ta main|Pique un morceau|Porte-le à ta bouche|+Mange la soupe doucement à la cuillère|Mâche, puis pique le suivant|+Coupe les aliments mous avec un adulte',
  ),
  chopsticks: family(
    'baguettes|manger avec des baguettes',
    'Garde la baguette du bas immobile|Celle du haut, comme un crayon|Bouge seulement celle du haut|Pince un petit morceau|+Entraîne-toi avec des pompons|+Essaie des baguettes d’apprentissage',
  ),
  'set-table': family(
    'mettre la table|mettre le couvert|assiettes|serviettes|sets de table',
    'Compte combien vous êtes|Pose une assiette à chaque place|Une fourchette près de chaque assiette|+Plie une serviette pour chacun|Pose un verre à chaque place|+Mets la carafe d’eau au milieu',
  ),
  'clear-table': family(
    'debarrasser|debarrasser la table|apres le repas|ramener mon assiette|debarrasser assiette|debarrasser son assiette|ramener assiette|porter assiette|assiette evier|evier|assiette a la cuisine|debarrasser la table|ranger son assiette',
    'Vide ton assiette à la poubelle|Porte ton assiette à la cuisine|Porte aussi ton verre|+Prends les couverts dans une main|Essuie ta place avec l’éponge|+Range ta chaise',
  ),
  'healthy-snack': family(
    'gouter|collation|en cas|gouter sain|preparer gouter|preparer son gouter|quatre heures|dix heures|collation|dix heures|les quatre heures|bonbons|sucreries|friandises|chocolat|avant le gouter|heure du gouter|grignote|grignoter|grignotage|entre les repas|reclame des gateaux|reclame a manger|gouter sain|un fruit au gouter|moins de gateaux|pas de gateaux|a faim avant',
    'Lave-toi les mains|Choisis un fruit ou une compote|Pose-le dans une assiette|+Ajoute du fromage ou des crackers|Assieds-toi à table pour manger|+Jette les emballages',
  ),
  'peel-fruit': family(
    'eplucher|eplucher une banane|eplucher une clementine|clementine|mandarine|~banane|eplucher les patates|eplucher les pommes de terre|eplucher les carottes|eplucher les legumes|econome|peler|peler les legumes',
    'Tiens le fruit dans une main|Casse le bout de la queue|Tire la peau en bandes|Mets la peau à la poubelle|+Pour une clémentine, enfonce le pouce|+Enlève les petits fils blancs',
  ),
  'pack-lunch': family(
    'boite a gouter|lunch box|boite a repas|pique nique pour l ecole|repas pour l ecole|boite a lunch|lunch|diner pour l ecole|boite a tartines|tartines pour l ecole',
    'Ouvre ta boîte à repas|Mets un sandwich|Ajoute un fruit et une boisson|+Ajoute une petite douceur|Ferme bien le couvercle|+Mets-la au frigo jusqu’à demain',
  ),
  'table-manners': family(
    'politesse a table|bien se tenir a table|rester assis a table|manger proprement|bouche fermee|bouche pleine|parler la bouche pleine|rester assis|rester a table|jusqu a la fin du repas|quitter la table|attendre que tout le monde ait fini|assis a table|coudes sur la table|jouer avec la nourriture|jouer avec sa nourriture|jeter la nourriture|nourriture par terre|cracher|manger sans ecran|sans ecran a table|sans tablette a table|manger sans la tablette|sans en mettre partout|sans se salir|sans renverser|manger proprement|restaurant|au restaurant|sage au restaurant|poli a table|etre poli|poli|sage a table|finir son assiette|finir le souper|finir le repas|cantine|manger a la cantine|refectoire|manger lentement|manger plus lentement|moins vite|bien macher|macher|recracher|recrache|recracher ce qu|recrache sa nourriture|recrache ce qu|resto|au resto|tranquille au resto|sage au resto|se tenir tranquille au restaurant|se tienne tranquille',
    'Reste assis sur ta chaise|Attends que tous soient servis|Mâche doucement, la bouche fermée|+Prends de petites bouchées à la fourchette|+Dis s’il te plaît pour demander|Dis merci pour le repas|+Demande pour quitter la table',
  ),
  // ── Tâches et rangement ──
  'tidy-room': family(
    'ranger ma chambre|ranger la chambre|nettoyer ma chambre|ranger|desordre|bazar|chambre|ranger sa chambre|faire le menage de sa chambre|chambre propre|faire sa chambre',
    'Ramasse tout ce qui traîne|Range les jouets dans leurs boîtes|Linge sale dans le panier|+Remets les livres sur l’étagère|Jette les papiers à la poubelle|+Regarde sous le lit',
  ),
  'tidy-toys': family(
    'ranger les jouets|ranger mes jouets|jouets|coffre a jouets|salle de jeux|playmobil|playmobils|ranger les playmobils|legos|ranger les legos|ranger les lego',
    'Chante la chanson du rangement|Mets les voitures dans leur bac|Assieds les peluches sur l’étagère|+Trie les cubes par couleur|Ferme les couvercles des boîtes|+Vérifie que le sol est dégagé',
  ),
  'make-bed': family(
    'faire mon lit|faire le lit|lit|couette|oreiller|draps',
    'Tire la couette jusqu’en haut|Lisse-la avec tes mains|Pose l’oreiller en haut|+Borde les coins|Assieds les peluches sur l’oreiller|+Plie ton pyjama sous l’oreiller',
  ),
  'dirty-laundry': family(
    'linge|etendre|etendoir|linge sale|panier a linge|machine a laver|lessive|laver le linge|trier le linge|chaussettes sales|habits sales|vetements sales|panier a linge sale|dans le panier a linge',
    'Ramasse tes habits sales|Remets les chaussettes à l’endroit|Mets-les dans le panier|+Trie blanc et couleurs avec un adulte|Porte le panier à la machine|+Aide un adulte à remplir la machine',
  ),
  'match-socks': family(
    'chaussettes par paires|assortir les chaussettes|trier les chaussettes|paires|assortir les chaussettes|trier les chaussettes|faire les paires|paires de chaussettes|chaussettes par paires|ranger les chaussettes',
    'Vide les chaussettes propres|Trouve deux pareilles|Roule-les ensemble|+Fais une pile par personne|Range les paires dans le tiroir|+Garde les orphelines dans une boîte',
  ),
  'tidy-books': family(
    'bibliotheque de la chambre|etagere a livres|ranger les livres|trier les livres',
    'Ramasse les livres par terre|Mets-les debout sur l’étagère|Les grands au bout|+Trie-les par taille ou couleur|Livres de bibliothèque dans leur sac|+Donne ceux que tu ne lis plus',
  ),
  'tidy-desk': family(
    'bureau|trousse|ranger mon bureau|coin bricolage|crayons|feutres',
    'Mets les crayons dans le pot|Rebouche les feutres|Empile les feuilles|+Jette les craies cassées|Essuie le bureau avec un chiffon|+Taille les crayons avec un adulte',
  ),
  dusting: family(
    'poussiere|faire la poussiere|chiffon a poussiere|plumeau|laver les vitres|nettoyer les vitres|vitres|fenetres',
    'Prends un chiffon doux|Enlève les objets de l’étagère|Essuie l’étagère de gauche à droite|+Essuie aussi les objets|Remets tout bien en place|+Secoue le chiffon dehors',
  ),
  'sweep-floor': family(
    'balayer|balai|pelle et balayette|miettes|balayer le sol|passer la serpilliere|serpilliere|torchon|passer la panosse|panosse|passer le balai|balai dans la cuisine|aider a balayer',
    'Tiens le balai à deux mains|Balaie les miettes en tas|Tiens la pelle bien à plat|+Balaie des coins vers le milieu|Pousse le tas dans la pelle|+Vide-la et range le balai',
  ),
  vacuum: family(
    'aspirateur|passer l aspirateur|aspirer|aider a passer l aspirateur|passer l aspi|l aspi|aspirateur balai|passer la balayeuse|balayeuse',
    'Ramasse les petits jouets par terre|Un adulte branche l’aspirateur|Passe-le sur le tapis avec l’adulte|+Fais les coins avec l’adulte|Éteins-le avec l’adulte|+Range le fil avec un adulte',
  ),
  'wipe-table': family(
    'essuyer la table|nettoyer la table|eponge|tache|renverse|chiffon',
    'Prends une éponge humide|Pousse les miettes au bord|Attrape-les dans ta main|+Frotte deux fois ce qui colle|Rince l’éponge à l’évier|+Sèche la table avec un torchon',
  ),
  'wash-dishes': family(
    'vaisselle|faire la vaisselle|laver la vaisselle|plonge|essuyer la vaisselle|laver les plats|faire la plonge|vaisselle a la main',
    'Monte sur le marchepied avec papa|Un adulte remplit l’évier|Lave les verres avec l’éponge|+Laisse les couteaux à l’adulte|Pose-les sur l’égouttoir|+Essuie les assiettes en plastique',
  ),
  'empty-dishwasher': family(
    'lave vaisselle|vider le lave vaisselle|ranger la vaisselle|vider lave vaisselle|remplir le lave vaisselle|sortir la vaisselle',
    'Un adulte l’ouvre d’abord|Range les couverts dans le tiroir|Empile les assiettes sur le plan|Range les verres au placard|+Laisse les couteaux à l’adulte|+Repousse les paniers vides',
  ),
  'take-out-rubbish': family(
    'poubelle|poubelles|sortir la poubelle|dechets|recyclage|recycler|tri selectif|poubelle|vider la poubelle|recyclage|recycler|bac de recyclage|sac poubelle|les ordures|vidanges|ramasser les dechets|ramasser les papiers|ne pas jeter par terre',
    'Ramasse les petites poubelles|Vide-les dans le grand sac|Bouteilles dans le bac jaune|+Rince les pots de yaourt avant|Sors le sac avec un adulte|+Remets un sac neuf dans chaque poubelle',
  ),
  // ── Animaux ──
  'feed-dog': family(
    'chien|chiot|nourrir le chien|croquettes du chien|gamelle du chien',
    'Lave la gamelle de ton chien|Verse ses croquettes|Remplis la gamelle d’eau|+Demande-lui de s’asseoir et d’attendre|Pose les gamelles doucement|+Lave-toi les mains après',
  ),
  'walk-dog': family(
    'promener le chien|sortir le chien|laisse|balade du chien|sortir le chien|promener le toutou|balade avec le chien|tour du pate de maisons|tour du quartier|balader le chien|promenade du chien|promener la chienne|sortir la chienne|promenade avec le chien',
    'Un adulte met la laisse|Tiens la laisse avec l’adulte|Arrête-toi aux rues avec l’adulte|+Prends un sac pour les crottes|Laisse ton chien renifler|+Donne-lui à boire au retour',
  ),
  'feed-cat': family(
    'chat|chaton|nourrir le chat|croquettes du chat|litiere',
    'Appelle ton chat doucement|Mets des croquettes dans sa gamelle|Remplis sa gamelle d’eau|+Vérifie la litière avec un adulte|Laisse-le manger tranquille|+Lave-toi les mains après',
  ),
  'feed-fish': family(
    'poisson|poissons|poisson rouge|aquarium|nourrir les poissons',
    'Trouve la boîte de nourriture|Prends une toute petite pincée|Saupoudre-la sur l’aquarium|+Compte les poissons qui mangent|Referme la boîte|+Aide un adulte à nettoyer l’aquarium',
  ),
  'small-pet': family(
    'hamster|lapin|cochon d inde|cage|clapier|tortue|perruche|animal de compagnie|nettoyer la cage|cage propre|changer la litiere|litiere|copeaux|poules|poule|poussins|poulailler|tortues|s occuper de la tortue|s occuper du lapin|s occuper du hamster|terrarium|gerbille|furet|octodon|rat|souris',
    'Dis bonjour tout doucement|Remplis la mangeoire|Remplis le biberon d’eau|+Mets du foin frais avec un adulte|Caresse-le doucement|+Lave-toi les mains après|+Nettoie la cage ou le terrarium avec un adulte',
  ),
  'gentle-with-pets': family(
    'caresser|etre doux avec|jouer avec le chat|jouer avec le chien|porter le chaton|porter le chat|chaton doucement|chat doucement|prendre le chat|tenir le chaton',
    'Reste calme, laisse-le venir|Tends la main pour qu’il sente|Caresse doucement son poil|+Regarde ses oreilles et sa queue : stop s’il en a assez|Arrête s’il s’en va|+Brosse-le avec un adulte',
  ),
  'brush-pet': family(
    'brosser le chien|brosser le chat|brosser chien|brosser chat|toiletter|peigner le chien|laver le chien|bain au chien|donner un bain au chien|shampoing du chien',
    'Laisse-le sentir la brosse|Brosse doucement vers la queue|Arrête s’il s’en va|Donne-lui une petite friandise|+Démêle les nœuds tout doucement|+Enlève les poils morts de la brosse',
  ),
  'fear-dogs': family(
    'peur des chiens|peur chien|peur du chien',
    'Reste immobile comme un arbre|Les bras le long du corps|Demande au maître avant de caresser|Laisse-le sentir ta main fermée|+Caresse le dos, pas la tête|+Lis un livre sur les chiens avec papa',
  ),
  // ── Plantes et jardin ──
  'water-plants': family(
    'arroser|arroser les plantes|arroser les fleurs|arrosoir|plante verte',
    'Remplis l’arrosoir à moitié|Touche la terre avec ton doigt|Arrose les plantes à terre sèche|+Verse doucement au pied, pas sur les feuilles|Vide la soucoupe si elle déborde|+Coche chaque plante sur ton tableau',
  ),
  'plant-seeds': family(
    'planter|semer|graines|graine|tournesol|faire pousser|pousser|haricots|tomates|planter des tomates|arbre|faire pousser|cresson|graines|planter des graines|semer|semis|rebord de la fenetre|sur le balcon|potager|jardiniere|tomates|planter des tomates|radis|fraisiers|planter des fleurs|bulbes|lentilles sur du coton',
    'Remplis un pot de terre|Fais un trou avec ton doigt|Mets une graine et recouvre|+Fais une étiquette avec son nom|Arrose un petit peu|+Mets-le au soleil, regarde chaque jour',
  ),
  'sprout-jar': family(
    'haricot dans un bocal|faire pousser un haricot|germer|germination|coton',
    'Tapisse un bocal de papier mouillé|Glisse un haricot sur le bord|Pose-le près de la fenêtre|Garde le papier humide|+Regarde la racine puis la tige|+Mesure-la chaque jour avec papa',
  ),
  'weed-garden': family(
    'mauvaises herbes|desherber|~jardin|jardiner|ratisser|feuilles mortes',
    'Mets tes gants de jardin|Arrache les herbes avec la racine|Mets-les dans le seau|+Ratisse les feuilles en tas|Vide le seau au compost|+Nettoie les outils avec un adulte',
  ),
  'dig-garden': family(
    'creuser|potager|becher|becher le potager|retourner la terre|aider au potager|jardin potager|planter des legumes|carre potager|deterrer|deterrer les pommes de terre|pommes de terre|patates|ramasser les pommes de terre|arracher les pommes de terre|recolter les pommes de terre|fourche|beche',
    'Mets tes gants et tes bottes|Creuse où l’adulte te montre|Retourne la terre avec ta pelle|Remets les vers doucement|+Égalise la terre au râteau|+Sème en rangs avec papi',
  ),
  'pick-fruit': family(
    'cueillir|fraises|pommes|recolte|mures|cueillir les tomates',
    'Prends un panier dehors|Cherche les fruits bien mûrs|Cueille doucement, un par un|+Laisse les verts mûrir|Lave-les avant de les manger|+Partage-les avec ta famille',
  ),
  'compost-worms': family(
    'compost|composteur|vers de terre|lombrics|epluchures',
    'Garde les épluchures dans une boîte|Porte-la au composteur|Vide-la et ferme le couvercle|+Cherche des vers avec un adulte|Lave la boîte|+Lave-toi les mains après',
  ),
  // ── École et crèche ──
  'school-bag': family(
    'cartable|sac d ecole|preparer mon cartable|sac de sport|cahier de liaison|sac de gym|sac de sport le|oublier son sac|affaires de sport|affaires de gym|sac de piscine le|oublie son cartable|ne plus oublier|sac de gym le jeudi',
    'Vide ton cartable par terre|Mets ton cahier de liaison|Ajoute ta gourde|+Regarde si c’est jour de sport|Pose le cartable à la porte|+Donne les mots aux parents',
  ),
  'first-day-school': family(
    'premier jour|rentree|nouvelle ecole|creche|maternelle|nouvelle classe|aller a l ecole|garderie|cpe|prematernelle|premiere annee|ecole gardienne|jardin d enfants|premier jour d ecole|rentrer au cp|entree au cp|entrer au cp|passage au cp|rentrer en maternelle|entrer en maternelle|entree en maternelle|petite section|grande section|peur de l ecole|ecole primaire|la grande ecole|premiere primaire|rentree scolaire|rentree des classes|~cp',
    'Essaie tes habits d’école|Passe devant l’école avec un adulte|Prépare ton cartable la veille|+Invente un au revoir spécial|Dis bonjour à la maîtresse|+Raconte une chose que tu as aimée',
  ),
  'say-goodbye': family(
    'dire au revoir|au revoir|separation|maman me manque|ne pas pleurer a l ecole|bisou a la porte|nounou|nouvelle nounou|chez la nounou|assistante maternelle|chez l assistante maternelle|nourrice|chez la nourrice|garde d enfants|baby-sitter|babysitter|adaptation|maman de jour|chez la maman de jour|s habituer|s habitue|se faire garder|rester chez la nounou|gardienne|nouvelle gardienne|halte-garderie',
    'Fais un gros câlin à maman|Dites vos mots d’au revoir|Fais coucou à la fenêtre|+Garde ton doudou ou une photo|Va retrouver tes copains|+Prépare ce que tu raconteras ce soir',
  ),
  homework: family(
    'devoirs|fiche|exercices|travail pour l ecole|expose pour l ecole|travaux|lecons|apprendre ses lecons|faire ses travaux',
    'Assieds-toi à une table rangée|Prends crayon et gomme|Lis la première question|+Fais une question à la fois|Bloqué : demande à un adulte|+Range-les dans ton cartable',
  ),
  'listen-in-class': family(
    'ecouter|etre attentif|rester assis|lever le doigt|lever la main|coin regroupement|lever le doigt|lever la main|se mettre en rang|en rang|rester assis en classe|sage en classe|sage a l ecole|se tenir bien en classe|attendre dans le rang|dans le rang|sans pousser|ne pas pousser|faire la queue|dans la file|attendre dans la file|se ranger|ne repond pas quand on l appelle|quand on l appelle|n ecoute pas|ecouter du premier coup|obeir du premier coup|venir quand on l appelle',
    'Assieds-toi en tailleur|Regarde celui qui parle|Mains posées sur tes genoux|+Lève le doigt pour parler|Attends qu’on dise ton prénom|+Répète une chose entendue',
  ),
  'show-and-tell': family(
    'quoi de neuf|montrer a la classe|parler devant la classe|expose|presentation',
    'Choisis un objet à apporter|Dis tout haut ce que c’est|Entraîne-toi avec un adulte|+Dis pourquoi tu l’aimes|Montre-le à tout le monde|+Demande si quelqu’un a une question',
  ),
  // ── Lettres, écriture, chiffres et lecture ──
  'write-name': family(
    'ecrire mon prenom|mon prenom|prenom|signer',
    'Tiens ton crayon comme une pince|Repasse ton prénom du doigt|Écris la première grande lettre|+Écris chaque lettre sur des pointillés|Ajoute les petites lettres|+Écris ton prénom sur tes dessins',
  ),
  alphabet: family(
    'alphabet|abc|lettres|lettre|apprendre les lettres|voyelles|consonnes|les voyelles|apprendre les voyelles|chanson de l alphabet|chanter l alphabet|comptine de l alphabet',
    'Chante la chanson de l’alphabet|Montre chaque lettre en chantant|Trouve la lettre de ton prénom|+Associe des lettres aimantées à une affiche|Trace trois lettres dans le sable|+Dis un mot pour chaque lettre',
  ),
  'letter-sounds': family(
    'sons des lettres|sons|phonologie|syllabes|rimes|rimer|son des lettres|sons lettres|les sons|phonemes|lettres et sons',
    'Dis le son, pas le nom|Trouve une image avec ce son|Fais le geste du son|+Assemble p-a-p-a en papa|Joue à j’entends avec des sons|+Chante la chanson de l’alphabet',
  ),
  handwriting: family(
    'ecrire|ecriture|graphisme|ecrire les lettres|ecrire des lettres|apprendre a ecrire|repasser les lettres|tenir son crayon|belle ecriture|ecriture attachee|lettres attachees|cursive|ecriture cursive',
    'Assieds-toi bien droit|Tiens le crayon en pince|Repasse les lettres en pointillés|+Pose les lettres sur la ligne|Écris-en trois tout seul|+Écris une petite phrase et relis-la',
  ),
  counting: family(
    'compter|compter jusqu a|chiffres|nombres|nombre|compter jusqu a dix|compter jusqu a cent|septante|nonante|huitante|octante|soixante dix|quatre vingt|quatre vingts|jusqu a septante|compter les dizaines',
    'Aligne dix jouets|Touche chacun en comptant|Comptez tout haut ensemble|+Compte par dizaines jusqu’à cent|Compte les marches|+Compte de deux en deux avec un adulte',
  ),
  'write-numbers': family(
    'ecrire les chiffres|ecrire les nombres|chiffres de un a dix|tracer les chiffres|chiffres a l envers|ecrit ses chiffres a l envers|chiffres en miroir|ecrit a l envers|chiffres inverses',
    'Dis le chiffre tout haut|Repasse-le avec ton doigt|Écris-le au crayon gras|+Dessine autant de points à côté|Écris-le encore plus petit|+Écris de un à dix à la suite',
  ),
  'simple-sums': family(
    'additions|additionner|soustraction|calcul|maths|mathematiques|tables de multiplication|apprendre la table|la table de 2|table de 3|table de 5|table de 10|table de multiplication|compter sur ses doigts|additionner avec les doigts|complements a dix|complement a dix',
    'Prends dix petits jetons|Fais deux petits tas|Réunis-les et compte le total|+Écris l’addition : deux plus trois|Enlève-en et recompte|+Invente une addition pour un adulte',
  ),
  'count-money': family(
    'compter l argent|compter argent|pieces de monnaie|monnaie|argent|payer|payer a la boulangerie|payer avec des pieces|payer a la caisse',
    'Verse les pièces sur la table|Trie-les par couleur et taille|Compte les centimes en tas|Trouve la pièce d’un euro|+Joue à la marchande avec maman|+Additionne deux pièces',
  ),
  'shapes-colours': family(
    'formes|couleurs|rond|carre|triangle|apprendre les couleurs',
    'Trouve quelque chose de rond|Trouve quelque chose de carré|Trouve trois choses rouges|+Dessine un triangle, un carré, un rond|Trie des jouets par couleur|+Fais un dessin avec des formes',
  ),
  'tell-time': family(
    'l heure|lire l heure|horloge|pendule|montre',
    'Regarde l’horloge avec un adulte|Trouve la petite aiguille|Dis vers quel chiffre elle pointe|+Trouve où est la grande pour l’heure pile|Dis l’heure tout haut|+Regarde l’horloge au repas et au coucher',
  ),
  'days-of-week': family(
    'jours de la semaine|jours semaine|~lundi|calendrier|quel jour|quel jour on est|quel jour nous sommes|savoir le jour',
    'Chante la chanson des jours|Dis quel jour on est|Trouve aujourd’hui sur le calendrier|Dis quel jour sera demain|+Raconte ce que tu as fait hier|+Compte les sept jours sur tes doigts',
  ),
  'learn-to-read': family(
    'apprendre a lire|lire des mots|lire tout seul|lire|lecture|lire a maman|lire a papa|lire a voix haute|lire tout haut|lire une phrase',
    'Assieds-toi avec papa et un livre|Montre chaque mot du doigt|Déchiffre les petits mots|+Regarde l’image pour t’aider|Lis une page tout haut|+Raconte à l’adulte ce qui s’est passé',
  ),
  'read-book': family(
    'livre|livres|histoire|histoires|lire un livre|chapitre|bibliotheque|histoire du soir|bd|lire tous les soirs|lire avant de dormir|lire le soir|lire chaque soir|ecouter une histoire|ecoute une histoire|histoire jusqu au bout|ecouter des histoires|lire une histoire|lui lire une histoire|livre jusqu au bout|lire ensemble',
    'Choisis un livre que tu aimes|Trouve un coin douillet|Regardez les images ensemble|+Lis un chapitre puis mets un marque-page|Lis chaque page ou écoute|+Dessine ton passage préféré',
  ),
  spelling: family(
    'orthographe|epeler|dictee|mots a apprendre',
    'Lis le mot tout haut|Dis chaque lettre|Cache-le et écris-le|+Vérifie et corrige les lettres|Écris-le trois fois|+Mets-le dans une phrase',
  ),
  'new-language': family(
    'anglais|espagnol|allemand|chinois|japonais|langue etrangere|mots en anglais|langue',
    'Choisis cinq mots nouveaux|Dis chaque mot tout haut|Montre des objets et nomme-les|+Chante une chanson dans cette langue|Joue à un memory de cartes|+Utilise un mot au dîner',
  ),
  // ── Bricolage et arts ──
  'draw-picture': family(
    'dessiner|dessin|~dessin de|gribouiller|faire un dessin|dessiner une maison|dessiner un arbre|dessiner des personnages|dessiner sa famille|dessine|feutres|crayons de couleur',
    'Prends du papier et des crayons|Choisis ce que tu dessines|Dessine d’abord les grandes formes|+Ajoute les petits détails|Colorie-le|+Écris ton prénom dessus',
  ),
  painting: family(
    'peindre|peinture|peintures|aquarelle|peinture au doigt|pinceau|chevalet|peindre des oeufs|apres la peinture|ranger la peinture|laver les pinceaux|nettoyer les pinceaux|decorer des oeufs|colorer des oeufs|teindre des oeufs',
    'Mets un vieux tee-shirt|Couvre la table de papier|Trempe le pinceau dans une couleur|+Rince le pinceau entre les couleurs|Peins ton tableau|+Laisse sécher à plat, lave les pinceaux',
  ),
  colouring: family(
    'colorier|coloriage|cahier de coloriage|~crayons de couleur|feutres de couleur|colorier sans depasser|sans depasser|crayons de couleur|cahier a colorier',
    'Choisis un coloriage|Choisis tes crayons|Colorie d’abord les grandes parties|+Essaie de ne pas dépasser|Colorie les petites parties|+Range les crayons dans leur boîte',
  ),
  'play-dough': family(
    'pate a modeler|pate a sel|argile|modelage|modeler',
    'Malaxe la pâte pour la réchauffer|Fais une boule|Roule un long serpent|+Découpe des formes à l’emporte-pièce|Fais un animal|+Remets la pâte dans sa boîte',
  ),
  'make-slime': family(
    'slime|faire du slime|pate gluante',
    'Mets un tablier|Verse la colle dans un bol|Un adulte ajoute l’activateur|Mélange jusqu’à ce que ça file|+Étire-le et écrase-le sur un plateau|+Garde-le dans une boîte fermée',
  ),
  'paper-plane': family(
    'avion en papier|bateau en papier|origami|pliage|plier du papier',
    'Plie une feuille en deux|Ouvre-la de nouveau|Plie deux coins vers le milieu|+Replie les côtés pour les ailes|Lance-le doucement|+Change les ailes, vois lequel vole mieux',
  ),
  'cutting-scissors': family(
    'poisson d avril|poissons d avril|1er avril|ciseaux|decouper|couper du papier|decoupage|decouper la ligne|couper sur la ligne|decouper sur le trait|couper avec des ciseaux',
    'Assieds-toi à côté d’un adulte|Tiens les ciseaux avec l’adulte|Coupe le papier avec l’adulte|+Coupe une ligne droite avec l’adulte|Rends les ciseaux à l’adulte|+Découpe une forme, l’adulte regarde',
  ),
  collage: family(
    'collage|colle|coller|gommettes|paillettes|scrapbooking',
    'Prends papier, colle et chutes|Déchire du papier en morceaux|Étale la colle sur la feuille|+Prévois ton image avant de coller|Appuie les morceaux dessus|+Rebouche la colle',
  ),
  'make-mask': family(
    'masque|deguisement|me deguiser|deguiser|des bonbons ou un sort|deguisement|se deguiser|costume d halloween|assiette en carton|assiettes en carton|assiette en papier|masque en carton|fabriquer un masque|faire un masque',
    'Dessine un masque sur du carton|Colorie-le|Colle des plumes ou gommettes|+Découpe-le avec un adulte|Fixe un élastique avec du scotch|+Mets ton costume et fais un spectacle',
  ),
  'paper-crown': family(
    'couronne|couronne en papier|diademe|couronne des rois|fabriquer une couronne|faire une couronne|bricoler une couronne|couronne pour la galette|couronne de la galette|couronne de roi|couronne de reine|couronne de princesse|couronne en carton|couronne d anniversaire|tirer les rois|trouver la feve|la feve|feve|roi ou reine|etre le roi|etre la reine',
    'Mesure ta tête avec une bande|Dessine des pointes en zigzag|Découpe-la avec un adulte|Colle des bijoux sur ta couronne|+Ferme-la avec du scotch|+Écris ton prénom devant',
  ),
  'bead-bracelet': family(
    'perles|bracelet|collier|enfiler des perles|bracelet de l amitie',
    'Fais un nœud au bout|Choisis tes perles|Enfile les perles sur le fil|+Fais une suite de couleurs|Un adulte noue les bouts|+Offres-en un à un copain',
  ),
  'box-model': family(
    'carton|cartons|boites|rouleaux de papier toilette|boite a oeufs|robot en carton|chateau en carton',
    'Rassemble boîtes et rouleaux|Choisis ce que tu fabriques|Assemble avec du scotch|+Fais des fenêtres avec un adulte|Peins-le ou colorie-le|+Donne-lui un nom et une histoire',
  ),
  'puppet-show': family(
    'marionnettes|spectacle de marionnettes|chaussette marionnette|theatre|spectacle|jouer la comedie',
    'Fabrique ou choisis deux marionnettes|Donne un nom à chacune|Cache-toi derrière le canapé|+Invente début, milieu et fin|Fais les voix|+Invite ta famille à regarder',
  ),
  // ── Jeux de construction ──
  'lego-build': family(
    'lego|duplo|briques|tour en lego|maison en lego|~tour',
    'Choisis une grande plaque|Trie les briques par taille|Emboîte brique par brique|+Croise les briques pour que ça tienne|Monte-la haute et solide|+Suis la notice page par page',
  ),
  'block-tower': family(
    'cubes|cubes en bois|empiler|tour de cubes|kapla',
    'Pose un gros cube en bas|Pose le suivant dessus|Empile doucement|+Compte les cubes|Fais-la tomber, recommence|+Fais un pont avec deux tours',
  ),
  jigsaw: family(
    'puzzle|puzzles|pieces du puzzle',
    'Verse les pièces sur la table|Retourne-les toutes côté image|Trouve les coins|+Trouve tous les bords droits|Assemble les mêmes couleurs|+Range les pièces dans la boîte',
  ),
  'train-track': family(
    'train|circuit de train|rails|circuit de voitures',
    'Sors les rails|Assemble deux rails|Fais un grand rond|+Ajoute un pont ou un tunnel|Pousse le train sur les rails|+Fais une gare en cubes',
  ),
  'build-den': family(
    'cabane|cabane en couvertures|fort en coussins|tipi|cachette|cabane|faire une cabane|construire une cabane|cabane dans le jardin',
    'Prends couvertures et coussins|Pose une couverture sur des chaises|Mets les coussins dedans|+Tiens la couverture avec des pinces|Apporte une lampe et un livre|+Range tout à la fin',
  ),
  'marble-run': family(
    'billes|circuit a billes|dominos|reaction en chaine|rampe',
    'Construis d’abord une haute tour|Ajoute une pente en haut|Ajoute d’autres pentes|+Teste chaque pièce|Lâche la bille|+Change un morceau pour aller plus vite',
  ),
  // ── Musique ──
  'learn-song': family(
    'chanson|chanter|comptine|comptines|paroles|chorale|apprendre une chanson|marseillaise|hymne|chants de noel|chanson de noel',
    'Écoute la chanson une fois|Tape dans tes mains en rythme|Chante le premier vers|+Apprends un vers de plus chaque jour|Chante-la avec un adulte|+Chante-la pour ta famille',
  ),
  piano: family(
    'piano|clavier|touches|jouer du piano',
    'Assieds-toi au piano, doigts prêts|Trouve le do sur les touches|Joue les notes do, ré, mi|+Joue l’air lentement d’une main|Rejoue un peu plus vite|+Joue-le pour un adulte',
  ),
  'drums-rhythm': family(
    'tambour|batterie|rythme|percussions|maracas|tambourin|eveil musical|l eveil musical|cours de musique|atelier musique|atelier d eveil musical|jardin musical|eveil a la musique|cours d eveil musical',
    'Tape doucement sur le tambour|Tape fort|Copie le rythme d’un adulte|+Compte 1, 2, 3, 4 en jouant|Joue avec une chanson|+Fabrique des maracas avec du riz',
  ),
  instrument: family(
    'instrument|flute|guitare|ukulele|violon|xylophone|cours de musique|solfege',
    'Sors ton instrument|Place bien tes doigts|Joue les premières notes|+Répète trois fois le passage dur|Joue toute la chanson|+Joue dix minutes chaque jour|+Range ton instrument avec soin',
  ),
  dance: family(
    'danser|danse|ballet|choregraphie|pas de danse',
    'Choisis une chanson que tu adores|Étire tes bras et tes pieds|Copie trois pas d’un adulte|+Mets les pas dans l’ordre|Danse toute la chanson|+Montre ta danse à ta famille',
  ),
  // ── Jeux dehors ──
  playground: family(
    'aire de jeux|toboggan|structure|grimper|escalade|~parc|barres|glissoire|glissade|parc a jeux|plaine de jeux|module de jeux|grimper aux arbres|grimper a un arbre|recre|recreation|dans la cour|cour de recre|jouer dehors|aller dehors|jouer a l exterieur|prendre l air|plein air|grand air|au grand air|dehors tous les jours|plus de temps dehors',
    'Va au parc main dans main|Commence par le petit toboggan|Grimpe avec mains et pieds|+Essaie les barres avec un adulte|Attends ton tour en haut|+Joue au ballon ou à la balançoire|+Préviens un adulte avant d’aller ailleurs',
  ),
  swing: family(
    'balancoire|me balancer|me balancer tout seul|balancer|balancoire|se balancer|escarpolette',
    'Assieds-toi au milieu|Tiens bien les chaînes|Jambes tendues en avant|+Jambes pliées en arrière|Continue tout seul|+Ralentis avant de descendre',
  ),
  sandcastle: family(
    'chateau de sable|bac a sable|sable|seau et pelle',
    'Remplis ton seau de sable mouillé|Tasse-le bien|Retourne-le et tapote|Soulève le seau doucement|+Creuse des douves autour|+Décore-le de coquillages',
  ),
  'fly-kite': family(
    'cerf volant|faire voler un cerf volant|il y a du vent',
    'Va dans un grand pré|Dos au vent|Un adulte tient le cerf-volant|+Déroule le fil doucement|Cours un peu et lâche|+Enroule le fil à la fin',
  ),
  'hide-seek': family(
    'cache cache|jouer a cache cache|jouer dehors avec les copains|jouer a cache cache|cachette',
    'Choisissez où on peut se cacher|Ferme les yeux, compte jusqu’à vingt|Crie : j’arrive !|+Cherche pièce par pièce|Changez de chercheur|+Inventez ensemble une nouvelle règle',
  ),
  'play-tag': family(
    'jouer au chat|chat perche|loup|jouer au loup|chat glace|tague|jouer a la tague|jouer au loup|jouer a chat',
    'Choisissez qui est le chat|Décidez où est la maison|Cours pour ne pas être touché|Touché, tu deviens le chat|+Compte jusqu’à cinq avant de courir|+Fais une pause pour boire',
  ),
  hopscotch: family(
    'marelle|craie|craies|dessiner a la craie|cloche pied|marelle|jouer a la marelle',
    'Dessine des cases à la craie|Écris les numéros dedans|Lance un caillou sur le un|+Saute sur un pied, atterris sur deux|Saute aller et retour|+Efface la craie à la fin',
  ),
  bubbles: family(
    'bulles|bulles de savon|faire des bulles',
    'Trempe l’anneau dans le flacon|Approche-le de ta bouche|Souffle très doucement|+Attrape une bulle sur l’anneau|Cours après les bulles|+Fais une bulle géante avec une ficelle',
  ),
  'treasure-hunt': family(
    'chasse au tresor|tresor|indices|chasse aux oeufs|chasse aux oeufs de paques|chercher les oeufs|cacher les oeufs|chercher des oeufs|oeufs en chocolat|chasse a l oeuf|cloches de paques|chercher les oeufs de paques|ramasser les oeufs|oeufs de paques dans le jardin|trouver les oeufs|cherche les oeufs',
    'Fais une liste de choses|Prends un sac ou un panier|Cherche dans le jardin|+Coche chaque chose trouvée|Montre ce que tu as trouvé|+Cache des indices pour quelqu’un',
  ),
  snowman: family(
    'bonhomme de neige|neige|boule de neige|luge|igloo|traineau|glisser en traineau|faire du traineau|bonhomme de neige|fort dans la neige|fort de neige|jouer dans la neige|bataille de boules de neige|forteresse de neige',
    'Mets bottes et gants chauds|Roule une grosse boule|Roule-en une plus petite|+Pose la tête avec un copain|Mets des cailloux pour les yeux|+Donne-lui une écharpe et un nom',
  ),
  'puddles-rain': family(
    'flaques|pluie|il pleut|sauter dans les flaques|quand il pleut|sous la pluie|jouer sous la pluie|meme quand il pleut|dehors quand il pleut|temps de pluie|jour de pluie|par temps de pluie|mauvais temps|bottes de pluie|k-way|cire',
    'Mets bottes et ciré|Trouve une flaque avec un adulte|Saute dedans à pieds joints|+Compte les flaques trouvées|Essuie tes bottes à la porte|+Fais sécher ton ciré',
  ),
  'mud-kitchen': family(
    'gateaux de boue|boue|cuisine de boue|jouer dans la boue',
    'Enfile bottes et vieux habits|Remplis un bol de terre|Ajoute un peu d’eau|Tasse-le dans un plateau|+Décore avec des feuilles et cailloux|+Lave-toi bien les mains après',
  ),
  picnic: family(
    'pique nique|manger dehors|nappe de pique nique',
    'Prépare sandwichs et fruits|Prends une nappe|Trouve un coin plat à l’ombre|+Partage la nourriture|Mange en regardant autour|+Mets tous les déchets dans un sac',
  ),
  // ── Natation ──
  'learn-swim': family(
    'nager|natation|apprendre a nager|cours de natation|flotter|brassards|lunettes de piscine|piscine|piscine|nager sans brassards|bassin|apprendre a nager|a la piscine|courageux a la piscine|courageuse a la piscine|aller a la piscine|piscine avec l ecole',
    'Entre dans la piscine avec maman|Fais des bulles près de maman|Bats des pieds, papa tout près|+Fais l’étoile sur le dos, un adulte te tient|Planche et battements, papa près|+Nage jusqu’à l’adulte quelques mouvements',
  ),
  'pool-jump': family(
    'sauter dans la piscine|sauter piscine|sauter dans l eau|plonger',
    'Mets-toi au bord, orteils accrochés|Un adulte attend dans l’eau|Plie les genoux et saute|Nage jusqu’à l’adulte|+Fais des bulles en remontant|+Saute un peu plus loin, adulte près',
  ),
  'float-on-back': family(
    'faire la planche|flotter sur le dos|planche sur le dos|etoile de mer|nager sur le dos|dos crawle|sur le dos|apprendre a nager sur le dos|nage sur le dos',
    'Un adulte te tient|Allonge-toi, oreilles dans l’eau|Pousse ton ventre vers le haut|Écarte-toi comme une étoile|+Regarde en haut et respire doucement|+L’adulte te lâche trois secondes',
  ),
  'swim-bag': family(
    'sac de piscine|sac de natation|maillot de bain|bonnet de bain',
    'Mets ton maillot de bain|Mets une serviette|Ajoute lunettes et bonnet|+Prends un goûter pour après|Ferme le sac|+Étends ta serviette mouillée en rentrant',
  ),
  'face-in-water': family(
    'mettre la tete sous l eau|peur de l eau|eau dans les yeux|plonger la tete|mettre le visage dans l eau',
    'Assieds-toi dans le bain avec maman|Mouille tes joues avec tes mains|Des bulles au bain avec papa|+Mets le nez dedans, un adulte à côté|Visage sous l’eau, papa tout près|+Compte jusqu’à trois sous l’eau avec un adulte',
  ),
  // ── Vélo, trottinette et rue ──
  'ride-bike': family(
    'velo|bicyclette|faire du velo|petites roues|pedaler|draisienne|a velo|aller a velo|en velo|velo a l ecole|petites roues|sans petites roues|sans les petites roues',
    'Mets ton casque|Un adulte vérifie les freins|Avance en poussant avec les pieds|+Lève les pieds et glisse|Pédale avec un adulte à côté|+Entraîne-toi à freiner avec l’adulte',
  ),
  scooter: family(
    'trottinette|faire de la trottinette|skate|trottinette|patinette|trotinette|en trottinette|aller en trottinette|trottinette a l ecole',
    'Mets ton casque|Tiens le guidon à deux mains|Un pied dessus, pousse avec l’autre|+Entraîne-toi au frein arrière|Glisse avec un adulte|+Arrête-toi à chaque trottoir avec l’adulte',
  ),
  'roller-skates': family(
    'rollers|patins|patiner|patin a glace|patinoire|genouilleres|coudieres|protections',
    'Mets casque et protections|Lève-toi en tenant un adulte|Fais des petits pas de canard|+Plie les genoux et glisse|Entraîne-toi à tomber sur les genoux|+Patine un petit bout tout seul',
  ),
  'know-address': family(
    'adresse|mon adresse|son adresse|ou j habite|numero de telephone|telephone de maman|portable de maman|portable de papa|code postal|numero de maman|numero de papa|numero de telephone|numero de tel|son numero|nom de famille|nom complet|date d anniversaire|son age',
    'Dis ta rue avec un adulte|Dis le nom de ta ville|Chante-le comme une comptine|Répète-le avec un adulte|+Apprends les chiffres de maman|+Entraîne-toi avec une carte dans ton sac',
  ),
  'stay-close': family(
    's il se perd|se perd|il se perd|elle se perd|se perd au|perdu au marche|perdu dans la foule|dans la foule|se perdre au marche|se perdre a la plage|rester pres|rester a cote|pres de moi|pres de maman|pres de papa|ne pas se perdre|se perdre|ne pas s eloigner|perd|perdu|perdue|si on se perd|si je me perds|se perdre|partir en courant|se sauver|s enfuir|courir loin|ne pas partir|perdu au magasin|perdu dans le magasin',
    'Donne la main à un adulte|Tiens le chariot d’une main|Marche à côté de l’adulte|Arrête-toi quand l’adulte s’arrête|+Si tu es perdu, reste sur place|+Demande de l’aide à la caisse du magasin',
  ),
  'bike-helmet': family(
    'casque|casque a velo|casque de velo|mettre son casque|mettre mon casque|casque pour|porter son casque',
    'Pose le casque sur ta tête|Descends-le jusqu’aux sourcils|Attache la boucle sous le menton|Un adulte vérifie la sangle|+Deux doigts sous la sangle|+Mets-le à chaque balade',
  ),
  'quiet-voice': family(
    'parler moins fort|parler doucement|voix basse|chuchoter|ne pas crier|moins fort|petite voix|messe|a la messe|eglise|a l eglise|courir dans la maison|ne pas courir dedans|marcher dans la maison',
    'Prends une voix douce et calme|Chuchote un mot à ton doudou|Crier, c’est pour dehors|Baisse le volume comme la radio|+Utilise une échelle des voix de 1 à 5|+Remarque quand ta voix monte',
  ),
  'cough-sneeze': family(
    'tousser|toux|eternuer|eternuement|tousser dans le coude|coude',
    'Tourne la tête sur le côté|Tousse dans ton coude|Ou prends un mouchoir|Jette le mouchoir à la poubelle|+Lave-toi les mains au savon|+Comme ça, les microbes restent loin',
  ),
  'give-up-dummy': family(
    'tetine|arreter la tetine|dire au revoir a la tetine|au revoir tetine|sucette|sucer son pouce|sucer le pouce|pouce|biberon|arreter le biberon|biberon du soir|sucette|suce|lolette|tototte|tutute|sans tetine|dormir sans tetine|sans sucette|sans lolette',
    'Compte les tétines avec un adulte|Mets-les dans une boîte spéciale|Dis au revoir à la tétine|Câline ton doudou le soir|+La fée laisse un cadeau|+Colle un autocollant sur ton tableau',
  ),
  'shoes-away': family(
    'ranger les chaussures|ranger ses chaussures|ranger mes chaussures|chaussures rangees|meuble a chaussures|aligner les chaussures|chaussures sur l etagere|chaussures au meuble|enlever ses chaussures|enlever les chaussures|en rentrant|quand on rentre|chaussures a l entree|range chaussures',
    'Enlève tes chaussures à l’entrée|Mets les deux chaussures ensemble|Pose la paire sur l’étagère|Aligne-les bien|+Les bottes mouillées sur le tapis|+Vérifie que l’entrée est rangée',
  ),
  'cross-road': family(
    'traverser la rue|traverser|rue|route|securite routiere|passage pieton|feu pour pietons|aller a l ecole a pied|traverser la rue|passage pieton|passage pour pietons|traverser la route|parking|sur le parking|donner la main|tenir la main|main dans la rue|traverser|bord du trottoir|s arreter au trottoir|feu rouge|bordure|aller a l ecole tout seul|aller seul a l ecole|chemin de l ecole|sur le trottoir|marcher sur le trottoir|a pied a l ecole',
    'Donne la main à un adulte|Arrête-toi au trottoir avec maman|Regarde et écoute avec papa|+Attends le bonhomme vert avec l’adulte|Traverse avec l’adulte, sans voiture|+Marche sans courir en traversant la rue avec l’adulte',
  ),
  // ── Sports ──
  football: family(
    'foot|football|ballon|tirer au but|marquer un but|dribbler|cages',
    'Pose le ballon par terre|Tape avec l’intérieur du pied|Cours et tape encore|+Dribble entre deux plots|Marque dans le but|+Fais dix passes avec un copain',
  ),
  'catch-throw': family(
    'attraper|lancer|lancer la balle|attraper la balle|balle|rebondir|attraper un ballon|attraper le ballon|lancer le ballon|rattraper|lancer et attraper',
    'Mets-toi face à un adulte|Fais un bol avec tes mains|Suis la balle des yeux|+Recule d’un pas à chaque balle attrapée|Renvoie-la doucement|+Compte combien d’affilée',
  ),
  basketball: family(
    'basket|panier|marquer un panier|mini basket',
    'Fais rebondir le ballon d’une main|Mets-toi près du panier|Lance vers le haut, dedans|+Plie les genoux avant de tirer|Reprends le ballon et recommence|+Recule d’un pas à chaque panier',
  ),
  'racket-sports': family(
    'tennis|badminton|raquette|ping pong|tennis de table',
    'Tiens bien la raquette|Fais rebondir la balle dessus|Renvoie une balle molle à papa|+Avance d’un pas en frappant|Compte tes coups d’affilée|+Fais un petit match en cinq points',
  ),
  'bat-and-ball': family(
    'batte|baseball|cricket|frapper la balle',
    'Tiens la batte à deux mains|Mets-toi de profil au lanceur|Suis la balle des yeux|Balance la batte bien droite|+Cours quand tu la touches|+Compte combien tu en frappes',
  ),
  running: family(
    'courir|course|courses|journee sportive|courir plus vite|sprint|course en sac|faire la course|course a pied|gagner la course|cross',
    'Échauffe-toi avec des petits sauts|Mets-toi sur la ligne de départ|Cours en balançant les bras|+Fais la course jusqu’à un arbre|Marche doucement pour récupérer|+Chronomètre ta course, bats ton temps',
  ),
  'skipping-rope': family(
    'corde a sauter|sauter a la corde|sauter',
    'Prends une poignée dans chaque main|La corde derrière tes talons|Passe-la au-dessus de ta tête|+Saute quand elle arrive aux pieds|Compte tes sauts|+Essaie cinq sauts d’affilée',
  ),
  gymnastics: family(
    'roulade|gymnastique|poirier|roue|faire la roue|trampoline|equilibre sur la poutre|roulade|roulade avant|poirier|faire le poirier|pont|galipette|culbute|baby gym|babygym|cours de gym|gym|gymnastique|salle de gym|club de gym|eveil sportif|roulade|poutre',
    'Pose un tapis par terre|Accroupis-toi, mains sur le tapis|Menton contre la poitrine|+Roule avec un adulte qui t’aide|Relève-toi bien droit|+Essaie la roue, un adulte te tient',
  ),
  'yoga-stretch': family(
    'yoga|etirements|s etirer|exercice|sport a la maison|bouger',
    'Pose un tapis par terre|Tiens-toi droit comme un arbre|Étire-toi comme une girafe|+Tiens une posture cinq respirations|Allonge-toi et repose-toi|+Invente ta posture d’animal',
  ),
  balance: family(
    'equilibre|sur un pied|tenir en equilibre|cloche pied|cloche pied|sauter a cloche pied|tenir sur un pied',
    'Écarte grand les bras|Lève un pied un petit peu|Compte jusqu’à cinq|+Essaie l’autre pied|Repose le pied doucement|+Marche sur une ligne, talon-pointe',
  ),
  'martial-arts': family(
    'karate|judo|taekwondo|arts martiaux|ceinture|kung fu',
    'Salue ton professeur|Mets-toi en garde|Copie les gestes du professeur|+Entraîne-toi lentement à un kata|Salue encore à la fin|+Plie bien ta ceinture',
  ),
  'team-sport': family(
    'equipe|sport|sports|entrainement|~entrainer|match|club|handball|rugby|hockey|activites extrascolaires|club|entrainement|equipe',
    'Prépare ta tenue et ta gourde|Écoute l’entraîneur|Échauffe-toi avec l’équipe|+Travaille le geste montré|Encourage tes coéquipiers|+Dis merci à l’entraîneur',
  ),
  // ── Émotions et calme ──
  'calm-down': family(
    'colere|me calmer|calme|respirer|respiration|me detendre|colere noire|crise|caprice|hurle quand|crie quand|ce qu il veut|a pas ce qu il veut|n a pas ce qu il veut|ce qu elle veut|crises|caprices|pique une crise|piquer une crise|se roule par terre|fait des crises|crise de colere|crises de colere|faire un caprice|fait des caprices',
    'Arrête-toi et reste immobile|Sens la fleur : inspire|Souffle doucement : expire|+Compte cinq respirations sur tes doigts|Serre ton doudou|+Dis avec des mots ce que tu ressens',
  ),
  'angry-feelings': family(
    'colere|en colere|fache|crier|ne plus crier|taper|ne plus taper|mordre|mains douces|frustre|garder ses mains|ne pas pousser|ne pas mordre|ne pas taper|pousser les autres|tape quand|il tape|elle tape|frappe|frapper|quand il perd|quand elle perd|perd a un jeu|tape son frere|tape sa soeur|tape les autres|claque la porte|claquer la porte|s enerve|enerve|crise de colere|se fache',
    'Dis : « Je suis en colère »|Serre les poings, puis relâche|Tape cinq fois des pieds|+Va dans ton coin calme|Respire fort trois fois|+Raconte à un adulte ce qui t’a fâché',
  ),
  worries: family(
    'inquiet|souci|soucis|~peur|angoisse|nerveux|courageux|etre courageux|timide',
    'Dis ton souci à un adulte|Dessine ton souci sur un papier|Plie-le dans la boîte à soucis|+Pense à une chose courageuse déjà faite|Fais un câlin à quelqu’un|+Fais un plan avec un adulte',
  ),
  'sad-feelings': family(
    'triste|tristesse|~pleurer|chagrin|me sentir mieux|consoler',
    'Dis : « Je suis triste »|Demande un câlin|Serre ton doudou|+Parle de ce qui s’est passé|Fais une chose que tu aimes|+Dessine comment tu te sens',
  ),
  'name-feelings': family(
    'ressent|ressentir|emotions|sentiments|ce que je ressens|emotion|humeur',
    'Regarde les visages des émotions|Montre comment tu te sens|Fais cette tête dans le miroir|+Dis pourquoi tu te sens ainsi|Demande à papa comment il va|+Tiens une météo des émotions',
  ),
  'fear-dark': family(
    'fait des cauchemars|des cauchemars|mauvais reves|mauvais reve|reves|fait de mauvais reves|reveille la nuit en pleurant|terreurs nocturnes|noir|peur du noir|veilleuse|cauchemar|cauchemars|monstres|coupure de courant|coupure d electricite|panne de courant|panne d electricite|plus de lumiere|lumiere coupee',
    'Allume ta veilleuse|Mets ton doudou près de toi|Éclaire la chambre à la lampe|+Dis tes mots courageux|Respire doucement, ferme les yeux|+Raconte tes cauchemars à un adulte le matin',
  ),
  'wait-patiently': family(
    'attendre|patience|patient|attendre mon tour|ne pas couper la parole|couper la parole|faire la queue|salle d attente|attendre chez le medecin|attendre sagement|attendre calmement|quand je suis au telephone|quand je telephone|pendant que je telephone|m interrompt|interrompre quand je parle|couper la parole|coupe la parole|ne pas couper la parole|quand je parle a un adulte',
    'Touche doucement le bras de maman|Attends en silence qu’elle te regarde|Compte lentement jusqu’à dix|+Fredonne une chanson dans ta tête|Dis « pardon » puis parle|+Regarde un livre en attendant',
  ),
  // ── Partager, demander pardon, amis ──
  'share-toys': family(
    'partager|preter|partager le trampoline|chacun son tour sur le trampoline|partager le toboggan|partager mes jouets|preter mes jouets|arracher|ne pas arracher|prendre les jouets des autres',
    'Choisis un jouet à partager|Propose-lui de jouer avec toi|Donne-le doucement|+Un sablier pour les tours|Joue avec autre chose en attendant|+Dis « merci » quand il revient',
  ),
  'share-food': family(
    'partager le gateau|partager le gouter|dernier biscuit|partager les bonbons|dernier morceau|casser la marmite|marmite|marmite de l escalade|partager le chocolat|partager la marmite|partager avec les cousins',
    'Demande de l’aide à un adulte|Casse-le en deux moitiés|Donne une moitié à ton ami|Dis « On partage »|+Sinon, choisissez chacun votre tour|+Mangez-le ensemble',
  ),
  'take-turns': family(
    'chacun son tour|tour de role|jeu de societe|perdre|savoir perdre|savoir perdre|perdre sans pleurer|mauvais perdant|bon perdant',
    'Dis : « Commence, toi »|Regarde son tour|Joue ton tour|+Dis « bien essayé » au gagnant|Passe le dé au suivant|+Serrez-vous la main à la fin',
  ),
  'turn-on-swing': family(
    'tour balancoire|attendre la balancoire|chacun son tour balancoire|faire la queue|attendre son tour|attendre son tour au toboggan|tour toboggan|toboggan attendre|attendre toboggan|tour au toboggan|tour de balancoire',
    'Mets-toi au bout de la file|Attends derrière la ligne|Compte jusqu’à vingt en attendant|Profite de ton tour|+Descends quand ton tour est fini|+Dis « À toi » au suivant',
  ),
  'say-sorry': family(
    'pardon|demander pardon|dire pardon|s excuser|excuses|me reconcilier',
    'Respire calmement|Va voir ta sœur ou copain|Regarde-le et dis « pardon »|+Dis ce que tu as fait : « Pardon d’avoir pris ton jouet »|Demande-lui si ça va|+Répare : rends, aide ou fais un dessin',
  ),
  'make-friends': family(
    'autres enfants|ami|amis|copain|copine|copains|me faire des amis|nouvel ami|jouer avec les autres|nouveaux enfants|dire bonjour aux enfants|nouveaux copains|se faire des copains|se faire des amis|faire des copains|faire des amis|timide|moins timide|gene|oser parler',
    'Souris et dis bonjour|Dis ton prénom|Demande si tu peux jouer|+Demande à quoi il aime jouer|Partage un jouet|+Prévoyez de rejouer demain',
  ),
  playdate: family(
    'inviter un copain|un copain vient jouer|aller chez un copain|apres midi jeux|inviter a gouter|inviter une copine|inviter un ami|inviter une amie|une copine vient jouer|un ami vient jouer|vient gouter|venir gouter|venir jouer|vient jouer a la maison|inviter a la maison|copain a la maison|copine a la maison|gouter avec un copain|gouter avec une copine',
    'Choisis deux jeux|Range ce que tu gardes|Dis bonjour à la porte|+Laisse ton copain choisir d’abord|Jouez ensemble|+Dis au revoir et merci d’être venu',
  ),
  'be-kind': family(
    'gentil|gentille|etre gentil|etre sage|bien me comporter|aider un copain|compliment',
    'Pense à quelqu’un à aider|Dis-lui une chose gentille|Aide-le pour une chose|+Fais-lui un petit dessin|Souris-lui quand tu le vois|+Raconte à un adulte ce que tu as ressenti',
  ),
  'magic-words': family(
    's il te plait|merci|dire merci|politesse|dire bonjour|mots magiques|tenir la porte|dire bonjour|dire bonjour a la maitresse|saluer|dire au revoir poliment',
    'Dis « s’il te plaît » pour demander|Dis « merci » quand on te donne|Dis « bonjour » en souriant|+Dis « pardon » pour passer|Fais au revoir de la main|+Compte tes mots magiques du jour',
  ),
  'tell-truth': family(
    'verite|dire la verite|mentir|ne plus mentir|mensonges|honnete',
    'Arrête-toi et respire|Dis ce qui s’est vraiment passé|Demande pardon si besoin|+Aide à réparer|Reçois un câlin pour ta franchise|+Parlez de pourquoi la vérité compte',
  ),
  siblings: family(
    'frere|soeur|freres et soeurs|petit frere|petite soeur|nouveau bebe|jouer avec mon frere|ne plus se disputer|cousin|cousine|cousins|s entendre avec|bien s entendre|se disputer|se chamaillent|se chamailler|disputes entre freres|jaloux de sa soeur|jaloux de son frere|jalouse de son frere|se disputent|disputent|se battent|se bagarrent|se chamaillent toute la journee|mes enfants se disputent|se disputent tout le temps|se chicanent|se chicaner|chamailleries|disputes',
    'Propose-lui de jouer|Laisse-le choisir un jouet d’abord|Jouez doucement ensemble|+Des mots calmes si vous n’êtes pas d’accord|+Si vous voulez la même chose, chacun son tour|Aide-le à ranger|+Fais-lui un câlin, dis-lui un mot gentil',
  ),
  // ── Aider à la maison ──
  'help-shopping': family(
    'courses|faire les courses|supermarche|liste de courses|aller au marche|sage au magasin|sage au supermarche|sage magasin|sage supermarche|magasin|epicerie|chariot|caddie|faire les commissions|boulangerie|aller chercher le pain|acheter le pain|a la boulangerie|depanneur|au depanneur|epicerie du coin|choisir les fruits|choisir des fruits|fruits au marche|au marche|marche du samedi|primeur|crise au supermarche|crises au supermarche|crises au magasin|caprice au supermarche|caprices au magasin|colere au supermarche|colere au magasin|au supermarche|dans le magasin|a la caisse|chercher le pain|acheter la baguette|chercher la baguette|payer a la caisse|payer tout seul|acheter tout seul|a la caisse|au supermarche|crise au supermarche|caprice au supermarche|caprice a la caisse',
    'Dessine la liste de courses|Tiens la liste au magasin|Cherche les produits pour le panier|+Pèse les fruits avec un adulte|Aide à remplir les sacs|+Aide à ranger les courses|+Paie avec tes pièces et dis merci',
  ),
  'put-shopping-away': family(
    'ranger les courses|ranger courses|vider les sacs|deballer les courses|porter courses|porter les courses|porter les sacs|aider a porter|monter les courses|ranger les commissions|commissions|deballer les courses|vider les courses',
    'Porte un sac léger|Le froid va au frigo|Le surgelé va au congélateur|Boîtes et paquets au placard|+Les fruits dans la corbeille|+Plie les sacs et range-les',
  ),
  'help-baby': family(
    'aider avec le bebe|aider maman|aider papa|aider a la maison|taches menageres|petites missions|faire le menage|menage|aider au menage|menage avec maman',
    'Demande comment tu peux aider|Apporte ce qu’il faut|Fais la tâche avec soin|+Vérifie que c’est bien fait|Range les affaires|+Coche ton tableau des missions',
  ),
  'help-grandparents': family(
    '~mamie|~papi|~papy|aider mamie|aider papi|aider papy|visite chez mamie|grands parents|grand mere|grand pere|rendre visite a mamie|voisine agee',
    'Appelle pour dire que tu viens|Fais-leur un dessin|Fais-leur un câlin doux|+Demande comment c’était quand ils étaient petits|Aide-les pour une petite chose|+Jouez à leur jeu préféré',
  ),
  'wash-car': family(
    'laver la voiture|nettoyer la voiture',
    'Un adulte remplit un seau d’eau|Trempe l’éponge avec l’adulte|Lave les roues et les portières|+Rince avec l’adulte qui tient le tuyau d’arrosage|Sèche avec une vieille serviette|+Range les jouets dans la voiture',
  ),
  'donate-toys': family(
    'donner|donner mes jouets|vieux jouets|association|dons',
    'Regarde tes jouets|Choisis ceux que tu n’utilises plus|Mets-les dans un sac|+Vérifie qu’ils sont propres et complets|Apporte-les avec un adulte|+Fais de la place pour les nouveaux',
  ),
  'save-money': family(
    'argent|economiser|tirelire|argent de poche|pieces|acheter|cochon tirelire|sous|mettre des sous|economiser ses sous|depenser|depense|depense tout|argent d anniversaire|gaspiller|economies|mettre de cote',
    'Trouve un pot ou une tirelire|Dessine ce que tu veux acheter|Mets des pièces chaque semaine|+Compte ton argent le dimanche|Dis non aux petits bonbons|+Achète-le avec un adulte quand tu as assez',
  ),
  // ── Routines du matin et du soir ──
  'morning-routine': family(
    'matin|routine du matin|me reveiller|me lever|etre a l heure|partir a l heure|me preparer le matin|pret pour l ecole|prete pour l ecole|pret ecole|prete ecole|etre pret|etre prete|~pret|a l heure|pret le matin|pret pour la creche|pret pour la garderie|se preparer pour l ecole|~reveil|se lever quand le reveil|se reveiller|se reveiller seul|se lever|se lever le matin|se preparer le matin|sans trainer|trainer le matin|traine le matin|trainer|lambiner|lambine|se depecher le matin|etre pret a l heure|pret a temps|routine matinale|partir a l ecole|partir pour l ecole|partir le matin|depart pour l ecole|depart le matin|sans crier le matin|matins|matins calmes|le matin sans crier|partir a 8h|partir a 7h|sortir de la maison|quitter la maison le matin|sortir du lit|se lever du lit|ne veut pas se lever|refuse de se lever|matins sans cris|matins difficiles|pret a 8h|partir a temps',
    'Sors de ton lit|Va aux toilettes et lave-toi|Habille-toi|+Prends ton petit-déjeuner|Brosse-toi les dents|+Chaussures et manteau près de la porte',
  ),
  'bedtime-routine': family(
    'coucher|heure du coucher|aller au lit|routine du soir|me coucher|se coucher|coucher tot|se coucher tot|aller au dodo|faire dodo|heure du dodo|au lit|pyjama histoire|pyjama dents|dents histoire|bain pyjama|choisir l histoire|choisir une histoire|le coucher|coucher prend|coucher dure|coucher difficile|coucher interminable|moment du coucher|rituel du coucher|rituel du soir|s endormir|met du temps a s endormir|au lit avant',
    'Range tes jouets|Mets ton pyjama|Brosse-toi les dents|+Choisis une histoire|Câlin et au lit|+Éteins et respire doucement',
  ),
  'own-bed': family(
    'mon lit|dormir dans mon lit|ma propre chambre|dormir seul|dormir seule|notre lit|dans notre lit|lit des parents|venir dans notre lit|rester dans son lit',
    'Rends ton lit tout douillet|Choisis un doudou pour dormir|Histoire et câlin|+Laisse ta veilleuse allumée|Reste au lit, lumière éteinte|+Une gommette chaque matin réussi',
  ),
  'screen-free-morning': family(
    'routine|tableau de routine|tableau de gommettes|liste de taches|tableau de recompenses',
    'Dessine tes tâches|Colle le tableau au mur|Fais la première tâche|+Coche chacune une fois finie|Une gommette à la fin|+Choisis une récompense avec un adulte',
  ),
  // ── Voyages et valises ──
  'pack-suitcase': family(
    'valise|faire ma valise|vacances|voyage|voyager|partir en vacances',
    'Prépare des habits pour chaque jour|Ajoute pyjama et brosse à dents|Mets ton doudou préféré|+Coche les choses sur une liste|Ferme la valise avec un adulte|+Prépare un petit sac pour le trajet',
  ),
  sleepover: family(
    'dormir chez|soiree pyjama|nuit chez un copain|dormir ailleurs|dormir chez papi|dormir chez mamie|dormir chez les grands parents|dormir chez un copain|dormir chez sa copine|nuit chez',
    'Mets pyjama et brosse à dents|Prends ton doudou|Dis au revoir avec un câlin|+Demande où sont les toilettes|Joue puis dors|+Dis merci le matin',
  ),
  'car-journey': family(
    'trajet en voiture|long trajet|siege auto|voyage en voiture|en voiture|sage en voiture|sage dans la voiture|calme en voiture|autoroute|on arrive quand|c est encore loin|route des vacances|longue route|heures de voiture|heures de route',
    'Passe aux toilettes avant|Prends goûter et livre|Installe-toi dans ton siège|+Joue à je vois par la vitre|Regarde par la vitre|+Compte les voitures rouges',
  ),
  'plane-trip': family(
    'voyage en train|prendre le train|prendre le train|prendre le bus|voyage en train|en train|en bus|metro|tramway|prendre le train pour|train pour aller|voyage en bus|prendre l avion|en avion|voyage en avion|tgv|rer|prendre le metro|car scolaire|prendre le car|prendre le bus pour|bus scolaire|autobus',
    'Prépare un petit sac à dos|Donne la main à un adulte|Trouve ton siège|+Mâche ou bâille si tes oreilles bouchent|Attache ta ceinture|+Dessine ce que tu vois du hublot',
  ),
  camping: family(
    'camping|camper|sac de couchage|monter la tente|feu de camp|colo|colonie de vacances|camp de vacances',
    'Prends ton sac de couchage|Monte la tente avec papa|Ramasse des petits bâtons|+Reste loin du feu de camp avec un adulte|Regarde les étoiles|+Remporte tous tes déchets',
  ),
  'beach-day': family(
    'a la mer|aller a la mer|dans la mer|vagues|les vagues|peur des vagues|peur de la mer|au bord de la mer|sauter dans les vagues|se baigner dans la mer|plage|aller a la plage|bord de mer|coquillages|rochers|barboter|sac de plage|sac pour la plage',
    'Prépare serviette, maillot et pelle|Mets crème et chapeau|Barbote en tenant maman|+Cherche des coquillages dans le sable|+Regarde les rochers avec un adulte|Creuse dans le sable|+Remporte tes déchets',
  ),
  'zoo-visit': family(
    'zoo|ferme|ferme pedagogique|animaux|musee|sortie|excursion|sortie scolaire|sortie de classe|sortie avec l ecole|parc animalier|aquarium|ferme|mini-ferme|parc zoologique|bioparc|sortie au zoo',
    'Regarde le plan|Choisis trois choses à voir|Reste près de ton adulte|+Lis un panneau sur un animal|Dis ce que tu as préféré|+Dessine ton préféré à la maison|+Prépare ton sac avec une gourde',
  ),
  // ── Cuisine et pâtisserie avec un adulte ──
  'bake-cookies': family(
    'biscuits|cookies|sables|faire des biscuits|patisserie|biscuits|petits gateaux|sables|speculoos|biscuits de noel|glacage|decorer des biscuits|decorer les biscuits|sucre glace|vermicelles|biscuits decores',
    'Lave-toi les mains|Verse la farine dans le saladier|Mélange avec un adulte|+Fais des boules, aplatis-les sur la plaque|Un adulte les fait cuire|+Une fois froids, décore au sucre glace',
  ),
  'bake-cake': family(
    'gateau|gateau au chocolat|cake|muffins|cupcakes|brownie|gateau d anniversaire|galette des rois|galette|frangipane|fete des rois|epiphanie|gateau des rois|couronne des rois|brioche des rois|quatre-quarts|gateau au yaourt|faire un gateau|moelleux|cougnou|cougnous|coquille de noel|brioche|pain brioche|buche de noel|buche|pain d epices|kouglof|bredele|stollen|faire du pain|pain au lait',
    'Lave-toi les mains|Casse les œufs avec un adulte|Mélange beurre, sucre et farine|+Verse la pâte dans le moule|Un adulte le met au four|+Décore-le une fois froid',
  ),
  pancakes: family(
    'crepes|pancakes|gaufres|faire des crepes|crepes|faire des crepes|gaufres|pannequets',
    'Lave-toi les mains|Fouette œufs, lait et farine|Un adulte chauffe la poêle|+Regarde de loin l’adulte la retourner|Ajoute ta garniture|+Aide à laver le saladier',
  ),
  sandwich: family(
    'sandwich|tartine|croque|faire un sandwich|faire sandwich|preparer sandwich|tartine|se faire une tartine|faire une tartine|beurrer|tartiner|pate a tartiner',
    'Lave-toi les mains|Pose deux tranches de pain|Tartine avec un adulte|+Ajoute fromage et concombre|Pose la tranche du dessus|+Un adulte le coupe en triangles',
  ),
  'fruit-salad': family(
    'salade de fruits|smoothie|brochettes de fruits|jus|milkshake|salade|faire une salade|smoothie|milkshake|salade de fruits|couper avec un couteau|couper les legumes|couper les fruits|couteau pour enfant|utiliser un couteau|couper la banane|couper le concombre|brochettes de fruits',
    'Lave tes mains et les fruits|Épluche la banane|Détache les raisins|+Coupe les fruits mous avec un adulte|Mélange dans un saladier|+Aide un adulte avec le mixeur',
  ),
  pizza: family(
    'pizza|faire une pizza|garniture',
    'Lave-toi les mains|Étale la sauce sur la pâte|Parsème le fromage|+Fais un visage avec la garniture|Un adulte la fait cuire|+Partage les parts avec ta famille',
  ),
  'cook-dinner': family(
    'cuisiner|diner|recette|aider a cuisiner|cuisine|repas|pates|soupe|souper|preparer le souper|aider au souper|diner|preparer le repas|le four|cuisiniere|soupe|soupe au potiron|soupe de legumes|veloute|aider a faire la soupe|aider a cuisiner|aider a faire a manger|faire a manger|gratin|ratatouille|purée|puree',
    'Lave-toi les mains|Mets ton tablier|Sors les aliments avec un adulte|+Lis la recette avec un adulte|Mélange à la cuillère ; l’adulte cuit|+Mets la table pendant la cuisson',
  ),
  'cook-eggs': family(
    'oeufs brouilles|omelette|oeuf au plat|oeuf a la coque|~oeuf|casser un oeuf|casser les oeufs|oeuf a la coque|oeufs brouilles|oeuf au plat',
    'Casse les œufs dans un bol|Bats-les à la fourchette|Un adulte fait chauffer la poêle|Remue avec l’adulte|+Ajoute un peu de beurre avant|+Sers-les sur une tartine',
  ),
  // ── Cadeaux et cartes ──
  'birthday-card': family(
    'carte|carte d anniversaire|carte de voeux|fete des meres|fete des peres|saint valentin|faire une carte|carte pour',
    'Plie une feuille en deux|Fais un dessin devant|Écris son prénom dedans|+Écris un mot gentil et signe|Ajoute des gommettes|+Mets-la dans une enveloppe',
  ),
  'thank-you-note': family(
    'carte de remerciement|mot de merci|remercier|dire merci pour',
    'Pense à qui dire merci|Dessine le cadeau ou la journée|Écris « Merci »|+Dis ce que tu as aimé|Signe avec ton prénom|+Poste-la ou donne-la avec un adulte',
  ),
  gratitude: family(
    'reconnaissant|reconnaissante|reconnaissance|gratitude|etre reconnaissant|etre reconnaissante|dire merci pour|pot de gratitude|bocal de gratitude|pot a merci|action de grace|thanksgiving|apprecier ce qu il a|apprecier ce qu elle a',
    'Pense à un beau moment|Dis : « Je dis merci pour… »|Écoute le tour de ta famille|+Dis-le à table au dîner|Dessine-le pour le bocal à merci|+Écris une liste avec un adulte|+Dis merci à quelqu’un',
  ),
  'wrap-present': family(
    'emballer|emballer un cadeau|papier cadeau|emballer le cadeau|emballer cadeau|paquet cadeau|faire un paquet cadeau|emballer les cadeaux',
    'Pose le cadeau sur le papier|Replie le papier dessus|Colle avec du scotch|+Replie les bouts en triangle|Ajoute un ruban ou une gommette|+Écris une étiquette',
  ),
  'make-gift': family(
    'cadeau|surprise|faire un cadeau|cadeau fait main|pour maman|pour papa|pour la maitresse',
    'Pense à ce qu’il aime|Fais un dessin ou un bricolage|Fabrique-le avec soin|+Demande de l’aide pour le plus dur|Emballe-le dans du papier|+Offre-le avec un câlin',
  ),
  'decorate-holiday': family(
    'decorer|decorations|halloween|paques|lanterne|~fete|calendrier de l avent|oeufs de paques|lanternes|preparer halloween|deguisement d halloween|preparer la fete',
    'Sors papier de couleur et colle|Fais des guirlandes ou des lanternes|Accroche-les avec un adulte|+Fais une décoration par pièce|+Colorie des dessins à accrocher|Mets-les bien en vue|+Aide à les enlever après',
  ),
  'pumpkin-carving': family(
    'citrouille|creuser une citrouille|sculpter une citrouille|des bonbons ou un sort|bonbons ou un sort|un bonbon ou un sort|faire halloween|la tournee d halloween|sonner chez les voisins|passer chez les voisins|halloween|passer halloween|passer l halloween|feter halloween|soir d halloween|nuit d halloween|l halloween|quete d halloween|courir l halloween',
    'Dessine un visage au feutre|Un adulte coupe le chapeau|Vide les graines à la cuillère|Un adulte découpe le visage|+Mets une petite lampe dedans|+Grille les graines avec un adulte|+Sonne aux portes avec un adulte',
  ),
  'write-letter': family(
    'ecrire une lettre|lettre a|carte postale|correspondant|poster une lettre|lettre au pere noel|ecrire au pere noel|lettre au pere noel|pere noel|lettre a saint nicolas',
    'Prends papier et crayon|Écris « Cher » et son prénom|Dessine ou écris tes nouvelles|+Pose-lui une question|Signe avec des bisous|+Poste-la avec un adulte',
  ),
  // ── Nature ──
  'nature-walk': family(
    'nature|balade en foret|foret|~bois|randonnee|~balade|explorer|tiques|tique|chercher les tiques|verifier les tiques|morsure de tique',
    'Mets des chaussures de marche|Prends un sac à trésors|Reste avec ton adulte|+Trouve cinq feuilles différentes|Écoute les oiseaux|+Fais un tableau avec tes trouvailles|+Vérifie ta peau contre les tiques avec un adulte',
  ),
  'bird-watching': family(
    'oiseaux|oiseau|observer les oiseaux|mangeoire|nourrir les oiseaux|donner a manger aux oiseaux|boules de graisse|fabriquer une mangeoire|faire une mangeoire|mangeoire a oiseaux|nichoir|graines pour oiseaux|boule de graisse|petits oiseaux',
    'Remplis la mangeoire de graines|Accroche-la avec un adulte|Assieds-toi sans bruit à la fenêtre|+Coche les oiseaux sur une fiche|Compte les oiseaux vus|+Dessine ton oiseau préféré',
  ),
  'feed-ducks': family(
    'nourrir les canards|canards|canard|donner a manger aux canards|cygnes',
    'Prends de l’avoine ou des pois|Va à la mare avec papa|Reste loin du bord|Lance des petits morceaux sur l’eau|+Regarde quels canards arrivent|+Lave-toi les mains après',
  ),
  'water-safety': family(
    'pres de la piscine|pres de l eau|pres de la mare|pres du bassin|pres de la riviere|pres du lac|pres de l etang|pres du canal|mare|bassin du jardin|etang|piscine sans un adulte|piscine sans adulte|bord de la piscine|au bord de l eau|bord de la riviere|courir autour de la piscine|courir au bord de la piscine|securite aquatique|noyade|se noyer|tomber dans l eau|tomber dans la piscine|barriere de la piscine|s approcher de l eau|s approcher de la piscine',
    'Donne la main à l’adulte|Reste loin du bord|+Reste derrière la barrière|Attends qu’un adulte vienne avec toi|+Cherche l’eau profonde avec un adulte|Crie à l’aide si quelqu’un tombe|+Brassards à la piscine, un adulte surveille',
  ),
  'bug-hunt': family(
    'petites betes|insectes|chasse aux insectes|coccinelle|papillon|escargot|araignee|fourmis|hotel a insectes|vers de terre|chercher des vers|chercher des vers de terre|lombrics|limaces|cloportes|chercher des insectes|chercher des escargots|chercher des petites betes|bestioles|bibittes|chenilles|ramasser des escargots|ramasser les escargots|chercher les escargots',
    'Prends une loupe|Soulève une bûche doucement|Regarde les petites bêtes de près|+Compte leurs pattes|Repose la bûche doucement|+Fais un hôtel à insectes en bâtons',
  ),
  caterpillars: family(
    'chenille|chrysalide|cocon|elever des papillons|chenille papillon',
    'Mets les chenilles dans un filet|Donne-leur des feuilles fraîches|Regarde-les manger et grandir|Cherche la chrysalide immobile|+Attends que les papillons sortent|+Relâche-les un jour de soleil',
  ),
  stargazing: family(
    'etoiles|lune|regarder les etoiles|planetes|ciel la nuit|espace',
    'Couvre-toi bien|Sors avec un adulte|Cherche la lune|+Trouve une constellation|Compte cinq étoiles|+Dessine la lune chaque soir une semaine',
  ),
  'collect-leaves': family(
    'feuilles|pommes de pin|marrons|cailloux|galets|collectionner|collection|coquillages|ramasser des feuilles|ramasser les feuilles|feuilles en foret|en foret|glands|feuilles d automne|feuilles mortes|table de la nature|coin nature|tresors de l automne|brindilles|plumes|ramasser des marrons|ramasser des chataignes|chataignes',
    'Prends un sac dehors|Ramasse feuilles, glands et bâtons|Étale-les à la maison|+Trie-les par taille ou couleur|Choisis ta préférée|+Fais une expo ou un collage',
  ),
  weather: family(
    'meteo|temps qu il fait|tableau meteo|pluviometre|arc en ciel|nuages|selon la meteo|habits selon la meteo|s habiller selon la meteo|habiller selon le temps|selon le temps|en fonction de la meteo|regarder la meteo|quel temps|en fonction du temps|s habiller selon|s habiller en fonction|habits en fonction|adaptee a la meteo|adapte a la meteo|tenue adaptee|tenue meteo|habits adaptes|vetements adaptes|adaptee au temps|adaptes au temps',
    'Regarde par la fenêtre|Dis le temps qu’il fait|Dessine la météo|+Colle-la sur le tableau météo|Choisis tes habits : pluie ou froid|+Compare la météo de la semaine',
  ),
  // ── Écrans ──
  'screen-time': family(
    'ecrans|temps d ecran|tablette|ipad|tele|television|jeux video|youtube|telephone|dessins animes|eteindre|eteindre la tablette|eteindre la tele|portable|dessins animes|youtube|le telephone|moins de telephone|tablette apres|ecran apres|ecrans apres|tele apres|tablette seulement|ecrans seulement|pas de tablette|la tablette|console|jeux video apres|switch|netflix|roblox|minecraft|fortnite|limiter les ecrans|moins d ecrans|reduire les ecrans|regles d ecran|limiter la tablette|limiter youtube',
    'Règle le minuteur avec un adulte|Regarde un seul épisode|Éteins quand ça sonne|+Choisis avant ce que tu feras après|Joue à autre chose|+Laisse les écrans hors de ta chambre',
  ),
  'screen-free-play': family(
    'ennui|je m ennuie|jouer seul|jouer sans ecran|quelque chose a faire|jouer sans la tablette|au lieu des ecrans|au lieu de la tele|au lieu de la tablette|plutot que les ecrans|jouer seul|jouer tout seul|jouer toute seule|jouer sans moi|jouer seul un moment|s ennuie',
    'Choisis une caisse de jouets|Invente un jeu avec|Joue tout un sablier|+Crée un monde avec tes jouets|Range à la fin|+Raconte ton jeu à un adulte',
  ),
  // ── Autres objectifs du quotidien ──
  'doctor-dentist': family(
    'chez le docteur|chez le medecin|chez le pediatre|chez le dentiste|sage chez le docteur|dentiste|docteur|medecin|pediatre|vaccin|piqure|hopital|ophtalmo|visite medicale|bilan de sante|examen de sante|controle chez le pediatre|visite chez le pediatre|pediatre|infirmiere|prise de sang|faire une prise de sang|vaccins|rappel de vaccin|chez l ophtalmo|chez l orthophoniste|pmi|consultation|cabinet medical|medecin traitant|faire ses vaccins|faire un vaccin|se faire vacciner|vacciner|piqures|peur des piqures|peur de la piqure|les vaccins|peur du docteur|peur du medecin|peur du dentiste|peur du pediatre|aller chez le docteur|aller chez le medecin|rendez vous chez le medecin|rendez vous medecin|consultation chez|recoudre|se faire recoudre|points de suture|suture|aux urgences|passer aux urgences|urgences pediatriques|platre|se faire platrer|bras casse|jambe cassee',
    'Lis une histoire sur la visite|Joue au docteur, écoute son cœur|Assieds-toi dans le grand fauteuil|+Ouvre grand la bouche, dis aaa|Respire lentement si tu as peur|+Serre ton doudou pendant la piqûre|+Choisis une gommette en sortant',
  ),
  haircut: family(
    'couper les cheveux|coiffeur|coupe de cheveux|me faire couper les cheveux',
    'Assieds-toi dans le grand fauteuil|Mets la cape de super-héros|Reste immobile, le coiffeur coupe|Regarde-toi dans le miroir|+Serre ton doudou si tu as peur|+Dis merci au coiffeur',
  ),
  'science-experiment': family(
    'experience|science|sciences|flotte ou coule|aimants|enqueter|decouvrir',
    'Rassemble ce qu’il faut|Devine ce qui va se passer|Essaie avec un adulte|+Écris ou dessine ce que tu as vu|Dis si tu avais deviné|+Change une chose et recommence',
  ),
  volcano: family(
    'volcan|volcan bicarbonate|eruption',
    'Pose un gobelet sur un plateau|Fais une montagne de sable autour|Mets du bicarbonate à la cuillère|Un adulte verse le vinaigre|+Ajoute du colorant rouge pour la lave|+Regarde-le mousser et déborder',
  ),
  'board-games': family(
    'jeu|jeux|cartes|jeu de cartes|memory|echecs|~des|jouer aux des|lancer les des|jouer a un jeu|petits chevaux|jeu de l oie',
    'Installe le jeu|Apprends les règles avec un adulte|Jouez chacun votre tour|+Compte tes points|Serrez-vous la main à la fin|+Range chaque pièce dans la boîte',
  ),
  'magic-trick': family(
    'tour de magie|magie|tour',
    'Choisis un tour de magie|Entraîne-toi devant le miroir|Essaie-le sur ton doudou|+Apprends quoi dire en le faisant|Montre-le à ta famille|+Salue à la fin',
  ),
  'tell-joke': family(
    'blague|blagues|raconter une blague|devinette|faire rire',
    'Choisis une blague que tu aimes|Entraîne-toi avec ton doudou|Pose la question, puis attends|Dis la chute bien clairement|+Essaie une blague « toc toc »|+Riez ensemble à la fin',
  ),
  'take-photos': family(
    'photo|photos|appareil photo|prendre des photos|video',
    'Tiens l’appareil à deux mains|Choisis quoi photographier|Reste immobile et appuie|+Essaie d’en haut et d’en bas|Regarde tes photos|+Choisis la plus belle à imprimer',
  ),
  'library-visit': family(
    'aller a la bibliotheque|mediatheque|carte de bibliotheque|rendre les livres|emprunter des livres',
    'Trouve les livres empruntés|Mets-les dans un sac|Va à la médiathèque avec papa|+Demande un bon livre au bibliothécaire|Choisis de nouveaux livres|+Chuchote et montre ta carte au comptoir|+Note la date de retour',
  ),
  whistle: family(
    'siffler|sifflement|siffloter|apprendre a siffler|siffler une chanson|siffler chanson',
    'Mouille un peu tes lèvres|Fais un rond avec tes lèvres|Souffle l’air tout doucement|+Mets la langue derrière les dents du bas|Essaie des sons aigus et graves|+Siffle une chanson que tu connais',
  ),
  seatbelt: family(
    'ceinture de securite|ceinture dans la voiture|ceinture voiture|attacher sa ceinture|attacher la ceinture|s attacher|boucler la ceinture|siege auto|rehausseur|dans le siege|siege de voiture|dans le siege auto|detache|se detache|detacher|ne detache plus|detache son siege|detache sa ceinture|defaire sa ceinture|defait sa ceinture|harnais|sangles du siege|rester attache|rester dans son siege|siege d auto|banc d auto',
    'Monte dans ton siège auto|Assieds-toi bien droit|Passe la sangle sur l’épaule|Clique la boucle : clic !|+Un adulte vérifie que c’est bien serré|+Garde-la jusqu’à l’arrêt de la voiture',
  ),
  'stage-show': family(
    'spectacle|spectacle de l ecole|spectacle de fin d annee|kermesse|fete de l ecole|gala|audition|concert|monter sur scene|sur scene|scene|piece de theatre|poesie|reciter|recitation|poeme|chanter au spectacle|apprendre une poesie|apprendre un poeme|reciter une poesie|poesie pour la fete|poesie par coeur|apprendre par coeur|comptine a apprendre|reciter sa poesie|devant la classe|chanter devant|devant tout le monde|devant les autres|devant le public|devant toute la classe|chanter en public',
    'Apprends tes paroles ou ta chanson|Répète devant le miroir|Tiens-toi droit et parle fort|Regarde le public et souris|+Fais une répétition sur la scène|+Salue le public à la fin|+Répète les vers pour les savoir par cœur',
  ),
  'use-words': family(
    'pleurnicher|pleurniche|pleurnicheries|geindre|chouiner|ronchonner|raler|demander avec des mots|demander gentiment|utiliser ses mots|avec des mots|voix normale|reclamer en criant|caprice pour|bonbons a la caisse|reclamer des bonbons|pleurer pour|arreter de pleurnicher|pleurnicher pour|ne plus pleurnicher|sans pleurnicher',
    'Arrête-toi et respire fort|Prends ta voix normale et calme|Dis avec des mots ton envie|Ajoute « s’il te plaît »|+Attends la réponse calmement|+Si c’est non, serre ton doudou',
  ),
  'new-baby': family(
    'nouveau bebe|bebe|nouveau ne|naissance|doux avec le bebe|gentil avec le bebe|grand frere|grande soeur|petit frere|petite soeur|le bebe',
    'Lave-toi d’abord les mains|Touche le bébé tout doucement|Chante-lui une chanson tout bas|Apporte une couche à l’adulte|+Prends-le assis, avec un adulte|+Chuchote quand il dort',
  ),
  'wobbly-tooth': family(
    'dent qui bouge|dent de lait|perdre une dent|petite souris|dent tombee|dent qui tombe|fee des dents|premiere dent|dent de devant|dent du devant|dent bouge|dents qui bougent|dent tombe|dent est tombee|perdu une dent|perdu sa dent',
    'Bouge-la doucement avec la langue|Mange mou de l’autre côté|Brosse doucement tout autour|Range la dent dans une boîte|+Mets-la sous ton oreiller|+Demande à un adulte de regarder',
  ),
  'horse-riding': family(
    'cheval|chevaux|poney|equitation|faire du poney|centre equestre|monter a cheval|poney club|selle',
    'Mets ton casque d’équitation|Caresse le cou du poney|Monte avec l’aide d’un adulte|Tiens les rênes à deux mains|+Assieds-toi droit, talons en bas|+Donne une carotte, la main bien plate',
  ),
  'go-fishing': family(
    'peche|pecher|aller a la peche|canne a peche|peche a la ligne|attraper un poisson|peche aux crabes|crabes|peche a pied',
    'Près de l’eau avec un adulte|Tiens la canne à deux mains|Un adulte met l’appât|Attends en silence, regarde le bouchon|+Remonte le fil doucement avec l’adulte|+Remets le poisson à l’eau avec l’adulte',
  ),
  sewing: family(
    'coudre|couture|tricoter|tricot|aiguille|enfiler une aiguille|broder|broderie|crochet|carte a coudre|~laine|coudre un bouton|tissage',
    'Choisis une carte à coudre|Un adulte enfile la grosse aiguille|Remonte par un trou|Redescends par le trou suivant|+Fais le nœud avec un adulte|+Couds un bouton sur de la feutrine',
  ),
  'video-call': family(
    'appel video|visio|appeler mamie|appeler papi|appeler grand mere|appeler grand pere|appeler mamy|telephoner|~telephone|facetime|repondre au telephone|coup de fil',
    'Demande à un adulte d’appeler|Dis bonjour et ton prénom|Raconte une chose de ta journée|Écoute leurs nouvelles|+Montre un dessin à l’écran|+Dis au revoir, fais un bisou',
  ),
  'ski-skate': family(
    'le ski|au ski|vacances au ski|sports d hiver|station de ski|classe de neige|vacances a la montagne|a la montagne|skis|luge|ski|skier|faire du ski|patin a glace|patins a glace|patinoire|patiner sur la glace|cours de ski|piou piou|snowboard|ecole de ski|faire du patin a glace|patinage|patin sur glace',
    'Mets habits chauds et gants|Mets ton casque|Un adulte ferme tes chaussures|Fais des petits pas de pingouin|+Apprends à tomber et te relever|+Glisse un peu, la main d’un adulte',
  ),
  'nail-biting': family(
    'ronger les ongles|se ronger les ongles|ongles|doigts dans le nez|mettre les doigts dans le nez|se curer le nez|mordiller|machouiller|ronger sa manche|sucer ses cheveux',
    'Remarque tes doigts à la bouche|Serre une balle toute douce|Un adulte coupe tes ongles courts|+Prends un mouchoir, pas ton doigt|Un autocollant chaque bon jour|+Occupe tes mains avec de la pâte à modeler',
  ),
  'wear-glasses': family(
    'lunettes|porter ses lunettes|porter des lunettes|nouvelles lunettes|cache oeil|pansement oculaire',
    'Prends tes lunettes par les côtés|Passe les branches sur les oreilles|Remonte-les doucement sur le nez|+Nettoie les verres avec la chiffonnette|Range-les dans l’étui le soir|+Mets ton cache-œil pour l’histoire',
  ),
  'left-right': family(
    'gauche et droite|droite et gauche|gauche ou droite|main gauche|main droite|~gauche|~droite|lateralite',
    'Lève tes deux mains|La main gauche fait un L|Fais coucou de la main gauche|Tape du pied droit|+Joue à Jacques a dit avec les côtés|+Montre la gauche et la droite en promenade',
  ),
  woodwork: family(
    '~bricolage|bricoler avec papa|bricolage avec papa|bricoler|marteau|clous|planter des clous|planter un clou|tournevis|etabli|poncer|papier de verre|boite a outils|~outils|reparer|menuiserie|~bois|aider a bricoler|aider papa a bricoler|bricoler le samedi|bricole|bricoler avec maman|caisse a outils|vis|visser|scie|scier|clouer',
    'Mets des lunettes avec un adulte|Bois tendre et gros clous|Tape le clou, l’adulte tient|Ponce les bords avec un adulte|+Visse une vis avec l’adulte|+Peins ce que tu as fait',
  ),
  'skill-toy': family(
    'yoyo|yo-yo|toupie|faire tourner la toupie|kendama|bilboquet|jeu de ficelle|figures de ficelle|diabolo|cerceau|hula hoop|osselets',
    'Regarde un adulte le faire lentement|Tiens bien la ficelle|Essaie le premier petit geste|+Plie les genoux et recommence|Compte combien d’affilée|+Montre ton tour à la famille',
  ),
  'safety-drill': family(
    'exercice incendie|exercice d evacuation|evacuation|evacuer|tremblement de terre|seisme|alerte incendie|alarme incendie|exercice de securite|exercice de confinement|incendie|en cas d incendie|detecteur de fumee|alarme de fumee|feu a la maison|plan d evacuation|s il y a le feu',
    'Arrête-toi et écoute l’adulte|Protège ta tête avec tes bras|Marche en rang, sans courir|+Sors dehors, au point de rassemblement|Attends en silence qu’on compte|+Refais l’exercice à la maison|+Si la terre tremble, accroupis-toi sous la table et tiens un pied',
  ),
  'time-to-go': family(
    'quitter le parc|partir du parc|l heure de partir|heure de rentrer|arreter de jouer|partir sans pleurer|rentrer du parc|quitter une fete|quitter l anniversaire|sortant du parc|en sortant du parc|crise en sortant|sortir du parc',
    'Écoute l’alerte des cinq minutes|Choisis un dernier tour|Dis au revoir aux balançoires|Donne la main à l’adulte|+La prochaine fois, mets un minuteur|+Raconte ce qui t’a plu',
  ),
  'stranger-safety': family(
    'inconnu|inconnus|ne pas suivre un inconnu|suivre un inconnu|partir avec un inconnu|parler aux inconnus|qu on ne connait pas|ne connait pas|mot de passe familial|mot secret|danger des inconnus|d un inconnu|bonbons d un inconnu|accepter des bonbons|accepter de bonbons|inconnue|etranger|etrangers|personne qu il ne connait pas|suivre quelqu un',
    'Reste où ton adulte te voit|Dis non et crie fort|Cours vers ton adulte|Raconte-le à un adulte de confiance|+Apprends le mot secret de la famille|+Demande de l’aide à un policier',
  ),
  'christmas-tree': family(
    'sapin de noel|sapin|~noel|preparer noel|decorations de noel|decorer le sapin|boules de noel|guirlandes du sapin|creche de noel|installer la creche|faire la creche|santons|arbre de noel|calendrier de l avent|une case par jour|ouvrir une case|avent|couronne de l avent',
    'Ouvre la boîte des boules|Accroche des boules aux branches basses|Ajoute la guirlande autour du sapin|Un adulte installe les lumières|+Pose l’étoile en haut avec aide|+Installe les santons de la crèche|+Ouvre une case du calendrier chaque jour',
  ),
  'christmas-eve': family(
    'pere noel|attendre le pere noel|reveillon|reveillon de noel|veille de noel|nuit de noel|soir de noel|matin de noel|chaussons au pied du sapin|chaussons sous le sapin|mettre ses chaussons|rennes|carotte pour les rennes|lait et biscuits|chaussette de noel|chants de noel|chanter noel|petit papa noel|rois mages',
    'Écris ta lettre au Père Noël|Pose tes chaussons sous le sapin|Du lait et un biscuit|Une carotte pour les rennes|+Chante un chant de Noël|+Couche-toi tôt le soir de Noël|+Ouvre tes cadeaux au réveil',
  ),
  'birthday-party': family(
    'fete d anniversaire|goûter d anniversaire|gouter d anniversaire|~anniversaire|~anniv|anniversaire copine|anniversaire copain|anniversaire ami|anniversaire amie|anniversaire de sa copine|anniversaire de son copain|aller anniversaire|aller a un anniversaire|aller a une fete|invite a un anniversaire|invitee a un anniversaire|carton d invitation|invitation|jeux de la fete|souffler les bougies|pinata|sachet de bonbons|anniversaire a l ecole|anniversaire a la creche|feter son anniversaire|feter son anniv|rester a la fete sans moi|boum|une boum|~fete|anniversaire chez|fete d anniv|anniversaire au parc de jeux|la boum|boum de|aller a la boum|fete de son copain|fete de sa copine|fete chez|goûter d anniv|anniversaire de son ami|anniversaire de son amie|preparer son anniversaire|preparer l anniversaire|organiser son anniversaire|organiser l anniversaire|anniversaire ans|fete des ans|anniversaire de ses|invitations d anniversaire',
    'Emballe le cadeau pour ton copain|Dis au revoir à la porte|Joue aux jeux chacun son tour|Chante joyeux anniversaire devant le gâteau|+Écris ton prénom sur la carte|+Dis merci pour la fête|+Attends qu’on vienne te chercher',
  ),
  'loud-noises': family(
    'feux d artifice|feu d artifice|petards|petard|tonnerre|orage|orages|eclairs|eclair|foudre|bruit fort|bruits forts|~bruit|~bruits|peur du bruit|peur des bruits|peur de l orage|peur des orages|peur du tonnerre|peur de l aspirateur|peur des feux d artifice|peur du seche-cheveux|peur du seche cheveux|peur du seche-mains|peur du seche mains|peur de la chasse d eau|peur du mixeur|peur des petards|se bouche les oreilles|boucher les oreilles|casque anti-bruit|casque antibruit|bouchons d oreilles|sirene|sirenes|seche-mains|seche mains|14 juillet|quatorze juillet|fete nationale|feux de la saint-jean|feux de la st-jean|peur orage|peur tonnerre|peur aspirateur|peur petards|peur bruit|peur feux d artifice|peur seche-mains|peur seche-cheveux|effraye par le bruit',
    'Mets un casque anti-bruit|Bouche tes oreilles avec tes mains|Donne la main à un adulte|Blottis-toi sous une couverture|+Compte de l’éclair au tonnerre|+Dis ce qui fait ce bruit|+Regarde par la fenêtre avec un adulte',
  ),
  funfair: family(
    'fete foraine|~foire|aller a la foire|kermesse|manege|maneges|tour de manege|faire un tour de manege|auto-tamponneuses|autos tamponneuses|autos-tamponneuses|barbe a papa|grande roue|montagnes russes|parc d attractions|attractions|fete du village|luna park|chenille|pompon|ducasse|foire du trone|la ronde|disneyland|parc asterix|fete de la ville|carrousel|carroussel|aller a la foire|a la foire',
    'Donne la main à un adulte|Choisis ton premier manège|Attends ton tour dans la file|Donne ton ticket au manège|+Vérifie que tu es assez grand|+Partage une barbe à papa avec un adulte|+Essaie d’attraper le pompon',
  ),
  'climb-furniture': family(
    'grimper sur les meubles|grimpe sur les meubles|grimpe partout|grimper partout|escalade les meubles|escalader les meubles|sauter sur le lit|saute sur le lit|sauter sur le canape|saute sur le canape|sauter du canape|saute du canape|sauter du dossier|dossier du canape|monter sur la table|monte sur la table|monter sur les chaises|monte sur les chaises|debout sur la chaise|monter sur le plan de travail|escalader la bibliotheque|grimper sur l etagere|sortir du lit a barreaux|enjamber le lit|~canape|~divan|~sofa|sauter sur le divan|sauter sur le sofa|monter sur le rebord de la fenetre',
    'Garde tes pieds sur le sol|Assieds-toi sur les coussins|Saute plutôt sur le trampoline|Grimpe plutôt au parc|+Fais un tas de coussins par terre|+Demande à un adulte avant de grimper',
  ),
  'rude-words': family(
    'gros mots|gros mot|dit des gros mots|dire des gros mots|vilains mots|vilain mot|mots pipi caca|jurer|jure|insulte|insultes|insulter|dire des insultes|grossier|grossiere|grossierete|grossieretes|mots grossiers|mots interdits|parler mal|dire ta gueule|sacrer|sacres|dire des sacres|mots caca boudin|caca boudin|dire des betises|gros mots|dire des gros mots|grossieretes|mots pas gentils|jurer|arreter les gros mots|plus de gros mots',
    'Arrête-toi si un vilain mot sort|Remplace-le par un mot rigolo|Respire et choisis des mots polis|Garde les mots pipi-caca aux toilettes|+Dis pardon si le mot a blessé|+Fixe une règle des mots en famille|+Ignore les gros mots des autres',
  ),
  'day-camp': family(
    'centre aere|centre de loisirs|accueil de loisirs|alsh|colonie de vacances|colonie|colo|camp de vacances|camp de jour|stage de vacances|mini-camp|mini camp|centre aere le mercredi|mercredi au centre|periscolaire|accueil periscolaire|plaine de jeux|stage sportif|premiere semaine au centre|partir en colo|premiere colo|en colo|partir en colonie|depart en colo|colo d ete|sejour de vacances|classe verte|classe de neige|classe de decouverte',
    'Prépare ton sac, casquette et gourde|Dis bonjour aux animateurs|Participe aux jeux et activités|Mange ton pique-nique avec les copains|+Mets de la crème solaire à la pause|+Raconte le meilleur moment le soir',
  ),
  'st-nicholas': family(
    'saint nicolas|st nicolas|la saint-nicolas|saint-nicolas|visite de saint nicolas|fete de saint nicolas|pere fouettard|chaussure pour saint nicolas|chaussure devant la cheminee|mettre sa chaussure|speculoos|sinterklaas|saint nicolas passe',
    'Brosse bien tes chaussures|Pose ta chaussure devant la porte|Laisse une carotte pour l’âne|Apprends une petite chanson|+Trouve mandarines, chocolat et spéculoos|+Dis merci à saint Nicolas',
  ),
  'cat-litter': family(
    'litiere|changer la litiere|nettoyer la litiere|vider la litiere|bac a litiere|litiere du chat|caisse du chat|bac du chat|caisse a chat|toilette du chat|granules du chat',
    'Mets des gants avec un adulte|Ramasse les crottes à la pelle|Mets-les dans un petit sac|+Ferme le sac, jette-le à la poubelle|+Ajoute des granulés propres|Lave-toi les mains au savon',
  ),
  'serve-yourself': family(
    'petites portions|portion|portions|louche|cuillere de service|se resservir|se servir a table|se servir dans le plat|servir le plat|se servir a manger|se servir des legumes|se servir seul a table|se servir sans en mettre partout|se serve tout seul a table|se serve a table|se serve dans le plat|se serve seul a table',
    'Tiens le plat d’une main|Prends la cuillère de service|Une petite cuillerée dans ton assiette|Passe le plat au suivant|+Redemande si tu as encore faim|+Un adulte sert les plats chauds',
  ),
  'hot-safety': family(
    'four chaud|plaque chaude|plaques de cuisson|plaque de cuisson|cuisiniere|gaziniere|fer a repasser|toucher le four|toucher les plaques|toucher la plaque|ne pas toucher le four|se bruler|se brule|ne pas se bruler|choses chaudes|~chaud|cheminee|poele a bois|radiateur|casserole chaude|bouilloire|ronds de la cuisiniere|poele chaude|ne pas toucher les plaques|plaques|four allume|four est allume|quand le four|entrer dans la cuisine|pas dans la cuisine|cuisine quand|brulure|brulures|bruler|ca brule',
    'Reste loin quand un adulte cuisine|Dis à un adulte : « ça brûle »|Le four, c’est pour les adultes|+Un adulte porte casseroles et tasses chaudes|Attends que l’adulte dise « froid »|+Cherche avec un adulte ce qui brûle chez toi',
  ),
  'lantern-walk': family(
    'saint martin|fete de la saint martin|defile de lanternes|cortege de lanternes|marche aux lanternes|lanterne de la saint martin|fete des lanternes|cortege aux lampions|defile aux lampions|lampions|la saint martin',
    'Fabrique une lanterne avec un adulte|Apprends une chanson de lanterne|Tiens bien le bâton|Marche avec les autres|+Chante quand il fait nuit|+Partage un petit pain avec un ami',
  ),
  'moving-house': family(
    'demenager en|demenager a|demenager avec|demenager dans|on va demenager|nous allons demenager|demenagent|partir vivre|changer de pays|s installer a|s installer en|demenager|demenagement|on demenage|nous demenageons|demenage|nouvelle maison|changer de maison|nouvel appartement|nouveau logement|emmenager|emmenagement|cartons de demenagement|camion de demenagement|quitter la maison|quitter notre maison|changer de ville',
    'Visitez ensemble la nouvelle maison|Range tes jouets dans un carton|+Dessine ta future chambre|Garde ton doudou avec toi|Dis au revoir à chaque pièce|+Ouvre ton carton en premier en arrivant',
  ),
  'new-year': family(
    'nouvel an|jour de l an|reveillon du nouvel an|reveillon du 31|le 31 decembre|saint sylvestre|la saint sylvestre|minuit|jusqu a minuit|compte a rebours|bonne annee|nouvelle annee|fete du nouvel an',
    'Fais une sieste l’après-midi|Mets ton pyjama tôt|+Fabrique un chapeau en papier|Compte à rebours depuis dix|Embrasse tout le monde à minuit|+Secoue des maracas à minuit|+Fais un vœu pour la nouvelle année',
  ),
  'electric-safety': family(
    '~prise|prises electriques|prise electrique|prises de courant|prise de courant|toucher les prises|toucher la prise|touche les prises|touche aux prises|doigts dans la prise|cache prise|cache-prise|cache-prises|cache prises|electricite|~electrique|~courant|~fils|fil electrique|fils electriques|~cable|cables|tirer sur les cables|mordre les cables|chargeur|rallonge|multiprise|decharge electrique|debrancher|brancher',
    'Seul un adulte branche les appareils|Laisse les cache-prises en place|Ne joue jamais avec les câbles|Dis « danger » à un adulte|+Éloigne les verres des lampes et écrans|+Cherche les cache-prises avec un adulte',
  ),
  funeral: family(
    'enterrement|l enterrement|aller a l enterrement|obseques|funerailles|ceremonie d adieu|cimetiere|aller au cimetiere|sur la tombe|veillee funebre|papy est mort|papi est mort|mamie est morte|mort de papy|mort de papi|mort de mamie|deces de papy|deces de papi|deces de mamie|grand pere est mort|grand mere est morte|deces du grand pere|deces de la grand mere|~papy|~papi|~mamie|~pepe|arriere grand pere|arriere grand mere|perte d un proche',
    'Parlez ensemble de la personne|Regardez ses photos ensemble|Fais un dessin à lui apporter|Tiens la main d’un adulte|+Choisis une fleur à déposer|+Tu peux pleurer, et aussi sourire|+Raconte un joli souvenir de la personne',
  ),
  'summer-holidays': family(
    'grandes vacances|vacances d ete|les vacances d ete|ete chez papi|ete chez mamie|ete chez papy|vacances chez papi|vacances chez papy|vacances chez mamie|vacances chez les grands parents|vacances scolaires|s ennuyer pendant les vacances|s ennuie en vacances|ennui pendant les vacances|rythme des vacances|rythme de vacances|routine des vacances|vacances sans s ennuyer',
    'Fais une liste d’idées sympas|Coche les jours sur un calendrier|Parc ou plage avec un adulte|Pique-nique avec des copains|+Choisis des livres à la bibliothèque|+Fais un bricolage s’il pleut|+Mets crème solaire et chapeau',
  ),
  hinamatsuri: family(
    'hinamatsuri|hina matsuri|fete des poupees|fete des filles|poupees hina|poupees japonaises|exposer les poupees|installer les poupees',
    'Sors les poupées avec un adulte|Pose-les doucement sur les marches|Ajoute lanternes et fleurs de pêcher|Partage des petits biscuits de riz|+Prépare un sushi coloré avec un adulte|+Range-les dans leur boîte avec un adulte',
  ),
  'shichi-go-san': family(
    'shichi go san|shichigosan|~kimono|kimono japonais|porter un kimono japonais|tenue traditionnelle|costume traditionnel|habit traditionnel|vetements traditionnels|costume folklorique|costume regional|coiffe bretonne|belle tenue|tenue de fete|habits du dimanche|se faire beau|se faire belle|seance photo|studio photo|chez le photographe|photo de famille',
    'Essaie la tenue avec un adulte|Marche doucement avec tes souliers|Donne la main à un adulte|Souris pour la photo de famille|+Dis-le à un adulte si ça serre|+Garde les bonbons pour après',
  ),
  'visit-hospital': family(
    'visiter hopital|visite hopital|rendre visite hopital|visite a l hopital|aller voir a l hopital|papi a l hopital|papy a l hopital|mamie a l hopital|papa a l hopital|maman a l hopital|grand pere a l hopital|grand mere a l hopital|tonton a l hopital|tata a l hopital|hospitalise|hospitalisee|visiter un malade|visite a un malade|rendre visite a un malade|bon retablissement|prompt retablissement|heures de visite',
    'Fais un dessin ou une carte|Lave-toi les mains en arrivant|Parle doucement à l’hôpital|Assieds-toi calmement près du lit|+Choisis des fleurs avec un adulte|+Prévoyez une sortie pour la guérison',
  ),
  barbecue: family(
    'barbecue|barbecues|faire un barbecue|faire le barbecue|barbec|barbeuc|grillade|grillades|brochettes|saucisses grillees|plancha|bbq',
    'Prépare la table avec un adulte|Loin du barbecue, près d’un adulte|Enfile les légumes avec un adulte|Un adulte retourne avec la pince|+Souffle sur ta nourriture avant|+Aide à ranger assiettes et déchets',
  ),
};

// ── Plan pour un objectif sans famille : avec le verbe et l'objet de l'objectif lui-même ──

const MAKING_VERB =
  /^(construire|faire|dessiner|peindre|créer|creer|préparer|preparer|cuisiner|écrire|ecrire|planter|décorer|decorer|réparer|reparer|finir|fabriquer|bricoler)$/i;
const words = (text: string) => text.split(' ').filter(Boolean).length;

/** L'objectif dit à l'enfant : « je veux construire ma cabane » → « construire ta cabane ». */
export function phrasePropre(goal: string): string {
  return goal
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/g, '')
    .replace(/^(?:je veux|je voudrais|je vais|j['’]aimerais|il faut)\s+/i, '')
    .replace(/^apprendre à\s+/i, '')
    .replace(/\bmon\b/gi, 'ton')
    .replace(/\bma\b/gi, 'ta')
    .replace(/\bmes\b/gi, 'tes')
    .replace(/\bmoi\b/gi, 'toi')
    .replace(/^me\s/i, 'te ')
    .replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase());
}

/** « de » devant le verbe, élidé devant une voyelle : « de construire », « d'écrire ». */
const de = (text: string) => (/^[aeiouyéèêàâîôûh]/i.test(text) ? `d’${text}` : `de ${text}`);

function frenchFallback(goal: string, young: boolean): string[] {
  const phrase = phrasePropre(goal);
  const usable = phrase.length > 0 && phrase.length <= 40;
  const verb = phrase.replace(/^te\s/, '').split(' ')[0] ?? '';
  const isAction = usable && /^\p{L}+(?:er|ir|re|oir)$/iu.test(verb);
  let doing: string | undefined;
  let thing: string | undefined;
  if (isAction) {
    doing = phrase;
    const rest = phrase.slice(verb.length).trim();
    const object =
      /^(une|un|le|la|ton|ta|tes|des|les)\s+(.+)$/i.exec(rest) ?? /^(l['’])(.+)$/i.exec(rest);
    if (MAKING_VERB.test(verb) && object) {
      const article = { un: 'le', une: 'la', des: 'les' }[(object[1] ?? '').toLowerCase()];
      const start = article ?? object[1] ?? '';
      thing = /['’]$/.test(start) ? `${start}${object[2]}` : `${start} ${object[2]}`;
    }
  }
  if (young) {
    return [
      doing && words(doing) <= 3 ? `Prévois comment ${doing}` : 'Dis ton plan à un adulte',
      'Prépare ce qu’il te faut',
      'Fais un petit bout',
      'Montre-le à un adulte',
    ];
  }
  return [
    doing
      ? `Réfléchis à la façon ${de(doing)}`
      : usable
        ? `Réfléchis à ton objectif : ${phrase}`
        : 'Réfléchis à ton objectif',
    thing ? `Rassemble ce qu’il faut pour ${thing}` : 'Rassemble ce qu’il te faut',
    '+Demande de l’aide à un adulte pour le plus dur',
    'Commence par le plus facile',
    '+Fais une petite pause, puis continue',
    '+Avance petit à petit',
    thing ? `Montre ${thing} à quelqu’un` : 'Raconte à quelqu’un comment ça s’est passé',
  ];
}

export const fr: LanguagePack<FamilyId> = {
  language: 'fr',
  families,
  synonyms: {
    mette: 'mettre',
    mettent: 'mettre',
    met: 'mettre',
    fasse: 'faire',
    fait: 'faire',
    prenne: 'prendre',
    prend: 'prendre',
    apprenne: 'apprendre',
    dorme: 'dormir',
    dort: 'dormir',
    lise: 'lire',
    boive: 'boire',
    boit: 'boire',
    aille: 'aller',
    sache: 'savoir',
    sait: 'savoir',
    ecrive: 'ecrire',
    ecrit: 'ecrire',
    bas: 'chaussettes',
    bebelles: 'jouets',
    traineries: 'jouets',
    mitaine: 'moufle',
    chialer: 'pleurnicher',
    chiale: 'pleurniche',
    chossures: 'chaussures',
    chosures: 'chaussures',
    chausures: 'chaussures',
    abiller: 'habiller',
    abille: 'habille',
    pyjamma: 'pyjama',
    pijama: 'pyjama',
    jouait: 'jouets',
    manjer: 'manger',
    lie: 'lit',
    dej: 'dejeuner',
    ptit: 'petit',
    p: 'petit',
    souliers: 'chaussures',
    soulier: 'chaussure',
    tuque: 'bonnet',
    mitaines: 'moufles',
    bicycle: 'velo',
    bicyclette: 'velo',
    char: 'voiture',
    auto: 'voiture',
    chandail: 'pull',
    gilet: 'pull',
    blé: 'ble',
    nonante: 'quatre vingt dix',
    septante: 'soixante dix',
    pis: 'puis',
    cellulaire: 'telephone',
    cell: 'telephone',
    natel: 'telephone',
    veu: 'veux',
    veut: 'veux',
    aprendre: 'apprendre',
    aprend: 'apprendre',
    son: 'mon',
    ton: 'mon',
    sa: 'ma',
    ta: 'ma',
    ses: 'mes',
    tes: 'mes',
    maman: 'maman',
    toutou: 'chien',
    minou: 'chat',
    doudou: 'doudou',
    velo: 'velo',
    dodo: 'dormir',
    tele: 'television',
    copine: 'copain',
    amie: 'ami',
  },
  fallback: frenchFallback,
};
