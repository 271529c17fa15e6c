import type { EvalCase } from '../../types';

/**
 * Held-out round 2, Spanish: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * types them (short phrases, often without accents, the odd spelling slip), each with the words a
 * relevant plan names beyond the goal's own (relevance.ts). Written on 2026-11-26 before the
 * library change it judges, without reading the library's keywords, and never edited: a later
 * round adds a new directory.
 */
export const esHeldOut: EvalCase[] = [
  [
    'lavarse los dientes sin protestar',
    'cepillo|pasta|escupir|enjuagar|muelas|dos minutos|canción|vaso',
  ],
  [
    'vestirse solo',
    'calcetines|pantalón|pantalones|camiseta|ropa interior|braguitas|calzoncillos|botones|cremallera|jersey|zapatos',
  ],
  [
    'ponerse los zapatos',
    'velcro|hebilla|talón|pie|derecho|izquierdo|calcetines|sentarse|cordones',
  ],
  ['atarse los cordones', 'lazo|nudo|orejas|cruzar|apretar|vuelta|conejo'],
  ['recojer los juguetes', 'caja|cesta|estantería|estante|suelo|bloques|peluches|baúl|su sitio'],
  ['ordenar su cuarto', 'cama|suelo|ropa|juguetes|caja|cesta|estantería|libros|cajón'],
  ['dejar la cama hecha', 'sábana|almohada|edredón|manta|colcha|peluche|estirar|nórdico'],
  ['lavarse las manos antes de comer', 'jabón|enjuagar|toalla|espuma|frotar|dedos|grifo|secar'],
  ['dejar el pañal', 'orinal|váter|inodoro|bragas|calzoncillos|pis|caca|cadena|pegatina|papel'],
  [
    'no mojar la cama por la noche',
    'pis|baño|váter|orinal|antes de dormir|beber|pegatina|sábanas|luz',
  ],
  ['comer verdura', 'zanahoria|brócoli|guisantes|judías|probar|bocado|plato|tenedor|cucharada'],
  ['probar comida nueva', 'bocado|oler|plato|tenedor|cuchara|trocito|masticar|lamer'],
  ['beber mas agua', 'vaso|botella|sorbo|jarra|grifo|cantimplora|llenar'],
  ['preparar la mesa para cenar', 'plato|platos|tenedor|cuchillo|cuchara|vaso|servilleta|mantel'],
  ['quitar la mesa', 'fregadero|cocina|lavavajillas|vasos|cubiertos|trapo|migas|plato|platos'],
  [
    'guardar los cubiertos',
    'cajón|cucharas|tenedores|cuchillos|lavavajillas|ordenar|separar|cestillo',
  ],
  [
    'cuidar al hamster',
    'jaula|viruta|serrín|bebedero|pienso|semillas|rueda|limpiar|agua|zanahoria',
  ],
  ['pasear al perro', 'correa|collar|arnés|bolsa|caca|premio|chuches|parque'],
  ['cuidar el pez', 'pecera|acuario|escamas|comida|pizca|agua|red|filtro'],
  ['regar las plantas del balcon', 'regadera|tierra|maceta|hojas|raíces|llenar|despacio'],
  ['plantar semillas', 'maceta|tierra|agujero|regar|regadera|sol|dedo|tapar|brote'],
  [
    'leer un cuento cada noche',
    'página|páginas|dibujos|libro|cama|portada|biblioteca|marcapáginas|en voz alta',
  ],
  ['practicar la lectura', 'libro|letras|sílabas|palabras|página|en voz alta|dedo|cuento|sonido'],
  ['aprender las letras', 'abecedario|alfabeto|canción|sonido|tarjetas|escribir|repasar|mayúscula'],
  ['escribir su nombre', 'lápiz|letras|papel|repasar|puntos|mayúscula|línea|ceras|pinza'],
  ['contar hasta 20', 'dedos|números|bloques|en voz alta|uno|diez|escaleras|cuentas|botones'],
  ['aprender los colores', 'rojo|azul|verde|amarillo|ceras|pintura|arcoíris|clasificar'],
  ['aprender las formas', 'círculo|cuadrado|triángulo|rectángulo|estrella|lados|esquinas|dibujar'],
  ['aprender la hora', 'reloj|agujas|aguja|manecilla|en punto|y media|minutos|números'],
  [
    'aprender el telefono de mama',
    'números|cifras|canción|repetir|tarjeta|memoria|practicar|llamar',
  ],
  [
    'quitar los ruedines de la bici',
    'casco|pedal|pedales|equilibrio|freno|frenar|manillar|empujar',
  ],
  [
    'nadar sin manguitos',
    'piscina|patada|piernas|brazos|flotar|gafas|burbujas|churro|tabla|respirar',
  ],
  ['coger la pelota', 'manos|mirar|botar|brazos|suave|dos manos|ojos|lanzar'],
  ['ir al cole en patinete', 'casco|pie|empujar|freno|manillar|equilibrio|rodilleras|acera'],
  ['jugar a la rayuela', 'tiza|piedra|casillas|números|pata coja|un pie|saltar|dibujar|suelo'],
  ['usar las tijeras', 'papel|línea|recortar|pulgar|dedos|cuidado|pegamento|abrir|cerrar|punta'],
  ['montar un puzzle', 'piezas|bordes|esquinas|dibujo|caja|encajar|colores|mesa'],
  ['practicar piano', 'teclas|notas|dedos|canción|escala|manos|minutos|profesora|partitura'],
  [
    'ser amable con su hermanito',
    'compartir|abrazo|juguete|ayudar|turno|jugar|suave|sonreír|con cuidado',
  ],
  [
    'compartir con los amigos',
    'turno|turnos|esperar|pedir|jugar juntos|juguete|cambiar|por favor|dar',
  ],
  [
    'no pegar cuando se enfada',
    'respirar|respira|contar|calma|palabras|sentimientos|abrazo|cojín|alejarse|decir|rincón',
  ],
  [
    'calmarse',
    'respirar|respiración|contar|rincón|abrazo|peluche|agua|tranquilo|sentimientos|apretar',
  ],
  [
    'ser educado en la mesa',
    'por favor|gracias|servilleta|tenedor|sentado|silla|boca cerrada|masticar|esperar|pedir',
  ],
  ['esperar su turno', 'fila|cola|reloj|contar|paciencia|siguiente|juego|tobogán|temporizador'],
  ['no interrumpir', 'esperar|mano|perdón|escuchar|terminar|hablar|turno|tocar'],
  ['colgar el abrigo', 'percha|gancho|perchero|armario|cremallera|manga|entrada|pasillo'],
  [
    'dejar la mochila lista la noche antes',
    'fiambrera|almuerzo|botella|cantimplora|libro|estuche|agenda|deberes|bata|ropa',
  ],
  ['rutina de la mañana', 'desayuno|dientes|cepillo|vestirse|ropa|cara|peinarse|zapatos|cama|baño'],
  ['bañarse sin llorar', 'champú|jabón|toalla|espuma|juguetes|agua|aclarar|vaso|pelo|esponja'],
  ['sonarse los mocos', 'pañuelo|papelera|lavarse las manos|soplar|nariz|un lado|agujero'],
  [
    'poner la ropa sucia en el cesto',
    'calcetines|pijama|camiseta|bragas|calzoncillos|del revés|suelo|baño|lavadora',
  ],
  ['emparejar calcetines', 'pareja|parejas|igual|color|dibujo|doblar|enrollar|cajón|montón'],
  [
    'ayudar a hacer la compra',
    'lista|bolsa|carro|carrito|fruta|estante|nevera|frigorífico|pagar|cesta',
  ],
  [
    'hacer galletas con la abuela',
    'harina|azúcar|mantequilla|huevo|bol|mezclar|cuchara|bandeja|horno|masa|molde',
  ],
  ['hacerse un bocadillo', 'pan|mantequilla|cuchillo|untar|jamón|queso|plato|rebanada|tomate'],
  ['servirse agua solo', 'vaso|jarra|despacio|dos manos|botella|llenar|mesa|derramar'],
  ['ahorrar en la hucha', 'monedas|moneda|contar|dinero|juguete|tarro|euros|bote'],
  [
    'menos pantallas',
    'temporizador|minutos|tableta|tablet|tele|televisión|apagar|alarma|jugar|fuera|libro|móvil',
  ],
  [
    'dormir en su cama toda la noche',
    'peluche|luz|cuento|manta|abrazo|pegatina|oscuridad|puerta|quitamiedos',
  ],
  [
    'cortarse el pelo sin llorar',
    'silla|tijeras|peine|espejo|capa|quieto|peluquera|peluquero|agua|pegatina',
  ],
  [
    'primer dia de cole',
    'profesora|maestra|clase|amigos|mochila|almuerzo|abrazo|despedida|nombre|percha',
  ],
  [
    'hacer amigos en el parque',
    'hola|nombre|preguntar|jugar|sonreír|compartir|juntos|juego|columpio|tobogán',
  ],
  [
    'reciclar',
    'contenedor|amarillo|azul|verde|botella|papel|cartón|plástico|latas|enjuagar|separar',
  ],
  ['ayudar a lavar el coche', 'cubo|esponja|jabón|manguera|agua|ruedas|secar|trapo|espuma'],
  ['barrer la cocina', 'escoba|recogedor|montón|basura|migas|rincones|cubo'],
  ['limpiar la mesa despues de comer', 'trapo|bayeta|esponja|migas|agua|papelera|fregadero|secar'],
  [
    'aprender a cruzar por el paso de cebra',
    'mirar|izquierda|derecha|semáforo|verde|acera|coches|parar|mano',
  ],
  ['echarse crema solar', 'cara|brazos|nariz|orejas|gorra|sombrero|extender|cuello|piernas'],
  [
    'hacer las fichas del cole',
    'lápiz|goma|colores|ceras|mesa|silla|estuche|borrar|escribir|nombre',
  ],
];
