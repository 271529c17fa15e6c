export * from './RadarChart';
export * from './radarData';
