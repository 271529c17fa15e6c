// Test-time only (Node and the TypeScript compiler): the English messages the contract, the
// machines and the server write for people to read, found in their sources, so a test can check
// that each is a message of the table (@taskboard/contract/messages) and none reaches a person
// without its id (app/src/i18n/knownMessages.test.ts).
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repository = fileURLToPath(new URL('../../..', import.meta.url));

/** Where the messages the app shows but does not write come from. */
const sourceFolders = ['packages/contract/src', 'machines/src', 'packages/server/src'];

/**
 * Files (or folders, ending in '/') whose strings never reach a screen of the app as a message.
 * Their words are data the server serves in English on purpose, or text for other readers.
 */
const excludedFiles: Record<string, string> = {
  'machines/src/testing/': 'helpers of the machines’ tests',
  'packages/server/src/ai/library/': 'the offline planner’s step templates, one file per language',
  'packages/server/src/ai/safety-lexicon.ts': 'words the child-safety filter looks for',
  'packages/server/src/ai/step-icons.ts': 'words that choose a step’s picture',
  'packages/server/src/content/': 'the articles of the content library, written in English',
  'packages/server/src/mail/': 'e-mails, which the server writes itself',
  'packages/server/src/services/flavors.ts':
    'the built-in flavors’ names: data labels, not messages',
  'packages/contract/src/badge-rules.ts': 'badge names and descriptions: labels, not messages',
  'packages/contract/src/messages.ts':
    'the table of messages itself, which the sources are checked against',
  'packages/server/src/db/': 'start-up and migration lines for the operator',
  'packages/server/src/config.ts': 'configuration errors for the operator at start-up',
  'packages/server/src/main.ts': 'process lines for the operator',
  'packages/server/src/redis.ts': 'connection lines for the operator',
  'packages/server/src/startup-line.ts': 'the start-up line for the operator',
  'packages/server/src/routes/seo.ts': 'robots.txt and the sitemap',
  'packages/server/src/app.ts': 'the API document’s title',
  'packages/server/src/security/totp.ts': 'the issuer name an authenticator app shows',
  'packages/server/src/security/log-safe-error.ts': 'what the log says of an error',
  'packages/server/src/security/user-agent.ts':
    'device and browser names in the sessions list: data, like the names it recognises',
};

/** The routes' names for the API document's texts. */
const apiDocumentation = new Set(['summary', 'description', 'sectionSummaries', 'parentsOnly']);

/** The instructions sent to the model (openai-compatible.ts), whose errors are messages. */
const promptDeclarations = new Set([
  'SYSTEM_PROMPT',
  'ageGuidance',
  'buildPrompt',
  'LANGUAGE_NAMES',
]);

/**
 * Strings that look like messages and are not one a person reads in the app, each with why.
 * Kept short on purpose: a new message in the sources fails the test until it is in the table
 * (with its translations) or has a line here.
 */
export const excludedMessages: Record<string, string> = {
  'This is for a task management system for children and families.':
    'context sent to the task breaker, not shown',
  'Brush my teeth': 'the goal the AI provider check breaks down',
  'In Progress': 'a status name of the API, the board labels its columns itself',
  'Bearer {token}': 'an HTTP header',
  'Accept-Language, Cookie': 'an HTTP header',
  'One-Click': 'the value of an unsubscribe POST (RFC 8058), sent by mail clients',
  'Please try again in a moment.': 'the end of several descriptions, never shown alone',
  'The database is unreachable': 'the health check’s answer, for monitoring',
  'Not found': 'the answer to an unknown API address or file, never a screen’s call',
  // Answers to malformed HTTP requests, which the app's client never sends.
  'The request body is not valid JSON': 'a malformed request',
  'The request body is empty; send a JSON object': 'a malformed request',
  'The request body is larger than 100 KB': 'a malformed request',
  'Send the request body as application/json': 'a malformed request',
  'The Content-Length header does not match the body': 'a malformed request',
  'Unknown field{at}: {keys}': 'a field the app never sends',
  'The request {validationContext} must be a JSON object': 'a malformed request',
  'Only published posts can be listed (is_published=true)': 'a query parameter the app never sends',
  'The language must be one of en, es, fr, de, zh, ja': 'the app sends its own language codes',
  'The date must look like YYYY-MM-DD': 'the app sends the date it computes',
  'Use true or false': 'a query flag the app sets itself',
  'A new goal starts without tasks': 'a field the app never sends',
  'User ID and theme name are required':
    'the theme editor checks the name first and shows its own text',
  'The colour must be one of blue, green, purple, red, orange, pink, indigo, teal, yellow, gray':
    'the theme editor offers only these colours',
  'The colour must be one of blue, green, purple, red, orange, pink, indigo, teal, yellow, gray or #rrggbb':
    'the task dialog offers only the palette’s colours',
  'Choose one of your categories': 'the board offers only the user’s categories',
  'Each goal may appear only once in the order': 'the board sends each goal once',
  // Live updates and offline replay: the app's own calls are well formed, and it handles each of
  // these answers itself (a new stream ticket, a retry, its own notice about a changed task).
  'An unreadable family event notification was skipped': 'a server log line',
  'The family events connection dropped; reconnecting': 'a server log line',
  'This stream ticket is not valid any more: ask POST /api/events/ticket for a new one':
    'the stream connection asks for a new ticket itself',
  "Idempotency-Key must be 1 to 100 letters, digits, '-', '_', ':' or '.'":
    'the app makes its keys itself',
  'This Idempotency-Key was already used for a different call': 'the app makes a key per change',
  'This change is still being made: try again in a moment': 'the offline queue retries itself',
  "If-Match must be the task's updated_at, in quotes": 'the app sends the version it read',
  'This task was changed on another device after this change was made':
    'the offline queue says so in its own words',
  'With `If-Match: "<updated_at>"` the change is made only if the task is still at that':
    'part of the API document, never shown',
  // The first line of the star jar routes' description in the API document.
  'Errors answer `{ detail }`: 400 not enough stars, 403 a child doing a parent’s part (or a':
    'part of the API document, never shown',
};

/**
 * Page, limit, offset, session id, post id and tag checks of the addresses the app writes
 * itself: the screens build them from their own numbers and links, so these are for API callers.
 */
const addressChecks = /^The (page|limit|offset|session id|\{what\}) (must|is|may)\b/;
const addressCheck = 'a check of an address the app writes itself';

export interface SourceMessage {
  /** The English words, a `{name}` where a part is only known at run time. */
  text: string;
  /** Where it is written: 'machines/src/…/x.ts:12'. */
  sources: string[];
  /** Why the app does not translate it, when it does not. */
  excluded?: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(repository, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const posix = (path: string) => path.split(sep).join('/');

function isExcludedFile(path: string): boolean {
  return Object.keys(excludedFiles).some((excluded) =>
    excluded.endsWith('/') ? path.startsWith(excluded) : path === excluded,
  );
}

/**
 * Messages that begin with the API field they refuse (so a 422 names it) and that a screen still
 * shows: a goal's due date in the past (the goal dialogs), a reminder time in quiet hours
 * (Settings, Preferences). Other `field must …` texts answer calls the app's forms never make.
 */
const fieldMessages = new Set([
  'due_date must not be in the past: choose today or a later day',
  'reminder_time must be between 07:00 and 20:00: nothing but security mail is sent in quiet hours (20:00–07:00)',
]);

/**
 * A sentence: a capital letter first and at least two words (a placeholder counts as one), not
 * all capitals ('DELETE MY ACCOUNT' is what a person types, the same in every language).
 */
function looksLikeMessage(text: string): boolean {
  if (fieldMessages.has(text)) return true;
  const words = text.replace(/\{\w+\}/g, 'x');
  return (
    /^\p{Lu}/u.test(words) &&
    /\p{L}+[\s,:;.!?'’-]+\p{L}/u.test(words) &&
    text !== text.toUpperCase()
  );
}

/** How many variants a message with a few fixed choices may spell out before it is a pattern. */
const MAX_VARIANTS = 12;

/**
 * Every message written in the three packages, the excluded ones marked: string literals and
 * templates, with constants (`${THEME_NAME_MAX}`, `${tryAgain}`, a union of words, a const
 * object's values) written out, and any other template part left as a `{name}` placeholder.
 */
export function extractSourceMessages(): SourceMessage[] {
  const files = sourceFolders.flatMap(sourceFiles).map(posix);
  const scanned = files.filter((file) => !isExcludedFile(file));
  // Without the libraries' types (noResolve, noLib) the compiler still knows every constant and
  // union of literals of our own files, in a second instead of ten.
  const program = ts.createProgram(
    scanned.map((file) => join(repository, file)),
    {
      noResolve: true,
      noLib: true,
      types: [],
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      strict: true,
    },
  );
  const checker = program.getTypeChecker();
  const found = new Map<string, Set<string>>();

  /** The fixed values an expression can take, or undefined when it is only known at run time. */
  function values(expression: ts.Expression): string[] | undefined {
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
      return values(expression.expression);
    }
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      return [expression.text];
    }
    if (ts.isTemplateExpression(expression)) return variants(expression);
    // `${list.join(', ')}` of a const tuple of words.
    if (
      ts.isCallExpression(expression) &&
      ts.isPropertyAccessExpression(expression.expression) &&
      expression.expression.name.text === 'join'
    ) {
      const separator = expression.arguments[0];
      const listType = checker.getTypeAtLocation(expression.expression.expression);
      const items = checker.isTupleType(listType)
        ? checker.getTypeArguments(listType as ts.TypeReference).map(literalOf)
        : [];
      if (items.length > 0 && items.every((item) => item !== undefined) && separator) {
        const joiner = values(separator);
        if (joiner?.length === 1) return [items.join(joiner[0])];
      }
      return undefined;
    }
    // `${titles[section]}` of a const object of words: each of its values.
    if (ts.isElementAccessExpression(expression)) {
      const symbol = checker.getSymbolAtLocation(expression.expression);
      const declaration = symbol?.valueDeclaration;
      if (
        declaration &&
        ts.isVariableDeclaration(declaration) &&
        declaration.initializer &&
        ts.isObjectLiteralExpression(declaration.initializer)
      ) {
        // The key's type narrows the choice: after `if (section === 'profile') return`, the
        // other sections only.
        const keys = values(expression.argumentExpression);
        const all = declaration.initializer.properties
          .filter(
            (property) =>
              !keys ||
              (property.name && keys.includes(property.name.getText().replace(/['"]/g, ''))),
          )
          .map((property) =>
            ts.isPropertyAssignment(property) ? values(property.initializer) : undefined,
          );
        if (all.every((value) => value !== undefined)) return all.flat();
      }
      return undefined;
    }
    const type = checker.getTypeAtLocation(expression);
    const members = type.isUnion() ? type.types : [type];
    const literals = members.map(literalOf);
    return literals.every((literal) => literal !== undefined) ? literals : undefined;
  }

  function literalOf(type: ts.Type): string | undefined {
    if (type.isStringLiteral()) return type.value;
    if (type.isNumberLiteral()) return String(type.value);
    return undefined;
  }

  /** A template's texts: its fixed parts spelled out, its run-time parts as `{name}`. */
  function variants(template: ts.TemplateExpression): string[] {
    let texts = [template.head.text];
    for (const span of template.templateSpans) {
      const choices = values(span.expression);
      const parts =
        choices && choices.length * texts.length <= MAX_VARIANTS
          ? choices
          : [`{${placeholderName(span.expression)}}`];
      texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
    }
    return texts;
  }

  function record(text: string, file: string, node: ts.Node) {
    const source = node.getSourceFile();
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const places = found.get(text) ?? new Set<string>();
    places.add(`${file}:${line}`);
    found.set(text, places);
  }

  for (const file of scanned) {
    const source = program.getSourceFile(join(repository, file));
    if (!source) throw new Error(`${file} was not read`);
    const visit = (node: ts.Node): void => {
      if (isNotForPeople(node, file)) return;
      let texts: string[] = [];
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (!isNameOrType(node)) texts = [node.text];
      } else if (ts.isTemplateExpression(node)) {
        texts = variants(node);
      }
      for (const text of texts) {
        const trimmed = text.trim();
        if (looksLikeMessage(trimmed)) record(trimmed, file, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  return [...found]
    .map(([text, places]): SourceMessage => {
      const excluded =
        excludedMessages[text] ?? (addressChecks.test(text) ? addressCheck : undefined);
      const where = [...places].sort();
      return excluded ? { text, sources: where, excluded } : { text, sources: where };
    })
    .sort((a, b) => a.text.localeCompare(b.text));
}

/** A placeholder's name: what the template interpolates (`message`, `status`, `username`). */
function placeholderName(expression: ts.Expression): string {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  if (ts.isElementAccessExpression(expression))
    return placeholderName(expression.argumentExpression);
  if (ts.isBinaryExpression(expression)) return placeholderName(expression.left);
  if (ts.isCallExpression(expression)) {
    const callee = expression.expression;
    return ts.isPropertyAccessExpression(callee)
      ? placeholderName(callee.expression)
      : placeholderName(callee);
  }
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isNonNullExpression(expression)
  ) {
    return placeholderName(expression.expression);
  }
  return 'value';
}

/** A string that names something (a module, a key, a type) rather than saying it. */
function isNameOrType(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isLiteralTypeNode(parent) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isElementAccessExpression(parent) && parent.argumentExpression === node)
  );
}

/** Text written for someone other than the app's user: logs, programmers, the API document. */
function isNotForPeople(node: ts.Node, file: string): boolean {
  // SQL and other tagged templates.
  if (ts.isTaggedTemplateExpression(node)) return true;
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText();
    // Log lines: `request.log.error(…)`, `app.log.info(…)`, `console.warn(…)`.
    if (/(^|\.)(log|logger|console)\.\w+$/.test(callee)) return true;
    // A schema's `.describe(…)`: the API document's words for a field.
    if (/\.describe$/.test(callee)) return true;
  }
  // `new Error('x is provided by the app')`: a programming mistake, never shown.
  if (
    ts.isNewExpression(node) &&
    /^(Error|TypeError|RangeError)$/.test(node.expression.getText())
  ) {
    return true;
  }
  // A route's `schema: { summary, description }` and the texts they are made of document the API.
  if (
    (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) &&
    ts.isIdentifier(node.name) &&
    apiDocumentation.has(node.name.text) &&
    file.startsWith('packages/server/src/routes/')
  ) {
    return true;
  }
  if (
    file === 'packages/server/src/ai/openai-compatible.ts' &&
    (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) &&
    node.name &&
    ts.isIdentifier(node.name) &&
    promptDeclarations.has(node.name.text)
  ) {
    return true;
  }
  return false;
}

/**
 * A source message as the catalogue writes it, in ICU MessageFormat: an apostrophe just before a
 * placeholder is doubled, or it would quote the placeholder ("Child account ''{username}' …").
 */
export const catalogueMessage = (text: string) => text.replace(/'(?=[{}])/g, "''");
