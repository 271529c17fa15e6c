/**
 * Every text of the library, one entry per component that shows words. Plain texts are strings;
 * texts that take values (a count, a name) are functions. A translation is one such object
 * (or part of one) given to UiMessagesProvider.
 *
 * Each component adds its own entry where it declares its texts (`declare module … { interface
 * UiMessages { column: ColumnMessages } }`), so this registry imports no component and no
 * component's import of the messages hook comes back to it in a circle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each component's declaration
export interface UiMessages {}
