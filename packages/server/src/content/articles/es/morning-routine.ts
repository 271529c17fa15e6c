import { html, type ArticleTranslation } from '../../article';

export const morningRoutine: ArticleTranslation = {
  title: 'Una rutina de mañana que tu hijo puede llevar solo',
  runningTitle:
    'Menos recordatorios y mañanas más tranquilas: una rutina con dibujos que los niños dirigen',
  content: html(
    '<p>Las mañanas de casi todas las familias siguen el mismo guion: levantarse, vestirse, desayunar, lavarse los dientes, encontrar los zapatos, salir. Y en casi todas las familias, alguien repite cada uno de esos pasos varias veces. Una rutina que tu hijo pueda ver, y llevar él solo, cambia ese guion.</p>',
    '<h2>Por qué las rutinas ayudan a los niños pequeños</h2>',
    '<p>Entre los tres y los siete años, los niños se sienten más seguros cuando saben qué viene después. Los pasos previsibles reducen las discusiones, porque es la rutina, y no mamá o papá, quien decide qué toca ahora. También les dan autonomía: un niño capaz de terminar una lista por sí mismo se siente capaz, y esa sensación se contagia al resto del día.</p>',
    '<h2>Cuatro o cinco pasos, no más</h2>',
    '<p>Las listas largas agobian a los niños pequeños. Elige los cuatro o cinco pasos más importantes de una mañana de cole o de guardería. Por ejemplo:</p>',
    '<ol>',
    '<li>Vestirse.</li>',
    '<li>Desayunar.</li>',
    '<li>Lavarse los dientes.</li>',
    '<li>Ponerse los zapatos y el abrigo.</li>',
    '</ol>',
    '<p>Todo lo demás, como preparar la mochila, puede seguir siendo cosa de los adultos por ahora. Ya añadiréis pasos cuando los primeros salgan rodados.</p>',
    '<h2>Que se vea</h2>',
    '<p>Los niños que todavía no leen pueden seguir dibujos. Hazle una foto a tu hijo en cada paso, o deja que lo dibuje él. Colocad las imágenes en orden donde pueda verlas. En TaskBoard, cada paso puede ser una tarea con su dibujo, y tu hijo la pasa de «Nuevas» a «Hecho» cuando la termina. Mover la tarjeta es un gesto pequeño y satisfactorio que marca el avance sin necesidad de palabras.</p>',
    '<h2>Deja que la rutina haga de recordatorio</h2>',
    '<p>Cuando tu hijo se despiste, resiste la tentación de decir «¡Vístete!» por quinta vez. Pregúntale mejor: «¿Qué viene ahora en tu tablero?». Así la tarea de acordarse pasa a ser suya, con la rutina como apoyo. Y tu voz se mantiene más tranquila, lo que viene bien a todos.</p>',
    '<h2>Practicad el fin de semana</h2>',
    '<p>Una mañana entre semana, con el reloj corriendo, es el peor momento para aprender algo nuevo. Probad primero la rutina un sábado tranquilo. Convertidla en un juego: ¿es capaz tu hijo de terminar los cuatro pasos antes de que acabe una canción? Con la práctica, los pasos se vuelven automáticos y aguantan cuando vais justos de tiempo.</p>',
    '<h2>El reto de esta semana</h2>',
    '<p>Cread juntos una rutina de mañana de cuatro pasos, con un dibujo para cada uno, y deja que tu hijo la lleve durante cinco mañanas. Contad cuántos pasos ha terminado sin que se lo recuerden y celebrad el total al final de la semana, sea cual sea. Lo importante es avanzar, no la perfección.</p>',
  ),
};
