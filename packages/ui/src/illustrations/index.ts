// The illustration set drawn for this product: task pictures, badge artwork, empty-state
// pictures and the streak plant. Each is hand-drawn SVG; import only what a screen shows.
export * from './BadgeArt';
export * from './badgeArtNames';
export * from './EmptyPicture';
export * from './StreakPicture';
export * from './TaskPicture';
export * from './taskPictureNames';
export type { PictureSize } from './TaskPicture.css';
export { pictureSizes } from './TaskPicture.css';
