/**
 * The goal-family library, one language pack per file. English defines the families
 * (en.ts); every other pack gives the same ids, written natively rather than translated.
 */
import type { PlannerLanguage } from '../text';
import { en, type FamilyId } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { zh } from './zh';
import type { LanguagePack } from './types';

export type { FamilyId } from './en';
export type { FamilyText, LanguagePack } from './types';

export const languagePacks: Partial<Record<PlannerLanguage, LanguagePack<FamilyId>>> = {
  en,
  es,
  fr,
  de,
  zh,
  ja,
};

export const familyIds = Object.keys(en.families) as FamilyId[];
