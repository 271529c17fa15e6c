import type { EvalCase } from '../../types';

/**
 * Held-out round 3, Spanish: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, missing accents, the odd typo), each
 * with the words a relevant plan names beyond the goal's own (relevance.ts), decided when the
 * goal was written. Written on 2026-11-26 without reading the planner's library or matcher,
 * committed before any library change it may prompt, and never edited: a later round adds a new
 * directory.
 */
export const esHeldOut: EvalCase[] = [
  [
    'que se lave los dientes sin que se lo diga',
    'cepillo|pasta de dientes|pasta|escupir|enjuagar|dos minutos|reloj|canción|muelas',
  ],
  [
    'prepararse para el cole',
    'mochila|zapatos|abrigo|desayuno|ropa|vestirse|dientes|peinarse|almuerzo|chaqueta',
  ],
  [
    'vestirse solo por la mañana',
    'calcetines|pantalón|camiseta|ropa interior|braga|calzoncillo|jersey|botones|cremallera|zapatos',
  ],
  [
    'echar la ropa sucia al cesto de la colada',
    'lavadora|calcetines|camiseta|pijama|suelo|bolsa|cubo|separar',
  ],
  ['ponerle el pienso al perrito', 'cuenco|comida|agua|plato|taza|medida|bol|bebedero'],
  [
    'echar agua a los geranios de la terraza',
    'regadera|tierra|maceta|hojas|grifo|llenar|jarra|regar',
  ],
  [
    'reconocer las letras de su nombre',
    'abecedario|alfabeto|cuaderno|lápiz|canción|sonido|tarjetas|cuento|mayúscula',
  ],
  ['contar hasta diez', 'números|dedos|uno|dos|tres|bloques|piedras|cuentas|en voz alta|escalones'],
  [
    'que escriba su nombre sin ayuda',
    'letras|lápiz|papel|ceras|repasar|mayúscula|primera letra|puntos',
  ],
  [
    'acordarse de dar las gracias',
    'por favor|educado|amable|sonrisa|palabras mágicas|educación|cuando te dan',
  ],
  [
    'compartir juguetes con su hermano',
    'turno|turnos|esperar|jugar juntos|prestar|dejar|pedir|reloj',
  ],
  [
    'que no pegue a su hermana cuando se enfada',
    'respirar|respiración|contar|palabras|manos|decir|calma|cojín|abrazo|pisotear',
  ],
  [
    'calmarse cuando esta nervioso',
    'respirar|respiración|contar|abrazo|rincón|peluche|manta|emociones|agua|tranquilo',
  ],
  [
    'quitarle los ruedines a la bici',
    'casco|pedales|pedalear|equilibrio|empujar|frenar|freno|manillar|mirar adelante',
  ],
  [
    'aprender a nadar sin manguitos',
    'patada|flotar|brazos|piscina|gafas|burbujas|respirar|churro|agua|piernas|tabla',
  ],
  [
    'que no se pase a nuestra cama por la noche',
    'pijama|cuento|luz|lamparita|peluche|abrazo|almohada|manta|beso|buenas noches',
  ],
  ['dejar el chupete', 'hada|regalo|caja|despedirse|peluche|pegatina|noche|dormir|cambiar'],
  [
    'ayudar a poner la mesa de la cena',
    'platos|tenedores|cuchillos|cucharas|vasos|servilletas|mantel|sillas',
  ],
  [
    'cuidar del hamster',
    'jaula|agua|comida|pipas|semillas|serrín|limpiar|bebedero|acariciar|suave',
  ],
  ['recoger los legos', 'caja|cubo|piezas|suelo|ordenar|colores|tapa|estantería|guardar'],
  [
    'colgar el abrigo al llegar a casa',
    'percha|gancho|perchero|zapatos|mochila|entrada|puerta|colgador',
  ],
  ['guardar los zapatos en su sitio', 'zapatero|estante|armario|par|puerta|entrada|juntos|fila'],
  [
    'ayudar a tender la ropa',
    'pinzas|cuerda|tendedero|calcetines|cesto|sacudir|camisetas|lavadora',
  ],
  ['juntar los calcetines por parejas', 'igual|color|doblar|cajón|montón|cesto|par'],
  [
    'bañarse sin rechistar',
    'agua|jabón|champú|toalla|esponja|patito|juguetes|aclarar|espuma|bañera',
  ],
  ['lavarse el pelo', 'champú|aclarar|vaso|toalla|mirar arriba|ojos|espuma|agua|masajear|secar'],
  [
    'ponerse el pijama solito',
    'camiseta|pantalón|botones|brazos|piernas|cabeza|mangas|doblar|ropa',
  ],
  ['abrocharse el abrigo', 'cremallera|botones|mangas|brazos|capucha|subir|enganchar|botón'],
  [
    'usar cuchillo y tenedor',
    'cortar|plato|trocitos|sujetar|carne|masticar|cuchara|servilleta|pinchar',
  ],
  [
    'estar sentado en la mesa hasta terminar',
    'silla|esperar|plato|hablar|permiso|comida|familia|culete|cena',
  ],
  ['beber en vaso sin derramar', 'dos manos|sorbo|despacio|poco|agua|leche|mitad|mesa'],
  [
    'desayunar antes de la tele',
    'cereales|tazón|tostada|leche|cuchara|fruta|plato|mesa|huevo|galletas',
  ],
  [
    'preparar la mochila del colegio',
    'fiambrera|botella de agua|cantimplora|libro|carpeta|estuche|chaqueta|agenda|almuerzo',
  ],
  [
    'despedirse en la puerta del cole sin llorar',
    'abrazo|beso|adiós con la mano|maestra|profe|fila|mochila|hasta luego|recoger|chocar los cinco',
  ],
  [
    'escuchar a la profe',
    'oídos|ojos|silencio|sentado|levantar la mano|esperar|mirar|asamblea|callado',
  ],
  ['levantar la mano en clase', 'esperar|turno|profesora|maestra|silencio|hablar|nombre|sentado'],
  ['hacer amigos nuevos', 'hola|nombre|jugar|preguntar|compartir|sonreír|invitar|juntos|amable'],
  [
    'saberse el móvil de mamá de memoria',
    'números|cifras|canción|repetir|practicar|tarjeta|emergencia|papá|teléfono',
  ],
  ['saber su direccion', 'calle|número|portal|piso|ciudad|pueblo|código postal|repetir|canción'],
  [
    'no separarse en el super',
    'mano|carro|carrito|cerca|perderse|pasillo|caminar|quieto|al lado|cesta',
  ],
  [
    'pararse en el bordillo antes de cruzar',
    'mirar|izquierda|derecha|mano|acera|coches|paso de cebra|semáforo|verde|esperar',
  ],
  ['ponerse el casco', 'correa|abrochar|clic|cabeza|hebilla|barbilla|ajustar|bici|patinete'],
  [
    'echarse crema para el sol',
    'protector|gorra|sombrero|cara|brazos|nariz|sombra|bote|extender|orejas',
  ],
  [
    'practicar piano diez minutos',
    'teclas|escala|canción|dedos|partitura|notas|temporizador|reloj|manos|sentarse',
  ],
  ['tocar la flauta', 'agujeros|dedos|soplar|suave|notas|canción|partitura|tapar|respirar'],
  [
    'hacer un dibujo para la abuela',
    'papel|ceras|lápices de colores|colores|rotuladores|tarjeta|regalar|pintar|folio',
  ],
  [
    'hacer una tarjeta de cumpleaños para papá',
    'cartulina|doblar|ceras|pegamento|pegatinas|rotuladores|purpurina|escribir|dibujar',
  ],
  ['recortar con tijeras', 'papel|línea|sujetar|pulgar|abrir|cerrar|pegamento|punta|seguro'],
  ['pintar con acuarelas', 'pincel|agua|vaso|papel|colores|babi|delantal|mezclar|secar|limpiar'],
  ['jugar a la pelota', 'lanzar|tirar|coger|atrapar|manos|patear|chutar|botar|parque|portería'],
  [
    'ir a futbol los sabados',
    'botas|espinilleras|balón|pelota|equipo|entrenador|portería|chutar|pasar|agua',
  ],
  ['saltar a la pata coja', 'equilibrio|pie|pierna|rayuela|contar|brazos|levantar'],
  ['clases de baile', 'zapatillas|música|maillot|mallas|estirar|puntas|profesora|moño|pasos|ritmo'],
  [
    'ser cariñoso con el bebe',
    'suave|despacio|acariciar|abrazo|beso|cantar|sonreír|ayudar|cuidado|silencio',
  ],
  [
    'pedir perdón de verdad',
    'abrazo|mirar|ojos|qué pasó|arreglar|sentimientos|amable|palabras|lo siento',
  ],
  [
    'decir como se siente',
    'contento|feliz|triste|enfadado|miedo|preocupado|palabras|emociones|caras|hablar|abrazo',
  ],
  [
    'no llorar por chuches en la caja',
    'pedir bien|voz|esperar|elegir|lista|ayudar|respirar|calma|premio',
  ],
  [
    'comer sin tablet',
    'hablar|plato|mesa|tenedor|masticar|familia|guardar|pantalla|comida|charlar',
  ],
  [
    'apagar la tele cuando suena el reloj',
    'mando|botón|pantalla|minutos|aviso|jugar|alarma|temporizador|después',
  ],
  [
    'un cuento antes de apagar la luz',
    'libro|páginas|cama|elegir|pasar|dibujos|palabras|abrazo|biblioteca|lámpara|leer',
  ],
  [
    'aprender los dias de la semana',
    'lunes|martes|miércoles|canción|calendario|cantar|hoy|mañana|fin de semana',
  ],
  ['conocer los colores', 'rojo|azul|amarillo|verde|ceras|señalar|nombre|clasificar|arcoíris'],
  [
    'distinguir un círculo de un cuadrado',
    'triángulo|rectángulo|estrella|clasificar|dibujar|bloques|lados|esquinas|formas',
  ],
  [
    'sonarse la nariz solo',
    'pañuelo|soplar|papelera|lavarse las manos|suave|un lado|limpiar|mocos',
  ],
  ['toser en el codo', 'brazo|manga|pañuelo|lavarse las manos|girar|tapar|boca|gérmenes'],
  [
    'hacer pis antes de salir',
    'váter|wc|baño|orinal|cisterna|tirar de la cadena|lavarse las manos|intentar|braguita|zapatos',
  ],
  ['lavarse la cara al levantarse', 'agua|toalla|jabón|lavabo|ojos|mejillas|secar|aclarar|esponja'],
  ['peinarse', 'peine|cepillo|espejo|nudos|suave|coleta|goma|trenza|desenredar'],
  [
    'Quiero hacer galletas con la abuela',
    'harina|azúcar|mantequilla|huevos|bol|mezclar|horno|bandeja|cuchara|moldes|masa',
  ],
  [
    'sembrar judías en un vaso',
    'tierra|algodón|agujero|agua|regadera|maceta|sol|ventana|brotar|raíz',
  ],
  [
    'tirar la basura al cubo',
    'papelera|tapa|reciclar|amarillo|bolsa|separar|contenedor|papel|envoltorio',
  ],
  [
    'ser valiente en el medico',
    'mano|respirar|peluche|pegatina|contar|apretar|preguntar|enfermera|vacuna|pinchazo',
  ],
  [
    'no interumpir cuando hablan los mayores',
    'esperar|turno|perdón|silencio|terminar|tocar el brazo|escuchar|mano',
  ],
  ['hablar bajito en casa', 'susurrar|voz|suave|gritar|tranquilo|volumen|fuera|silencio'],
];
