import { redirect } from 'react-router';
import { api } from '../api';
import { dashboardPaths } from '../preferences/landing';
import { readStoredPreferences } from '../preferences/storedPreferences';

/** Right after login: the view chosen as default_dashboard_view (Preferences). */
export async function clientLoader() {
  const preferences = await api.settings
    .get()
    .then((settings) => settings.preferences)
    .catch(() => readStoredPreferences());
  return redirect(dashboardPaths[preferences.default_dashboard_view]);
}

export default function Start() {
  return null;
}
