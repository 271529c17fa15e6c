import { describe, expect, it } from 'vitest';
import { AI_PRODUCT, OFFLINE_PRODUCT, productName } from './boardData';

describe('the helper named in "Creating with {product}..."', () => {
  it('is the TaskBoard Helper for the offline planner or an unknown helper', () => {
    expect(productName({ status: 'ok', provider: 'offline' })).toBe(OFFLINE_PRODUCT);
    expect(productName(null)).toBe('TaskBoard Helper');
  });
  it('is the AI Helper for a model endpoint', () => {
    expect(productName({ status: 'ok', provider: 'openai-compatible', model: 'x' })).toBe(
      AI_PRODUCT,
    );
  });
});
