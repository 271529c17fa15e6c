import { EDITORS, html, type Article } from '../article';

export const smallGoals: Article = {
  urlId: 'small-goals-big-wins',
  title: 'Small Goals, Big Wins',
  runningTitle:
    'How breaking a goal into bite-size tasks helps young children finish what they start',
  author: EDITORS,
  publicationDate: '2026-07-13',
  keywords: ['study-support', 'growth-mindset', 'routines'],
  targetAge: 5,
  challenge: true,
  content: html(
    '<p>"Tidy your room" is one of the hardest instructions a young child can receive. It sounds simple to an adult, but to a four-year-old it is a mountain with no path up. Nothing tells them where to begin, what counts as finished, or how far they have come. The result is often a child sitting in the middle of the mess, doing nothing at all.</p>',
    '<h2>Big goals, small steps</h2>',
    '<p>Children, like adults, manage big jobs much better when they are broken into small, clear steps. "Put the books on the shelf. Put the cars in the red box. Put the clothes in the basket." Each step has an obvious start and end. Each finished step gives a small feeling of success, and that feeling fuels the next one.</p>',
    '<h2>How to break a goal down</h2>',
    '<ul>',
    '<li><strong>Make each step one action.</strong> "Put the cars in the box", not "sort your toys".</li>',
    '<li><strong>Keep the list short.</strong> Three to five steps for most children aged three to seven.</li>',
    '<li><strong>Start with the easiest step.</strong> An early success builds momentum.</li>',
    '<li><strong>Use your child\'s words.</strong> Ask, "What do we need to do first?"</li>',
    '</ul>',
    '<h2>Make progress visible</h2>',
    '<p>Young children think in the here and now. They cannot hold a list in their head, but they can see cards move. That is the idea behind TaskBoard: each goal has tasks that move from New to In Progress to Done. When your child drags or swipes a card to Done, they see their progress with their own eyes. A full Done column at the end of the day is proof that they finished something.</p>',
    '<h2>Celebrate finishing</h2>',
    '<p>Finishing is a skill in itself. Many young children start enthusiastically and drift away halfway through. When the last step is done, mark the moment: a high five, a special sticker, a little dance. Over time, children learn that finishing feels good, and they start to look forward to it.</p>',
    '<h2>Let goals grow with your child</h2>',
    '<p>At three, a goal might be "Get ready for the park" with three steps. At seven, it might be "Build a model rocket" with ten steps spread over a week. The skill is the same: a big goal, a plan of small steps, and the patience to do them one at a time.</p>',
    "<h2>This week's challenge</h2>",
    '<p>Choose one goal your child cares about, such as making a card for a friend or building a den. Together, break it into three to five small tasks and put them on the board. Let your child move each task along as they go, and celebrate when the last one reaches Done.</p>',
  ),
};
