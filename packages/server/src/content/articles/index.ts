import type { Article } from '../article';
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

/** Every article the library ships with; the seed keeps the `posts` table in step with it. */
export const articles: readonly Article[] = [
  studySupport,
  powerOfYet,
  calmCorner,
  morningRoutine,
  screenTime,
  namingFeelings,
  littleHelpers,
  bedtime,
  readingTogether,
  praiseEffort,
  firstHomework,
  healthyEyes,
  mistakes,
  smallGoals,
];
