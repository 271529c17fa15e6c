import { describe, expect, it } from 'vitest';
import {
  metaDescription,
  pageOf,
  plainText,
  tagIcon,
  titleCaseTag,
  tagNameInPosts,
} from './contentText';

describe('content page rules', () => {
  it('title-cases a tag', () => {
    expect(titleCaseTag('growth-mindset')).toBe('Growth Mindset');
    expect(titleCaseTag('WELL-being')).toBe('Well Being');
    expect(titleCaseTag('sleep')).toBe('Sleep');
  });

  it('has an icon for the three featured tags only, whatever their case', () => {
    expect(tagIcon('growth-mindset')).toBeDefined();
    expect(tagIcon('Study-Support')).toBeDefined();
    expect(tagIcon('well-being')).toBeDefined();
    expect(tagIcon('sleep')).toBeUndefined();
  });

  it('reads the page from the address, 1 for anything else', () => {
    expect(pageOf(new URL('http://x/content?page=3'))).toBe(3);
    for (const query of ['', '?page=0', '?page=-2', '?page=abc', '?page=1.5']) {
      expect(pageOf(new URL(`http://x/content${query}`)), query).toBe(1);
    }
  });

  it('describes a post by the first 150 characters of its text', () => {
    const html = `<h2>Hello &amp; welcome</h2><p>${'word '.repeat(60)}</p>`;
    expect(plainText('<p>a</p><p>b &lt;c&gt;</p>')).toBe('a b <c>');
    const description = metaDescription(html);
    expect(description).toHaveLength(150);
    expect(description.startsWith('Hello & welcome word')).toBe(true);
  });
});

describe('tagNameInPosts', () => {
  const french = {
    keywords: ['sleep', 'routines'],
    keyword_names: ['sommeil', 'routines'],
    language: 'fr',
  };
  const english = { keywords: ['sleep'], keyword_names: ['sleep'], language: 'en' };
  it('names a tag as the posts in the reader’s language do, as a title', () => {
    expect(tagNameInPosts([english, french], 'sleep')).toBe('Sommeil');
    expect(tagNameInPosts([french], 'SLEEP')).toBe('Sommeil');
  });
  it('knows no name from posts shown in English, or without the tag', () => {
    expect(tagNameInPosts([english], 'sleep')).toBeUndefined();
    expect(tagNameInPosts([french], 'reading')).toBeUndefined();
  });
});
