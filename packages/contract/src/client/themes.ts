import type { ApiRequest } from './request';
import { currentFlavorResponse } from '../schemas/backlog';
import {
  customTheme,
  customThemesResponse,
  deleteCustomThemeResponse,
  flavorsResponse,
  switchFlavorResponse,
  userCategoryDataResponse,
  type CreateCustomThemeBody,
  type UpdateCustomThemeBody,
} from '../schemas/themes';

/** Flavors and custom themes, and the categories they colour (under `backlog`). */
export function themeCalls(request: ApiRequest) {
  return {
    currentFlavor: () =>
      request('GET', '/backlog/current-flavor', { auth: true, response: currentFlavorResponse }),
    flavors: () => request('GET', '/backlog/flavors', { auth: true, response: flavorsResponse }),
    customThemes: () =>
      request('GET', '/backlog/custom-themes', { auth: true, response: customThemesResponse }),
    userCategoryData: () =>
      request('GET', '/backlog/user-category-data', {
        auth: true,
        response: userCategoryDataResponse,
      }),
    createCustomTheme: (body: CreateCustomThemeBody) =>
      request('POST', '/backlog/custom-themes', { auth: true, body, response: customTheme }),
    updateCustomTheme: (themeId: string, body: UpdateCustomThemeBody) =>
      request('PUT', `/backlog/custom-themes/${encodeURIComponent(themeId)}`, {
        auth: true,
        body,
        response: customTheme,
      }),
    deleteCustomTheme: (themeId: string) =>
      request('DELETE', `/backlog/custom-themes/${encodeURIComponent(themeId)}`, {
        auth: true,
        response: deleteCustomThemeResponse,
      }),
    switchFlavor: (newFlavor: string) =>
      request('POST', '/backlog/switch-flavor', {
        auth: true,
        query: { new_flavor: newFlavor },
        response: switchFlavorResponse,
      }),
  };
}
