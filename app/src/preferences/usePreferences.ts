import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { defaultPreferences, type Preferences } from '@taskboard/contract';
import { AUTHENTICATED_LAYOUT_ID, type LayoutData } from '../navigation/layoutData';
import { useHydrated } from '../prerender/useHydrated';
import { formatDate, formatDateTime } from './formatting';
import { readStoredPreferences } from './storedPreferences';

/**
 * The preferences every screen follows: the signed-in user's (loaded with the authenticated
 * layout), else the last ones stored on this device, else the defaults. The one place pages read
 * the theme, time zone, date and time formats, page size and shortcut switch from. A prerendered
 * page hydrates with the defaults it was drawn with, and follows this device's right after.
 */
export function usePreferences(): Preferences {
  const layout = useRouteLoaderData<LayoutData>(AUTHENTICATED_LAYOUT_ID);
  const hydrated = useHydrated();
  return layout?.preferences ?? (hydrated ? readStoredPreferences() : defaultPreferences);
}

/** Date and date-time formatters in the user's time zone and formats. */
export function useDateFormatting() {
  const { timezone, date_format, time_format } = usePreferences();
  return useMemo(() => {
    const prefs = { timezone, date_format, time_format };
    return {
      date: (value: string | Date) => formatDate(value, prefs),
      dateTime: (value: string | Date) => formatDateTime(value, prefs),
    };
  }, [timezone, date_format, time_format]);
}
