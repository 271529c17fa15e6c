import type { AccountType } from '@taskboard/contract';

export interface MenuLink {
  label: string;
  to: string;
}

/** Spec §2: the account menu's links, in order; Add Child Account is for parents only. */
export function accountMenuLinks(accountType: AccountType): MenuLink[] {
  return [
    ...(accountType === 'PARENT' ? [{ label: 'Add Child Account', to: '/family' }] : []),
    { label: 'Go To TaskBoard', to: '/taskboard' },
    { label: 'View Profile', to: '/' },
    { label: 'Browse Users', to: '/users' },
  ];
}

/** The Switch Account list shows only when there is another family account to switch to. */
export function showsSwitchList(accountType: AccountType, familySize: number): boolean {
  return (accountType === 'PARENT' || accountType === 'CHILD') && familySize > 1;
}

/** Spec §2: the side navigation. */
export const sideNavLinks: MenuLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Users', to: '/users' },
  { label: 'Settings', to: '/settings' },
];
