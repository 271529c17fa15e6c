import {
  translationLanguages,
  type Article,
  type ArticleTranslation,
  type TranslationLanguage,
} from '../article';
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
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { zh } from './zh';

/** Each language's articles, by the url_id of the English original they are written from. */
export const translations: Readonly<
  Record<TranslationLanguage, Readonly<Record<string, ArticleTranslation>>>
> = { es, fr, de, zh, ja };

const originals: readonly Article[] = [
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

/**
 * Every article the library ships with, each with the languages it is written in; the seed keeps
 * the `posts` and `post_translations` tables in step with it.
 */
export const articles: readonly Article[] = originals.map((article) => ({
  ...article,
  translations: Object.fromEntries(
    translationLanguages.flatMap((language) => {
      const translation = translations[language][article.urlId];
      return translation ? [[language, translation]] : [];
    }),
  ),
}));
