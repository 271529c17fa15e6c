export const bannerTones = ['info', 'success', 'warning', 'danger'] as const;
export type BannerTone = (typeof bannerTones)[number];
