import { EDITORS, html, type Article } from '../article';

export const firstHomework: Article = {
  urlId: 'first-homework-without-tears',
  title: 'First Homework Without Tears',
  runningTitle: 'Helping five-to-seven-year-olds with their first school tasks, calmly',
  author: EDITORS,
  publicationDate: '2026-06-01',
  keywords: ['study-support', 'routines', 'feelings'],
  targetAge: 6,
  challenge: false,
  content: html(
    '<p>The first homework of primary school is usually small: a reading book, a page of letter practice, a few sums. For a five or six-year-old at the end of a long day, though, it can feel enormous. How the first year of homework goes shapes how children feel about schoolwork for years to come, so it is worth getting the basics right.</p>',
    '<h2>Pick the right time</h2>',
    '<p>Most young children are tired and hungry straight after school. Give them a snack and some time to play before asking for any concentration. For many families, a short slot before dinner works best. Try to keep it at the same time each day, so homework becomes part of the routine rather than a daily argument.</p>',
    '<h2>Keep it short</h2>',
    '<p>At this age, ten to fifteen minutes is plenty. If the work is taking much longer, something is wrong: it may be too hard, your child may be too tired, or the setting may be too distracting. It is fine to stop and tell the teacher. Teachers would rather know than receive work finished in tears.</p>',
    '<h2>Set up a calm space</h2>',
    "<p>A clear bit of table, good light, pencils ready and no screen in view makes a big difference. Young children are easily distracted, so keep toys and siblings' noise away for those few minutes.</p>",
    '<h2>Break it into steps</h2>',
    '<p>A page of ten sums can look overwhelming. Cover most of the page and show one row at a time, or agree on small steps: "First these three, then a stretch, then the next three." Ticking off each step gives a sense of progress. A goal on TaskBoard with three small tasks does the same job, and children enjoy moving them to Done.</p>',
    '<h2>Help, but do not do it for them</h2>',
    '<p>It is tempting to correct every mistake or to show the answer. Instead, ask questions: "What sound does that word start with?" "Can you count it with your fingers?" If your child is truly stuck, show a similar example and let them try the real one. The homework is for them to practise; mistakes show the teacher what to teach next.</p>',
    '<h2>Notice the effort</h2>',
    '<p>Finish every session with something positive about how your child worked: "You sat and concentrated really well today" or "You found that tricky word all by yourself." Children who feel capable are more willing to sit down again tomorrow.</p>',
    '<h2>When it keeps going wrong</h2>',
    '<p>If homework regularly ends in tears, talk to the teacher. There may be something that makes the work harder than it should be, such as difficulty with reading or focus, and early conversations help.</p>',
  ),
};
