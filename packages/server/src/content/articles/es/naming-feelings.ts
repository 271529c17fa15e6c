import { html, type ArticleTranslation } from '../../article';

export const namingFeelings: ArticleTranslation = {
  title: 'Poner nombre a las emociones grandes',
  runningTitle:
    'Por qué ponerle palabras a una emoción ayuda a un niño pequeño a calmarse, y cómo empezar',
  content: html(
    '<p>Un niño de tres años que no encuentra la palabra para lo que siente suele mostrarlo de otra manera: gritando, pegando, llorando o negándose a moverse. Ayudar a los niños a poner palabras a sus emociones es una de las cosas más prácticas que podemos hacer por su desarrollo emocional, y empieza con costumbres muy sencillas.</p>',
    '<h2>Nombrarla para calmarla</h2>',
    '<p>Cuando una emoción fuerte tiene nombre, muchas veces se hace un poco más pequeña. Decir «Estás muy desilusionado porque el parque está cerrado» no arregla el problema, pero le dice a tu hijo que le entiendes y le da una palabra que podrá usar la próxima vez. Con el tiempo, los niños que tienen palabras para lo que sienten las usan más a menudo en lugar de actuar.</p>',
    '<h2>Empieza con cuatro emociones</h2>',
    '<p>Al principio, un niño pequeño no necesita un vocabulario muy amplio. Empieza con cuatro palabras claras: <strong>contento</strong>, <strong>triste</strong>, <strong>enfadado</strong> y <strong>asustado</strong>. Cuando ya le resulten familiares, añade algunas que los niños sienten a menudo: frustrado, emocionado, preocupado, orgulloso, cansado, solo.</p>',
    '<h2>Nombra emociones todo el día, no solo en los momentos difíciles</h2>',
    '<p>Los niños aprenden las palabras oyéndolas muchas veces en situaciones cotidianas. Fíjate en las emociones cuando son pequeñas y fáciles:</p>',
    '<ul>',
    '<li>«Estás sonriendo: parece que estás orgulloso de tu dibujo».</li>',
    '<li>«El perro del cuento parece asustado por los truenos».</li>',
    '<li>«Me siento un poco frustrada porque no encuentro las llaves».</li>',
    '</ul>',
    '<p>Los cuentos son especialmente útiles. Parad en un dibujo y pregunta: «¿Cómo crees que se siente?». No hay respuestas equivocadas; se trata de fijarse.</p>',
    '<h2>Acepta la emoción, guía la conducta</h2>',
    '<p>Todas las emociones están permitidas; no todas las conductas. Puedes decir: «Estás enfadado porque tu hermano te ha quitado el coche. Es normal enfadarse. Lo que no está bien es pegar. Puedes dar pisotones o apretar fuerte este cojín». Así tu hijo está seguro y aprende que la emoción en sí no es mala.</p>',
    '<h2>Usa caras y colores</h2>',
    '<p>Para los niños que aún no leen, los dibujos sencillos ayudan. Un cartel con cuatro caras en la nevera le permite señalar cómo se siente. Algunas familias usan colores: azul para triste o cansado, verde para tranquilo y listo, amarillo para emocionado o preocupado, rojo para muy enfadado. Preguntar una vez al día, por ejemplo al volver de la guarde, lleva un minuto y crea el hábito.</p>',
    '<h2>Ten paciencia</h2>',
    '<p>Pondrás nombre a las emociones cientos de veces antes de que tu hijo empiece a hacerlo solo. Es lo normal. El día que diga «¡Estoy frustrado!» en lugar de tirar un juguete, sabrás que las palabras han calado.</p>',
  ),
};
