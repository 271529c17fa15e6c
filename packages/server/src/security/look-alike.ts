import { englishMessages } from '@taskboard/contract/messages';
/**
 * Names that pass for another: `аlice` with a Cyrillic `а`, `alİce`, `ａｌｉｃｅ`, a name with an
 * invisible character. Refused at sign-up (usernames and e-mails), so one family's name cannot
 * be imitated and a look-alike cannot be used to get past a counter. A name made only of
 * ordinary letters can still pass for an existing one (`aIicep` for `alicep`): that is the
 * look-alike key's part (identity.ts usernameSkeleton, services/username-claim.ts).
 */

/** Script groups a name may use one of; Japanese mixes three scripts, Korean two, by nature. */
const scriptGroups: Record<string, RegExp> = {
  latin: /\p{Script=Latin}/u,
  cyrillic: /\p{Script=Cyrillic}/u,
  greek: /\p{Script=Greek}/u,
  armenian: /\p{Script=Armenian}/u,
  cjk: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u,
  arabic: /\p{Script=Arabic}/u,
  hebrew: /\p{Script=Hebrew}/u,
  devanagari: /\p{Script=Devanagari}/u,
  thai: /\p{Script=Thai}/u,
};

/** Cyrillic and Greek letters drawn like Latin ones: a name made only of them imitates Latin. */
const latinLookingLetters = new Set([
  ...'аеорсухіјѕԁӏԛԝвкмнтАВЕКМНОРСТХІЈЅαβεικνορτυχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ',
]);

/** Latin letters that change under case folding into two characters or into another letter. */
const unstableLetters = /[\u0130\u0131\u017F\u212A]/u; // İ ı ſ K (Kelvin)

const invisible = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;

export function isLookAlike(name: string): boolean {
  if (name !== name.normalize('NFKC')) return true;
  if (invisible.test(name) || unstableLetters.test(name)) return true;
  const letters = [...name].filter((char) => /\p{L}/u.test(char));
  const groups = Object.entries(scriptGroups)
    .filter(([, pattern]) => letters.some((char) => pattern.test(char)))
    .map(([group]) => group);
  if (groups.length > 1) return true;
  const [group] = groups;
  if (group === 'cyrillic' || group === 'greek') {
    return letters.every((char) => latinLookingLetters.has(char));
  }
  return false;
}

export const lookAlikeMessages = {
  usernameResembles: englishMessages['signup.usernameLookAlike'],
  username: englishMessages['signup.usernameMixedScripts'],
  email: englishMessages['signup.emailMixedScripts'],
} as const;
