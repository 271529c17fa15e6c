import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { queryRows } from './helper';

describe('the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-embedded-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is created, sized for a family and keeps its rows across a reopen', async () => {
    const said: string[] = [];
    const first = await openDatabase({ databaseUrl: undefined, dataDir }, (line) =>
      said.push(line),
    );
    expect(said[0]).toMatch(/^Creating the embedded database in /);
    const settings = await queryRows<{ shared_buffers: string }>(first, sql`show shared_buffers`);
    expect(settings[0]?.shared_buffers).toBe('16MB');
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const again = await openDatabase({ databaseUrl: undefined, dataDir }, (line) =>
      said.push(line),
    );
    try {
      expect(said[1]).toMatch(/^Opening the embedded database in /);
      expect(await queryRows(again, sql`select note from kept`)).toEqual([{ note: 'still here' }]);
    } finally {
      await again.close();
    }
  });
});
