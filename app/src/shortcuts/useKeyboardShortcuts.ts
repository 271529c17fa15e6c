import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/useT';
import { usePreferences } from '../preferences/usePreferences';
import { noSequence, pressKey, type SequenceState } from './keySequence';
import { newGoalRequest } from './newGoalRequest';
import { appShortcuts, type ShortcutAction } from './shortcuts';

/**
 * Whether a key press belongs to something else: typing in a field, a chord with Ctrl, Alt or
 * Meta (the browser's and the system's), or a press inside an open dialog. Shift is allowed, as
 * it is how "?" is typed.
 */
function belongsElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat) return true;
  if (event.ctrlKey || event.altKey || event.metaKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('input, textarea, select, [role="dialog"], [role="alertdialog"]') !== null;
}

/** The page's search field: a search input or searchbox inside the main area. */
function searchField(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main input[type="search"], main [role="searchbox"]');
}

/**
 * The keyboard shortcuts of the signed-in app, when the user turned them on in Preferences; off,
 * no key is listened to. Used once, by the authenticated layout, which shows the "?" overlay
 * with what this answers.
 */
export function useKeyboardShortcuts() {
  const t = useT();
  const { keyboard_shortcuts: enabled } = usePreferences();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const sequence = useRef<SequenceState>(noSequence);

  useEffect(() => {
    if (!enabled) return;
    const run = (action: ShortcutAction, event: KeyboardEvent) => {
      switch (action.kind) {
        case 'go':
          void navigate(action.to);
          break;
        case 'new-goal':
          // On the board the request replaces its entry instead of stacking a second one. The
          // address is read now, not at the last render: a key pressed just after a navigation
          // would otherwise see the page before it, and replace that page's entry.
          void navigate(newGoalRequest.to, {
            state: newGoalRequest.state,
            replace: window.location.pathname === newGoalRequest.to,
          });
          break;
        case 'search': {
          const field = searchField();
          // Without a search field the key keeps its browser meaning.
          if (!field) return;
          field.focus();
          break;
        }
        case 'help':
          setHelpOpen(true);
          break;
      }
      event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (belongsElsewhere(event)) {
        sequence.current = noSequence;
        return;
      }
      const result = pressKey(appShortcuts, sequence.current, event.key, event.timeStamp);
      sequence.current = result.state;
      if (result.action) run(result.action, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      sequence.current = noSequence;
    };
  }, [enabled, navigate]);

  return {
    shortcuts: appShortcuts.map((shortcut) => ({
      ...shortcut,
      description: t(shortcut.description),
    })),
    /** The "?" overlay's own words. */
    labels: {
      title: t('shortcuts.dialog.title'),
      closeLabel: t('shortcuts.dialog.close'),
      thenLabel: t('shortcuts.dialog.then'),
    },
    helpOpen: enabled && helpOpen,
    setHelpOpen,
  };
}
