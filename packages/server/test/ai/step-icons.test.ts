import { describe, expect, it } from 'vitest';
import { isTaskIconKey, taskIconKeys } from '@taskboard/contract';
import { familyIds, plan } from '../../src/ai/offline-planner';
import { languagePacks } from '../../src/ai/library';
import { familyIcons, iconNamedBy, stepIcon } from '../../src/ai/step-icons';
import { PLANNER_LANGUAGES } from '../../src/ai/text';

describe('step pictures', () => {
  it('gives every step of every family, in every language, a known picture', () => {
    for (const language of PLANNER_LANGUAGES) {
      const pack = languagePacks[language];
      expect(pack, language).toBeDefined();
      for (const family of familyIds) {
        for (const step of pack?.families[family].steps ?? []) {
          expect(isTaskIconKey(stepIcon(step.replace(/^\+/, ''), language, family))).toBe(true);
        }
      }
    }
    expect(Object.keys(familyIcons).sort()).toEqual([...familyIds].sort());
    expect(Object.values(familyIcons).every(isTaskIconKey)).toBe(true);
  });

  it.each([
    ['en', 'Brush my teeth', 'toothbrush'],
    ['es', 'Lavarme los dientes', 'toothbrush'],
    ['fr', 'Me brosser les dents', 'toothbrush'],
    ['de', 'Zähne putzen', 'toothbrush'],
    ['zh', '刷牙', 'toothbrush'],
    ['ja', 'はみがき', 'toothbrush'],
    ['en', 'Feed the dog', 'pet-bowl'],
    ['es', 'Dar de comer al perro', 'pet-bowl'],
    ['fr', 'Nourrir le chien', 'pet-bowl'],
    ['de', 'Den Hund füttern', 'pet-bowl'],
    ['zh', '喂狗', 'pet-bowl'],
    ['ja', 'いぬに ごはん', 'pet-bowl'],
    ['en', 'Water the plants', 'watering-can'],
    ['de', 'Blumen gießen', 'watering-can'],
    ['ja', 'おはなに みずやり', 'watering-can'],
  ] as const)('pictures a %s plan for "%s" with a %s', (language, goal, icon) => {
    const planned = plan(goal, 7, language);
    expect(planned.icons).toHaveLength(planned.steps.length);
    expect(planned.icons).toContain(icon);
    expect(planned.icons.every(isTaskIconKey)).toBe(true);
  });

  it('reads the thing a step names, in any of the six languages', () => {
    expect(iconNamedBy('Dry your hands on the towel', 'en')).toBe('towel');
    expect(iconNamedBy('Mit dem Handtuch abtrocknen', 'de')).toBe('towel');
    expect(iconNamedBy('Mets tes chaussettes', 'fr')).toBe('sock');
    expect(iconNamedBy('Ponte los zapatos', 'es')).toBe('shoe');
    expect(iconNamedBy('把书放回书架', 'zh')).toBe('book');
    expect(iconNamedBy('くつを はこう', 'ja')).toBe('shoe');
    // No language given (a model's answer): every language is tried.
    expect(iconNamedBy('Zahnpasta auf die Bürste')).toBe('toothbrush');
    expect(iconNamedBy('Think about it')).toBeUndefined();
  });

  it('falls back to the family, then to the star', () => {
    expect(stepIcon('Think about it', 'en', 'fly-kite')).toBe('kite');
    expect(stepIcon('Think about it', 'en', undefined)).toBe('star');
    expect(taskIconKeys.length).toBeGreaterThanOrEqual(60);
  });
});
