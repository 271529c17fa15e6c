import {
  Spectral,
  type ISpectralDiagnostic,
  type RulesetDefinition,
} from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

type Operations = Record<string, Record<string, { operationId?: string }>>;

/** What a reader needs to fix a finding: the rule, where in the document, and what it says. */
const finding = (result: ISpectralDiagnostic) =>
  `${String(result.code)} at ${result.path.join('.')}: ${result.message}`;

/** `/api/backlog/goals/:goalId` → `/api/backlog/goals/{goalId}`, as the document writes paths. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI document is what other teams generate their clients from. The document does not
 * depend on the database, so one backend is enough.
 */
describe('the OpenAPI document at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it("passes Spectral's spectral:oas ruleset without a single finding", async () => {
    const spectral = new Spectral();
    // The ruleset as `extends: spectral:oas` applies it: the rules it turns on, at their own
    // severities; nothing turned off or down here. (Its published types widen each rule's
    // severity to `string`, hence the cast.)
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(JSON.parse(JSON.stringify(t.app.swagger())));
    expect(results.map(finding)).toEqual([]);
  });

  it('gives every route an operationId, and no two operations the same', () => {
    const paths = t.app.swagger().paths as Operations;
    const undocumented = t.app.routeTable
      .map(({ method, url }) => ({
        method,
        url,
        operation: paths[documentPath(url)]?.[method.toLowerCase()],
      }))
      .filter(({ operation }) => !operation?.operationId)
      .map(({ method, url }) => `${method} ${url}`);
    expect(undocumented).toEqual([]);
    const ids = Object.values(paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
