import { describe, expect, it } from 'vitest';
import { accountMenuLinks, showsSwitchList, sideNavLinks } from './menuEntries';

describe('account menu entries (spec §2)', () => {
  it('offers a parent Add Child Account first, then the shared entries', () => {
    expect(accountMenuLinks('PARENT')).toEqual([
      { label: 'navigation.menu.addChildAccount', to: '/family' },
      { label: 'navigation.menu.goToTaskBoard', to: '/taskboard' },
      { label: 'navigation.menu.viewProfile', to: '/' },
      { label: 'navigation.menu.browseDirectory', to: '/users' },
    ]);
  });

  it('never offers a child Add Child Account', () => {
    expect(accountMenuLinks('CHILD').map((link) => link.label)).toEqual([
      'navigation.menu.goToTaskBoard',
      'navigation.menu.viewProfile',
      'navigation.menu.browseDirectory',
    ]);
  });

  it('shows the Switch Account list only when there is more than one family account', () => {
    expect(showsSwitchList('PARENT', 1)).toBe(false);
    expect(showsSwitchList('PARENT', 2)).toBe(true);
    expect(showsSwitchList('CHILD', 0)).toBe(false);
    expect(showsSwitchList('CHILD', 3)).toBe(true);
  });

  it('puts Home, Users and Settings in the side navigation', () => {
    expect(sideNavLinks.map((link) => `${link.label} ${link.to}`)).toEqual([
      'navigation.sideNav.home /',
      'navigation.sideNav.directory /users',
      'navigation.sideNav.settings /settings',
    ]);
  });
});
