export * from './Celebration';
export { playCheer } from './cheerSound';
