// A small reader of ICU MessageFormat, the form the library's English texts are written in and
// the app's catalogues keep: `{name}`, `{name, plural, =0 {…} one {# day} other {# days}}`,
// `selectordinal`, `{name, select, a {…} other {…}}` and apostrophe quoting ('' and '{…}').
// Enough for the defaults, small enough to ship with any component that has a text with values.

/** The values a text takes, by the names its placeholders use. */
export type MessageValues = Record<string, string | number | Date>;

type Token =
  | string
  | {
      name: string;
      kind?: 'plural' | 'selectordinal' | 'select';
      options?: Record<string, Token[]>;
    };

/** A message's tokens: literal text, `#` (as a name) and arguments. Throws on a broken message. */
export function parseIcu(message: string): Token[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`${what} at ${at} in the message "${message}"`);
  };
  const word = (): string => {
    const match = /^\s*([^\s,{}]+)\s*/.exec(message.slice(at));
    if (!match) return fail('A name is missing');
    at += match[0].length;
    return match[1]!;
  };
  const tokens = (counted: boolean, nested: boolean): Token[] => {
    const out: Token[] = [];
    let text = '';
    const push = (token: Token) => {
      if (text) out.push(text);
      text = '';
      out.push(token);
    };
    while (at < message.length) {
      const char = message[at];
      if (char === "'" && message[at + 1] === "'") {
        text += "'";
        at += 2;
      } else if (char === "'" && /[{}#]/.test(message[at + 1] ?? '')) {
        const end = message.indexOf("'", at + 1);
        text += message.slice(at + 1, end < 0 ? undefined : end);
        at = end < 0 ? message.length : end + 1;
      } else if (char === '}') {
        if (!nested) fail('An unopened }');
        break;
      } else if (char === '#' && counted) {
        push({ name: '#' });
        at++;
      } else if (char === '{') {
        at++;
        push(argument());
      } else {
        text += char;
        at++;
      }
    }
    if (text) out.push(text);
    return out;
  };
  const argument = (): Token => {
    const name = word();
    if (message[at] === '}') {
      at++;
      return { name };
    }
    if (message[at] !== ',') fail('A , or } is missing');
    at++;
    const kind = word();
    if (kind !== 'plural' && kind !== 'selectordinal' && kind !== 'select') {
      // A format this reader does not know ({n, number}): the value as it is.
      const end = message.indexOf('}', at);
      at = end + 1;
      return { name };
    }
    if (message[at] !== ',') fail('The options are missing');
    at++;
    const options: Record<string, Token[]> = {};
    while (at < message.length) {
      while (/\s/.test(message[at] ?? '')) at++;
      if (message[at] === '}') {
        at++;
        return { name, kind, options };
      }
      const key = word();
      if (message[at] !== '{') fail('An option has no text');
      at++;
      options[key] = tokens(kind !== 'select', true);
      at++;
    }
    return fail('A } is missing');
  };
  return tokens(false, false);
}

const english = 'en';

/** A value as the text shows it: a date as the reader writes a day short ('Nov 24', '24 Nov'). */
function show(value: MessageValues[string] | undefined): string {
  if (value instanceof Date)
    return new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(value);
  return value === undefined ? '' : String(value);
}

function render(tokens: Token[], values: MessageValues, count?: number): string {
  let out = '';
  for (const token of tokens) {
    if (typeof token === 'string') out += token;
    else if (token.name === '#') out += new Intl.NumberFormat(english).format(count ?? 0);
    else if (!token.options) out += show(values[token.name]);
    else {
      const value = values[token.name];
      const number = Number(value);
      const option =
        token.kind === 'select'
          ? token.options[String(value)]
          : (token.options[`=${number}`] ??
            token.options[
              new Intl.PluralRules(english, {
                type: token.kind === 'plural' ? 'cardinal' : 'ordinal',
              }).select(number)
            ]);
      out += render(
        option ?? token.options.other ?? [],
        values,
        token.kind === 'select' ? count : number,
      );
    }
  }
  return out;
}

const parsedMessages = new Map<string, Token[]>();

/** An English message with its values filled in, plurals chosen by English rules. */
export function formatIcu(message: string, values: MessageValues = {}): string {
  let tokens = parsedMessages.get(message);
  if (!tokens) parsedMessages.set(message, (tokens = parseIcu(message)));
  return render(tokens, values);
}

/** The names of the values a message takes, in the order they first appear. */
export function valueNamesOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string' || token.name === '#') continue;
      names.add(token.name);
      for (const option of Object.values(token.options ?? {})) walk(option);
    }
  };
  walk(parseIcu(message));
  return [...names];
}
