import { html, type ArticleTranslation } from '../../article';

export const studySupport: ArticleTranslation = {
  title: 'Apoyo al aprendizaje para los más pequeños',
  runningTitle:
    'Cómo ayudar a un niño de 3 a 7 años a disfrutar aprendiendo sin convertir la casa en un colegio',
  content: html(
    '<p>Entre los tres y los siete años, los niños aprenden más que en casi cualquier otra etapa de la vida. Aprenden a sujetar un lápiz, a contar objetos, a reconocer letras y sonidos, a esperar su turno y a terminar lo que empiezan. Nada de eso necesita fichas en la mesa de la cocina. Lo que necesita es una madre o un padre que se fije, que haga un pequeño hueco para aprender y que se lo tome con ligereza.</p>',
    '<h2>Se aprende a ratitos</h2>',
    '<p>Un niño pequeño puede concentrarse más o menos de dos a cinco minutos por cada año de edad. Si tu hijo de cuatro años se aburre a los diez minutos, no te está poniendo las cosas difíciles: así funciona la atención a los cuatro años. Plantea momentos de aprendizaje que encajen. Ordenar los calcetines por colores, contar los escalones al subir, buscar la letra de su nombre en la caja de cereales: cada cosa lleva unos minutos y cada una es práctica de verdad.</p>',
    '<h2>Un rincón pequeño y siempre igual</h2>',
    '<p>Los niños se centran antes cuando aprender tiene su sitio. No hace falta un escritorio. Basta con una esquina de la mesa, una caja de ceras, unos cuantos cuentos y algo de papel. Cuando sale la caja, tu peque sabe qué momento empieza. Cuando se guarda, ese rato ha terminado y vuelve el juego.</p>',
    '<h2>Divide cada tarea en pasos pequeños</h2>',
    '<p>«Haz un dibujo para la abuela» es una tarea enorme para un niño pequeño. «Elige un color, dibuja el sol, dibuja a la abuela, escribe la primera letra de tu nombre» son cuatro tareas pequeñas, y cada paso terminado es una pequeña victoria. Por eso TaskBoard divide cada meta en tareas que pasan de «Nuevas» a «Haciendo» y a «Hecho». Los niños que ven cómo avanzan tienen muchas más ganas de seguir.</p>',
    '<ul>',
    '<li><strong>Poned nombre a la meta juntos.</strong> Deja que tu hijo la diga con sus propias palabras.</li>',
    '<li><strong>Acordad tres o cuatro pasos.</strong> A esta edad, cuantos menos, mejor.</li>',
    '<li><strong>Celebrad el último paso</strong>, no solo el resultado: «¡Has hecho todos los pasos!».</li>',
    '</ul>',
    '<h2>Habla del esfuerzo, no de lo listo que es</h2>',
    '<p>Cuando tu hijo termine algo, describe lo que ha hecho: «Has seguido intentando subir la cremallera hasta que lo has conseguido». Hablar del esfuerzo le enseña que las capacidades crecen con la práctica. En cambio, etiquetas como «qué listo eres» pueden darle miedo a intentar algo difícil por si deja de encajar en la etiqueta.</p>',
    '<h2>Sigue su curiosidad</h2>',
    '<p>Un niño loco por los dinosaurios practicará contar, leer y dibujar si hay dinosaurios de por medio. Aprovecha ese interés: contad los dinosaurios, buscad la «D» de dinosaurio, dibujad el más grande. Lo que se aprende a partir de su propia pregunta se queda mucho mejor que lo que se aprende a partir de la tuya.</p>',
    '<h2>Que siga siendo agradable</h2>',
    '<p>Si un rato de aprendizaje acaba en lágrimas, para y prueba otro día. Lo más valioso que puedes enseñarle en estos años es que aprender sienta bien. Las habilidades llegarán solas. Un niño tranquilo y curioso a los siete años está mejor preparado para el colegio que uno que recita el abecedario pero teme que se lo pidan.</p>',
  ),
};
