export * from './CockpitDial';
export * from './dialGeometry';
