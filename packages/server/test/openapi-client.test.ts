import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

const contractIndex = fileURLToPath(new URL('../../contract/src/index.ts', import.meta.url));
const rootConfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));

/**
 * What another team's client sees, checked against what the app itself uses: each generated
 * type must be assignable to the contract's type and back, so a field renamed, retyped, made
 * optional or left out of the document on either side is a compile error here. Operations are
 * looked up by operationId, as generated clients name them.
 */
const contractCheck = `
import type { operations } from './api';
import type { BacklogResponse, CreateGoalBody, LoginResult } from '@taskboard/contract';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type GeneratedBacklog = Json<operations['getBacklog']['responses'][200]>;
type GeneratedCreateGoal = Json<operations['createGoal']['requestBody']>;
type GeneratedLogin = Json<operations['login']['responses'][200]>;

declare const backlog: GeneratedBacklog;
declare const contractBacklog: BacklogResponse;
export const backlogAsContract: BacklogResponse = backlog;
export const backlogAsGenerated: GeneratedBacklog = contractBacklog;

declare const createGoal: GeneratedCreateGoal;
declare const contractCreateGoal: CreateGoalBody;
export const createGoalAsContract: CreateGoalBody = createGoal;
export const createGoalAsGenerated: GeneratedCreateGoal = contractCreateGoal;

declare const login: GeneratedLogin;
declare const contractLogin: LoginResult;
export const loginAsContract: LoginResult = login;
export const loginAsGenerated: GeneratedLogin = contractLogin;
`;

/** The repository's own compiler settings, with the contract found by path from outside it. */
function compilerOptions(): ts.CompilerOptions {
  const { config } = ts.readConfigFile(rootConfig, (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(rootConfig));
  return { ...options, types: [], paths: { '@taskboard/contract': [contractIndex] } };
}

function diagnostics(files: string[]): string[] {
  const program = ts.createProgram(files, compilerOptions());
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${path.basename(diagnostic.file.fileName)}:${
          diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1
        } `
      : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
}

describe('a TypeScript client generated from /api/docs', () => {
  let t: TestApp;
  // Generated afresh from the running app's document on every run, into a directory of its
  // own: a committed copy could drift from the document without any test noticing.
  let directory: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-openapi-client-'));
  });
  afterAll(async () => {
    fs.rmSync(directory, { recursive: true, force: true });
    await t.close();
  });

  it("type-checks against the contract's own types, both ways", async () => {
    // The document as another team fetches it, from the URL the README gives.
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const generated = astToString(await openapiTS(response.body));
    const api = path.join(directory, 'api.d.ts');
    const check = path.join(directory, 'contract-check.ts');
    fs.writeFileSync(api, generated);
    fs.writeFileSync(check, contractCheck);

    expect(diagnostics([api, check])).toEqual([]);
  });
});
