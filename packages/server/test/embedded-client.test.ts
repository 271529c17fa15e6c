import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedClient, KEPT_STATEMENTS, type EmbeddedClient } from '../src/db/pglite-client';

// The embedded database's statement path (src/db/pglite-client.ts): one call into PGlite per
// statement, with the same answers as PGlite's own `query`, and PGlite's rules kept.
describe('the embedded database client', () => {
  let pg: PGlite;
  let client: EmbeddedClient;
  let calls = 0;

  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`
      create table things (
        id serial primary key,
        name text not null unique,
        at timestamptz,
        tags text[],
        data jsonb,
        done boolean,
        amount numeric
      )`);
    const execProtocol = pg.execProtocol.bind(pg);
    pg.execProtocol = (...args) => {
      calls += 1;
      return execProtocol(...args);
    };
    client = embeddedClient(pg);
  });
  afterAll(() => pg.close());

  it('sends a statement with its parameters in one call', async () => {
    calls = 0;
    await client.query('select $1::int + $2::int as sum', [1, 2]);
    expect(calls).toBe(1);
  });

  it('answers as PGlite itself does, for every kind of parameter the server sends', async () => {
    const at = new Date('2026-11-27T08:30:00.123Z');
    const insert =
      'insert into things (name, at, tags, data, done, amount) values ($1, $2, $3, $4, $5, $6) returning *';
    const values = [
      'kite',
      at,
      ['a', 'b,c', 'd"e'],
      JSON.stringify({ k: [1, 'x'] }),
      true,
      '12.50',
    ];
    const mine = await client.query(insert, values);
    const theirs = await pg.query(insert, ['kite 2', ...values.slice(1)]);
    expect(mine.rows).toEqual([{ ...(theirs.rows[0] as object), id: 1, name: 'kite' }]);
    expect(mine.rows[0]).toMatchObject({
      at,
      tags: ['a', 'b,c', 'd"e'],
      data: { k: [1, 'x'] },
      done: true,
      amount: '12.50',
    });
    expect(mine.fields).toEqual(theirs.fields);
    expect([mine.command, mine.affectedRows, mine.rowCount]).toEqual(['INSERT', 1, 1]);

    const nulls = await client.query<{ name: string; at: unknown }>(
      'select name, at from things where name = $1 and $2::text is null',
      ['kite', null],
    );
    expect(nulls.rows).toEqual([{ name: 'kite', at }]);
    const arrays = await client.query('select $1::int[] as ids', [[1, 2, 3]], {
      rowMode: 'array',
    });
    expect(arrays.rows).toEqual([[[1, 2, 3]]]);
    const changed = await client.query('update things set done = $1 where done', [false]);
    expect(changed.affectedRows).toBe(2);
  });

  it("throws PostgreSQL's error with its code, and the next statement runs", async () => {
    await expect(
      client.query('insert into things (name) values ($1)', ['kite']),
    ).rejects.toMatchObject({ code: '23505', constraint: 'things_name_key' });
    await expect(client.query('select count(*)::int as n from things')).resolves.toMatchObject({
      rows: [{ n: 2 }],
    });
  });

  it('keeps a transaction whole: its statements wait for nothing else, a failure rolls it back', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const inside = client.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['inside']);
      order.push('inside wrote');
      wrote();
      await held;
      await tx.query('insert into things (name) values ($1)', ['kite']); // a duplicate
    });
    await written;
    const outside = client.query('select count(*)::int as n from things').then((result) => {
      order.push('outside read');
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push('released');
    release();
    await expect(inside).rejects.toMatchObject({ code: '23505' });
    // The statement outside waited for the transaction's end, and saw none of its rows.
    expect((await outside).rows).toEqual([{ n: 2 }]);
    expect(order).toEqual(['inside wrote', 'released', 'outside read']);
  });

  it('refuses a statement on a transaction that is over', async () => {
    let kept: Parameters<Parameters<EmbeddedClient['transaction']>[0]>[0] | undefined;
    await client.transaction(async (tx) => {
      kept = tx;
      await tx.query('select 1');
    });
    expect(kept?.closed).toBe(true);
    await expect(kept!.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('parses a statement once and keeps at most KEPT_STATEMENTS of them prepared', async () => {
    const prepared = async () =>
      (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
        .rows[0]!.n;
    await client.query('select $1::int as one', [1]);
    const before = await prepared();
    await client.query('select $1::int as one', [2]);
    expect(await prepared()).toBe(before);
    for (let i = 0; i < KEPT_STATEMENTS + 20; i++) {
      await client.query(`select $1::int + ${i} as n`, [i]);
    }
    // Evicted statements are closed with the next statement sent.
    await client.query('select 1');
    expect(await prepared()).toBeLessThanOrEqual(KEPT_STATEMENTS + 1);
  });

  it('makes a statement again when its first run failed or its table changed under it', async () => {
    const insert = 'insert into things (name) values ($1) returning name';
    await expect(client.query(insert, ['kite'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query(insert, ['new kite'])).resolves.toMatchObject({
      rows: [{ name: 'new kite' }],
    });
    const read = 'select * from things where name = $1';
    await client.query(read, ['kite']);
    await pg.exec('alter table things alter column amount type text');
    await expect(client.query(read, ['kite'])).rejects.toMatchObject({ code: '0A000' });
    await expect(client.query(read, ['kite'])).resolves.toMatchObject({
      rows: [{ name: 'kite', amount: '12.50' }],
    });
  });
});
