import { EDITORS, html, type Article } from '../article';

export const mistakes: Article = {
  urlId: 'mistakes-are-how-we-learn',
  title: 'Mistakes Are How We Learn',
  runningTitle: 'Helping young children see a wrong turn as part of the way, not the end of it',
  author: EDITORS,
  publicationDate: '2026-06-29',
  keywords: ['growth-mindset', 'feelings', 'well-being'],
  targetAge: 5,
  challenge: true,
  content: html(
    '<p>Some children tear up a drawing because one line went wrong. Others refuse to try a new game in case they lose. Fear of mistakes is common in young children, especially thoughtful ones who notice when things are not quite right. Parents can help them see mistakes differently: as a normal, even useful, part of learning.</p>',
    '<h2>Mistakes make brains grow</h2>',
    '<p>You can explain it simply: "When something is hard and you keep trying, your brain is building new paths. Mistakes are the brain working." Children like the idea that their brain is like a muscle that gets stronger. Some families draw a picture of a brain and add a sticker every time someone learns from a mistake.</p>',
    '<h2>Celebrate a "favourite mistake"</h2>',
    '<p>At dinner, each person shares a mistake they made today and what they learned from it. Parents go first. "I put salt in my tea instead of sugar. I learned to read the labels!" Hearing adults talk cheerfully about their own mistakes is one of the most powerful ways to make mistakes feel safe.</p>',
    '<h2>React calmly to spills and slips</h2>',
    '<p>Children watch how we react when they get things wrong. A spilled drink met with a sigh teaches something different from a spilled drink met with "Oops! Let\'s get a cloth." Keep your voice calm, focus on fixing it together, and move on. The less drama, the less scary mistakes become.</p>',
    '<h2>Use the "beautiful oops"</h2>',
    '<p>When a drawing goes wrong, help your child turn the mistake into something new. A smudge becomes a cloud, a wobbly line becomes a road, a tear becomes a mouth. This shows in a playful way that a mistake can lead somewhere interesting rather than ending the project.</p>',
    '<h2>Let them struggle a little</h2>',
    '<p>It is hard to watch a child struggle, and stepping in quickly feels kind. But children who are always rescued do not get to learn that they can recover from a mistake on their own. Wait a little longer than feels comfortable before helping, and when you do help, offer a hint rather than the answer.</p>',
    "<h2>This week's challenge</h2>",
    '<p>Play a "favourite mistake" round at one meal every day this week. Write each family member\'s mistakes and lessons on a sheet on the fridge. At the end of the week, read them together and notice how many lessons came from getting things wrong first. On TaskBoard, a goal like "Share my favourite mistake" with one task per day keeps the challenge going.</p>',
  ),
};
