/**
 * The part of ICU MessageFormat the mail catalogues use, as the app's catalogues write it:
 * `{name}` and `{count, plural, =0 {…} one {# thing} other {# things}}` (`#` is the number).
 * A message that breaks these rules, or a value it names and is not given, throws: a mail is
 * never sent with a hole in it.
 */
type Part =
  string | { hash: true } | { arg: string } | { arg: string; plural: Record<string, Part[]> };

export type MessageValues = Record<string, string | number>;

const parsed = new Map<string, Part[]>();

function parse(source: string): Part[] {
  let at = 0;
  const fail = (why: string) => new Error(`${why} at ${at} in "${source}"`);

  function parts(inPlural: boolean, closed: boolean): Part[] {
    const out: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (at < source.length) {
      const char = source[at]!;
      if (char === '}') {
        if (!closed) throw fail('An unexpected }');
        at += 1;
        flush();
        return out;
      }
      if (char === '{') {
        flush();
        at += 1;
        out.push(argument());
      } else if (char === '#' && inPlural) {
        flush();
        out.push({ hash: true });
        at += 1;
      } else {
        text += char;
        at += 1;
      }
    }
    if (closed) throw fail('A missing }');
    flush();
    return out;
  }

  function argument(): Part {
    const name = /^\s*(\w+)\s*/.exec(source.slice(at));
    if (!name) throw fail('A placeholder without a name');
    at += name[0].length;
    if (source[at] === '}') {
      at += 1;
      return { arg: name[1]! };
    }
    const kind = /^,\s*plural\s*,/.exec(source.slice(at));
    if (!kind) throw fail('A placeholder neither plain nor plural');
    at += kind[0].length;
    const plural: Record<string, Part[]> = {};
    for (;;) {
      const choice = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(source.slice(at));
      if (!choice) break;
      at += choice[0].length;
      plural[choice[1]!] = parts(true, true);
    }
    const end = /^\s*\}/.exec(source.slice(at));
    if (!end || !plural.other) throw fail('A plural without its other choice or its }');
    at += end[0].length;
    return { arg: name[1]!, plural };
  }

  return parts(false, false);
}

export function formatMessage(source: string, values: MessageValues, language: string): string {
  let message = parsed.get(source);
  if (!message) {
    message = parse(source);
    parsed.set(source, message);
  }
  const numbers = new Intl.NumberFormat(language);
  const rules = new Intl.PluralRules(language);
  const value = (name: string) => {
    const given = values[name];
    if (given === undefined) throw new Error(`"${source}" needs a value for {${name}}`);
    return given;
  };
  const render = (parts: Part[], count: number | undefined): string =>
    parts
      .map((part) => {
        if (typeof part === 'string') return part;
        if ('hash' in part) return numbers.format(count ?? 0);
        const given = value(part.arg);
        if (!('plural' in part)) return typeof given === 'number' ? numbers.format(given) : given;
        if (typeof given !== 'number') throw new Error(`{${part.arg}} must be a number`);
        const choice =
          part.plural[`=${given}`] ?? part.plural[rules.select(given)] ?? part.plural.other!;
        return render(choice, given);
      })
      .join('');
  return render(message, undefined);
}

/** The names a message needs (what the catalogue check compares between languages). */
export function placeholdersOf(source: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || 'hash' in part) continue;
      names.add(part.arg);
      if ('plural' in part) Object.values(part.plural).forEach(walk);
    }
  };
  walk(parse(source));
  return [...names].sort();
}
