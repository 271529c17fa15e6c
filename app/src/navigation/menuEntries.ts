import type { AccountType } from '@taskboard/contract';
import type { MessageId } from '../i18n/messageId';

export interface MenuLink {
  /** The entry's name, translated where it is shown. */
  label: MessageId;
  to: string;
}

/** Spec §2: the account menu's links, in order; Add Child Account is for parents only. */
export function accountMenuLinks(accountType: AccountType): MenuLink[] {
  return [
    ...(accountType === 'PARENT'
      ? [{ label: 'navigation.menu.addChildAccount', to: '/family' } satisfies MenuLink]
      : []),
    { label: 'navigation.menu.goToTaskBoard', to: '/taskboard' },
    { label: 'navigation.menu.viewProfile', to: '/' },
    { label: 'navigation.menu.browseDirectory', to: '/users' },
  ];
}

/** The Switch Account list shows only when there is another family account to switch to. */
export function showsSwitchList(accountType: AccountType, familySize: number): boolean {
  return (accountType === 'PARENT' || accountType === 'CHILD') && familySize > 1;
}

/** Spec §2: the side navigation. */
export const sideNavLinks: MenuLink[] = [
  { label: 'navigation.sideNav.home', to: '/' },
  { label: 'navigation.sideNav.directory', to: '/users' },
  { label: 'navigation.sideNav.settings', to: '/settings' },
];
