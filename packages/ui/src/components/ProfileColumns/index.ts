export { ProfileColumns, type ProfileColumnsProps } from './ProfileColumns';
export { profileDesktopQuery } from './ProfileColumns.css';
