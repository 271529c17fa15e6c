import type { ArticleTranslation } from '../../article';
import { bedtime } from './bedtime';
import { calmCorner } from './calm-corner';
import { firstHomework } from './first-homework';
import { healthyEyes } from './healthy-eyes';
import { littleHelpers } from './little-helpers';
import { mistakes } from './mistakes';
import { morningRoutine } from './morning-routine';
import { namingFeelings } from './naming-feelings';
import { powerOfYet } from './power-of-yet';
import { praiseEffort } from './praise-effort';
import { readingTogether } from './reading-together';
import { screenTime } from './screen-time';
import { smallGoals } from './small-goals';
import { studySupport } from './studysupport';

/** The library's articles in Chinese, by the url_id of their English original. */
export const zh: Readonly<Record<string, ArticleTranslation>> = {
  studysupport: studySupport,
  'the-power-of-yet': powerOfYet,
  'building-a-calm-corner': calmCorner,
  'a-morning-routine-your-child-can-run': morningRoutine,
  'screen-time-that-works-for-your-family': screenTime,
  'naming-big-feelings': namingFeelings,
  'little-helpers-chores-for-ages-3-to-7': littleHelpers,
  'a-bedtime-wind-down-that-sticks': bedtime,
  'reading-together-ten-minutes-a-day': readingTogether,
  'praise-the-effort-not-the-talent': praiseEffort,
  'first-homework-without-tears': firstHomework,
  'healthy-eyes-outdoor-time-and-screen-breaks': healthyEyes,
  'mistakes-are-how-we-learn': mistakes,
  'small-goals-big-wins': smallGoals,
};
