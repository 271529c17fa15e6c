import type { TranslationLanguage } from '../article';

/**
 * What each of the library's tags is called in each language, as a reader of that language
 * would look for it: the address keeps the English tag (/fr/content/tags/sleep), the page and
 * the article's keyword list show this name. The three featured tags read as the interface
 * names them (content.tag.* in the app's catalogues). A tag missing here shows as it is written.
 */
export const tagNames: Readonly<Record<TranslationLanguage, Readonly<Record<string, string>>>> = {
  es: {
    'growth-mindset': 'mentalidad de crecimiento',
    'study-support': 'apoyo al aprendizaje',
    'well-being': 'bienestar',
    'eye-health': 'salud visual',
    'screen-time': 'pantallas',
    chores: 'tareas de casa',
    feelings: 'emociones',
    reading: 'lectura',
    routines: 'rutinas',
    sleep: 'sueño',
  },
  fr: {
    'growth-mindset': 'état d’esprit de progression',
    'study-support': 'aide aux apprentissages',
    'well-being': 'bien-être',
    'eye-health': 'santé des yeux',
    'screen-time': 'écrans',
    chores: 'tâches ménagères',
    feelings: 'émotions',
    reading: 'lecture',
    routines: 'routines',
    sleep: 'sommeil',
  },
  de: {
    'growth-mindset': 'Wachstumsdenken',
    'study-support': 'Lernbegleitung',
    'well-being': 'Wohlbefinden',
    'eye-health': 'Augengesundheit',
    'screen-time': 'Bildschirmzeit',
    chores: 'Mithelfen im Haushalt',
    feelings: 'Gefühle',
    reading: 'Lesen',
    routines: 'Rituale',
    sleep: 'Schlaf',
  },
  zh: {
    'growth-mindset': '成长型思维',
    'study-support': '学习支持',
    'well-being': '身心健康',
    'eye-health': '眼睛健康',
    'screen-time': '屏幕时间',
    chores: '家务',
    feelings: '情绪',
    reading: '阅读',
    routines: '日常习惯',
    sleep: '睡眠',
  },
  ja: {
    'growth-mindset': '成長マインドセット',
    'study-support': '学びのサポート',
    'well-being': '心と体の健やかさ',
    'eye-health': '目の健康',
    'screen-time': 'スクリーンタイム',
    chores: 'お手伝い',
    feelings: '気持ち',
    reading: '読書',
    routines: '毎日の習慣',
    sleep: '睡眠',
  },
};

/** A tag's name in a language, else the tag as it is written. */
export const tagName = (tag: string, language: TranslationLanguage): string =>
  tagNames[language][tag.toLowerCase()] ?? tag;
