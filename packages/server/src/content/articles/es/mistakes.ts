import { html, type ArticleTranslation } from '../../article';

export const mistakes: ArticleTranslation = {
  title: 'Equivocarse es como aprendemos',
  runningTitle:
    'Ayudar a los niños pequeños a ver un error como parte del camino, no como el final',
  content: html(
    '<p>Hay niños que rompen un dibujo porque una línea les ha salido mal. Otros se niegan a probar un juego nuevo por si pierden. El miedo a equivocarse es frecuente en los niños pequeños, sobre todo en los más reflexivos, que notan enseguida cuando algo no está del todo bien. Las familias pueden ayudarles a ver los errores de otra manera: como una parte normal, e incluso útil, de aprender.</p>',
    '<h2>Los errores hacen crecer el cerebro</h2>',
    '<p>Puedes explicarlo de forma sencilla: «Cuando algo cuesta y sigues intentándolo, tu cerebro construye caminos nuevos. Los errores son el cerebro trabajando». A los niños les gusta la idea de que el cerebro es como un músculo que se hace más fuerte. Algunas familias dibujan un cerebro y le pegan una pegatina cada vez que alguien aprende de un error.</p>',
    '<h2>Celebra el «error favorito»</h2>',
    '<p>En la cena, cada uno cuenta un error que ha cometido ese día y lo que ha aprendido. Empiezan los adultos: «Me he echado sal en el té en vez de azúcar. ¡He aprendido a leer las etiquetas!». Oír a los adultos hablar con buen humor de sus propios errores es una de las formas más potentes de que equivocarse deje de dar miedo.</p>',
    '<h2>Reacciona con calma a los despistes</h2>',
    '<p>Los niños observan cómo reaccionamos cuando se equivocan. Un vaso derramado recibido con un suspiro enseña algo muy distinto que un vaso derramado recibido con un «¡Uy! Vamos a por un trapo». Mantén la voz tranquila, centraos en arreglarlo juntos y pasad a otra cosa. Cuanto menos drama, menos miedo dan los errores.</p>',
    '<h2>El «bonito ups»</h2>',
    '<p>Cuando un dibujo se tuerce, ayuda a tu hijo a convertir el error en algo nuevo. Un borrón se convierte en una nube, una línea temblorosa en una carretera, un roto en una boca. Así se ve, jugando, que un error puede llevar a algún sitio interesante en lugar de acabar con el proyecto.</p>',
    '<h2>Deja que le cueste un poco</h2>',
    '<p>Cuesta ver a un niño pasarlo mal, y ayudar enseguida parece lo más cariñoso. Pero un niño al que siempre rescatan no llega a aprender que puede recuperarse solo de un error. Espera un poco más de lo que te resulta cómodo antes de ayudar, y cuando ayudes, dale una pista en lugar de la respuesta.</p>',
    '<h2>El reto de esta semana</h2>',
    '<p>Haced una ronda del «error favorito» en una comida cada día de esta semana. Apuntad los errores y las lecciones de cada miembro de la familia en una hoja pegada en la nevera. Al final de la semana, leedlos juntos y fijaos en cuántas lecciones llegaron después de equivocarse. En TaskBoard, una meta como «Contar mi error favorito», con una tarea por día, mantiene vivo el reto.</p>',
  ),
};
