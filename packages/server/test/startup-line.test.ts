import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startupLine } from '../src/startup-line';

describe('the start-up line', () => {
  it('names the embedded database, the console outbox and the offline planner by default', () => {
    const config = loadConfig({ PORT: '3100', DATA_DIR: '/srv/taskboard' });
    expect(startupLine(config)).toBe(
      `Bitesize TaskBoard is running at http://localhost:3100 · database: embedded in ${path.join('/srv/taskboard', 'pglite')} · mail: console outbox · AI: offline planner`,
    );
  });

  it('names PostgreSQL, SMTP and the model by host, never with their passwords', () => {
    const line = startupLine(
      loadConfig({
        DATABASE_URL: 'postgres://app:db-secret@db.example.com:5432/taskboard',
        SMTP_URL: 'smtps://mailer:mail-secret@smtp.example.com:465',
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_API_KEY: 'key-secret',
        AI_MODEL: 'llama3.2',
      }),
    );
    expect(line).toBe(
      'Bitesize TaskBoard is running at http://localhost:3000 · database: PostgreSQL at db.example.com:5432/taskboard · mail: SMTP via smtp.example.com:465 · AI: llama3.2 at 127.0.0.1:11434',
    );
    expect(line).not.toMatch(/secret/);
  });
});
