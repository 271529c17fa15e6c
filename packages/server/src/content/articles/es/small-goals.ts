import { html, type ArticleTranslation } from '../../article';

export const smallGoals: ArticleTranslation = {
  title: 'Metas pequeñas, grandes logros',
  runningTitle:
    'Dividir una tarea grande en pasos pequeños y visibles ayuda a los niños de 3 a 7 años a terminar lo que empiezan',
  content: html(
    '<p>«Recoge tu cuarto» es una de las instrucciones más difíciles que puede recibir un niño pequeño. A un adulto le parece sencilla, pero para un niño de cuatro años es una montaña sin camino. Nada le dice por dónde empezar, qué cuenta como terminado ni cuánto ha avanzado. El resultado suele ser un niño sentado en medio del desorden, sin hacer nada.</p>',
    '<h2>Metas grandes, pasos pequeños</h2>',
    '<p>Los niños, igual que los adultos, llevan mucho mejor los trabajos grandes cuando se dividen en pasos pequeños y claros. «Pon los libros en la estantería. Mete los coches en la caja roja. Echa la ropa al cesto». Cada paso tiene un principio y un final evidentes. Cada paso terminado da una pequeña sensación de logro, y esa sensación impulsa el siguiente.</p>',
    '<h2>Cómo dividir una meta</h2>',
    '<ul>',
    '<li><strong>Una acción por paso.</strong> «Mete los coches en la caja», no «ordena los juguetes».</li>',
    '<li><strong>Una lista corta.</strong> De tres a cinco pasos para la mayoría de los niños de tres a siete años.</li>',
    '<li><strong>Empieza por el paso más fácil.</strong> Un primer éxito da impulso.</li>',
    '<li><strong>Usa las palabras de tu hijo.</strong> Pregúntale: «¿Qué tenemos que hacer primero?».</li>',
    '</ul>',
    '<h2>Que el avance se vea</h2>',
    '<p>Los niños pequeños viven en el aquí y ahora. No pueden retener una lista en la cabeza, pero sí pueden ver cómo se mueven unas tarjetas. Esa es la idea de TaskBoard: cada meta tiene tareas que pasan de «Nuevas» a «Haciendo» y a «Hecho». Cuando tu hijo arrastra o desliza una tarjeta a «Hecho», ve su avance con sus propios ojos. Una columna «Hecho» llena al final del día es la prueba de que ha terminado algo.</p>',
    '<h2>Celebra el final</h2>',
    '<p>Terminar es una habilidad en sí misma. Muchos niños pequeños empiezan con ilusión y se van desinflando por el camino. Cuando esté hecho el último paso, celebradlo: chocar esos cinco, una pegatina especial, un bailecito. Con el tiempo, los niños aprenden que terminar sienta bien, y empiezan a esperar ese momento con ganas.</p>',
    '<h2>Metas que crecen con tu hijo</h2>',
    '<p>A los tres años, una meta puede ser «Prepararse para ir al parque», en tres pasos. A los siete, puede ser «Construir un cohete de cartón», en diez pasos repartidos a lo largo de una semana. La habilidad es la misma: una meta grande, un plan de pasos pequeños y la paciencia de hacerlos de uno en uno.</p>',
    '<h2>El reto de esta semana</h2>',
    '<p>Elige una meta que le importe a tu hijo, como hacer una tarjeta para un amigo o construir una cabaña. Juntos, divididla en tres a cinco tareas pequeñas y ponedlas en el tablero. Deja que tu hijo vaya moviendo cada tarea a medida que avanza, y celebrad cuando la última llegue a «Hecho».</p>',
  ),
};
