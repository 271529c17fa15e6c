import { html, type ArticleTranslation } from '../../article';

export const powerOfYet: ArticleTranslation = {
  title: 'El poder del «todavía»',
  runningTitle: 'Una palabra pequeña que convierte «No puedo» en «Todavía no puedo»',
  content: html(
    '<p>«¡No puedo!». Todas las familias con niños pequeños oyen esta frase, a menudo acompañada de una cera lanzada al suelo o de un zapato que sale volando por la habitación. Es una reacción normal ante la frustración. Y también es una oportunidad para enseñarle una de las ideas más útiles que un niño puede llevarse al colegio: las capacidades crecen con la práctica.</p>',
    '<h2>Qué es la mentalidad de crecimiento para un niño de cuatro años</h2>',
    '<p>Los psicólogos describen dos maneras de ver las capacidades. Con una mentalidad fija, algo se sabe hacer o no se sabe, y un error demuestra que no. Con una mentalidad de crecimiento, el error forma parte del aprendizaje y el cerebro se fortalece cuando algo cuesta. Ningún niño nace con una u otra. Las va aprendiendo de las palabras que oye a su alrededor, y la mayoría de esas palabras salen de nosotros.</p>',
    '<h2>Añade una palabra</h2>',
    '<p>La herramienta más sencilla es la palabra <em>todavía</em>. Cuando tu hijo diga «No sé atarme los cordones», contesta con calma: «<em>Todavía</em> no sabes atarte los cordones». La frase sigue siendo cierta, pero su sentido cambia por completo. Ya no habla de cómo es tu hijo. Habla de en qué punto del camino está.</p>',
    '<p>Al principio puede que no lo note. Al cabo de unas semanas, muchos niños empiezan a añadir la palabra ellos solos. Ese momento merece una celebración.</p>',
    '<h2>Enséñale tus propios «todavía»</h2>',
    '<p>Los niños aprenden más de lo que hacemos que de lo que decimos. Deja que te vean pelearte con algo: una receta nueva, una canción en la guitarra, un mueble que no hay manera de montar. Di en voz alta: «Esto es difícil. Todavía no me sale. Voy a probar de otra forma». Le estás mostrando que los adultos también aprenden y que la frustración no es el final.</p>',
    '<h2>Haz visible el camino</h2>',
    '<p>Un niño pequeño no puede imaginar un progreso de varias semanas. Hazlo concreto. Para aprender a atarse los cordones, dibuja una escalera de cuatro peldaños: sujetar los cordones, hacer la cruz, hacer un lazo, hacer dos lazos. Cada vez que alcance un peldaño, lo colorea. En TaskBoard, esa misma escalera se convierte en una meta con cuatro tareas, y tu hijo va pasando cada una a «Hecho».</p>',
    '<h2>El reto de esta semana</h2>',
    '<p>Elige algo que a tu hijo le cueste ahora mismo. Juntos, convertidlo en una meta («Voy a aprender a abrocharme el abrigo»), divididla en tres o cuatro pasos pequeños y practicad un paso al día. Cada vez que diga «No puedo», añade la palabra <em>todavía</em>. Al final de la semana, mirad juntos los pasos que ya están hechos.</p>',
    '<ul>',
    '<li>Prácticas cortas: dos o tres intentos y se para en un buen momento.</li>',
    '<li>Elogia los intentos: «Lo has intentado tres veces. Así es como crece el cerebro».</li>',
    '<li>Si todavía es demasiado difícil, haz el paso más pequeño en lugar de insistir más.</li>',
    '</ul>',
    '<p>Abrocharse el abrigo no es la meta de verdad. La meta de verdad es un niño que, ante la siguiente dificultad, piense «todavía no» en lugar de «nunca».</p>',
  ),
};
