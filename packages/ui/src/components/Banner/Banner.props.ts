export const bannerTones = ['info', 'success', 'warning', 'error'] as const;
export type BannerTone = (typeof bannerTones)[number];
