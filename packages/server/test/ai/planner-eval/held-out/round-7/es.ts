import type { EvalCase } from '../../types';

/**
 * Held-out round 7, Spanish: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing accent, words
 * of Spain and of Latin America), many of them kinds of goal the earlier rounds did not hold
 * (piojos, inhaladores, parches, vuelos, gallinas, limonada), each with the words a relevant plan
 * names beyond the goal's own (relevance.ts), decided when the goal was written. Written on
 * 2026-11-27 without reading the planner's library or matcher, committed before any library
 * change it may prompt, and never edited: a later round adds a new directory.
 */
export const esHeldOut: EvalCase[] = [
  ['cortarle las uñas sin que grite', 'cortaúñas|tijeras|lima|dedos|pies|toalla|cuento|pegatina'],
  ['escupir la pasta de dientes y no tragarla', 'lavabo|enjuagar|vaso|agua|cepillo|boca|guisante'],
  [
    'quedarse quieto para pasarle la lendrera',
    'piojos|liendres|peine|acondicionador|toalla|champú|pelo',
  ],
  [
    'que use los lentes todo el día en la escuela',
    'estuche|funda|paño|nariz|orejas|limpiar|cristales|armazón',
  ],
  [
    'usar el inhalador con la cámara',
    'respirar|mascarilla|agitar|boquilla|asma|apretar|aerocámara|despacio',
  ],
  ['ponerse las botas de agua solo', 'calcetines|talón|tirar|pie|charcos|lluvia|izquierdo|derecho'],
  [
    'elegir que ponerse cuando llueve',
    'impermeable|chubasquero|paraguas|capucha|botas|charcos|chamarra',
  ],
  ['pelar su platano y la mandarina', 'cáscara|piel|gajos|pepitas|basura|dedos|arriba'],
  ['hacer un licuado para desayunar', 'plátano|fresas|licuadora|leche|yogur|vaso|popote|tapa'],
  [
    'comer con palillos en el restaurante chino',
    'dedos|pinza|pulgar|arroz|fideos|cuenco|servilleta',
  ],
  [
    'separar la basura para reciclar',
    'papel|plástico|vidrio|latas|botellas|cartón|contenedor|amarillo',
  ],
  ['limpiar la pecera con papá', 'cubo|grava|red|filtro|cristal|esponja|agua|piedras'],
  [
    'sacar las gallinas del gallinero por la mañana',
    'puerta|grano|maíz|pienso|agua|huevos|corral|zorro',
  ],
  ['recoger la caca del perro en el paseo', 'bolsa|papelera|correa|nudo|guante|suelo|basura'],
  ['bañar al perro en el patio', 'champú|toalla|cubo|manguera|enjuagar|collar|secar|sacudir'],
  [
    'poner comida para los pajaros en invierno',
    'semillas|comedero|migas|colgar|árbol|rama|ventana|alpiste',
  ],
  ['plantar un limonero con el abuelo', 'hoyo|cavar|pala|tierra|raíces|regar|maceta|abono'],
  ['hacer un muñeco de nieve', 'bola|rodar|zanahoria|nariz|bufanda|piedras|ojos|guantes|gorro'],
  ['volar el papalote en la playa', 'hilo|viento|correr|cola|carrete|cielo|cometa'],
  ['kiero aprender a patinar', 'casco|rodilleras|coderas|muñequeras|rodillas|equilibrio|caer'],
  [
    'columpiarse sola sin que la empujen',
    'piernas|estirar|doblar|cadenas|agarrar|adelante|atrás|impulso',
  ],
  [
    'tirarse a la pileta desde el borde',
    'agua|brazos|dedos|profesor|salpicar|flotar|hondo|manguitos',
  ],
  ['perder al parchís sin enfadarse', 'dado|turno|ganar|felicitar|respirar|reglas|fichas|partida'],
  [
    'hacer las paces con su amigo despues de pelear',
    'perdón|abrazo|sentimientos|escuchar|compartir|jugar|hablar',
  ],
  ['no decir palabrotas', 'groserías|tacos|perdón|amable|ignorar|calma|bote'],
  [
    'decir la verdad aunque haya roto algo',
    'sincero|perdón|arreglar|valiente|mentira|error|pegamento',
  ],
  [
    'que no muerda a otros niños en la guarde',
    'dientes|suave|daño|mordedor|palabras|sentimientos|lejos',
  ],
  [
    'quedarse con la canguro sin llorar',
    'adiós|abrazo|beso|juegos|cuento|volver|despedida|ventana',
  ],
  [
    'primera noche en casa de los abuelos',
    'pijama|cepillo|peluche|mochila|almohada|teléfono|lamparita|maleta',
  ],
  [
    'rato tranquilo en su cuarto despues de comer',
    'libros|temporizador|puzle|descansar|cojín|manta|reloj|audiocuento',
  ],
  [
    'que no nos despierte a las 5 de la mañana',
    'reloj|luz|verde|libros|susurrar|peluche|dormir|despertador',
  ],
  [
    'tiene pesadillas y no se vuelve a dormir',
    'abrazo|sueño|hablar|lamparita|peluche|agua|manta|respirar',
  ],
  [
    'aprender a llamar al 911',
    'ambulancia|policía|bomberos|teléfono|emergencia|dirección|nombre|celular',
  ],
  ['no tocar el horno', 'caliente|quemar|vitro|cocina|guantes|vapor|fuego|puerta'],
  [
    'no abrir la puerta a desconocidos',
    'timbre|llamar|adulto|mayor|ventana|mirilla|preguntar|llave',
  ],
  [
    'ponerse el chaleco salvavidas en la lancha',
    'abrochar|correas|cremallera|flotar|agua|hebilla|ajustar|barco',
  ],
  [
    'no levantarse del asiento durante el vuelo',
    'cinturón|bandeja|auriculares|merienda|ventanilla|tablet|orejas|avión',
  ],
  [
    'preparar su mochila para el aeropuerto',
    'pasaporte|juguetes|merienda|auriculares|libro|tablet|maleta|billetes',
  ],
  ['que no se maree en el coche', 'ventanilla|aire|paradas|galletas|agua|bolsa|horizonte|chicle'],
  [
    'portarse bien en la biblioteca',
    'susurrar|libros|voz|silencio|bibliotecaria|sentarse|carnet|estantería',
  ],
  [
    'estar quietito en la boda de la tía',
    'silencio|susurrar|novia|merienda|libro|pegatinas|aplaudir|iglesia',
  ],
  [
    'ir al cine por primera vez',
    'entrada|palomitas|pochoclo|butaca|oscuro|pantalla|película|asiento',
  ],
  ['tocar el ukelele', 'rasguear|cuerdas|acorde|dedos|afinar|canción|traste'],
  [
    'aprenderse el baile del festival',
    'música|pasos|disfraz|escenario|espejo|girar|aplaudir|ensayar',
  ],
  [
    'hacer un comedero de pájaros con una piña',
    'crema de cacahuete|manteca|semillas|cuerda|colgar|árbol|rama|alpiste',
  ],
  [
    'hacer slime con su amiga',
    'pegamento|cola|activador|bol|remover|colorante|purpurina|brillantina',
  ],
  ['vaciar una calabaza para halloween', 'cuchara|semillas|cuchillo|vela|cara|ojos|tapa|boca'],
  [
    'buscar huevos de pascua en el jardin',
    'cesta|canasta|esconder|pistas|chocolate|arbustos|conejo|mapa',
  ],
  ['vender limonada en la puerta de casa', 'limones|azúcar|jarra|vasos|cartel|mesa|precio|monedas'],
  [
    'gastarse el dinero del cumple en la jugueteria',
    'elegir|precio|monedas|billetes|caja|cambio|cartera|monedero',
  ],
  [
    'videollamada con la abuela los domingos',
    'teléfono|celular|móvil|pantalla|saludar|noticias|cámara|tablet',
  ],
  [
    'nadie con el movil en la mesa',
    'cesta|caja|cocina|hablar|apagar|silencio|cargador|conversación',
  ],
  [
    'ponerse la vacuna de la gripe sin escándalo',
    'enfermera|brazo|manga|pegatina|respirar|apretar|pinchazo|inyección',
  ],
  ['dejarse poner el termómetro', 'fiebre|axila|oreja|pitido|quieto|frente|grados|temperatura'],
  [
    'llevar el parche en el ojo dos horas al dia',
    'pegatinas|gafas|tabla|premio|temporizador|oculista|puzle|médico',
  ],
  [
    'montar el coche de lego con las instrucciones',
    'folleto|dibujos|páginas|piezas|ruedas|paso|ladrillos',
  ],
  [
    'poner el diente debajo de la almohada para el ratón pérez',
    'moneda|sobre|carta|cama|hueco|dinero|cajita|dormir',
  ],
  ['esperar la guagua y subirse', 'parada|cola|billete|bonobús|conductor|asiento|timbre|agarrarse'],
  ['ir al baño en el centro comercial', 'pestillo|puerta|cadena|tapa|papel|jabón|secador|lavarse'],
  ['tragarse una pastilla con agua', 'sorbo|lengua|cabeza|yogur|medicina|boca|compota'],
  [
    'tiene celos de su hermanito recien nacido',
    'rato especial|abrazo|mimos|sentimientos|hablar|jugar|mamá|bebé',
  ],
  [
    'hablar de nuestro gato que se murió',
    'triste|foto|recuerdos|llorar|abrazo|sentimientos|jardín|caja',
  ],
  ['limpiar los vidrios con papá', 'balde|cubo|esponja|trapo|espray|agua|secar|rasqueta'],
  [
    'pasar la aspiradora en su cuarto',
    'enchufe|suelo|alfombra|debajo de la cama|juguetes|boquilla|botón',
  ],
  ['sacar la basura el día que pasa el camión', 'bolsa|atar|tapa|contenedor|acera|reciclaje|nudo'],
  ['hacer un castillo de arena', 'cubo|balde|pala|mojada|agua|foso|conchas|bandera|molde'],
  [
    'aprenderse los meses del año',
    'enero|febrero|diciembre|canción|calendario|cumpleaños|estaciones|verano',
  ],
  ['distinguir las monedas', 'euro|céntimos|peso|tamaño|color|hucha|alcancía|billete'],
  ['ser cariñoso con el cachorro nuevo', 'acariciar|suave|orejas|cola|tirar|premio|calma|perrito'],
  [
    'no separarse de nosotros en el zoologico',
    'mapa|animales|punto de encuentro|perderse|carrito|cochecito|carteles',
  ],
];
