export { Banner, type BannerProps } from './Banner';
export { bannerTones, type BannerTone } from './Banner.props';
