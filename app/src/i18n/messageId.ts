// The message ids the code may use: the keys of the English catalogue, area by area. Using an
// id that no catalogue has is a type error; the catalogue test finds ids no code uses.
import type commonMessages from './messages/en/common.json';
import type authMessages from './messages/en/auth.json';
import type landingMessages from './messages/en/landing.json';
import type legalMessages from './messages/en/legal.json';
import type navigationMessages from './messages/en/navigation.json';
import type boardMessages from './messages/en/board.json';
import type familyMessages from './messages/en/family.json';
import type settingsMessages from './messages/en/settings.json';
import type profileMessages from './messages/en/profile.json';
import type contentMessages from './messages/en/content.json';
import type directoryMessages from './messages/en/directory.json';
import type shortcutsMessages from './messages/en/shortcuts.json';
import type starsMessages from './messages/en/stars.json';
import type liveMessages from './messages/en/live.json';
import type pwaMessages from './messages/en/pwa.json';
import type uiMessages from './messages/en/ui.json';
import type uiScreensMessages from './messages/en/uiScreens.json';

export type MessageId =
  | keyof typeof commonMessages
  | keyof typeof authMessages
  | keyof typeof landingMessages
  | keyof typeof legalMessages
  | keyof typeof navigationMessages
  | keyof typeof boardMessages
  | keyof typeof familyMessages
  | keyof typeof liveMessages
  | keyof typeof settingsMessages
  | keyof typeof profileMessages
  | keyof typeof contentMessages
  | keyof typeof directoryMessages
  | keyof typeof shortcutsMessages
  | keyof typeof starsMessages
  | keyof typeof pwaMessages
  | keyof typeof uiMessages
  | keyof typeof uiScreensMessages;
