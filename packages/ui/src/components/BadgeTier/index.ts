export { BadgeTier, badgeTierLooks, type BadgeTierLook, type BadgeTierProps } from './BadgeTier';
export { defaultBadgeTierMessages, type Badge, type BadgeTierMessages } from './badgeGroups';
